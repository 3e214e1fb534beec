import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardAgingResponseSchema,
  flowResponseSchema,
  flowSettingsSchema,
  forecastResponseSchema,
  type FlowResponse,
} from '@rbax/shared/analytics';
import type { BoardDetail } from '@rbax/shared/boards';
import { computeFlow, dailyThroughput } from '@rbax/shared/flow/compute-flow';
import { forecastHowMany, forecastWhen } from '@rbax/shared/flow/forecast';
import { flowEventsOf } from '@rbax/shared/flow/from-log';
import { rows } from '#src/db/raw.ts';
import { INLINE_REBUILD_MAX_EVENTS } from '#src/modules/analytics/flow-consumer.ts';
import { boardFlow } from '#src/modules/analytics/flow-service.ts';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/**
 * Flow analytics of a board (issue 19, docs/decisions/037): workflow settings, GET /flow on a
 * board whose history is known to the minute, forecasts, ageing, the consumer that keeps the
 * facts, and who may see what. The history is written through the API and then dated in SQL
 * (`stamp`), before the consumer folds it.
 */

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let ana: U, bruno: U, carla: U, dani: U;
let workspace: string;

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, carla, dani] = await Promise.all([
    newUser(t.app, 'Ana Fluxo'),
    newUser(t.app, 'Bruno Leitor'),
    newUser(t.app, 'Carla Estranha'),
    newUser(t.app, 'Dani Membro'),
  ]);
  workspace = (await ana.api.post('/api/v1/workspaces', { name: 'Entregas' })).json().id as string;
  await ana.api.post(`/api/v1/workspaces/${workspace}/members`, { email: bruno.email, role: 'viewer' });
  await ana.api.post(`/api/v1/workspaces/${workspace}/members`, { email: dani.email, role: 'member' });
});

afterAll(async () => {
  await t?.close();
});

/* ---------- helpers ---------- */

