import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { BoardEvent } from '@rbax/shared/event-log';
import type { CardTimeEntries, TimeEntry } from '@rbax/shared/time-entries';
import { apiAs, createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, viewer: U, outsider: U;
let card: string;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const session = (startMinutesAgo: number, endMinutesAgo: number) => ({
  startedAt: minutesAgo(startMinutesAgo),
  endedAt: minutesAgo(endMinutesAgo),
  source: 'pomodoro',
});

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, viewer, outsider] = await Promise.all([
    newUser(t.app, 'Rita Foco'),
    newUser(t.app, 'Caio Colega'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Zeca Estranho'),
  ]);
  const ws = (await owner.api.post('/api/v1/workspaces', { name: 'Foco' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  const board = (await owner.api.post('/api/v1/boards', { title: 'Q', workspaceId: ws, template: 'kanban' })).json().id;
  const col = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns[0]!.id;
  card = (await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: col, title: 'Relatório' })).json().id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/cards/:id/time-entries', () => {
  it('records a focus session with its author and duration, logs a time.logged event, and lists it with the total', async () => {
    const first = await member.api.post(`/api/v1/cards/${card}/time-entries`, session(60, 35));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      cardId: card,
      source: 'pomodoro',
      durationSeconds: 25 * 60,
      user: { id: member.id, name: 'Caio Colega' },
    });
    await owner.api.post(`/api/v1/cards/${card}/time-entries`, session(30, 5));

    const list = await viewer.api.get(`/api/v1/cards/${card}/time-entries`);
    expect(list.statusCode).toBe(200);
    const body = list.json() as CardTimeEntries;
    expect(body.totalSeconds).toBe(50 * 60);
    // Newest first.
    expect(body.entries.map((e) => e.user?.name)).toEqual(['Rita Foco', 'Caio Colega']);

    const activity = (await owner.api.get(`/api/v1/cards/${card}/activity`)).json() as BoardEvent[];
    const logged = activity.find((e) => e.kind === 'time.logged');
    expect(logged).toMatchObject({ entityId: card, data: { source: 'pomodoro', durationSeconds: 25 * 60 } });
  });

  it('applies a repeated request with the same Idempotency-Key once', async () => {
    const payload = session(120, 95);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/cards/${card}/time-entries`,
        headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'idempotency-key': 'focus-session-abc' },
        payload,
      });
    const before = ((await owner.api.get(`/api/v1/cards/${card}/time-entries`)).json() as CardTimeEntries).entries
      .length;
    const a = await send();
    const b = await send();
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((b.json() as TimeEntry).id).toBe((a.json() as TimeEntry).id);
    const after = ((await owner.api.get(`/api/v1/cards/${card}/time-entries`)).json() as CardTimeEntries).entries;
    expect(after).toHaveLength(before + 1);
  });

  it('refuses a viewer with 403, a stranger with 404 and an anonymous caller with 401', async () => {
    expect((await viewer.api.post(`/api/v1/cards/${card}/time-entries`, session(10, 5))).statusCode).toBe(403);
    expect((await outsider.api.post(`/api/v1/cards/${card}/time-entries`, session(10, 5))).statusCode).toBe(404);
    expect((await outsider.api.get(`/api/v1/cards/${card}/time-entries`)).statusCode).toBe(404);
    const anonymous = apiAs(t.app, undefined);
    const denied = await anonymous.post(`/api/v1/cards/${card}/time-entries`, session(10, 5));
    expect(denied.statusCode).toBe(401);
    expect(denied.json().error.code).toBe('unauthorized');
    expect((await anonymous.get(`/api/v1/cards/${card}/time-entries`)).statusCode).toBe(401);
    expect((await owner.api.post('/api/v1/cards/nope/time-entries', session(10, 5))).statusCode).toBe(404);
  });

  it('rejects an end before the start, a session over 12 hours, one ending in the future and bad fields with the error contract', async () => {
    const post = (payload: unknown) => owner.api.post(`/api/v1/cards/${card}/time-entries`, payload);

    const backwards = await post(session(5, 10));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Dados inválidos',
      issues: [{ path: ['endedAt'], message: 'O fim deve ser pelo menos 1 segundo depois do início' }],
    });

    const tooLong = await post(session(13 * 60, 0));
    expect(tooLong.json().error.issues).toEqual([
      { path: ['endedAt'], message: 'Um registro de tempo deve ter no máximo 12 horas' },
    ]);

    const future = await post({ ...session(0, 0), startedAt: minutesAgo(20), endedAt: minutesAgo(-30) });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.issues).toEqual([
      { path: ['endedAt'], message: 'O registro de tempo não pode terminar no futuro' },
    ]);

    const wrong = await post({ startedAt: 'ontem', endedAt: minutesAgo(1), source: 'manual' });
    expect(wrong.statusCode).toBe(400);
    const paths = (wrong.json().error.issues as { path: string[] }[]).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['startedAt', 'source']));

    const english = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cards/${card}/time-entries`,
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie, 'accept-language': 'en-US' },
      payload: session(5, 10),
    });
    expect(english.json().error.issues[0].message).toBe('The end must be at least 1 second after the start');
  });
});
