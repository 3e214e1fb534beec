import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceResponseSchema, rangeQuerySchema } from '@rbax/shared/analytics';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getPerformance } from './performance-service.ts';

export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/workspaces/:id/performance',
    {
      schema: {
        tags: ['workspaces'],
        summary:
          "Per person over the workspace's boards: cards finished in `from`–`to`, cycle-time percentiles, on-time " +
          'rate, WIP now and weekly counts. Owners and admins see everyone, members and viewers themselves',
        security: sessionSecurity,
        params: idParams,
        querystring: rangeQuerySchema,
        response: { 200: performanceResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getPerformance(deps, await requireUser(request), request.params.id, request.query),
  );
};
