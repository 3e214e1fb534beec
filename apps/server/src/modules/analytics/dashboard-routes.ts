import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema } from '@rbax/shared/analytics';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getDashboard } from './dashboard-service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/me/dashboard',
    {
      schema: {
        tags: ['me'],
        summary:
          'My work over the boards I can read: open cards assigned to me (all, overdue, due in 7 days, at risk of ' +
          "missing the SLE), each board's WIP and throughput this ISO week and last, and recent card activity",
        security: sessionSecurity,
        response: { 200: dashboardResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => getDashboard(deps, await requireUser(request)),
  );
};
