import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monitoringQuerySchema, monitoringSchema } from '@rbax/shared/monitoring';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getMonitoring } from './monitoring-service.ts';

export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/monitoring',
    {
      schema: {
        tags: ['monitoring'],
        security: sessionSecurity,
        summary:
          'Over the boards you can read (archived ones left out): recent card activity, columns over their WIP ' +
          'limit, overdue cards and cards not moved for `staleDays` days (default 7), each list limited with its total',
        querystring: monitoringQuerySchema,
        response: { 200: monitoringSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => getMonitoring(deps, await requireUser(request), request.query),
  );
};
