import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardEvent } from '@rbax/shared/event-log';
import type { StartTimerResponse, StopTimerResponse, TimerState } from '@rbax/shared/time/timer';
import { timerNeedsReview } from '@rbax/shared/time/timer';
import { runningTimers } from '#src/db/schema/time.ts';
import { apiAs, createTestApp, type TestApp } from './helpers.ts';
import { timeWorkspace, type TimeWorkspace } from './time-fixtures.ts';

let t: TestApp;
let w: TimeWorkspace;

beforeAll(async () => {
  t = await createTestApp();
  w = await timeWorkspace(t);
});
afterAll(async () => {
  await t.close();
});

type Person = TimeWorkspace['member'];
const start = (person: Person, card: string, body?: object) =>
  person.api.post(`/api/v1/cards/${card}/timer/start`, body);
const stop = (person: Person, body?: object) => person.api.post('/api/v1/timer/stop', body);
const timerOf = async (person: Person) => ((await person.api.get('/api/v1/timer')).json() as TimerState).timer;
/** The running timer of a person started `minutes` ago (the tests cannot wait for the clock). */
const backdate = (person: Person, minutes: number) =>
  t.database.db
    .update(runningTimers)
    .set({ startedAt: new Date(Date.now() - minutes * 60_000), keptAt: null })
    .where(eq(runningTimers.userId, person.id));
const activity = async (card: string) =>
  (await w.owner.api.get(`/api/v1/cards/${card}/activity`)).json() as BoardEvent[];

