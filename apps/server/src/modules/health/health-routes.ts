import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReportSchema } from '@rbax/shared/health';
import { requireUser } from '#src/lib/access.ts';
import { errorResponses, sessionSecurity } from '#src/lib/route-schemas.ts';
import { appVersion } from '#src/lib/version.ts';
import { getHealth, type HealthSources } from './health-service.ts';

/** What the health figures are read from, on this app instance. */
export function healthSourcesOf(app: FastifyInstance): HealthSources {
  return {
    database: app.database,
    config: app.config,
    version: appVersion,
    // Read at request time: the realtime module decorates the app after the system routes load.
    realtime: () => app.realtime.stats,
    http: () => app.httpWindow.summary(),
    eventLoop: () => app.eventLoop.summary(),
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = healthSourcesOf(app);

  app.get(
    '/admin/health',
    {
      schema: {
        tags: ['admin'],
        security: sessionSecurity,
        summary:
          'System health of this instance (administrators): version, uptime, database round trip, memory, ' +
          'event-loop delay, realtime connections, background jobs, HTTP of the last hour and uploads, each with ' +
          'a status ok | warn | critical from the documented thresholds',
        response: { 200: healthReportSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const report = await getHealth(sources, await requireUser(request));
      void reply.header('cache-control', 'no-store');
      return report;
    },
  );
};
