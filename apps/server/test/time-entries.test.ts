import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import type { BoardEvent } from '@rbax/shared/event-log';
import type { CardTimeEntries, TimeEntry } from '@rbax/shared/time/entries';
import { apiAs, createTestApp, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { timeWorkspace, utcDate, type TimeWorkspace } from './time-fixtures.ts';

let t: TestApp;
let w: TimeWorkspace;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const session = (startMinutesAgo: number, endMinutesAgo: number) => ({
  startedAt: minutesAgo(startMinutesAgo),
  endedAt: minutesAgo(endMinutesAgo),
  source: 'pomodoro',
});
const manual = (overrides: Record<string, unknown> = {}) => ({
  source: 'manual',
  workDate: utcDate(-1),
  duration: '1h30',
  note: 'Reunião com o cliente',
  billable: true,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  w = await timeWorkspace(t);
});
afterAll(async () => {
  await t.close();
});

const entriesOf = async (card: string) =>
  (await w.owner.api.get(`/api/v1/cards/${card}/time-entries`)).json() as CardTimeEntries;

describe('POST /api/v1/cards/:id/time-entries (focus sessions)', () => {
  it('records a focus session with its author, day and duration, logs time.logged, and lists it with the total', async () => {
    const card = await w.newCard('Relatório');
    const first = await w.member.api.post(`/api/v1/cards/${card}/time-entries`, session(60, 35));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      cardId: card,
      source: 'pomodoro',
      durationSeconds: 25 * 60,
      billable: false,
      user: { id: w.member.id, name: 'Mia Membro' },
      canChange: true,
    });
    expect((first.json() as TimeEntry).workDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await w.owner.api.post(`/api/v1/cards/${card}/time-entries`, session(30, 5));

    const list = await w.viewer.api.get(`/api/v1/cards/${card}/time-entries`);
    expect(list.statusCode).toBe(200);
    const body = list.json() as CardTimeEntries;
    expect(body.totalSeconds).toBe(50 * 60);
    expect(body.entries.map((e) => e.user?.name)).toEqual(['Olga Dona', 'Mia Membro']);
    // A viewer changes nothing.
    expect(body.entries.every((e) => !e.canChange)).toBe(true);

    const activity = (await w.owner.api.get(`/api/v1/cards/${card}/activity`)).json() as BoardEvent[];
    expect(activity.find((e) => e.kind === 'time.logged')).toMatchObject({
      entityId: card,
      data: { source: 'pomodoro', durationSeconds: 25 * 60, billable: false },
    });
  });

  it('applies a repeated request with the same Idempotency-Key once', async () => {
    const payload = session(120, 95);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/cards/${w.card}/time-entries`,
        headers: { origin: TEST_ORIGIN, cookie: w.member.cookie, 'idempotency-key': 'focus-session-abc' },
        payload,
      });
    const before = (await entriesOf(w.card)).entries.length;
    const a = await send();
    const b = await send();
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((b.json() as TimeEntry).id).toBe((a.json() as TimeEntry).id);
    expect((await entriesOf(w.card)).entries).toHaveLength(before + 1);
  });

  it('rejects an end before the start, a session over 12 hours and one ending in the future', async () => {
    const post = (payload: unknown) => w.owner.api.post(`/api/v1/cards/${w.card}/time-entries`, payload);
    const backwards = await post(session(5, 10));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Dados inválidos',
      issues: [{ path: ['endedAt'], message: 'O fim deve ser pelo menos 1 segundo depois do início' }],
    });
    expect((await post(session(13 * 60, 0))).json().error.issues).toEqual([
      { path: ['endedAt'], message: 'Um registro de tempo deve ter no máximo 12 horas' },
    ]);
    const future = await post({ ...session(0, 0), startedAt: minutesAgo(20), endedAt: minutesAgo(-30) });
    expect(future.json().error.issues).toEqual([
      { path: ['endedAt'], message: 'O registro de tempo não pode terminar no futuro' },
    ]);
    const unknown = await post({ startedAt: 'ontem', source: 'bogus' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.issues[0].path).toEqual(['source']);
  });
});

describe('POST /api/v1/cards/:id/time-entries (manual entries)', () => {
  it.each([
    ['1h30', 90],
    ['90m', 90],
    ['1,5h', 90],
    ['1.5h', 90],
    ['1:30', 90],
    [45, 45],
  ])('records %j as %i minutes, with its day, note and billable flag', async (duration, minutes) => {
    const response = await w.member.api.post(`/api/v1/cards/${w.otherCard}/time-entries`, manual({ duration }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      source: 'manual',
      workDate: utcDate(-1),
      durationSeconds: minutes * 60,
      note: 'Reunião com o cliente',
      billable: true,
    });
  });

  it('answers the spec-style messages for a bad duration, a day to come and a long note, in the asked language', async () => {
    const post = (payload: unknown, language = 'pt-BR') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/cards/${w.card}/time-entries`,
        headers: { origin: TEST_ORIGIN, cookie: w.member.cookie, 'accept-language': language },
        payload: payload as object,
      });
    const issues = async (payload: unknown, language?: string) => (await post(payload, language)).json().error.issues;
    expect(await issues(manual({ duration: 'uma hora' }))).toEqual([
      { path: ['duration'], message: 'Duração inválida. Use, por exemplo, 1h30, 90m, 1,5h ou 1:30' },
    ]);
    expect(await issues(manual({ duration: '' }))).toEqual([{ path: ['duration'], message: 'Informe a duração' }]);
    expect(await issues(manual({ duration: '25h' }))).toEqual([
      { path: ['duration'], message: 'Um registro de tempo deve ter no máximo 24 horas' },
    ]);
    expect(await issues(manual({ workDate: utcDate(3) }))).toEqual([
      { path: ['workDate'], message: 'A data não pode estar no futuro' },
    ]);
    expect(await issues(manual({ note: 'x'.repeat(501) }))).toEqual([
      { path: ['note'], message: 'Nota deve ter no máximo 500 caracteres' },
    ]);
    expect(await issues(manual({ duration: 'x' }), 'en-US')).toEqual([
      { path: ['duration'], message: 'Invalid duration. Use, for example, 1h30, 90m, 1.5h or 1:30' },
    ]);
    expect(await issues(manual({ duration: '0:00' }), 'es-ES')).toEqual([
      { path: ['duration'], message: 'La duración debe ser de al menos 1 minuto' },
    ]);
  });

  it('refuses a viewer with 403, a stranger with 404 and an anonymous caller with 401', async () => {
    expect((await w.viewer.api.post(`/api/v1/cards/${w.card}/time-entries`, manual())).statusCode).toBe(403);
    expect((await w.stranger.api.post(`/api/v1/cards/${w.card}/time-entries`, manual())).statusCode).toBe(404);
    expect((await w.stranger.api.get(`/api/v1/cards/${w.card}/time-entries`)).statusCode).toBe(404);
    const anonymous = apiAs(t.app, undefined);
    expect((await anonymous.post(`/api/v1/cards/${w.card}/time-entries`, manual())).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v1/cards/${w.card}/time-entries`)).statusCode).toBe(401);
    expect((await w.owner.api.post('/api/v1/cards/nope/time-entries', manual())).statusCode).toBe(404);
  });

  it("adds to the card's time spent, which the board shows", async () => {
    const card = await w.newCard('Contato');
    await w.member.api.post(`/api/v1/cards/${card}/time-entries`, manual({ duration: '2h' }));
    await w.member.api.post(`/api/v1/cards/${card}/time-entries`, manual({ duration: '30m' }));
    const detail = (await w.owner.api.get(`/api/v1/boards/${w.boardId}`)).json() as BoardDetail;
    expect(detail.cards.find((c) => c.id === card)?.timeSpentSeconds).toBe(150 * 60);
    const single = (await w.owner.api.get(`/api/v1/cards/${card}`)).json() as Card;
    expect(single.timeSpentSeconds).toBe(150 * 60);
  });
});

describe('PATCH and DELETE /api/v1/time-entries/:id', () => {
  let entry: TimeEntry;
  beforeAll(async () => {
    entry = (await w.member.api.post(`/api/v1/cards/${w.card}/time-entries`, manual({ duration: '1h' }))).json();
  });

  it('lets the author change the day, duration, note and billable flag, writing time.updated with the changes', async () => {
    const response = await w.member.api.patch(`/api/v1/time-entries/${entry.id}`, {
      duration: '2h15',
      note: '  ',
      billable: false,
      workDate: utcDate(-2),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      durationSeconds: 135 * 60,
      note: null,
      billable: false,
      workDate: utcDate(-2),
    });
    const activity = (await w.owner.api.get(`/api/v1/cards/${w.card}/activity`)).json() as BoardEvent[];
    expect(activity.find((e) => e.kind === 'time.updated')).toMatchObject({
      actor: { id: w.member.id },
      data: {
        timeEntryId: entry.id,
        userId: w.member.id,
        changes: { durationSeconds: { old: 3600, new: 8100 }, billable: { old: true, new: false } },
      },
    });
  });

  it("refuses another member (403), the viewer (403) and a stranger (404) on someone else's entry", async () => {
    const url = `/api/v1/time-entries/${entry.id}`;
    expect((await w.colleague.api.patch(url, { duration: '1h' })).statusCode).toBe(403);
    expect((await w.colleague.api.del(url)).statusCode).toBe(403);
    expect((await w.viewer.api.patch(url, { duration: '1h' })).statusCode).toBe(403);
    expect((await w.stranger.api.patch(url, { duration: '1h' })).statusCode).toBe(404);
    expect((await w.stranger.api.del(url)).statusCode).toBe(404);
    expect((await w.member.api.patch(url, {})).statusCode).toBe(400);
    expect((await w.member.api.patch('/api/v1/time-entries/not-an-id', { duration: '1h' })).statusCode).toBe(404);
    const listed = (await w.colleague.api.get(`/api/v1/cards/${w.card}/time-entries`)).json() as CardTimeEntries;
    expect(listed.entries.find((e) => e.id === entry.id)?.canChange).toBe(false);
  });

  it("lets the workspace's admin and owner change anyone's entry", async () => {
    expect((await w.admin.api.patch(`/api/v1/time-entries/${entry.id}`, { billable: true })).statusCode).toBe(200);
    expect((await w.owner.api.patch(`/api/v1/time-entries/${entry.id}`, { note: 'Revisado' })).json().note).toBe(
      'Revisado',
    );
  });

  it('deletes with time.deleted, and the card total drops', async () => {
    const before = (await entriesOf(w.card)).totalSeconds;
    expect((await w.admin.api.del(`/api/v1/time-entries/${entry.id}`)).statusCode).toBe(204);
    expect((await entriesOf(w.card)).totalSeconds).toBe(before - 135 * 60);
    expect((await w.member.api.del(`/api/v1/time-entries/${entry.id}`)).statusCode).toBe(404);
    const activity = (await w.owner.api.get(`/api/v1/cards/${w.card}/activity`)).json() as BoardEvent[];
    expect(activity.find((e) => e.kind === 'time.deleted')).toMatchObject({
      actor: { id: w.admin.id },
      data: { timeEntryId: entry.id, userId: w.member.id, durationSeconds: 135 * 60 },
    });
  });

  it('no longer lets an author who became a viewer change their entry', async () => {
    const mine = (await w.colleague.api.post(`/api/v1/cards/${w.card}/time-entries`, manual())).json() as TimeEntry;
    await w.owner.api.patch(`/api/v1/workspaces/${w.workspaceId}/members/${w.colleague.id}`, { role: 'viewer' });
    expect((await w.colleague.api.patch(`/api/v1/time-entries/${mine.id}`, { duration: '1h' })).statusCode).toBe(403);
    await w.owner.api.patch(`/api/v1/workspaces/${w.workspaceId}/members/${w.colleague.id}`, { role: 'member' });
    expect((await w.colleague.api.patch(`/api/v1/time-entries/${mine.id}`, { duration: '1h' })).statusCode).toBe(200);
  });
});
