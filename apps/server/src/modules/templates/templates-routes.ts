import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templateSummarySchema } from '@rbax/shared/boards';
import { errorBodySchema } from '@rbax/shared/errors';
import { requireUser } from '#src/lib/access.ts';
import { requestLocale } from '#src/lib/locale.ts';
import { listTemplates } from './templates-service.ts';

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates',
    {
      schema: {
        tags: ['templates'],
        security: [{ session: [] }],
        summary: 'The 12 board templates in the request language (Accept-Language)',
        response: { 200: z.array(templateSummarySchema), 401: errorBodySchema },
      },
    },
    async (request) => {
      await requireUser(request);
      return listTemplates(requestLocale(request));
    },
  );
};
