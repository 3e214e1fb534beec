import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowResponseSchema, type FlowResponse } from '@rbax/shared/analytics';
import type { BoardDetail } from '@rbax/shared/boards';
import { computeFlow } from '@rbax/shared/flow/compute-flow';
import { flowEventsOf } from '@rbax/shared/flow/from-log';
import { rows } from '#src/db/raw.ts';
import { factsCacheOf } from '#src/modules/analytics/flow-facts-cache.ts';
import { boardFlow } from '#src/modules/analytics/flow-service.ts';
import { createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

/**
 * The facts the `analytics` consumer keeps give exactly what `computeFlow` gives over the raw log
 * (issue 19, docs/decisions/037), after any sequence of what people do to cards through the API:
 * create, move forward and back, archive, restore, delete, send to another board and bring back.
 * The consumer folds part of the history, then the rest (a rebuild, then incremental batches).
 */

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let ana: U;
let other: { id: string; columns: string[] };

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  ana = await newUser(t.app, 'Ana Propriedade');
  other = await createBoard('Outro board');
});

afterAll(async () => {
  await t?.close();
});

async function createBoard(title: string) {
  const id = (await ana.api.post('/api/v1/boards', { title, template: 'scrum' })).json().id as string;
  const detail = (await ana.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail;
  return { id, columns: detail.columns.map((column) => column.id) };
}

async function ok(response: ReturnType<Api['get']>) {
  const done = await response;
  if (done.statusCode >= 300) throw new Error(`${done.statusCode} ${done.body}`);
  return done;
}

let stamped = 0;
async function stamp(ms: number) {
  await t.database.db.execute(
    sql`UPDATE events SET created_at = ${new Date(ms).toISOString()}::timestamptz WHERE id > ${stamped}`,
  );
  const [row] = await rows<{ id: number }>(t.database.db, sql`SELECT coalesce(max(id), 0)::int AS id FROM events`);
  stamped = row!.id;
}

const ops = ['create', 'create', 'move', 'move', 'move', 'archive', 'restore', 'delete', 'away', 'back'] as const;
const actionArb = fc.record({
  op: fc.constantFrom(...ops),
  card: fc.nat(30),
  column: fc.nat(4),
  hours: fc.integer({ min: 0, max: 40 }),
});

type Action = { op: (typeof ops)[number]; card: number; column: number; hours: number };
type Card = { id: string; where: 'here' | 'other' | 'gone'; archived: boolean };

/** Runs one action on the board (or a create when it does not apply to any card). */
async function act(board: { id: string; columns: string[] }, cards: Card[], action: Action) {
  const pick = (ok: (card: Card) => boolean) => {
    const candidates = cards.filter(ok);
    return candidates.length === 0 ? null : candidates[action.card % candidates.length]!;
  };
  const column = board.columns[action.column]!;
  const active = (card: Card) => card.where === 'here' && !card.archived;
  const target =
    action.op === 'move' || action.op === 'archive' || action.op === 'away'
      ? pick(active)
      : action.op === 'restore'
        ? pick((card) => card.where === 'here' && card.archived)
        : action.op === 'delete'
          ? pick((card) => card.where === 'here')
          : action.op === 'back'
            ? pick((card) => card.where === 'other')
            : null;
  if (!target) {
    const created = await ok(ana.api.post(`/api/v1/boards/${board.id}/cards`, { columnId: column, title: 'p' }));
    cards.push({ id: (created.json() as { id: string }).id, where: 'here', archived: false });
    return;
  }
  switch (action.op) {
    case 'move':
      await ok(ana.api.post(`/api/v1/cards/${target.id}/move`, { columnId: column }));
      break;
    case 'archive':
    case 'restore':
      await ok(ana.api.patch(`/api/v1/cards/${target.id}`, { archived: action.op === 'archive' }));
      target.archived = action.op === 'archive';
      break;
    case 'delete':
      await ok(ana.api.del(`/api/v1/cards/${target.id}`));
      target.where = 'gone';
      break;
    case 'away':
      await ok(
        ana.api.post(`/api/v1/cards/${target.id}/move`, { boardId: other.id, columnId: other.columns[action.column] }),
      );
      target.where = 'other';
      break;
    case 'back':
      await ok(ana.api.post(`/api/v1/cards/${target.id}/move`, { boardId: board.id, columnId: column }));
      target.where = 'here';
      break;
  }
}

async function rawFlow(boardId: string, report: FlowResponse) {
  const found = await rows<{
    kind: string;
    entity_id: string | null;
    data: Record<string, unknown>;
    created_at: Date | string;
  }>(t.database.db, sql`SELECT kind, entity_id, data, created_at FROM events WHERE board_id = ${boardId} ORDER BY seq`);
  const { settings } = report;
  return computeFlow({
    events: found.flatMap((row) =>
      flowEventsOf(boardId, {
        kind: row.kind,
        entityId: row.entity_id,
        data: row.data,
        createdAt: new Date(row.created_at).toISOString(),
      }),
    ),
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

describe('GET /api/v1/boards/:id/flow from the facts', () => {
  it('equals computeFlow over the raw log after random histories', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 3, maxLength: 14 }), fc.nat(14), async (actions, split) => {
        run += 1;
        const board = await createBoard(`Propriedade ${run}`);
        const cards: Card[] = [];
        let clock = Date.now() - 30 * 24 * HOUR;
        await stamp(clock);
        for (const [index, action] of actions.entries()) {
          await act(board, cards, action);
          clock += action.hours * HOUR + 60_000;
          await stamp(clock);
          if (index === split) {
            await t.app.analytics.processEvents();
            // This process now holds the facts so far; the rest is folded onto a copy of them.
            await boardFlow(t.database.db, board.id);
          }
        }
        await t.app.analytics.processEvents();

        const asOf = new Date().toISOString();
        expect((await boardFlow(t.database.db, board.id, { asOf: new Date(asOf) })).source).toBe('facts');
        const response = await ana.api.get(`/api/v1/boards/${board.id}/flow?asOf=${asOf}`);
        expect(response.statusCode, response.body).toBe(200);
        const report = flowResponseSchema.parse(response.json());
        const { boardId: _b, settings: _s, columns: _c, asOf: _a, ...rest } = report;
        const fromFacts = {
          ...rest,
          cards: rest.cards.map(
            ({ title: _t, valueBrl: _v, priority: _p, assigneeId: _as, dueDate: _d, labelIds: _l, exists: _e, ...c }) =>
              c,
          ),
        };
        const raw = await rawFlow(board.id, report);
        expect(fromFacts).toEqual(raw);
        // The same from the tables alone (no copy in memory).
        factsCacheOf(t.database.db).delete(board.id);
        const fromTables = await boardFlow(t.database.db, board.id, { asOf: new Date(asOf) });
        expect(fromTables.source).toBe('facts');
        expect(fromTables.output).toEqual(raw);
      }),
      { numRuns: 25 },
    );
  });
});
