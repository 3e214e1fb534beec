import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { healthSections, statusLevel, type HealthReport } from '@rbax/shared/health';
import { healthSourcesOf } from '#src/modules/health/health-routes.ts';
import { collectHealth } from '#src/modules/health/health-service.ts';

/**
 * The system-health figures as Prometheus gauges (docs/decisions/025), read when scraped. One
 * report serves every gauge of a scrape; a report that fails (database gone) leaves the gauges
 * out of that scrape rather than failing /api/metrics.
 */
export function registerHealthMetrics(app: FastifyInstance, registry: Registry): void {
  const sources = healthSourcesOf(app);
  let pending: { at: number; report: Promise<HealthReport | null> } | null = null;
  const report = () => {
    if (!pending || Date.now() - pending.at > 1_000) {
      pending = {
        at: Date.now(),
        report: collectHealth(sources).catch((error: unknown) => {
          app.log.warn({ err: error }, 'metrics: health figures unavailable');
          return null;
        }),
      };
    }
    return pending.report;
  };

  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (g: Gauge<L>, r: HealthReport) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        const r = await report();
        if (r) fill(this, r);
      },
    });

  gauge('rbax_health_status', 'System health status per section: 0 ok, 1 warn, 2 critical', ['section'], (g, r) => {
    g.set({ section: 'overall' }, statusLevel(r.status));
    for (const section of healthSections) g.set({ section }, statusLevel(r[section].status));
  });
  gauge('rbax_db_latency_seconds', 'Database round trip (median of a few SELECT 1)', [], (g, r) =>
    g.set(r.database.latencyMs / 1000),
  );
  gauge('rbax_realtime_connections', 'Open realtime WebSocket connections of this instance', [], (g, r) =>
    g.set(r.realtime.connections),
  );
  gauge('rbax_jobs_queued', 'Background jobs waiting to run, per queue', ['queue'], (g, r) => {
    for (const q of r.jobs.queues) g.set({ queue: q.name }, q.queued);
  });
  gauge('rbax_jobs_failed_last_hour', 'Background jobs failed in the last hour, per queue', ['queue'], (g, r) => {
    for (const q of r.jobs.queues) g.set({ queue: q.name }, q.failedLastHour);
  });
  gauge(
    'rbax_http_window_requests',
    'HTTP requests of the last hour (probes excluded), by class',
    ['class'],
    (g, r) => {
      g.set({ class: 'all' }, r.http.requests);
      g.set({ class: '4xx' }, r.http.errors4xx);
      g.set({ class: '5xx' }, r.http.errors5xx);
    },
  );
  gauge('rbax_http_window_latency_seconds', 'HTTP latency percentiles of the last hour', ['quantile'], (g, r) => {
    const { p50Ms, p95Ms, p99Ms } = r.http;
    for (const [quantile, value] of [
      ['0.5', p50Ms],
      ['0.95', p95Ms],
      ['0.99', p99Ms],
    ] as const) {
      if (value !== null) g.set({ quantile }, value / 1000);
    }
  });
  gauge('rbax_uploads_bytes', 'Bytes of uploaded files (covers and attachments)', [], (g, r) => g.set(r.uploads.bytes));
  gauge('rbax_uploads_files', 'Uploaded files (covers and attachments)', [], (g, r) => g.set(r.uploads.files));
  gauge('rbax_data_dir_free_bytes', "Free bytes on the data directory's file system (local storage)", [], (g, r) => {
    if (r.uploads.disk) g.set(r.uploads.disk.freeBytes);
  });
  gauge('rbax_data_dir_size_bytes', "Size of the data directory's file system (local storage)", [], (g, r) => {
    if (r.uploads.disk) g.set(r.uploads.disk.totalBytes);
  });
}
