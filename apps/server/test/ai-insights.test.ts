import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiInsightsResponseSchema, type AiInsightsResponse, type InsightOf } from '@rbax/shared/ai/insights';
import { addDays, localDate } from '@rbax/shared/flow/dates';
import { createBoard, createCard, moveCard, noonSaoPaulo, placeHistory, type U } from './analytics-fixtures.ts';
import { createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

/**
 * AI Insights (issue 24, docs/decisions/048): a board seeded with a history — finished cards in
 * the past, work piling up and ageing in 'Em Progresso' over its WIP limit, one card past the SLE
 * and idle, an overdue card, a person over their cap — yields those insights, through the
 * authorization helper, and with no provider nothing calls out.
 */

let t: TestApp;
let ana: U, bruno: U, vera: U, carla: U;
let ws: string;
let board: Awaited<ReturnType<typeof createBoard>>;
let quiet: Awaited<ReturnType<typeof createBoard>>;
let foreign: Awaited<ReturnType<typeof createBoard>>;
let today: string;
const card: Record<string, string> = {};

const at = (...offsets: number[]) => offsets.map((offset) => noonSaoPaulo(today, offset));

async function insightsOf(api: Api, url: string): Promise<AiInsightsResponse> {
  const response = await api.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return aiInsightsResponseSchema.parse(response.json());
}

const ofKind = <K extends AiInsightsResponse['insights'][number]['kind']>(body: AiInsightsResponse, kind: K) =>
  body.insights.filter((insight): insight is InsightOf<K> => insight.kind === kind);

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, vera, carla] = await Promise.all([
    newUser(t.app, 'Ana Dona'),
    newUser(t.app, 'Bruno Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Carla Estranha'),
  ]);
  ws = (await ana.api.post('/api/v1/workspaces', { name: 'Produto' })).json().id as string;
  await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: bruno.email, role: 'member' });
  await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: vera.email, role: 'viewer' });
  today = localDate(new Date().toISOString(), 'America/Sao_Paulo');

  // Kanban: A Fazer → Em Progresso (start) → Concluído (done); 'Em Progresso' holds 2.
  board = await createBoard(ana, 'Aplicativo', ws);
  expect((await ana.api.patch(`/api/v1/columns/${board.doing}`, { wipLimit: 2 })).statusCode).toBe(200);

  // History: twelve cards finished 50–39 days ago, two 5 and 4 days ago; cycle time 3 days (4 for
  // three of them): typical (P50) 3, SLE (P85) 4.
  for (let index = 0; index < 14; index += 1) {
    const id = await createCard(ana, board.id, board.todo, { title: `Feito ${index}` });
    await moveCard(ana, id, board.doing);
    await moveCard(ana, id, board.done);
    const finishedOn = index < 12 ? -50 + index : index - 17;
    await placeHistory(t, id, at(finishedOn - 4, finishedOn - (index % 4 === 3 ? 3 : 2), finishedOn));
  }
  // One card created 70 days ago: the board's history covers both trend periods.
  card.ancient = await createCard(ana, board.id, board.todo, { title: 'Ideia antiga' });
  await placeHistory(t, card.ancient, at(-70));

  // Work in progress: one card started 20 days ago and idle since (past the SLE, stale), three this week.
  card.stuck = await createCard(ana, board.id, board.todo, { title: 'Integração travada', assigneeId: bruno.id });
  await moveCard(ana, card.stuck, board.doing);
  await placeHistory(t, card.stuck, at(-21, -19));
  for (const [name, started] of [
    ['api', -8],
    ['login', -7],
    ['relatorio', -6],
  ] as const) {
    card[name] = await createCard(ana, board.id, board.todo, { title: `Cartão ${name}`, assigneeId: bruno.id });
    await moveCard(ana, card[name]!, board.doing);
    await placeHistory(t, card[name]!, at(started - 1, started));
  }
  // Not started, due yesterday.
  card.late = await createCard(ana, board.id, board.todo, {
    title: 'Proposta comercial',
    dueDate: `${addDays(today, -1)}T12:00:00.000Z`,
  });

  // Bruno holds 4 open cards here; his cap on this board is 2.
  const cap = await ana.api.put(`/api/v1/boards/${board.id}/automations/assignees/${bruno.id}`, { maxOpenCards: 2 });
  expect(cap.statusCode, cap.body).toBe(200);

  // A quiet board of the same workspace, and another workspace's board full of trouble.
  quiet = await createBoard(ana, 'Tranquilo', ws);
  const cws = (await carla.api.post('/api/v1/workspaces', { name: 'Outra empresa' })).json().id as string;
  foreign = await createBoard(carla, 'Segredos', cws);
  card.foreign = await createCard(carla, foreign.id, foreign.todo, {
    title: 'Segredo atrasado',
    dueDate: `${addDays(today, -3)}T12:00:00.000Z`,
  });
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/boards/:id/ai-insights', () => {
  it('finds the bottleneck, the cards at risk, the stale card, the overloaded person, the trend and the forecast', async () => {
    const body = await insightsOf(vera.api, `/api/v1/boards/${board.id}/ai-insights`);
    expect(body.scope).toEqual({ kind: 'board', boardId: board.id });
    expect(body.boards.map((b) => b.title)).toEqual(['Aplicativo']);

    const [bottleneck, ...otherBottlenecks] = ofKind(body, 'bottleneck');
    expect(otherBottlenecks).toEqual([]);
    expect(bottleneck).toMatchObject({
      severity: 'critical',
      column: { id: board.doing, name: 'Em Progresso' },
      wipNow: 4,
      wipBefore: 1,
      wipLimit: 2,
      typicalDays: 3,
      reasons: ['wip_growing', 'over_wip_limit', 'aging'],
    });
    expect(bottleneck!.cards[0]).toEqual({ id: card.stuck, title: 'Integração travada', boardId: board.id });

    const risks = Object.fromEntries(ofKind(body, 'card_at_risk').map((insight) => [insight.card.id, insight]));
    expect(risks[card.stuck!]).toMatchObject({
      severity: 'critical',
      reasons: ['past_sle'],
      ageDays: 20,
      sleDays: 4,
      breachRisk: 1,
    });
    expect(risks[card.stuck!]!.assignee).toEqual({ id: bruno.id, name: 'Bruno Membro', image: null });
    expect(risks[card.late!]).toMatchObject({ severity: 'critical', reasons: ['overdue'], ageDays: null });

    // Idle since its move 19 days ago at noon (18 whole days before noon today); the untouched backlog card too.
    const stale = ofKind(body, 'stale_card');
    expect(stale.map((insight) => [insight.card.id, insight.severity, insight.started])).toEqual([
      [card.stuck, 'warning', true],
      [card.ancient, 'info', false],
    ]);
    expect(stale[0]!.idleDays).toBeGreaterThanOrEqual(18);
    expect(stale[0]!.idleDays).toBeLessThanOrEqual(19);

    const [overloaded] = ofKind(body, 'overloaded_person');
    expect(overloaded).toMatchObject({
      severity: 'critical',
      person: { id: bruno.id, name: 'Bruno Membro' },
      openCards: 4,
      capacity: 2,
      overCapacityBoardIds: [board.id],
      reasons: ['over_capacity'],
    });
    expect(overloaded!.cards.map((c) => c.id).sort()).toEqual(
      [card.stuck, card.api, card.login, card.relatorio].sort(),
    );

    const [trend] = ofKind(body, 'throughput_trend');
    expect(trend).toMatchObject({ recent: 2, previous: 12, direction: 'down', severity: 'warning' });

    const [forecast] = ofKind(body, 'forecast');
    expect(forecast).toMatchObject({ ok: true, items: 4, finished: 14 });
    expect(forecast!.p85!.days).toBeGreaterThan(0);

    // Most severe first; no provider: no summary, nothing to ask.
    expect(body.insights[0]!.severity).toBe('critical');
    expect(body.ai).toEqual({ available: false, status: 'disabled' });
    expect(body.summary).toBeNull();
    expect(body.summaryError).toBeNull();
  });

  it('with summary=1 and AI off says so and still answers the insights', async () => {
    const body = await insightsOf(ana.api, `/api/v1/boards/${board.id}/ai-insights?summary=1`);
    expect(body.summary).toBeNull();
    expect(body.summaryError).toBe('ai_disabled');
    expect(body.insights.length).toBeGreaterThan(0);
  });

  it('is 404 for a stranger and an unknown board, 401 signed out, 400 for a bad flag', async () => {
    expect((await carla.api.get(`/api/v1/boards/${board.id}/ai-insights`)).statusCode).toBe(404);
    expect((await ana.api.get('/api/v1/boards/01890000-0000-7000-8000-000000000000/ai-insights')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/boards/${board.id}/ai-insights` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await ana.api.get(`/api/v1/boards/${board.id}/ai-insights?summary=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/v1/workspaces/:id/ai-insights', () => {
  it('covers the workspace’s readable boards and never another workspace’s', async () => {
    const body = await insightsOf(bruno.api, `/api/v1/workspaces/${ws}/ai-insights`);
    expect(body.scope).toEqual({ kind: 'workspace', workspaceId: ws });
    expect(body.boards.map((b) => b.id)).toEqual([board.id, quiet.id]);
    const boardIds = new Set(body.insights.map((insight) => insight.boardId));
    expect(boardIds.has(foreign.id)).toBe(false);
    expect(JSON.stringify(body)).not.toContain(card.foreign);
    expect(JSON.stringify(body)).not.toContain('Segredo');
    // People across the workspace: not tied to one board.
    const [overloaded] = ofKind(body, 'overloaded_person');
    expect(overloaded).toMatchObject({ boardId: null, person: { id: bruno.id }, openCards: 4, capacity: 2 });
  });

  it('leaves out archived boards', async () => {
    await ana.api.patch(`/api/v1/boards/${quiet.id}`, { archived: true });
    const body = await insightsOf(vera.api, `/api/v1/workspaces/${ws}/ai-insights`);
    expect(body.boards.map((b) => b.id)).toEqual([board.id]);
    await ana.api.patch(`/api/v1/boards/${quiet.id}`, { archived: false });
  });

  it('is 404 for someone outside the workspace', async () => {
    const response = await carla.api.get(`/api/v1/workspaces/${ws}/ai-insights`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
