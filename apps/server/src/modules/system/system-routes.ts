import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { appVersion } from '#src/lib/version.ts';
import { registerHealthMetrics } from './health-metrics.ts';

const healthSchema = z.object({ status: z.literal('ok'), version: z.string(), uptime: z.number() });
const readySchema = z.object({ status: z.literal('ready'), database: z.enum(['embedded', 'postgres']) });
const notReadySchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['embedded', 'postgres']),
});

export function systemRoutes(registry: Registry): FastifyPluginAsyncZod {
  return async (app) => {
    // The figures of GET /api/v1/admin/health, as gauges of the same registry.
    registerHealthMetrics(app, registry);

    app.get(
      '/api/health',
      { schema: { tags: ['system'], summary: 'Liveness', response: { 200: healthSchema } } },
      async () => ({ status: 'ok' as const, version: appVersion, uptime: process.uptime() }),
    );

    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers',
          response: { 200: readySchema, 503: notReadySchema },
        },
      },
      async (request, reply) => {
        const { database } = app;
        try {
          await database.ping();
          return { status: 'ready' as const, database: database.kind };
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check failed');
          return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
        }
      },
    );

    app.get(
      '/api/metrics',
      { schema: { tags: ['system'], summary: 'Prometheus metrics', produces: ['text/plain'] } },
      async (_request, reply) => {
        const body = await registry.metrics();
        return reply.type(registry.contentType).send(body);
      },
    );
  };
}
