import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { globalAnalyticsSchema, rangeQuerySchema } from '@rbax/shared/analytics';
import { requireUser } from '#src/lib/access.ts';
import { depsOf } from '#src/lib/deps.ts';
import { errorResponses, sessionSecurity } from '#src/lib/route-schemas.ts';
import { getGlobalAnalytics } from './global-analytics-service.ts';

export const globalAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The instance's usage (administrators): totals, and per UTC day of `from`–`to` (default the last 30 days) " +
          'the active people, events and sign-ups, zeros included; active people per ISO week',
        security: sessionSecurity,
        querystring: rangeQuerySchema,
        response: { 200: globalAnalyticsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getGlobalAnalytics(deps, await requireUser(request), request.query),
  );
};
