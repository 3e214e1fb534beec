import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@rbax/shared/errors';
import { meSchema, meSummarySchema, updateMeInputSchema } from '@rbax/shared/me';
import { requireUser } from '#src/lib/access.ts';
import { getMe, getSummary, updateMe } from './me-service.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, storage: app.storage, adminEmails: app.config.adminEmails });

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
    async (request) => getMe(deps(), await requireUser(request)),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags: ['me'],
        summary:
          "Update the signed-in user's name, language, theme, skills, time zone, availability (`available`: false while out of office) or avatar (an upload with purpose 'avatar', or null to remove it)",
        security: [{ session: [] }],
        body: updateMeInputSchema,
        response: { 200: meSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => updateMe(deps(), await requireUser(request), request.body),
  );

  app.get(
    '/me/summary',
    {
      schema: {
        tags: ['me'],
        summary: "The signed-in user's cards (assigned open, overdue, completed, created) and latest activity",
        security: [{ session: [] }],
        response: { 200: meSummarySchema, 401: errorBodySchema },
      },
    },
    async (request) => getSummary({ db: app.database.db }, await requireUser(request)),
  );
};