describe('the running timer', () => {
  it('starts on a card, survives a new request (a reload), and is the same for a second start on that card', async () => {
    expect(await timerOf(w.member)).toBeNull();
    const started = await start(w.member, w.card, { billable: true });
    expect(started.statusCode).toBe(200);
    const body = started.json() as StartTimerResponse;
    expect(body).toMatchObject({
      stopped: null,
      timer: { billable: true, keptAt: null, card: { id: w.card, title: 'Página inicial', boardTitle: 'Site novo' } },
    });
    expect((await timerOf(w.member))?.id).toBe(body.timer.id);
    const again = (await start(w.member, w.card)).json() as StartTimerResponse;
    expect(again.timer.id).toBe(body.timer.id);
    expect(
      (await activity(w.card)).filter((e) => e.kind === 'time.started' && e.actor?.id === w.member.id),
    ).toHaveLength(1);
  });

  it('starting on another card stops the first and records its time (switched)', async () => {
    await backdate(w.member, 10);
    const switched = (await start(w.member, w.otherCard)).json() as StartTimerResponse;
    expect(switched.timer.card?.id).toBe(w.otherCard);
    expect(switched.stopped).toMatchObject({
      cardId: w.card,
      source: 'timer',
      billable: true,
      user: { id: w.member.id },
    });
    expect(Math.round(switched.stopped!.durationSeconds / 60)).toBe(10);
    const stopped = (await activity(w.card)).find((e) => e.kind === 'time.stopped');
    expect(stopped?.data).toMatchObject({ reason: 'switched', timeEntryId: switched.stopped!.id });
  });

  it('stops with the time up to now, then answers { entry: null } when nothing runs', async () => {
    await backdate(w.member, 30);
    const response = await stop(w.member);
    expect(response.statusCode).toBe(200);
    const { entry } = response.json() as StopTimerResponse;
    expect(entry).toMatchObject({ cardId: w.otherCard, source: 'timer', billable: false });
    expect(Math.round(entry!.durationSeconds / 60)).toBe(30);
    expect(await timerOf(w.member)).toBeNull();
    expect((await stop(w.member)).json()).toEqual({ entry: null });
    const card = (await w.owner.api.get(`/api/v1/cards/${w.otherCard}`)).json();
    expect(card.timeSpentSeconds).toBeGreaterThanOrEqual(entry!.durationSeconds);
  });

  it('keeps one running timer under two concurrent starts (two tabs), enforced by the database', async () => {
    const [a, b] = await Promise.all([start(w.colleague, w.card), start(w.colleague, w.otherCard)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(runningTimers).where(eq(runningTimers.userId, w.colleague.id));
    expect(rows).toHaveLength(1);
    const running = await timerOf(w.colleague);
    expect(running?.id).toBe(rows[0]!.id);
    const started = [...(await activity(w.card)), ...(await activity(w.otherCard))].filter(
      (e) => e.kind === 'time.started' && e.actor?.id === w.colleague.id,
    );
    const stopped = [...(await activity(w.card)), ...(await activity(w.otherCard))].filter(
      (e) => e.kind === 'time.stopped' && e.actor?.id === w.colleague.id,
    );
    expect(started).toHaveLength(2);
    expect(stopped).toHaveLength(1);
    expect(stopped[0]!.data.reason).toBe('switched');
    // The rule lives in the database: a second row for the same person cannot be written.
    await expect(
      t.database.db.insert(runningTimers).values({
        userId: w.colleague.id,
        id: '00000000-0000-7000-8000-000000000001',
        boardId: w.boardId,
        cardId: w.card,
        startedAt: new Date(),
      }),
    ).rejects.toThrow();
    await stop(w.colleague, { discard: true });
  });

  it('asks about a timer running for more than 10 h, keeps it when told, refuses to record more than 24 h by itself', async () => {
    await start(w.member, w.card);
    await backdate(w.member, 11 * 60);
    const long = (await timerOf(w.member))!;
    expect(timerNeedsReview(long, new Date())).toBe(true);
    const kept = ((await w.member.api.post('/api/v1/timer/keep')).json() as TimerState).timer!;
    expect(kept.keptAt).not.toBeNull();
    expect(timerNeedsReview(kept, new Date())).toBe(false);

    await backdate(w.member, 26 * 60);
    const tooLong = await stop(w.member);
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json().error.message).toBe(
      'O cronômetro está ligado há mais de 24 horas: escolha até quando salvar o tempo ou descarte-o.',
    );
    expect((await start(w.member, w.otherCard)).statusCode).toBe(409);

    const running = (await timerOf(w.member))!;
    const begin = Date.parse(running.startedAt);
    const before = await stop(w.member, { endedAt: new Date(begin - 60_000).toISOString() });
    expect(before.json().error.issues).toEqual([
      { path: ['endedAt'], message: 'O fim deve ficar entre o início do cronômetro e agora' },
    ]);
    const future = await stop(w.member, { endedAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    const saved = (await stop(w.member, { endedAt: new Date(begin + 2 * 3_600_000).toISOString() })).json();
    expect(saved.entry.durationSeconds).toBe(2 * 3600);
  });

  it('discards without recording, and says so in the history', async () => {
    await start(w.member, w.card);
    await backdate(w.member, 5);
    expect((await stop(w.member, { discard: true })).json()).toEqual({ entry: null });
    const discarded = (await activity(w.card)).find((e) => e.kind === 'time.stopped' && e.data.reason === 'discarded');
    expect(discarded?.data).toMatchObject({ timeEntryId: null, durationSeconds: 0 });
  });

  it('refuses a viewer (403), a stranger (404), an archived card (409) and an anonymous caller (401)', async () => {
    expect((await start(w.viewer, w.card)).statusCode).toBe(403);
    expect((await start(w.stranger, w.card)).statusCode).toBe(404);
    expect((await apiAs(t.app, undefined).get('/api/v1/timer')).statusCode).toBe(401);
    expect((await apiAs(t.app, undefined).post('/api/v1/timer/stop')).statusCode).toBe(401);
    const archived = await w.newCard('Antigo');
    await w.owner.api.patch(`/api/v1/cards/${archived}`, { archived: true });
    const refused = await start(w.member, archived);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Este card está arquivado: restaure-o para ligar o cronômetro.');
    expect((await stop(w.stranger)).json()).toEqual({ entry: null });
  });

  it('hides the card of a timer whose board its owner can no longer read, and records nothing when stopped', async () => {
    await start(w.colleague, w.card);
    await backdate(w.colleague, 20);
    await w.owner.api.del(`/api/v1/workspaces/${w.workspaceId}/members/${w.colleague.id}`);
    const orphan = await timerOf(w.colleague);
    expect(orphan).toMatchObject({ card: null });
    expect((await stop(w.colleague)).json()).toEqual({ entry: null });
    expect(await timerOf(w.colleague)).toBeNull();
  });
});
