import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@rbax/shared/errors';
import { meSchema, updateMeInputSchema } from '@rbax/shared/me';
import { requireUser } from '#src/lib/access.ts';
import { toMe, updateMe } from './me-service.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['me'],
        summary: 'The signed-in user',
        security: [{ session: [] }],
        response: { 200: meSchema, 401: errorBodySchema },
      },
    },
    async (request) => toMe(await requireUser(request), app.config.adminEmails),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['me'],
        summary: "Update the signed-in user's name, language or theme",
        security: [{ session: [] }],
        body: updateMeInputSchema,
        response: { 200: meSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return updateMe({ db: app.database.db, adminEmails: app.config.adminEmails }, user, request.body);
    },
  );
};
