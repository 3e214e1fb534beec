import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rangeQuerySchema, workspaceAnalyticsSchema } from '@rbax/shared/analytics';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, idParams, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getWorkspaceAnalytics } from './workspace-analytics-service.ts';

export const workspaceAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/workspaces/:id/analytics',
    {
      schema: {
        tags: ['workspaces'],
        summary:
          "Across the workspace's boards (members): cards created and completed and lead-time percentiles per " +
          'board and ISO week of `from`–`to` (local days, default the last 60), WIP now, and breakdowns by label, ' +
          'priority and assignee',
        security: sessionSecurity,
        params: idParams,
        querystring: rangeQuerySchema,
        response: { 200: workspaceAnalyticsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getWorkspaceAnalytics(deps, await requireUser(request), request.params.id, request.query),
  );
};
