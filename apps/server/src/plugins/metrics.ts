import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { EventLoopMonitor } from '#src/modules/health/event-loop.ts';
import { HttpWindow } from '#src/modules/health/http-window.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The last hour of HTTP traffic of this instance (system health, docs/decisions/025). */
    httpWindow: HttpWindow;
    eventLoop: EventLoopMonitor;
  }
}

/**
 * Probes and scrapes, which would otherwise fill the hour's window with their own fast 200s
 * (the health page asks every 5 s): Prometheus still counts them.
 */
const NOT_IN_WINDOW = new Set(['/api/metrics', '/api/health', '/api/v1/admin/health']);

/** Prometheus metrics, one registry per app instance (tests build many apps in one process). */
export function registerMetrics(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const total = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests handled',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const window = new HttpWindow();
  const eventLoop = new EventLoopMonitor();
  app.decorate('httpWindow', window);
  app.decorate('eventLoop', eventLoop);
  eventLoop.start();
  app.addHook('onClose', async () => eventLoop.stop());
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, keeps label cardinality bounded.
    const route = request.routeOptions.url ?? '(unmatched)';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    total.inc(labels);
    if (!NOT_IN_WINDOW.has(route)) window.record(reply.statusCode, reply.elapsedTime);
  });
  return registry;
}
