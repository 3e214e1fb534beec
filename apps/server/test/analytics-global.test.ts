import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAnalyticsSchema, type GlobalAnalytics } from '@rbax/shared/analytics';
import { ptBR } from '@rbax/shared/messages-pt-BR';
import { rows } from '#src/db/raw.ts';
import { apiAs, createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let chefe: U, bruno: U, carla: U;
let eventsOfChefe = 0;
let eventsOfBruno = 0;
let totalEvents = 0;

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

async function analytics(api: Api, query = ''): Promise<GlobalAnalytics> {
  const response = await api.get(`/api/v1/admin/analytics${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return globalAnalyticsSchema.parse(response.json());
}

const countOf = (rows: { date: string; count: number }[], date: string) => rows.find((row) => row.date === date)?.count;

beforeAll(async () => {
  // The administrator signs up first: on PGlite the first account is one anyway.
  t = await createTestApp({ ADMIN_EMAILS: 'chefe@example.com' });
  chefe = await newUser(t.app, 'Chefe', 'chefe@example.com');
  bruno = await newUser(t.app, 'Bruno');
  carla = await newUser(t.app, 'Carla');

  const ws = (await chefe.api.post('/api/v1/workspaces', { name: 'Instância' })).json().id as string;
  await chefe.api.post(`/api/v1/workspaces/${ws}/members`, { email: bruno.email, role: 'member' });
  const board = (await chefe.api.post('/api/v1/boards', { title: 'Uso', workspaceId: ws, template: 'kanban' })).json()
    .id as string;
  const column = (await chefe.api.get(`/api/v1/boards/${board}`)).json().columns[0].id as string;
  const card = (await chefe.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Do chefe' })).json()
    .id as string;
  await bruno.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Do Bruno 1' });
  await bruno.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Do Bruno 2' });

  // History placed by hand on fixed UTC days (the range 2024-03-01 … 2024-03-10 is a Friday to a Sunday).
  await exec(sql`UPDATE events SET created_at = '2024-03-04T10:00:00Z' WHERE actor_id = ${chefe.id}`);
  await exec(sql`UPDATE events SET created_at = '2024-03-06T23:59:59Z' WHERE actor_id = ${bruno.id}`);
  // One of Bruno's events falls on the first instant after the range.
  await exec(sql`UPDATE events SET created_at = '2024-03-11T00:00:00Z'
                 WHERE id = (SELECT max(id) FROM events WHERE actor_id = ${bruno.id})`);
  await exec(sql`UPDATE "user" SET created_at = '2024-03-04T05:00:00Z' WHERE id = ${carla.id}`);
  await exec(sql`UPDATE "user" SET last_sign_in_at = '2024-03-07T00:00:00Z' WHERE id = ${carla.id}`);
  await exec(sql`UPDATE "user" SET last_sign_in_at = NULL WHERE id <> ${carla.id}`);
  await exec(sql`UPDATE session SET created_at = '2024-03-02T12:00:00Z', updated_at = '2024-03-02T12:00:00Z'
                 WHERE user_id = ${carla.id}`);

  const [counts] = await rows<{ chefe: number; bruno: number; total: number }>(
    t.database.db,
    sql`SELECT count(*) FILTER (WHERE actor_id = ${chefe.id})::int AS chefe,
               count(*) FILTER (WHERE actor_id = ${bruno.id})::int AS bruno,
               count(*)::int AS total FROM events`,
  );
  ({ chefe: eventsOfChefe, bruno: eventsOfBruno, total: totalEvents } = counts!);

  // Storage: an attachment and an upload, by size.
  await exec(sql`INSERT INTO attachments (id, board_id, card_id, storage_key, name, size, mime)
                 VALUES ('a-1', ${board}, ${card}, 'attachments/a-1.pdf', 'a.pdf', 1000, 'application/pdf')`);
  await exec(sql`INSERT INTO uploads (id, storage_key, owner_id, purpose, mime, size, original_name)
                 VALUES ('u-1', 'covers/u-1.png', ${chefe.id}, 'board-cover', 'image/png', 234, 'c.png')`);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/admin/analytics', () => {
  it('counts the instance: people, workspaces, boards, cards, events and stored bytes', async () => {
    const result = await analytics(chefe.api, '?from=2024-03-01&to=2024-03-10');
    expect(eventsOfChefe).toBeGreaterThan(0);
    expect(result.totals).toEqual({
      users: 3,
      workspaces: 1,
      boards: 1,
      cards: 3,
      events: totalEvents,
      storageBytes: 1234,
    });
  });

  it('gives every UTC day of the range, zeros included, with events, sign-ups and active people', async () => {
    const result = await analytics(chefe.api, '?from=2024-03-01&to=2024-03-10');
    expect(result.from).toBe('2024-03-01');
    expect(result.to).toBe('2024-03-10');
    const days = result.eventsDaily.map((row) => row.date);
    expect(days).toHaveLength(10);
    expect(days[0]).toBe('2024-03-01');
    expect(days[9]).toBe('2024-03-10');
    expect(result.signUpsDaily.map((row) => row.date)).toEqual(days);
    expect(result.activeUsersDaily.map((row) => row.date)).toEqual(days);

    expect(countOf(result.eventsDaily, '2024-03-04')).toBe(eventsOfChefe);
    expect(countOf(result.eventsDaily, '2024-03-06')).toBe(eventsOfBruno - 1);
    expect(result.eventsDaily.reduce((sum, row) => sum + row.count, 0)).toBe(eventsOfChefe + eventsOfBruno - 1);

    expect(result.signUpsDaily.filter((row) => row.count > 0)).toEqual([{ date: '2024-03-04', count: 1 }]);

    // Carla signed in on the 2nd (a session) and the 7th (last sign-in); the others acted through events.
    expect(result.activeUsersDaily.filter((row) => row.count > 0)).toEqual([
      { date: '2024-03-02', count: 1 },
      { date: '2024-03-04', count: 1 },
      { date: '2024-03-06', count: 1 },
      { date: '2024-03-07', count: 1 },
    ]);
    // ISO weeks (Monday) the range touches; each person counted once per week.
    expect(result.activeUsersWeekly).toEqual([
      { week: '2024-02-26', count: 1 },
      { week: '2024-03-04', count: 3 },
    ]);
  });

  it('covers the last 30 UTC days by default, today included', async () => {
    const result = await analytics(chefe.api);
    const today = new Date().toISOString().slice(0, 10);
    expect(result.to).toBe(today);
    expect(result.eventsDaily).toHaveLength(30);
    expect(result.eventsDaily.at(-1)!.date).toBe(today);
    expect(result.eventsDaily.every((row) => row.count === 0)).toBe(true);
    // Chefe and Bruno signed up today (Carla's account was moved to March 2024).
    expect(countOf(result.signUpsDaily, today)).toBe(2);
    expect(result.activeUsersWeekly.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a range that ends before it starts or spans more than two years', async () => {
    for (const query of ['?from=2024-03-10&to=2024-03-01', '?from=2020-01-01&to=2024-03-01']) {
      const response = await chefe.api.get(`/api/v1/admin/analytics${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: ['from'], message: ptBR.validation.flowRangeInvalid }],
      });
    }
    const malformed = await chefe.api.get('/api/v1/admin/analytics?from=2024-02-30');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.issues[0].path).toEqual(['from']);
  });

  it('is for administrators only: 403 for anyone else, 401 signed out', async () => {
    expect((await bruno.api.get('/api/v1/admin/analytics')).statusCode).toBe(403);
    expect((await carla.api.get('/api/v1/admin/analytics?from=2024-03-01&to=2024-03-10')).statusCode).toBe(403);
    expect((await apiAs(t.app, undefined).get('/api/v1/admin/analytics')).statusCode).toBe(401);
    // Not even an administrator's API key (no key reaches /admin).
    const created = await chefe.api.post('/api/v1/api-keys', { name: 'Painel', scopes: ['read'] });
    expect(created.statusCode, created.body).toBe(201);
    const byKey = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/analytics',
      headers: { authorization: `Bearer ${created.json().key as string}` },
    });
    expect(byKey.statusCode).toBe(403);
  });
});
