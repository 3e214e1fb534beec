import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema, type DashboardResponse } from '@rbax/shared/analytics';
import { addDays, localDate } from '@rbax/shared/flow/dates';
import { isoWeekOf } from '#src/modules/analytics/report-range.ts';
import { createBoard, createCard, moveCard, noonSaoPaulo, placeHistory, type U } from './analytics-fixtures.ts';
import { apiAs, createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

let t: TestApp;
let ana: U, bruno: U, carla: U;
let diario: string, equipe: string, secret: string;
const card: Record<string, string> = {};

const DAY_MS = 86_400_000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function dashboard(api: Api): Promise<DashboardResponse> {
  const response = await api.get('/api/v1/me/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return dashboardResponseSchema.parse(response.json());
}

const ids = (cards: { id: string }[]) => cards.map((c) => c.id);

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, carla] = await Promise.all([
    newUser(t.app, 'Ana Painel'),
    newUser(t.app, 'Bruno Equipe'),
    newUser(t.app, 'Carla Estranha'),
  ]);
  const today = localDate(new Date().toISOString(), 'America/Sao_Paulo');
  const day = (offset: number) => noonSaoPaulo(today, offset);
  /** A minute ago: today, and never after the request's `asOf`. */
  const justNow = () => new Date(Date.now() - 60_000).toISOString();

  // Ana's own board: Kanban (A Fazer → Em Progresso → Concluído), WIP limit 5 on Em Progresso.
  const d = await createBoard(ana, 'Diário');
  diario = d.id;
  await ana.api.patch(`/api/v1/columns/${d.doing}`, { wipLimit: 5 });

  // History: five cards finished with a cycle time of 2 days — two today, one on last week's
  // Monday, two 20 days ago — and one more today below (moved straight to done: 1 day). The
  // SLE (P85) is 2 days.
  const lastMonday = addDays(isoWeekOf(today), -7);
  const finished = async (created: string, started: string, done: string) => {
    const id = await createCard(ana, d.id, d.todo, { title: 'Histórico' });
    await moveCard(ana, id, d.doing);
    await moveCard(ana, id, d.done);
    await placeHistory(t, id, [created, started, done]);
  };
  await finished(day(-2), day(-1), justNow());
  await finished(day(-2), day(-1), justNow());
  await finished(noonSaoPaulo(lastMonday, -2), noonSaoPaulo(lastMonday, -1), noonSaoPaulo(lastMonday));
  await finished(day(-22), day(-21), day(-20));
  await finished(day(-22), day(-21), day(-20));

  const mine = (fields: Record<string, unknown>, column = d.todo) =>
    createCard(ana, d.id, column, { assigneeId: ana.id, ...fields });
  card.overdue = await mine({ title: 'Atrasado', priority: 'low', dueDate: fromNow(-1) });
  card.dueSoon = await mine({ title: 'Vence em 3 dias', dueDate: fromNow(3) });
  // Started 10 days ago (age 11) against an SLE of 2 days: past the SLE, at risk.
  card.atRisk = await mine({ title: 'Em risco', dueDate: fromNow(10) });
  await moveCard(ana, card.atRisk, d.doing);
  await placeHistory(t, card.atRisk, [day(-11), day(-10)]);
  // Started today: age 1, no card took longer than 2 days, so no risk.
  card.fresh = await mine({ title: 'Começou hoje' });
  await moveCard(ana, card.fresh, d.doing);
  await placeHistory(t, card.fresh, [day(-1), justNow()]);
  // Marked complete but still in A Fazer: open (the done column decides, not the flag).
  card.flagged = await mine({ title: 'Marcado como concluído', priority: 'high' });
  expect((await ana.api.patch(`/api/v1/cards/${card.flagged}`, { completed: true })).statusCode).toBe(200);
  // Not open: in the done column; archived.
  card.done = await mine({ title: 'Concluído', dueDate: fromNow(-2) });
  await moveCard(ana, card.done, d.done);
  card.archived = await mine({ title: 'Arquivado', dueDate: fromNow(-2) });
  expect((await ana.api.patch(`/api/v1/cards/${card.archived}`, { archived: true })).statusCode).toBe(200);

  // Bruno's workspace board, where Ana is a member.
  const ws = (await bruno.api.post('/api/v1/workspaces', { name: 'Equipe' })).json().id as string;
  await bruno.api.post(`/api/v1/workspaces/${ws}/members`, { email: ana.email, role: 'member' });
  const e = await createBoard(bruno, 'Equipe', ws);
  equipe = e.id;
  card.teamOverdue = await createCard(bruno, e.id, e.todo, {
    title: 'Da equipe, atrasado',
    assigneeId: ana.id,
    dueDate: fromNow(-2),
  });
  card.brunos = await createCard(bruno, e.id, e.todo, {
    title: 'Do Bruno',
    assigneeId: bruno.id,
    dueDate: fromNow(-2),
  });

  // Carla's board: even a card assigned to Ana there (written by hand) never shows.
  const s = await createBoard(carla, 'Segredo');
  secret = s.id;
  card.secret = await createCard(carla, s.id, s.todo, { title: 'Segredo', dueDate: fromNow(-1) });
  await t.database.db.execute(sql`UPDATE cards SET assignee_id = ${ana.id} WHERE id = ${card.secret}`);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/me/dashboard', () => {
  it('lists my open cards over the boards I can read, the most urgent first', async () => {
    const result = await dashboard(ana.api);
    expect(ids(result.assigned)).toEqual([
      card.teamOverdue,
      card.overdue,
      card.dueSoon,
      card.atRisk,
      card.flagged,
      card.fresh,
    ]);
    expect(ids(result.overdue)).toEqual([card.teamOverdue, card.overdue]);
    expect(ids(result.dueSoon)).toEqual([card.dueSoon]);
    expect(result.overdue[1]).toMatchObject({
      title: 'Atrasado',
      board: { id: diario, title: 'Diário' },
      column: { name: 'A Fazer' },
      priority: 'low',
      aging: null,
    });
  });

  it("lists the cards at risk of missing their board's SLE, with their ageing", async () => {
    const result = await dashboard(ana.api);
    expect(ids(result.atRisk)).toEqual([card.atRisk]);
    // Past the SLE (2 days) but not above P95 (also 2): red, and already breached.
    expect(result.atRisk[0]!.aging).toEqual({ ageDays: 11, zone: 'red', breachRisk: 1, n: 0 });
    const fresh = result.assigned.find((c) => c.id === card.fresh)!;
    // Six finished cards took at least a day (the one moved straight to done took 1), none more than 2.
    expect(fresh.aging).toEqual({ ageDays: 1, zone: 'green', breachRisk: 0, n: 6 });
  });

  it("gives each board's WIP, WIP limit and throughput this ISO week and last", async () => {
    const result = await dashboard(ana.api);
    // Diário: two cards in progress against a limit of 5; this week the two finished today and the
    // one moved straight to done, last week the one finished on Monday.
    expect(result.boards).toEqual([
      expect.objectContaining({
        id: diario,
        title: 'Diário',
        wip: 2,
        wipLimit: 5,
        throughputThisWeek: 3,
        throughputLastWeek: 1,
      }),
      expect.objectContaining({
        id: equipe,
        title: 'Equipe',
        wip: 0,
        wipLimit: null,
        throughputThisWeek: 0,
        throughputLastWeek: 0,
      }),
    ]);
  });

  it('shows the latest card activity of my boards, newest first', async () => {
    const result = await dashboard(ana.api);
    expect(result.activity.length).toBeGreaterThan(0);
    expect(result.activity.length).toBeLessThanOrEqual(30);
    const times = result.activity.map((event) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(result.activity.find((event) => event.card?.id === card.teamOverdue)).toMatchObject({
      kind: 'card.created',
      actor: { id: bruno.id, name: 'Bruno Equipe' },
      board: { id: equipe, title: 'Equipe' },
      card: { id: card.teamOverdue, title: 'Da equipe, atrasado' },
    });
    // The columns the moves name, for their sentences.
    const move = result.activity.find((event) => event.kind === 'card.moved')!;
    expect(result.columns).toContainEqual({ id: move.data.toColumnId, name: expect.any(String) });
  });

  it('never shows what belongs to a board I cannot read', async () => {
    const result = await dashboard(ana.api);
    const everything = JSON.stringify(result);
    expect(everything).not.toContain(card.secret);
    expect(everything).not.toContain(secret);
    // Bruno's card on a board Ana reads is in the activity, never in her lists.
    const lists = JSON.stringify([result.assigned, result.overdue, result.dueSoon, result.atRisk]);
    expect(lists).not.toContain(card.brunos);
    // Carla sees her board, and no card of hers is assigned to her.
    const hers = await dashboard(carla.api);
    expect(hers.boards.map((b) => b.id)).toEqual([secret]);
    expect(hers.assigned).toEqual([]);
  });

  it('is empty for someone without boards, and 401 signed out', async () => {
    const nobody = await newUser(t.app, 'Sem Quadros');
    expect(await dashboard(nobody.api)).toEqual({
      assigned: [],
      overdue: [],
      dueSoon: [],
      atRisk: [],
      boards: [],
      activity: [],
      columns: [],
    });
    expect((await apiAs(t.app, undefined).get('/api/v1/me/dashboard')).statusCode).toBe(401);
  });
});
