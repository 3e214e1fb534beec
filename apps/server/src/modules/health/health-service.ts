import { statfs } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import {
  HEALTH_THRESHOLDS as limits,
  HTTP_MIN_REQUESTS,
  HTTP_WINDOW_MINUTES,
  statusAbove,
  statusBelow,
  worstStatus,
  type HealthReport,
  type HealthStatus,
} from '@rbax/shared/health';
import type { Config } from '#src/config/env.ts';
import type { Database } from '#src/db/client.ts';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { EventLoopSummary } from './event-loop.ts';
import type { HttpWindowSummary } from './http-window.ts';
import { jobQueueRows, uploadTotals } from './health-repository.ts';

/**
 * System health (issue 8; docs/decisions/025): the figures of this instance and its database,
 * each judged against the documented thresholds of @rbax/shared/health.
 */

export type HealthSources = {
  database: Database;
  config: Pick<Config, 'dataDir' | 'jobs' | 's3'>;
  version: string;
  realtime: () => { connections: number; boards: number };
  http: () => HttpWindowSummary;
  eventLoop: () => EventLoopSummary;
};

const DB_SAMPLES = 3;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A few `SELECT 1` round trips one after another; the median is the figure. */
async function databaseHealth(database: Database): Promise<HealthReport['database']> {
  const samples: number[] = [];
  for (let i = 0; i < DB_SAMPLES; i++) {
    const start = performance.now();
    await database.ping();
    samples.push(round(performance.now() - start, 3));
  }
  const latencyMs = round(median(samples), 3);
  return { kind: database.kind, latencyMs, samplesMs: samples, status: statusAbove(latencyMs, limits.dbLatencyMs) };
}

/** Heap judged against V8's limit: heapTotal grows on demand, so used/total is high in normal work. */
function memoryHealth(): HealthReport['memory'] {
  const usage = process.memoryUsage();
  const heapLimitBytes = getHeapStatistics().heap_size_limit;
  const heapUsedRatio = round(usage.heapUsed / heapLimitBytes, 4);
  return {
    rssBytes: usage.rss,
    heapUsedBytes: usage.heapUsed,
    heapTotalBytes: usage.heapTotal,
    heapLimitBytes,
    heapUsedRatio,
    status: statusAbove(heapUsedRatio, limits.heapUsedRatio),
  };
}

function eventLoopHealth(summary: EventLoopSummary): HealthReport['eventLoop'] {
  return {
    p50Ms: round(summary.p50Ms),
    p99Ms: round(summary.p99Ms),
    maxMs: round(summary.maxMs),
    windowSeconds: summary.windowSeconds,
    status: statusAbove(summary.p99Ms, limits.eventLoopP99Ms),
  };
}

export function httpHealth(summary: HttpWindowSummary): HealthReport['http'] {
  const { requests } = summary;
  const rate4xx = requests ? round(summary.errors4xx / requests, 4) : 0;
  const rate5xx = requests ? round(summary.errors5xx / requests, 4) : 0;
  const statuses: HealthStatus[] = [];
  if (requests >= HTTP_MIN_REQUESTS) {
    statuses.push(statusAbove(rate5xx, limits.http5xxRate), statusAbove(rate4xx, limits.http4xxRate));
    if (summary.p95Ms !== null) statuses.push(statusAbove(summary.p95Ms, limits.httpP95Ms));
  }
  const ms = (value: number | null) => (value === null ? null : round(value));
  return {
    windowMinutes: HTTP_WINDOW_MINUTES,
    requests,
    errors4xx: summary.errors4xx,
    errors5xx: summary.errors5xx,
    rate4xx,
    rate5xx,
    p50Ms: ms(summary.p50Ms),
    p95Ms: ms(summary.p95Ms),
    p99Ms: ms(summary.p99Ms),
    status: worstStatus(statuses),
  };
}

async function jobsHealth(sources: HealthSources): Promise<HealthReport['jobs']> {
  const queues = (await jobQueueRows(sources.database.db)).map((row) => ({
    name: row.name,
    queued: row.queued,
    active: row.active,
    failedLastHour: row.failed_last_hour,
  }));
  const queued = queues.reduce((sum, q) => sum + q.queued, 0);
  const failedLastHour = queues.reduce((sum, q) => sum + q.failedLastHour, 0);
  return {
    enabled: sources.config.jobs.enabled,
    queues,
    queued,
    failedLastHour,
    status: worstStatus([statusAbove(failedLastHour, limits.failedJobs), statusAbove(queued, limits.queuedJobs)]),
  };
}

/** Sizes from the database (both storages); free space of DATA_DIR's file system on local storage. */
async function uploadsHealth(sources: HealthSources): Promise<HealthReport['uploads']> {
  const totals = await uploadTotals(sources.database.db);
  if (sources.config.s3) return { storage: 's3', ...totals, disk: null, status: 'ok' };
  const stats = await statfs(sources.config.dataDir);
  const totalBytes = stats.blocks * stats.bsize;
  const freeBytes = stats.bavail * stats.bsize;
  const freeRatio = totalBytes > 0 ? round(freeBytes / totalBytes, 4) : 0;
  return {
    storage: 'local',
    ...totals,
    disk: { totalBytes, freeBytes, freeRatio },
    status: totalBytes > 0 ? statusBelow(freeRatio, limits.diskFreeRatio) : 'ok',
  };
}

/** Every figure at once; the overall status is the worst of the sections'. */
export async function collectHealth(sources: HealthSources): Promise<HealthReport> {
  // The round trips first, alone: on PGlite's single session other queries would queue ahead of them.
  const database = await databaseHealth(sources.database);
  const [jobs, uploads] = await Promise.all([jobsHealth(sources), uploadsHealth(sources)]);
  const realtime = { ...sources.realtime(), status: 'ok' as const };
  const report: Omit<HealthReport, 'status'> = {
    checkedAt: new Date().toISOString(),
    version: sources.version,
    uptimeSeconds: Math.round(process.uptime()),
    nodeVersion: process.version,
    database,
    memory: memoryHealth(),
    eventLoop: eventLoopHealth(sources.eventLoop()),
    realtime,
    jobs,
    http: httpHealth(sources.http()),
    uploads,
  };
  const status = worstStatus([
    database.status,
    report.memory.status,
    report.eventLoop.status,
    realtime.status,
    jobs.status,
    report.http.status,
    uploads.status,
  ]);
  return { status, ...report };
}

/** `GET /api/v1/admin/health`: administrators only. */
export async function getHealth(sources: HealthSources, user: SessionUser): Promise<HealthReport> {
  assertAdmin(user);
  return collectHealth(sources);
}