async function createBoard(user: U, title: string, template = 'scrum') {
  const response = await user.api.post('/api/v1/boards', { title, template, workspaceId: workspace });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  const detail = (await user.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail;
  return { id, columns: detail.columns.map((column) => column.id) };
}

async function createCard(user: U, boardId: string, columnId: string, fields: Record<string, unknown> = {}) {
  const response = await user.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, title: 'Card', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function move(user: U, cardId: string, columnId: string, boardId?: string) {
  const response = await user.api.post(`/api/v1/cards/${cardId}/move`, { columnId, ...(boardId ? { boardId } : {}) });
  expect(response.statusCode, response.body).toBe(200);
}

async function patchCard(user: U, cardId: string, body: Record<string, unknown>) {
  const response = await user.api.patch(`/api/v1/cards/${cardId}`, body);
  expect(response.statusCode, response.body).toBe(200);
}

let stamped = 0;
/** Dates every event written since the last stamp at `instant` (the test's clock). */
async function stamp(instant: string) {
  await t.database.db.execute(sql`UPDATE events SET created_at = ${instant}::timestamptz WHERE id > ${stamped}`);
  const [row] = await rows<{ id: number }>(t.database.db, sql`SELECT coalesce(max(id), 0)::int AS id FROM events`);
  stamped = row!.id;
}

const fold = () => t.app.analytics.processEvents();

async function flow(user: U, boardId: string, query = ''): Promise<FlowResponse> {
  const response = await user.api.get(`/api/v1/boards/${boardId}/flow${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return flowResponseSchema.parse(response.json());
}

/** computeFlow over the board's raw log, with what a report used. */
async function fromRawLog(
  boardId: string,
  report: Pick<FlowResponse, 'settings' | 'columns' | 'asOf' | 'from' | 'to'>,
) {
  const found = await rows<{
    kind: string;
    entity_id: string | null;
    data: Record<string, unknown>;
    created_at: Date | string;
  }>(t.database.db, sql`SELECT kind, entity_id, data, created_at FROM events WHERE board_id = ${boardId} ORDER BY seq`);
  const events = found.flatMap((row) =>
    flowEventsOf(boardId, {
      kind: row.kind,
      entityId: row.entity_id,
      data: row.data,
      createdAt: new Date(row.created_at).toISOString(),
    }),
  );
  const { settings } = report;
  return computeFlow({
    events,
    columns: report.columns,
    startColumnId: settings.startColumnId,
    doneColumnId: settings.doneColumnId,
    timeZone: settings.timeZone,
    asOf: report.asOf,
    from: report.from,
    to: report.to,
    slePercentile: settings.slePercentile,
    sleWindowDays: settings.sleWindowDays,
  });
}

/** The computation's part of a report (its cards without the fields read from the cards table). */
function flowPart(report: FlowResponse) {
  const { boardId: _b, settings: _s, columns: _c, asOf: _a, ...rest } = report;
  return {
    ...rest,
    cards: rest.cards.map(
      ({ title: _t, valueBrl: _v, priority: _p, assigneeId: _as, dueDate: _d, labelIds: _l, exists: _e, ...card }) =>
        card,
    ),
  };
}

const DAY = 86_400_000;
const daysAgo = (days: number, hourUtc = 15) => {
  const date = new Date(Date.now() - days * DAY);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

/* ---------- settings ---------- */

describe('GET/PATCH /api/v1/boards/:id/flow-settings', () => {
  it('defaults from the template: scrum starts at Em Desenvolvimento and is done at Concluído', async () => {
    const board = await createBoard(ana, 'Sprint');
    const response = await bruno.api.get(`/api/v1/boards/${board.id}/flow-settings`);
    expect(response.statusCode).toBe(200);
    expect(flowSettingsSchema.parse(response.json())).toEqual({
      boardId: board.id,
      startColumnId: board.columns[2],
      doneColumnId: board.columns[4],
      timeZone: 'America/Sao_Paulo',
      slePercentile: 85,
      sleWindowDays: 60,
      riskThreshold: 0.5,
      configured: false,
    });
  });

  it('saves a change for a manager and refuses bad columns, order and values', async () => {
    const board = await createBoard(ana, 'Configurável');
    const other = await createBoard(ana, 'Outro');
    const url = `/api/v1/boards/${board.id}/flow-settings`;
    const saved = await ana.api.patch(url, {
      startColumnId: board.columns[1],
      timeZone: 'Europe/Lisbon',
      sleWindowDays: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      startColumnId: board.columns[1],
      doneColumnId: board.columns[4],
      timeZone: 'Europe/Lisbon',
      sleWindowDays: 30,
      configured: true,
    });
    expect((await bruno.api.get(url)).json()).toMatchObject({ startColumnId: board.columns[1], configured: true });

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ startColumnId: other.columns[2] }, 'startColumnId', 'Escolha uma coluna deste board'],
      [{ doneColumnId: board.columns[0] }, 'doneColumnId', 'A coluna de início deve vir antes da coluna de conclusão'],
      [{ timeZone: 'Marte/Olympus' }, 'timeZone', 'Fuso horário inválido'],
      [{ slePercentile: 100 }, 'slePercentile', 'Valor inválido'],
      [{}, '', ''],
    ];
    for (const [body, path, message] of refusals) {
      const response = await ana.api.patch(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const issues = response.json().error.issues as { path: string[]; message: string }[];
      if (path) expect(issues).toContainEqual({ path: [path], message });
    }
    // A reorder that puts the chosen start after the chosen done falls back to the defaults.
    expect((await ana.api.patch(url, { doneColumnId: board.columns[2] })).statusCode).toBe(200);
    await ana.api.post(`/api/v1/columns/${board.columns[1]}/move`, { afterId: board.columns[4] });
    expect((await ana.api.get(url)).json()).toMatchObject({
      startColumnId: board.columns[2],
      doneColumnId: board.columns[1],
    });
  });
});

/* ---------- who may see what ---------- */

describe('authorization', () => {
  let board: { id: string; columns: string[] };
  beforeAll(async () => {
    board = await createBoard(ana, 'Acesso');
  });

  it('hides every endpoint from a stranger (404)', async () => {
    const base = `/api/v1/boards/${board.id}`;
    for (const response of [
      await carla.api.get(`${base}/flow-settings`),
      await carla.api.patch(`${base}/flow-settings`, { timeZone: 'UTC' }),
      await carla.api.get(`${base}/flow`),
      await carla.api.post(`${base}/forecast`, { mode: 'when', items: 3 }),
      await carla.api.get(`${base}/aging`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });

  it('lets a viewer read and forecast but not change the settings (403); a member neither', async () => {
    const base = `/api/v1/boards/${board.id}`;
    expect((await bruno.api.get(`${base}/flow`)).statusCode).toBe(200);
    expect(boardAgingResponseSchema.parse((await bruno.api.get(`${base}/aging`)).json()).items).toEqual([]);
    // Read access is enough to ask; this board has no history yet.
    expect((await bruno.api.post(`${base}/forecast`, { mode: 'when', items: 3 })).statusCode).toBe(422);
    expect((await bruno.api.patch(`${base}/flow-settings`, { timeZone: 'UTC' })).statusCode).toBe(403);
    expect((await dani.api.patch(`${base}/flow-settings`, { timeZone: 'UTC' })).statusCode).toBe(403);
  });

  it('answers a read-only API key', async () => {
    const created = await ana.api.post('/api/v1/api-keys', { name: 'Relatórios', scopes: ['read'] });
    expect(created.statusCode, created.body).toBe(201);
    const headers = { authorization: `Bearer ${created.json().key as string}` };
    const report = await t.app.inject({ method: 'GET', url: `/api/v1/boards/${board.id}/flow`, headers });
    expect(report.statusCode, report.body).toBe(200);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/boards/${board.id}/flow-settings`,
      headers,
      payload: { timeZone: 'UTC' },
    });
    expect(change.statusCode).toBe(403);
    // A forecast is a POST that writes nothing: the read key may ask for one.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/${board.id}/forecast`,
      headers,
      payload: { mode: 'when', items: 3 },
    });
    expect(asked.statusCode, asked.body).toBe(422);
    expect(asked.json().error.code).toBe('forecast_unavailable');
  });
});

