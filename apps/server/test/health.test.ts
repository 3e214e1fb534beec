import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { healthReportSchema, type HealthReport } from '@rbax/shared/health';
import { uuidv7 } from '@rbax/shared/ids';
import { httpHealth } from '#src/modules/health/health-service.ts';
import { bucketIndex, HttpWindow, LATENCY_BOUNDS_MS, percentileOf } from '#src/modules/health/http-window.ts';
import { apiAs, createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let admin: U, member: U;

beforeAll(async () => {
  // ADMIN_EMAILS on both databases (the first-account rule is the embedded mode's only).
  t = await createTestApp({ ADMIN_EMAILS: 'ada@example.com' });
  admin = await newUser(t.app, 'Ada Admin', 'ada@example.com');
  member = await newUser(t.app, 'Mauro Membro');
});
afterAll(async () => {
  await t.close();
});

async function health(app = t.app, cookie = admin.cookie): Promise<HealthReport> {
  const response = await apiAs(app, cookie).get('/api/v1/admin/health');
  expect(response.statusCode).toBe(200);
  return healthReportSchema.parse(response.json());
}

describe('percentiles of the latency histogram', () => {
  it('puts a latency in the first bucket whose bound holds it', () => {
    expect(bucketIndex(0)).toBe(0);
    expect(bucketIndex(0.5)).toBe(0);
    expect(bucketIndex(0.6)).toBe(1);
    for (const [i, bound] of LATENCY_BOUNDS_MS.entries()) {
      expect(bucketIndex(bound)).toBe(i);
      expect(bucketIndex(bound * 1.01)).toBe(i + 1);
    }
    expect(bucketIndex(10 * 60_000)).toBe(LATENCY_BOUNDS_MS.length);
  });

  it('reads p50, p95 and p99 of a known distribution within one bucket', () => {
    const window = new HttpWindow(60, () => 0);
    // 1..1000 ms, once each: the true p50 is 500, p95 950, p99 990.
    for (let ms = 1; ms <= 1000; ms++) window.record(200, ms);
    const summary = window.summary();
    expect(summary.requests).toBe(1000);
    expect(summary.p50Ms! / 500).toBeGreaterThan(0.88);
    expect(summary.p50Ms! / 500).toBeLessThan(1.12);
    expect(summary.p95Ms! / 950).toBeGreaterThan(0.88);
    expect(summary.p95Ms! / 950).toBeLessThan(1.12);
    expect(summary.p99Ms! / 990).toBeGreaterThan(0.88);
    expect(summary.p99Ms! / 990).toBeLessThan(1.12);
  });

  it('answers null for an empty histogram and stays inside the bucket for one value', () => {
    expect(percentileOf(new Uint32Array(LATENCY_BOUNDS_MS.length + 1), 0.5)).toBeNull();
    const window = new HttpWindow(60, () => 0);
    window.record(200, 42);
    const { p50Ms, p99Ms } = window.summary();
    const i = bucketIndex(42);
    expect(p50Ms).toBeGreaterThan(LATENCY_BOUNDS_MS[i - 1]!);
    expect(p50Ms).toBeLessThanOrEqual(LATENCY_BOUNDS_MS[i]!);
    expect(p99Ms).toBe(p50Ms);
  });
});

describe('the last hour of HTTP', () => {
  it('counts 4xx and 5xx apart and forgets minutes older than the window', () => {
    let now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const window = new HttpWindow(60, () => now);
    window.record(200, 5);
    window.record(404, 2);
    window.record(500, 30);
    window.record(503, 30);
    expect(window.summary()).toMatchObject({ requests: 4, errors4xx: 1, errors5xx: 2 });
    now += 30 * 60_000;
    window.record(201, 3);
    expect(window.summary()).toMatchObject({ requests: 5, errors4xx: 1, errors5xx: 2 });
    // An hour after the first minute, its bucket no longer counts.
    now += 30 * 60_000;
    expect(window.summary()).toMatchObject({ requests: 1, errors4xx: 0, errors5xx: 0 });
    // The same slot of the ring, an hour later, starts over.
    window.record(500, 1);
    expect(window.summary()).toMatchObject({ requests: 2, errors5xx: 1 });
    now += 2 * 60 * 60_000;
    expect(window.summary()).toMatchObject({ requests: 0, p50Ms: null });
  });

  it('judges the rates only with enough requests', () => {
    const few = { requests: 3, errors4xx: 0, errors5xx: 2, p50Ms: 5, p95Ms: 5, p99Ms: 5 };
    expect(httpHealth(few)).toMatchObject({ rate5xx: 0.6667, status: 'ok' });
    const base = { requests: 1000, errors4xx: 0, p50Ms: 5, p95Ms: 20, p99Ms: 40 };
    expect(httpHealth({ ...base, errors5xx: 10 }).status).toBe('ok');
    expect(httpHealth({ ...base, errors5xx: 11 }).status).toBe('warn');
    expect(httpHealth({ ...base, errors5xx: 51 }).status).toBe('critical');
    expect(httpHealth({ ...base, errors5xx: 0, errors4xx: 300 }).status).toBe('warn');
    expect(httpHealth({ ...base, errors5xx: 0, p95Ms: 600 }).status).toBe('warn');
    expect(httpHealth({ ...base, errors5xx: 0, p95Ms: 2500 }).status).toBe('critical');
  });
});

describe('GET /api/v1/admin/health', () => {
  it('answers 401 to an anonymous caller and 403 to someone who is not an administrator', async () => {
    const anonymous = await apiAs(t.app, undefined).get('/api/v1/admin/health');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const denied = await member.api.get('/api/v1/admin/health');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('forbidden');
  });

  it('reports every figure with a status to an administrator', async () => {
    const report = await health();
    expect(report.version).toBe('2.1.0');
    expect(report.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(report.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded');
    expect(report.database.samplesMs).toHaveLength(3);
    expect(report.database.latencyMs).toBeGreaterThan(0);
    expect(report.memory.rssBytes).toBeGreaterThan(report.memory.heapUsedBytes);
    expect(report.memory.heapUsedRatio).toBeGreaterThan(0);
    expect(report.memory.heapUsedRatio).toBeLessThan(1);
    expect(report.eventLoop.p99Ms).toBeGreaterThanOrEqual(report.eventLoop.p50Ms);
    expect(report.realtime).toEqual({ connections: 0, boards: 0, status: 'ok' });
    // Tests run without background workers, and pg-boss never ran on this database.
    expect(report.jobs).toEqual({ enabled: false, queues: [], queued: 0, failedLastHour: 0, status: 'ok' });
    expect(report.uploads.storage).toBe('local');
    expect(report.uploads.disk!.totalBytes).toBeGreaterThan(report.uploads.disk!.freeBytes);
    expect(report.http.windowMinutes).toBe(60);
    expect(['ok', 'warn', 'critical']).toContain(report.status);
    const response = await admin.api.get('/api/v1/admin/health');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts a 404 as a client error and a 503 as a server error in the last hour', async () => {
    const before = (await health()).http;
    await t.app.inject({ url: '/api/v1/nothing-here' });
    const after404 = (await health()).http;
    expect(after404.errors4xx).toBe(before.errors4xx + 1);
    expect(after404.errors5xx).toBe(before.errors5xx);
    // The health calls themselves are left out of the window.
    expect(after404.requests).toBe(before.requests + 1);

    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      t.database.ping = ping;
    }
    const after503 = (await health()).http;
    expect(after503.errors5xx).toBe(before.errors5xx + 1);
    expect(after503.requests).toBe(before.requests + 2);
    expect(after503.p50Ms).not.toBeNull();
  });

  it('adds up the bytes of uploaded files', async () => {
    const before = (await health()).uploads;
    await t.database.db.execute(
      sql`INSERT INTO uploads (id, storage_key, owner_id, purpose, mime, size, original_name)
          VALUES (${uuidv7()}, ${`board-covers/${uuidv7()}.png`}, ${admin.id}, 'board-cover', 'image/png', 12345, 'capa.png')`,
    );
    const after = (await health()).uploads;
    expect(after.bytes).toBe(before.bytes + 12345);
    expect(after.files).toBe(before.files + 1);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/v1/admin/health'].get).toBeDefined();
  });
});

describe('GET /api/metrics', () => {
  it('exposes the health figures as gauges', async () => {
    const body = (await t.app.inject({ url: '/api/metrics' })).body;
    expect(body).toMatch(/rbax_health_status\{section="overall"\} [012]/);
    expect(body).toMatch(/rbax_health_status\{section="database"\} [012]/);
    expect(body).toMatch(/rbax_db_latency_seconds \d/);
    expect(body).toMatch(/rbax_realtime_connections 0/);
    expect(body).toMatch(/rbax_http_window_requests\{class="4xx"\} \d+/);
    expect(body).toMatch(/rbax_uploads_bytes \d+/);
    expect(body).toMatch(/rbax_data_dir_free_bytes \d/);
  });
});

describe('with background jobs and realtime connections', () => {
  let live: TestApp;
  const sockets: WebSocket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await live?.close();
  });

  it('lists the queues, their failures of the last hour and the open sockets', async () => {
    live = await createTestApp({ BACKGROUND_JOBS: 'on', ADMIN_EMAILS: 'bia@example.com' });
    await live.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(live.app.server.address() as AddressInfo).port}/api/realtime`;
    const boss = await newUser(live.app, 'Bia Chefe', 'bia@example.com');

    const first = await health(live.app, boss.cookie);
    expect(first.jobs.enabled).toBe(true);
    expect(first.jobs.queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(['event-log.notifications', 'event-log.tick', 'notifications.tick']),
    );
    expect(first.jobs.failedLastHour).toBe(0);

    const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN, cookie: boss.cookie } });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    expect((await health(live.app, boss.cookie)).realtime.connections).toBe(1);

    // A job that failed a minute ago (pg-boss keeps failed jobs in its job table for an hour).
    await live.database.db.execute(
      sql`INSERT INTO pgboss.job (name, state, completed_on, data)
          VALUES ('notifications.tick', 'failed', now() - interval '1 minute', '{}'::jsonb)`,
    );
    const failed = await health(live.app, boss.cookie);
    expect(failed.jobs.queues.find((q) => q.name === 'notifications.tick')?.failedLastHour).toBe(1);
    expect(failed.jobs.failedLastHour).toBe(1);
    expect(failed.jobs.status).toBe('warn');
    expect(failed.status).not.toBe('ok');
  }, 30_000);
});
