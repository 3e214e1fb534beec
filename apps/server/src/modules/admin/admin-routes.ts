import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@rbax/shared/errors';
import { adminStatusSchema } from '@rbax/shared/me';
import { requireUser } from '#src/lib/access.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/status',
    {
      schema: {
        tags: ['admin'],
        summary: "Whether the signed-in user is an administrator (the spec's verify-admin)",
        security: [{ session: [] }],
        response: { 200: adminStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ isAdmin: (await requireUser(request)).isAdmin }),
  );
};