/* ---------- GET /flow on a known history ---------- */

describe('GET /api/v1/boards/:id/flow', () => {
  // Scrum: Backlog, Sprint Atual, Em Desenvolvimento (start), Em Revisão, Concluído (done).
  // Board zone America/Sao_Paulo (UTC−3). Instants in UTC.
  let board: { id: string; columns: string[] };
  const card: Record<string, string> = {};
  const asOf = '2025-03-10T15:00:00.000Z';

  beforeAll(async () => {
    board = await createBoard(ana, 'Histórico');
    const [backlog, sprint, dev, review, done] = board.columns as [string, string, string, string, string];
    await stamp('2025-03-01T12:00:00.000Z');
    for (const name of ['a', 'b', 'd', 'e', 'f'])
      card[name] = await createCard(ana, board.id, backlog, { title: name });
    await stamp('2025-03-03T12:00:00.000Z');
    card.c = await createCard(ana, board.id, dev, { title: 'c', valueBrl: '1500.00', priority: 'high' });
    await move(ana, card.a!, dev);
    await move(ana, card.e!, dev);
    await move(ana, card.f!, done);
    await stamp('2025-03-04T12:00:00.000Z');
    // 23:30 on the 4th in São Paulo, already the 5th in UTC.
    await move(ana, card.b!, dev);
    await stamp('2025-03-05T02:30:00.000Z');
    await move(ana, card.b!, done);
    await stamp('2025-03-05T13:00:00.000Z');
    await move(ana, card.d!, review);
    await patchCard(ana, card.e!, { archived: true });
    await stamp('2025-03-05T15:00:00.000Z');
    await move(ana, card.a!, done);
    await move(ana, card.d!, sprint);
    await move(ana, card.f!, review);
    await stamp('2025-03-06T12:00:00.000Z');
    await move(ana, card.d!, dev);
    await stamp('2025-03-07T12:00:00.000Z');
    await move(ana, card.f!, done);
    await stamp('2025-03-08T12:00:00.000Z');
    await fold();
  });

  it('counts calendar days in the board zone, restarts behind the commitment point, one completion per reopen', async () => {
    const report = await flow(bruno, board.id, `?asOf=${asOf}&from=2025-03-03&to=2025-03-10`);
    const byTitle = new Map(report.cards.map((c) => [c.title, c]));
    const pick = (title: string) => {
      const c = byTitle.get(title)!;
      return [c.startedOn, c.doneOn, c.cycleTimeDays, c.leadTimeDays, c.ageDays, c.discarded, c.backwardMoves];
    };
    expect(pick('a')).toEqual(['2025-03-04', '2025-03-06', 3, 4, null, false, 0]);
    expect(pick('b')).toEqual(['2025-03-04', '2025-03-05', 2, 3, null, false, 0]);
    expect(pick('c')).toEqual(['2025-03-04', null, null, null, 7, false, 0]);
    // Into review (started, back-filled) then back to the sprint: not started until it reached dev again.
    expect(pick('d')).toEqual(['2025-03-07', null, null, null, 4, false, 1]);
    expect(pick('e')).toEqual(['2025-03-04', null, null, null, null, true, 0]);
    expect(byTitle.get('e')!.discardedOn).toBe('2025-03-05');
    // Done on the 4th, reopened on the 6th, done again on the 8th: started when it came back in.
    expect(pick('f')).toEqual(['2025-03-06', '2025-03-08', 3, 6, null, false, 1]);
    expect(byTitle.get('c')).toMatchObject({ valueBrl: '1500.00', priority: 'high', exists: true });

    expect(report.throughput.map((d) => d.count)).toEqual([0, 0, 1, 1, 0, 1, 0, 0]);
    expect(report.percentiles).toEqual({ n: 3, p50: 3, p70: 3, p85: 3, p95: 3 });
    const [, , dev, review, done] = board.columns as [string, string, string, string, string];
    // End of the 6th: a and b done, c in dev, d back in the sprint, f reopened into review, e discarded.
    expect(report.cfd.find((d) => d.date === '2025-03-06')!.counts).toEqual({
      [board.columns[0]!]: 0,
      [board.columns[1]!]: 1,
      [dev]: 1,
      [review]: 1,
      [done]: 2,
    });
    expect(report.aging.map((item) => [byTitle.get('c')!.cardId === item.cardId ? 'c' : 'd', item.ageDays])).toEqual([
      ['c', 7],
      ['d', 4],
    ]);
    expect(report.asOfDate).toBe('2025-03-10');
  });

  it('gives the same numbers from the facts and from the raw log, and reads the log for a past asOf', async () => {
    const report = await flow(ana, board.id, `?asOf=${asOf}&from=2025-03-01&to=2025-03-10`);
    expect(flowPart(report)).toEqual(await fromRawLog(board.id, report));
    expect((await boardFlow(t.database.db, board.id, { asOf: new Date(asOf) })).source).toBe('facts');

    const past = '2025-03-06T20:00:00.000Z';
    expect((await boardFlow(t.database.db, board.id, { asOf: new Date(past) })).source).toBe('log');
    const earlier = await flow(ana, board.id, `?asOf=${past}`);
    expect(earlier.from).toBe('2025-01-06');
    const f = earlier.cards.find((c) => c.title === 'f')!;
    expect([f.doneOn, f.columnId]).toEqual([null, board.columns[3]]);
    expect(flowPart(earlier)).toEqual(await fromRawLog(board.id, earlier));
  });

  it('refuses a backwards or too long range (400) and folds in events the consumer has not reached', async () => {
    for (const query of ['?from=2025-03-10&to=2025-03-01', '?from=2020-01-01&to=2025-03-01']) {
      const response = await ana.api.get(`/api/v1/boards/${board.id}/flow${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues[0].message).toBe(
        'O início do período deve ser anterior ou igual ao fim (máximo de 2 anos)',
      );
    }
    const late = await createCard(ana, board.id, board.columns[2]!, { title: 'tardio' });
    await stamp('2025-03-09T12:00:00.000Z');
    const report = await flow(ana, board.id, `?asOf=${asOf}`);
    expect(report.cards.at(-1)).toMatchObject({ cardId: late, startedOn: '2025-03-09', ageDays: 2 });
    expect((await boardFlow(t.database.db, board.id, { asOf: new Date(asOf) })).source).toBe('facts');
    await fold();
    expect(flowPart(await flow(ana, board.id, `?asOf=${asOf}`))).toEqual(flowPart(report));
  });

  it('keeps the last title of a deleted card and marks it gone', async () => {
    const doomed = await createCard(ana, board.id, board.columns[2]!, { title: 'apagado' });
    await ana.api.patch(`/api/v1/cards/${doomed}`, { title: 'apagado de vez' });
    expect((await ana.api.del(`/api/v1/cards/${doomed}`)).statusCode).toBe(204);
    await stamp('2025-03-09T13:00:00.000Z');
    await fold();
    const gone = (await flow(ana, board.id, `?asOf=${asOf}`)).cards.find((c) => c.cardId === doomed)!;
    expect(gone).toMatchObject({ title: 'apagado de vez', exists: false, discarded: true, valueBrl: null });
  });
});

/* ---------- the consumer ---------- */

describe('the analytics consumer', () => {
  const snapshot = async (boardId: string) => ({
    cards: await rows(
      t.database.db,
      sql`SELECT card_id, ord::text, column_id, entries, backward_moves, discarded_at, departed, ms_in_columns
          FROM flow_card_facts WHERE board_id = ${boardId} ORDER BY card_id`,
    ),
    deltas: await rows(
      t.database.db,
      sql`SELECT day, column_id, delta FROM flow_cfd_deltas WHERE board_id = ${boardId} ORDER BY day, column_id`,
    ),
  });

  it('resumes from any earlier cursor without counting anything twice', async () => {
    const board = await createBoard(ana, 'Retomada');
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await createCard(ana, board.id, board.columns[0]!, { title: `r${i}` }));
    await stamp(daysAgo(5));
    await fold();
    const [middle] = await rows<{ id: number }>(t.database.db, sql`SELECT max(id)::int AS id FROM events`);
    for (const id of ids) await move(ana, id, board.columns[2]!);
    await stamp(daysAgo(3));
    await move(ana, ids[0]!, board.columns[4]!);
    await patchCard(ana, ids[1]!, { archived: true });
    await stamp(daysAgo(1));
    await fold();
    const before = await snapshot(board.id);
    expect(before.deltas.length).toBeGreaterThan(0);

    // As if the process died after these batches committed facts but before the cursor moved.
    for (const cursor of [middle!.id, 0]) {
      await t.database.db.execute(sql`UPDATE event_consumers SET last_event_id = ${cursor} WHERE name = 'analytics'`);
      await fold();
      expect(await snapshot(board.id)).toEqual(before);
    }
    const report = await flow(ana, board.id);
    expect(flowPart(report)).toEqual(await fromRawLog(board.id, report));
  });

  it('folds one batch spanning several boards as each board alone, with a context change among them', async () => {
    const boards = [
      await createBoard(ana, 'Lote A'),
      await createBoard(ana, 'Lote B'),
      await createBoard(ana, 'Lote C'),
    ];
    const cards: string[][] = [];
    for (const board of boards) {
      cards.push([
        await createCard(ana, board.id, board.columns[0]!, { title: 'l1' }),
        await createCard(ana, board.id, board.columns[0]!, { title: 'l2' }),
      ]);
    }
    await stamp(daysAgo(6));
    await fold();
    // One batch: moves interleaved over the three boards, and board C's columns reordered (its
    // facts are folded again from the start while A and B only get the batch applied).
    for (let round = 0; round < 3; round += 1) {
      for (const [i, board] of boards.entries()) {
        await move(ana, cards[i]![round % 2]!, board.columns[Math.min(4, 1 + round + i)]!);
      }
    }
    await ana.api.post(`/api/v1/columns/${boards[2]!.columns[3]}/move`, { beforeId: boards[2]!.columns[1] });
    await stamp(daysAgo(3));
    await patchCard(ana, cards[1]![1]!, { archived: true });
    await move(ana, cards[0]![0]!, boards[0]!.columns[4]!);
    await stamp(daysAgo(1));
    await fold();
    for (const board of boards) {
      const report = await flow(ana, board.id);
      expect((await boardFlow(t.database.db, board.id)).source).toBe('facts');
      expect(flowPart(report)).toEqual(await fromRawLog(board.id, report));
      expect((await snapshot(board.id)).cards).toHaveLength(2);
    }
  });

  it('leaves a big board to the rebuild job, which folds what the consumer passed meanwhile', async () => {
    const board = await createBoard(ana, 'Grande');
    const a = await createCard(ana, board.id, board.columns[0]!, { title: 'g1' });
    // More events than the consumer folds inside a batch (edits: nothing for the flow).
    await t.database.db.execute(sql`
      WITH c AS (UPDATE board_event_counters SET last_seq = last_seq + ${INLINE_REBUILD_MAX_EVENTS}
                 WHERE board_id = ${board.id} RETURNING last_seq)
      INSERT INTO events (board_id, workspace_id, seq, kind, entity_id, data)
      SELECT ${board.id}, ${workspace}, c.last_seq - ${INLINE_REBUILD_MAX_EVENTS} + g, 'card.updated', ${a},
             '{"version": 2, "changes": {}}'::jsonb
      FROM c, generate_series(1, ${INLINE_REBUILD_MAX_EVENTS}) AS g`);
    await move(ana, a, board.columns[2]!);
    await stamp(daysAgo(4));
    await fold();
    const state = () =>
      rows<{ stale: boolean }>(t.database.db, sql`SELECT stale FROM flow_board_state WHERE board_id = ${board.id}`);
    expect(await state()).toEqual([{ stale: true }]);
    expect((await boardFlow(t.database.db, board.id)).source).toBe('log');

    // The consumer goes on past the board's new events while it waits for the job.
    const b = await createCard(ana, board.id, board.columns[2]!, { title: 'g2' });
    await move(ana, a, board.columns[4]!);
    await stamp(daysAgo(2));
    // The job folds while the consumer reads those events (and skips them: the board is stale).
    expect(await t.app.analytics.rebuildStale({ afterFold: fold })).toBe(1);
    expect(await state()).toEqual([{ stale: false }]);
    await move(ana, b, board.columns[4]!);
    await stamp(daysAgo(1));
    await fold();
    const report = await flow(ana, board.id);
    expect((await boardFlow(t.database.db, board.id)).source).toBe('facts');
    expect(report.cards.map((c) => c.cycleTimeDays)).toEqual([3, 2]);
    expect(flowPart(report)).toEqual(await fromRawLog(board.id, report));
  });

  it('folds the log again when the columns or the settings change, and stays exact meanwhile', async () => {
    const board = await createBoard(ana, 'Reconstrução');
    const a = await createCard(ana, board.id, board.columns[0]!, { title: 'x' });
    const b = await createCard(ana, board.id, board.columns[0]!, { title: 'y' });
    await stamp(daysAgo(6, 2));
    await move(ana, a, board.columns[2]!);
    await move(ana, b, board.columns[3]!);
    await stamp(daysAgo(4, 2));
    await move(ana, a, board.columns[4]!);
    await stamp(daysAgo(2, 2));
    await fold();
    const check = async (source: 'facts' | 'log') => {
      const report = await flow(ana, board.id);
      expect(flowPart(report)).toEqual(await fromRawLog(board.id, report));
      expect((await boardFlow(t.database.db, board.id)).source).toBe(source);
      return report;
    };
    await check('facts');

    // A new zone: the facts wait for the rebuild job, the reports read the raw log.
    const saoPaulo = await check('facts');
    await ana.api.patch(`/api/v1/boards/${board.id}/flow-settings`, { timeZone: 'Asia/Tokyo' });
    const tokyo = await check('log');
    expect(tokyo.settings.timeZone).toBe('Asia/Tokyo');
    expect(tokyo.cards.map((c) => c.startedOn)).not.toEqual(saoPaulo.cards.map((c) => c.startedOn));
    expect(await t.app.analytics.rebuildStale()).toBe(1);
    await check('facts');

    // Only the SLE: nothing to fold again.
    await ana.api.patch(`/api/v1/boards/${board.id}/flow-settings`, { slePercentile: 70 });
    await check('facts');

    // A column moved: the consumer folds again when it reads the move.
    await ana.api.post(`/api/v1/columns/${board.columns[3]}/move`, { beforeId: board.columns[1] });
    await check('log');
    await fold();
    await check('facts');
    const [state] = await rows<{ stale: boolean }>(
      t.database.db,
      sql`SELECT stale FROM flow_board_state WHERE board_id = ${board.id}`,
    );
    expect(state!.stale).toBe(false);
  });
});

/* ---------- forecasts ---------- */

describe('POST /api/v1/boards/:id/forecast', () => {
  let board: { id: string; columns: string[] };
  const asOf = '2025-05-31T15:00:00.000Z';

  beforeAll(async () => {
    board = await createBoard(ana, 'Previsão');
    const cards: string[] = [];
    for (let i = 0; i < 12; i += 1) cards.push(await createCard(ana, board.id, board.columns[2]!, { title: `p${i}` }));
    await stamp('2025-05-01T12:00:00.000Z');
    // Finished on the 3rd, 5th (two), 9th, 14th, 20th, 21st and 27th of May.
    const finishes = ['03', '05', '05', '09', '14', '20', '21', '27'];
    for (const [i, day] of finishes.entries()) {
      await move(ana, cards[i]!, board.columns[4]!);
      await stamp(`2025-05-${day}T18:00:00.000Z`);
    }
    await fold();
  });

  it('is reproducible with a seed and matches the shared simulation', async () => {
    const url = `/api/v1/boards/${board.id}/forecast`;
    const ask = async (body: Record<string, unknown>) => {
      const response = await bruno.api.post(url, { asOf, ...body });
      expect(response.statusCode, response.body).toBe(200);
      return forecastResponseSchema.parse(response.json());
    };
    const when = await ask({ mode: 'when', items: 4, seed: 42, trials: 2000 });
    expect(await ask({ mode: 'when', items: 4, seed: 42, trials: 2000 })).toEqual(when);
    expect(when.window).toMatchObject({ from: '2025-05-01', to: '2025-05-31', days: 31, finished: 8 });
    const samples = dailyThroughput(
      ['03', '05', '05', '09', '14', '20', '21', '27'].map((day) => ({ doneOn: `2025-05-${day}` })),
      '2025-05-01',
      '2025-05-31',
    );
    expect(when.window.samples).toEqual(samples);
    const expected = forecastWhen({ samples, items: 4, trials: 2000, seed: 42 });
    if (!expected.ok) throw new Error('expected a forecast');
    expect(when.percentiles.map((p) => p.days)).toEqual(expected.percentiles.map((p) => p.value));
    expect(when.percentiles[0]!.date).toBe(
      new Date(Date.UTC(2025, 4, 31 + expected.percentiles[0]!.value!)).toISOString().slice(0, 10),
    );
    expect(when.warnings).toEqual([]);
    expect(when.seed).toBe(42);

    const howMany = await ask({ mode: 'howMany', date: '2025-06-30', seed: 7 });
    const expectedHowMany = forecastHowMany({ samples, days: 30, seed: 7 });
    if (!expectedHowMany.ok) throw new Error('expected a forecast');
    expect(howMany.trials).toBe(10_000);
    expect(howMany.percentiles.map((p) => p.items)).toEqual(expectedHowMany.percentiles.map((p) => p.value));

    const unseeded = await ask({ mode: 'when', items: 2 });
    expect(unseeded.seed).toBeGreaterThanOrEqual(0);
  });

  it('refuses a date not after today (400) and too little history (422 forecast_unavailable)', async () => {
    const past = await ana.api.post(`/api/v1/boards/${board.id}/forecast`, {
      mode: 'howMany',
      date: '2025-05-31',
      asOf,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.issues).toEqual([{ path: ['date'], message: 'Escolha uma data depois de hoje' }]);

    const young = await ana.api.post(`/api/v1/boards/${board.id}/forecast`, {
      mode: 'when',
      items: 3,
      asOf: '2025-05-06T15:00:00.000Z',
    });
    expect(young.statusCode).toBe(422);
    expect(young.json().error).toMatchObject({
      code: 'forecast_unavailable',
      message:
        'Histórico insuficiente para prever: são necessários pelo menos 10 dias e 5 cards concluídos na janela (há 6 dias e 3 concluídos).',
    });
    const idle = await ana.api.post(`/api/v1/boards/${board.id}/forecast`, {
      mode: 'when',
      items: 3,
      asOf: '2025-08-31T15:00:00.000Z',
    });
    expect(idle.statusCode).toBe(422);
    expect(idle.json().error.message).toMatch(/Nenhum card foi concluído/);
  });
});

/* ---------- breach risk ---------- */

describe('breach-risk notifications', () => {
  const atRisk = (boardId: string) =>
    rows<{ user_id: string; card_id: string }>(
      t.database.db,
      sql`SELECT user_id, card_id FROM notifications WHERE kind = 'card.at_risk' AND board_id = ${boardId}
          ORDER BY card_id`,
    );

  /** A board whose SLE is 85% ≤ 2 days: five cards started 12 days ago and finished 11 days ago. */
  async function boardWithHistory(title: string) {
    const board = await createBoard(ana, title);
    const [, , dev, , done] = board.columns as [string, string, string, string, string];
    const finished: string[] = [];
    for (let i = 0; i < 5; i += 1) finished.push(await createCard(ana, board.id, dev, { title: `ok${i}` }));
    await stamp(daysAgo(12));
    for (const id of finished) await move(ana, id, done);
    await stamp(daysAgo(11));
    return { ...board, dev };
  }

  it('tells the assignee (or the creator) once per start, through the preferences', async () => {
    const board = await boardWithHistory('Riscos');
    // Started 5 days ago (age 6, past the SLE: risk 1), except the one started today (risk 0).
    const mine = await createCard(ana, board.id, board.dev, { title: 'Atrasando' });
    const danis = await createCard(ana, board.id, board.dev, { title: 'Do Dani', assigneeId: dani.id });
    const byDani = await createCard(dani, board.id, board.dev, { title: 'Criado pelo Dani' });
    const today = await createCard(ana, board.id, board.dev, { title: 'Recente' });
    await stamp(daysAgo(5));
    await t.database.db.execute(
      sql`UPDATE events SET created_at = now() WHERE entity_id = ${today} AND kind = 'card.created'`,
    );
    await fold();
    await dani.api.put('/api/v1/notification-preferences', { preferences: { 'card.at_risk': 'off' } });

    await t.app.analytics.notifyRisks();
    expect(await atRisk(board.id)).toEqual([{ user_id: ana.id, card_id: mine }]);
    const list = (await ana.api.get('/api/v1/notifications')).json().items as { kind: string; card: { id: string } }[];
    expect(list.filter((n) => n.kind === 'card.at_risk').map((n) => n.card.id)).toContain(mine);
    await t.app.analytics.notifyRisks();
    expect(await atRisk(board.id)).toHaveLength(1);

    // Back on: Dani hears about the card assigned to him and the unassigned one he created, once.
    await dani.api.put('/api/v1/notification-preferences', { preferences: { 'card.at_risk': 'in_app' } });
    await t.app.analytics.notifyRisks();
    await t.app.analytics.notifyRisks();
    expect(await atRisk(board.id)).toEqual(
      [
        { user_id: ana.id, card_id: mine },
        { user_id: dani.id, card_id: danis },
        { user_id: dani.id, card_id: byDani },
      ].sort((a, b) => a.card_id.localeCompare(b.card_id)),
    );
  });

  it('never tells someone who can no longer read the board', async () => {
    const eva = await newUser(t.app, 'Eva Saiu');
    await ana.api.post(`/api/v1/workspaces/${workspace}/members`, { email: eva.email, role: 'member' });
    const board = await boardWithHistory('Saída');
    await createCard(eva, board.id, board.dev, { title: 'Dela' });
    await stamp(daysAgo(6));
    await fold();
    expect((await ana.api.del(`/api/v1/workspaces/${workspace}/members/${eva.id}`)).statusCode).toBe(204);
    await t.app.analytics.notifyRisks();
    expect(await atRisk(board.id)).toEqual([]);
  });
});
