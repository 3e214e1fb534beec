import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  performanceResponseSchema,
  workspaceAnalyticsSchema,
  type PerformanceResponse,
  type WorkspaceAnalytics,
} from '@rbax/shared/analytics';
import { labelColors } from '@rbax/shared/boards';
import { addDays, localDate } from '@rbax/shared/flow/dates';
import { ptBR } from '@rbax/shared/messages-pt-BR';
import { isoWeekOf } from '#src/modules/analytics/report-range.ts';
import { createBoard, createCard, moveCard, noonSaoPaulo, placeHistory, type U } from './analytics-fixtures.ts';
import { apiAs, createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

let t: TestApp;
let ana: U, bruno: U, vera: U, adao: U, carla: U;
let ws: string;
let boardA: string, boardB: string;
/** The report's range: three whole ISO weeks in the past, W0 … W0 + 20. */
let W0: string;
let range: string;
const card: Record<string, string> = {};

const day = (offset: number) => addDays(W0, offset);
const at = (...offsets: number[]) => offsets.map((offset) => noonSaoPaulo(W0, offset));

async function analytics(api: Api, query = range): Promise<WorkspaceAnalytics> {
  const response = await api.get(`/api/v1/workspaces/${ws}/analytics${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return workspaceAnalyticsSchema.parse(response.json());
}

async function performance(api: Api, query = range): Promise<PerformanceResponse> {
  const response = await api.get(`/api/v1/workspaces/${ws}/performance${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return performanceResponseSchema.parse(response.json());
}

const percentiles = (n: number, p50: number | null, p70: number | null, p85: number | null, p95: number | null) => ({
  n,
  p50,
  p70,
  p85,
  p95,
});

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, vera, adao, carla] = await Promise.all([
    newUser(t.app, 'Ana Dona'),
    newUser(t.app, 'Bruno Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Adão Admin'),
    newUser(t.app, 'Carla Estranha'),
  ]);
  ws = (await ana.api.post('/api/v1/workspaces', { name: 'Produto' })).json().id as string;
  await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: bruno.email, role: 'member' });
  await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: vera.email, role: 'viewer' });
  await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: adao.email, role: 'admin' });

  const today = localDate(new Date().toISOString(), 'America/Sao_Paulo');
  W0 = isoWeekOf(addDays(today, -21));
  range = `?from=${W0}&to=${day(20)}`;

  // Board A (the oldest: its zone, São Paulo, is the report's). Kanban: A Fazer → Em Progresso → Concluído.
  const a = await createBoard(ana, 'Aplicativo', ws);
  boardA = a.id;
  const bugGreen = (await ana.api.post(`/api/v1/boards/${a.id}/labels`, { name: 'Bug', color: labelColors[0] })).json()
    .id as string;
  const make = async (fields: Record<string, unknown>) => createCard(ana, a.id, a.todo, fields);

  // a1: W0 → started W0+1 → done W0+3: cycle 3, lead 4; due that evening (local W0+3): on time.
  card.a1 = await make({
    assigneeId: bruno.id,
    priority: 'high',
    labelIds: [bugGreen],
    dueDate: `${day(4)}T02:00:00Z`,
  });
  await moveCard(ana, card.a1, a.doing);
  await moveCard(ana, card.a1, a.done);
  await placeHistory(t, card.a1, at(0, 1, 3));
  // a2: W0+2 → W0+8 → W0+9: cycle 2, lead 8; due 22:00 local on W0+8 (already W0+9 in UTC): late.
  card.a2 = await make({ assigneeId: ana.id, priority: 'medium', dueDate: `${day(9)}T01:00:00Z` });
  await moveCard(ana, card.a2, a.doing);
  await moveCard(ana, card.a2, a.done);
  await placeHistory(t, card.a2, at(2, 8, 9));
  // a3: W0+9 → started W0+10, still in progress.
  card.a3 = await make({ assigneeId: bruno.id, priority: 'high', labelIds: [bugGreen] });
  await moveCard(ana, card.a3, a.doing);
  await placeHistory(t, card.a3, at(9, 10));
  // a4: W0+10, never started, nobody's.
  card.a4 = await make({});
  await placeHistory(t, card.a4, at(10));
  // a5: created and started before the range, done W0+15: cycle 20, lead 21.
  card.a5 = await make({ assigneeId: bruno.id });
  await moveCard(ana, card.a5, a.doing);
  await moveCard(ana, card.a5, a.done);
  await placeHistory(t, card.a5, at(-5, -4, 15));
  // a6: W0+1 → started W0+2 → archived W0+4: discarded (created, never completed, not WIP).
  card.a6 = await make({ assigneeId: bruno.id });
  await moveCard(ana, card.a6, a.doing);
  expect((await ana.api.patch(`/api/v1/cards/${card.a6}`, { archived: true })).statusCode).toBe(200);
  await placeHistory(t, card.a6, at(1, 2, 4));
  // a7: done before the range: counts nowhere.
  card.a7 = await make({ assigneeId: bruno.id });
  await moveCard(ana, card.a7, a.doing);
  await moveCard(ana, card.a7, a.done);
  await placeHistory(t, card.a7, at(-10, -9, -8));

  // Board B, in Tokyo's zone: noon in São Paulo on W0+13 (a Sunday) is already W0+14 there.
  const b = await createBoard(ana, 'Backend', ws);
  boardB = b.id;
  const settings = await ana.api.patch(`/api/v1/boards/${b.id}/flow-settings`, { timeZone: 'Asia/Tokyo' });
  expect(settings.statusCode, settings.body).toBe(200);
  const bBugGreen = (await ana.api.post(`/api/v1/boards/${b.id}/labels`, { name: 'Bug', color: labelColors[0] })).json()
    .id as string;
  const bBugBlue = (await ana.api.post(`/api/v1/boards/${b.id}/labels`, { name: 'Bug', color: labelColors[1] })).json()
    .id as string;
  // b1: created, started and done on W0+14 (Tokyo): cycle 1, lead 1.
  card.b1 = await createCard(ana, b.id, b.todo, { assigneeId: ana.id, priority: 'critical', labelIds: [bBugGreen] });
  await moveCard(ana, card.b1, b.doing);
  await moveCard(ana, card.b1, b.done);
  await placeHistory(t, card.b1, at(13, 13, 13));
  // b2: W0+15 → started W0+16 (Tokyo), in progress.
  card.b2 = await createCard(ana, b.id, b.todo, { assigneeId: ana.id, labelIds: [bBugBlue] });
  await moveCard(ana, card.b2, b.doing);
  await placeHistory(t, card.b2, at(14, 15));

  // An archived board of the workspace counts nowhere.
  const old = await createBoard(ana, 'Antigo', ws);
  const oldCard = await createCard(ana, old.id, old.todo, { assigneeId: bruno.id });
  await moveCard(ana, oldCard, old.doing);
  await moveCard(ana, oldCard, old.done);
  await placeHistory(t, oldCard, at(5, 5, 6));
  await ana.api.patch(`/api/v1/boards/${old.id}`, { archived: true });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/workspaces/:id/analytics', () => {
  it('counts per board: created and completed in the range, WIP now, lead-time percentiles by nearest rank', async () => {
    const result = await analytics(vera.api);
    expect(result).toMatchObject({ workspaceId: ws, from: W0, to: day(20), timeZone: 'America/Sao_Paulo' });
    expect(result.boards).toEqual([
      expect.objectContaining({
        id: boardA,
        title: 'Aplicativo',
        created: 5,
        completed: 3,
        wip: 1,
        leadTime: percentiles(3, 8, 21, 21, 21),
      }),
      expect.objectContaining({
        id: boardB,
        title: 'Backend',
        created: 2,
        completed: 1,
        wip: 1,
        leadTime: percentiles(1, 1, 1, 1, 1),
      }),
    ]);
  });

  it('counts per ISO week (Monday), each board in its own zone', async () => {
    const result = await analytics(bruno.api);
    expect(result.weeks).toEqual([
      { week: W0, created: 3, completed: 1, leadTime: percentiles(1, 4, 4, 4, 4) },
      { week: day(7), created: 2, completed: 1, leadTime: percentiles(1, 8, 8, 8, 8) },
      { week: day(14), created: 2, completed: 2, leadTime: percentiles(2, 1, 21, 21, 21) },
    ]);
  });

  it('breaks down by label (merged by name and colour across boards), priority and assignee', async () => {
    const result = await analytics(ana.api);
    expect(result.byLabel).toEqual([
      {
        key: `${labelColors[0]}|Bug`,
        name: 'Bug',
        color: labelColors[0],
        created: 3,
        completed: 2,
        wip: 1,
        leadTimeP85: 4,
      },
      {
        key: `${labelColors[1]}|Bug`,
        name: 'Bug',
        color: labelColors[1],
        created: 1,
        completed: 0,
        wip: 1,
        leadTimeP85: null,
      },
    ]);
    const row = (key: string, created: number, completed: number, wip: number, leadTimeP85: number | null) => ({
      key,
      name: key,
      color: null,
      created,
      completed,
      wip,
      leadTimeP85,
    });
    expect(result.byPriority).toEqual([
      row('critical', 1, 1, 0, 1),
      row('high', 2, 1, 1, 4),
      row('medium', 1, 1, 0, 8),
      row('low', 0, 0, 0, null),
      row('none', 3, 1, 1, 21),
    ]);
    expect(result.byAssignee).toEqual([
      { key: ana.id, name: 'Ana Dona', color: null, created: 3, completed: 2, wip: 1, leadTimeP85: 8 },
      { key: bruno.id, name: 'Bruno Membro', color: null, created: 3, completed: 2, wip: 1, leadTimeP85: 21 },
      { key: 'unassigned', name: 'unassigned', color: null, created: 1, completed: 0, wip: 0, leadTimeP85: null },
    ]);
  });

  it('gives the same numbers once the consumer has folded the log into facts', async () => {
    const before = await analytics(ana.api);
    await t.app.analytics.processEvents();
    expect(await analytics(ana.api)).toEqual(before);
  });

  it("defaults to the last 60 days in the first board's zone, every week listed", async () => {
    const result = await analytics(ana.api, '');
    const today = localDate(new Date().toISOString(), 'America/Sao_Paulo');
    expect(result.to).toBe(today);
    expect(result.from).toBe(addDays(today, -59));
    expect(result.weeks[0]!.week).toBe(isoWeekOf(result.from));
    expect(result.weeks.at(-1)!.week).toBe(isoWeekOf(today));
    expect(result.weeks.length).toBeGreaterThanOrEqual(9);
  });

  it('refuses a backwards range or one over two years, and a malformed date', async () => {
    for (const query of [
      `?from=${day(5)}&to=${day(4)}`,
      `?from=2020-01-01&to=2024-01-01`,
      `?from=${addDays(localDate(new Date().toISOString(), 'America/Sao_Paulo'), 5)}`,
    ]) {
      const response = await ana.api.get(`/api/v1/workspaces/${ws}/analytics${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: ['from'], message: ptBR.validation.flowRangeInvalid }],
      });
    }
    const malformed = await ana.api.get(`/api/v1/workspaces/${ws}/analytics?to=2024-13-01`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.issues[0].path).toEqual(['to']);
  });

  it('is 404 for someone outside the workspace and 401 signed out', async () => {
    expect((await carla.api.get(`/api/v1/workspaces/${ws}/analytics`)).statusCode).toBe(404);
    expect((await carla.api.get(`/api/v1/workspaces/${ws}/performance`)).statusCode).toBe(404);
    expect((await apiAs(t.app, undefined).get(`/api/v1/workspaces/${ws}/analytics`)).statusCode).toBe(401);
    const unknown = '0190a000-0000-7000-8000-000000000000';
    expect((await ana.api.get(`/api/v1/workspaces/${unknown}/analytics`)).statusCode).toBe(404);
  });
});

describe('with an API key', () => {
  const withKey = async (workspaceIds: string[] | null) => {
    const created = await ana.api.post('/api/v1/api-keys', { name: 'Relatórios', scopes: ['read'], workspaceIds });
    expect(created.statusCode, created.body).toBe(201);
    const authorization = `Bearer ${created.json().key as string}`;
    return (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
  };

  it("follows its owner's rights, and a key restricted to other workspaces gets 404", async () => {
    const everywhere = await withKey(null);
    const allowed = await everywhere(`/api/v1/workspaces/${ws}/performance${range}`);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().scope).toBe('all');
    const other = (await ana.api.post('/api/v1/workspaces', { name: 'Outro' })).json().id as string;
    const elsewhere = await withKey([other]);
    expect((await elsewhere(`/api/v1/workspaces/${ws}/analytics`)).statusCode).toBe(404);
    expect((await elsewhere(`/api/v1/workspaces/${ws}/performance`)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/workspaces/:id/performance', () => {
  const weekly = (w0: number, w1: number, w2: number) => [
    { week: W0, count: w0 },
    { week: day(7), count: w1 },
    { week: day(14), count: w2 },
  ];
  const zero = (user: U, name: string) => ({
    user: { id: user.id, name, image: null },
    throughput: 0,
    cycleTime: percentiles(0, null, null, null, null),
    onTime: { withDue: 0, onTime: 0, rate: null },
    wip: 0,
    weekly: weekly(0, 0, 0),
  });
  const anaRow = () => ({
    user: { id: ana.id, name: 'Ana Dona', image: null },
    throughput: 2,
    cycleTime: percentiles(2, 1, 2, 2, 2),
    // a2 was due on W0+8 local time and finished on W0+9: late.
    onTime: { withDue: 1, onTime: 0, rate: 0 },
    wip: 1,
    weekly: weekly(0, 1, 1),
  });
  const brunoRow = () => ({
    user: { id: bruno.id, name: 'Bruno Membro', image: null },
    throughput: 2,
    cycleTime: percentiles(2, 3, 20, 20, 20),
    onTime: { withDue: 1, onTime: 1, rate: 1 },
    wip: 1,
    weekly: weekly(1, 0, 1),
  });

  it('shows owners and admins everyone in the workspace', async () => {
    for (const user of [ana, adao]) {
      const result = await performance(user.api);
      expect(result).toMatchObject({ workspaceId: ws, from: W0, to: day(20), scope: 'all' });
      expect(result.people).toEqual([anaRow(), brunoRow(), zero(adao, 'Adão Admin'), zero(vera, 'Vera Leitora')]);
    }
  });

  it('shows members and viewers only themselves', async () => {
    const member = await performance(bruno.api);
    expect(member.scope).toBe('self');
    expect(member.people).toEqual([brunoRow()]);
    const viewer = await performance(vera.api);
    expect(viewer.scope).toBe('self');
    expect(viewer.people).toEqual([zero(vera, 'Vera Leitora')]);
  });

  it('refuses a bad range', async () => {
    const response = await ana.api.get(`/api/v1/workspaces/${ws}/performance?from=${day(3)}&to=${day(1)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ path: ['from'], message: ptBR.validation.flowRangeInvalid }]);
  });
});
