import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationResponseSchema, type GamificationResponse } from '@rbax/shared/gamification';
import { GAMIFICATION_CONSUMER } from '#src/modules/gamification/gamification-consumer.ts';
import { gamificationTotals, recomputeWorkspace } from '#src/modules/gamification/gamification-service.ts';
import { createBoard, createCard, moveCard, type U } from './analytics-fixtures.ts';
import { createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

let t: TestApp;
let ana: U, bruno: U, carla: U;
let ws: string;
let board: Awaited<ReturnType<typeof createBoard>>;

const drain = () => t.app.eventLog.drain(GAMIFICATION_CONSUMER);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function ranking(api: Api, period = 'all'): Promise<GamificationResponse> {
  await drain();
  const response = await api.get(`/api/v1/workspaces/${ws}/gamification?period=${period}`);
  expect(response.statusCode, response.body).toBe(200);
  return gamificationResponseSchema.parse(response.json());
}

const pointsOf = (r: GamificationResponse, user: U) => r.ranking.find((entry) => entry.user.id === user.id)?.points;
const totals = async () => {
  await drain();
  return gamificationTotals({ db: t.database.db }, ws);
};

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, carla] = await Promise.all([
    newUser(t.app, 'Ana Ranking'),
    newUser(t.app, 'Bruno Pontos'),
    newUser(t.app, 'Carla Estranha'),
  ]);
  ws = (await ana.api.post('/api/v1/workspaces', { name: 'Equipe' })).json().id as string;
  await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: bruno.email, role: 'member' });
  board = await createBoard(ana, 'Entregas', ws);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET/PATCH /api/v1/workspaces/:id/gamification', () => {
  it('is off by default, shows the rules, and only the owner or an admin turns it on', async () => {
    const off = await ranking(bruno.api);
    expect(off).toMatchObject({ enabled: false, canManage: false, ranking: [], me: null });
    expect(off.rules.points).toEqual({ card_done: 10, on_time: 5, checklist_done: 3, focus_session: 2 });
    expect((await bruno.api.patch(`/api/v1/workspaces/${ws}/gamification`, { enabled: true })).statusCode).toBe(403);
    expect((await carla.api.get(`/api/v1/workspaces/${ws}/gamification`)).statusCode).toBe(404);
    expect((await carla.api.patch(`/api/v1/workspaces/${ws}/gamification`, { enabled: true })).statusCode).toBe(404);
    expect((await carla.api.post(`/api/v1/workspaces/${ws}/gamification/recompute`)).statusCode).toBe(404);
    expect((await bruno.api.post(`/api/v1/workspaces/${ws}/gamification/recompute`)).statusCode).toBe(403);
    expect((await ana.api.get(`/api/v1/workspaces/${ws}/gamification?period=year`)).statusCode).toBe(400);
    expect((await ana.api.patch(`/api/v1/workspaces/${ws}/gamification`, { enabled: 'sim' })).statusCode).toBe(400);
    const on = await ana.api.patch(`/api/v1/workspaces/${ws}/gamification`, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, canManage: true });
  });

  it('scores a card finished by its due date once, with the first-delivery badge and its notification', async () => {
    const card = await createCard(bruno, board.id, board.todo, { title: 'No prazo', dueDate: tomorrow() });
    await moveCard(bruno, card, board.done);
    const r = await ranking(bruno.api, 'week');
    expect(pointsOf(r, bruno)).toBe(15);
    expect(r.me).toMatchObject({ points: 15, totalPoints: 15, streak: expect.any(Number) });
    expect(r.me!.badges.map((badge) => badge.id)).toEqual(['first_delivery']);
    expect(r.me!.streak).toBeGreaterThanOrEqual(1);
    const notes = (await bruno.api.get('/api/v1/notifications')).json().items as { kind: string }[];
    expect(notes.filter((n) => n.kind === 'gamification.badge')).toHaveLength(1);

    // Anti-gaming: back and forth, marked complete too, archived and restored, self-assigned.
    await moveCard(bruno, card, board.doing);
    await moveCard(bruno, card, board.done);
    expect((await bruno.api.patch(`/api/v1/cards/${card}`, { completed: true })).statusCode).toBe(200);
    expect((await bruno.api.patch(`/api/v1/cards/${card}`, { archived: true })).statusCode).toBe(200);
    expect((await bruno.api.patch(`/api/v1/cards/${card}`, { archived: false })).statusCode).toBe(200);
    expect((await bruno.api.patch(`/api/v1/cards/${card}`, { assigneeId: bruno.id })).statusCode).toBe(200);
    // Ana moving the finished card about earns her nothing either.
    await moveCard(ana, card, board.todo);
    await moveCard(ana, card, board.done);
    const after = await ranking(bruno.api);
    expect(pointsOf(after, bruno)).toBe(15);
    expect(pointsOf(after, ana)).toBe(0);
  });

  it('gives nothing extra for deleting a finished card and finishing it again', async () => {
    const before = await totals();
    const first = await createCard(bruno, board.id, board.todo, { title: 'Sem prazo' });
    await moveCard(bruno, first, board.done);
    const withCard = await totals();
    const gained =
      (withCard.find((row) => row.userId === bruno.id)?.points ?? 0) -
      (before.find((row) => row.userId === bruno.id)?.points ?? 0);
    expect(gained).toBe(10);
    expect((await bruno.api.del(`/api/v1/cards/${first}`)).statusCode).toBe(204);
    const again = await createCard(bruno, board.id, board.todo, { title: 'Sem prazo' });
    await moveCard(bruno, again, board.done);
    expect(await totals()).toEqual(withCard);
  });

  it('scores a completed checklist once and focus sessions of 15 minutes or more', async () => {
    const card = await createCard(bruno, board.id, board.doing, { title: 'Lista' });
    const items: string[] = [];
    for (const text of ['um', 'dois']) {
      const response = await bruno.api.post(`/api/v1/cards/${card}/checklist`, { text });
      expect(response.statusCode, response.body).toBe(201);
      items.push(response.json().id as string);
    }
    const base = (await ranking(bruno.api)).me!.counts;
    await bruno.api.patch(`/api/v1/checklist/${items[0]}`, { done: true });
    expect((await ranking(bruno.api)).me!.counts.checklist_done).toBe(base.checklist_done);
    await bruno.api.patch(`/api/v1/checklist/${items[1]}`, { done: true });
    await bruno.api.patch(`/api/v1/checklist/${items[1]}`, { done: false });
    await bruno.api.patch(`/api/v1/checklist/${items[1]}`, { done: true });
    const focus = (minutes: number) => {
      const endedAt = new Date();
      const startedAt = new Date(endedAt.valueOf() - minutes * 60_000);
      return bruno.api.post(`/api/v1/cards/${card}/time-entries`, {
        source: 'pomodoro',
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
      });
    };
    expect((await focus(25)).statusCode).toBe(201);
    expect((await focus(5)).statusCode).toBe(201);
    const r = await ranking(bruno.api);
    expect(r.me!.counts.checklist_done).toBe(base.checklist_done + 1);
    expect(r.me!.counts.focus_session).toBe(base.focus_session + 1);
  });

  it('counts the same events twice once, and a recompute from the log equals the running totals', async () => {
    const running = await totals();
    await t.database.db.execute(
      sql`UPDATE event_consumers SET last_event_id = 0 WHERE name = ${GAMIFICATION_CONSUMER}`,
    );
    expect(await totals()).toEqual(running);
    const response = await ana.api.post(`/api/v1/workspaces/${ws}/gamification/recompute`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().totals).toEqual(running);
  });

  it('recomputes to the incremental totals over random sequences of moves (property)', async () => {
    const cards: string[] = [];
    for (let i = 0; i < 3; i += 1) cards.push(await createCard(bruno, board.id, board.todo, { title: `P${i}` }));
    const columns = [board.todo, board.doing, board.done];
    const step = fc.record({
      card: fc.nat({ max: 2 }),
      op: fc.constantFrom('move', 'complete', 'uncomplete', 'archive', 'restore', 'drain'),
      column: fc.nat({ max: 2 }),
      who: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          const user = s.who ? bruno : ana;
          const id = cards[s.card]!;
          if (s.op === 'drain') await drain();
          else if (s.op === 'move') await user.api.post(`/api/v1/cards/${id}/move`, { columnId: columns[s.column] });
          else if (s.op === 'complete' || s.op === 'uncomplete')
            await user.api.patch(`/api/v1/cards/${id}`, { completed: s.op === 'complete' });
          else await user.api.patch(`/api/v1/cards/${id}`, { archived: s.op === 'archive' });
        }
        const incremental = await totals();
        const recomputed = await recomputeWorkspace({ db: t.database.db }, ws);
        expect(recomputed.totals).toEqual(incremental);
      }),
      { numRuns: 4 },
    );
  });

  it('leaves a member who hid themselves out of every ranking', async () => {
    const hide = await bruno.api.put(`/api/v1/workspaces/${ws}/gamification/me`, { hidden: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().me.hidden).toBe(true);
    for (const period of ['week', 'month', 'all']) {
      const r = await ranking(ana.api, period);
      expect(r.ranking.map((entry) => entry.user.id)).not.toContain(bruno.id);
      expect(r.ranking.map((entry) => entry.user.id)).toContain(ana.id);
    }
    expect((await ranking(bruno.api)).me!.totalPoints).toBeGreaterThan(0);
    expect((await carla.api.put(`/api/v1/workspaces/${ws}/gamification/me`, { hidden: true })).statusCode).toBe(404);
    await bruno.api.put(`/api/v1/workspaces/${ws}/gamification/me`, { hidden: false });
    expect((await ranking(ana.api)).ranking.map((entry) => entry.user.id)).toContain(bruno.id);
  });
});
