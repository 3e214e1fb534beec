import { z } from 'zod';

/**
 * System health (issue 8; docs/decisions/025): what `GET /api/v1/admin/health` reports and the
 * thresholds that turn each figure into ok | warn | critical. The server computes the statuses
 * with these functions and the page shows the same thresholds, so both always agree.
 */

export const healthStatuses = ['ok', 'warn', 'critical'] as const;
export type HealthStatus = (typeof healthStatuses)[number];

type Limits = { warn: number; critical: number | null };

/**
 * Documented thresholds. "above" figures are bad when high, "below" figures when low.
 * - database round trip (median of a few `SELECT 1`): > 50 ms warn, > 250 ms critical;
 * - event-loop delay p99: > 100 ms warn, > 500 ms critical;
 * - V8 heap used over the heap's size limit (not heapTotal, which grows on demand): > 80 % warn, > 95 % critical;
 * - HTTP 5xx share of the last hour: > 1 % warn, > 5 % critical; 4xx share: > 25 % warn (clients, not the server);
 * - HTTP p95 latency of the last hour: > 500 ms warn, > 2 s critical;
 * - rates are judged only with at least HTTP_MIN_REQUESTS requests in the window (one failed request of three is no trend);
 * - free space of the data directory's disk: < 10 % warn, < 5 % critical;
 * - failed background jobs in the last hour: > 0 warn, > 10 critical; jobs waiting: > 100 warn, > 1000 critical.
 */
export const HEALTH_THRESHOLDS = {
  dbLatencyMs: { warn: 50, critical: 250 },
  eventLoopP99Ms: { warn: 100, critical: 500 },
  heapUsedRatio: { warn: 0.8, critical: 0.95 },
  http5xxRate: { warn: 0.01, critical: 0.05 },
  http4xxRate: { warn: 0.25, critical: null },
  httpP95Ms: { warn: 500, critical: 2000 },
  diskFreeRatio: { warn: 0.1, critical: 0.05 },
  failedJobs: { warn: 0, critical: 10 },
  queuedJobs: { warn: 100, critical: 1000 },
} as const satisfies Record<string, Limits>;

export const HTTP_MIN_REQUESTS = 20;
/** The HTTP figures cover this many one-minute buckets. */
export const HTTP_WINDOW_MINUTES = 60;
/** How often the page asks again. */
export const HEALTH_REFRESH_MS = 5_000;

/** Status of a figure that is bad when high (strictly above the limit). */
export function statusAbove(value: number, limits: Limits): HealthStatus {
  if (limits.critical !== null && value > limits.critical) return 'critical';
  if (value > limits.warn) return 'warn';
  return 'ok';
}

/** Status of a figure that is bad when low (strictly below the limit). */
export function statusBelow(value: number, limits: Limits): HealthStatus {
  if (limits.critical !== null && value < limits.critical) return 'critical';
  if (value < limits.warn) return 'warn';
  return 'ok';
}

const rank: Record<HealthStatus, number> = { ok: 0, warn: 1, critical: 2 };

/** The worst of several statuses (ok when there are none). */
export function worstStatus(statuses: readonly HealthStatus[]): HealthStatus {
  return statuses.reduce<HealthStatus>((worst, s) => (rank[s] > rank[worst] ? s : worst), 'ok');
}

/** The numeric form Prometheus gets (`rbax_health_status`): 0 ok, 1 warn, 2 critical. */
export function statusLevel(status: HealthStatus): number {
  return rank[status];
}

const status = z.enum(healthStatuses);

export const jobQueueHealthSchema = z.object({
  name: z.string(),
  /** Waiting to run (created or waiting to retry). */
  queued: z.number().int(),
  active: z.number().int(),
  failedLastHour: z.number().int(),
});

export const healthReportSchema = z.object({
  status,
  checkedAt: z.string(),
  version: z.string(),
  uptimeSeconds: z.number(),
  nodeVersion: z.string(),
  database: z.object({
    kind: z.enum(['embedded', 'postgres']),
    /** Median of the samples. */
    latencyMs: z.number(),
    samplesMs: z.array(z.number()),
    status,
  }),
  memory: z.object({
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    heapTotalBytes: z.number(),
    heapLimitBytes: z.number(),
    heapUsedRatio: z.number(),
    status,
  }),
  eventLoop: z.object({
    p50Ms: z.number(),
    p99Ms: z.number(),
    maxMs: z.number(),
    /** Seconds the figures cover (the histogram is reset every minute). */
    windowSeconds: z.number(),
    status,
  }),
  realtime: z.object({
    /** Open WebSocket connections of this instance. */
    connections: z.number().int(),
    /** Boards followed by at least one of them. */
    boards: z.number().int(),
    status,
  }),
  jobs: z.object({
    /** BACKGROUND_JOBS: whether this instance runs workers. */
    enabled: z.boolean(),
    queues: z.array(jobQueueHealthSchema),
    queued: z.number().int(),
    failedLastHour: z.number().int(),
    status,
  }),
  http: z.object({
    windowMinutes: z.number().int(),
    requests: z.number().int(),
    errors4xx: z.number().int(),
    errors5xx: z.number().int(),
    rate4xx: z.number(),
    rate5xx: z.number(),
    p50Ms: z.number().nullable(),
    p95Ms: z.number().nullable(),
    p99Ms: z.number().nullable(),
    status,
  }),
  uploads: z.object({
    storage: z.enum(['local', 's3']),
    /** Bytes of the uploaded files the database knows (covers, attachments). */
    bytes: z.number(),
    files: z.number().int(),
    /** The data directory's file system (local storage only). */
    disk: z.object({ totalBytes: z.number(), freeBytes: z.number(), freeRatio: z.number() }).nullable(),
    status,
  }),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
export type HealthSection = Exclude<
  keyof HealthReport,
  'status' | 'checkedAt' | 'version' | 'uptimeSeconds' | 'nodeVersion'
>;
export const healthSections = [
  'database',
  'http',
  'eventLoop',
  'memory',
  'realtime',
  'jobs',
  'uploads',
] as const satisfies readonly HealthSection[];
