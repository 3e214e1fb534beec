import type { FlowSettings } from '@rbax/shared/analytics';
import {
  applyFlowEvent,
  emptyFlowFacts,
  flowContext,
  flowContextKey,
  type CardFlowFacts,
  type FlowContext,
  type FlowFacts,
} from '@rbax/shared/flow/facts';
import { flowEventsOf, flowLogKinds } from '@rbax/shared/flow/from-log';
import type { FlowEvent } from '@rbax/shared/flow/types';
import type { Db } from '#src/db/client.ts';
import {
  activeColumns,
  activeColumnsOf,
  findFlowBoard,
  findFlowBoards,
  findSettingsRow,
  findSettingsRows,
  type FlowBoardColumn,
  type FlowBoardRow,
} from './flow-board-repository.ts';
import type { FlowSettingsRow } from './flow-settings.ts';
import {
  addCfdDeltas,
  addCfdDeltasOf,
  boardLogPage,
  deleteBoardFacts,
  loadCardFactsOf,
  saveFlowState,
  saveFlowStates,
  upsertCardFacts,
  upsertCardFactsOf,
  type BoardLogEvent,
  type FlowStateRow,
} from './flow-facts-repository.ts';
import { resolveFlowSettings } from './flow-settings.ts';

/**
 * Folding a board's log into flow facts (docs/decisions/037) — always with the shared
 * `flowEventsOf` + `applyFlowEvent`, so the stored facts are what `computeFlow` would fold from
 * the raw log. Used by the consumer (incremental batches, rebuilds), the rebuild job and the
 * reports (the few events the consumer has not reached yet are folded in memory).
 */

/** What the fold of a board depends on, as the board is now. */
export type BoardFlowContext = {
  boardId: string;
  template: string | null;
  settings: FlowSettings;
  columns: FlowBoardColumn[];
  context: FlowContext;
  contextKey: string;
};

export async function loadBoardContext(db: Db, boardId: string): Promise<BoardFlowContext | undefined> {
  // One after the other: `db` is often a transaction (one connection).
  const board = await findFlowBoard(db, boardId);
  if (!board) return undefined;
  const columns = await activeColumns(db, boardId);
  const row = await findSettingsRow(db, boardId);
  return contextOf(board, columns, row);
}

/** `loadBoardContext` for many boards in three statements; boards that no longer exist are absent. */
export async function loadBoardContexts(db: Db, boardIds: readonly string[]): Promise<Map<string, BoardFlowContext>> {
  const contexts = new Map<string, BoardFlowContext>();
  if (boardIds.length === 0) return contexts;
  const boards = await findFlowBoards(db, boardIds);
  const columns = await activeColumnsOf(db, boardIds);
  const rows = await findSettingsRows(db, boardIds);
  for (const board of boards) {
    contexts.set(board.id, contextOf(board, columns.get(board.id) ?? [], rows.get(board.id) ?? null));
  }
  return contexts;
}

function contextOf(board: FlowBoardRow, columns: FlowBoardColumn[], row: FlowSettingsRow | null): BoardFlowContext {
  const settings = resolveFlowSettings(board.id, row, columns, board.template);
  return {
    boardId: board.id,
    template: board.template,
    settings,
    columns,
    context: flowContext(columns, settings.doneColumnId, settings.timeZone),
    contextKey: flowContextKey(columns, settings.doneColumnId, settings.timeZone),
  };
}

/** Events folded per page while reading a board's whole log. */
const LOG_PAGE = 5000;

/**
 * Folds log events into facts; `ords` receives the id of the event each new card first appeared
 * with. Returns the cards changed, and the latest instant of a flow event seen.
 */
export function foldEvents(
  facts: FlowFacts,
  boardId: string,
  events: readonly Pick<BoardLogEvent, 'id' | 'kind' | 'entityId' | 'data' | 'createdAt'>[],
  context: FlowContext,
  ords: Map<string, number>,
  lastFlowAt: string | null,
): { changed: Map<string, CardFlowFacts>; lastFlowAt: string | null } {
  const changed = new Map<string, CardFlowFacts>();
  let latest = lastFlowAt;
  for (const event of events) {
    for (const flowEvent of flowEventsOf(boardId, event)) {
      latest = later(latest, flowEvent.at);
      const known = facts.cards.has(flowEvent.cardId);
      const { card } = applyFlowEvent(facts, flowEvent, context);
      if (!card) continue;
      if (!known && !ords.has(card.cardId)) ords.set(card.cardId, event.id);
      changed.set(card.cardId, card);
    }
  }
  return { changed, lastFlowAt: latest };
}

const later = (a: string | null, b: string) => (a === null || Date.parse(b) > Date.parse(a) ? b : a);

/** A board's log folded from its start: the facts, each card's first event, where it stopped. */
export type FoldedLog = {
  facts: FlowFacts;
  ords: Map<string, number>;
  lastSeq: number;
  lastFlowAt: string | null;
};

/**
 * Folds the board's log up to event `uptoId` (every event up to it is settled: the consumer has
 * passed it or is handling it), from the start or on from `from`. Reads only: the log up to a
 * settled id never changes, so this may run outside any transaction.
 */
export async function foldBoardLog(
  db: Db,
  board: BoardFlowContext,
  uptoId: number,
  from?: FoldedLog,
): Promise<FoldedLog> {
  const folded = from ?? { facts: emptyFlowFacts(), ords: new Map<string, number>(), lastSeq: 0, lastFlowAt: null };
  for (;;) {
    const page = await boardLogPage(db, board.boardId, {
      afterSeq: folded.lastSeq,
      uptoId,
      kinds: flowLogKinds,
      limit: LOG_PAGE,
    });
    if (page.length === 0) break;
    ({ lastFlowAt: folded.lastFlowAt } = foldEvents(
      folded.facts,
      board.boardId,
      page,
      board.context,
      folded.ords,
      folded.lastFlowAt,
    ));
    folded.lastSeq = page.at(-1)!.seq;
    if (page.length < LOG_PAGE) break;
  }
  return folded;
}

/** Replaces the board's stored facts with a fold of its log up to `uptoId`. */
export async function writeFoldedLog(tx: Db, board: BoardFlowContext, folded: FoldedLog, uptoId: number) {
  await deleteBoardFacts(tx, board.boardId);
  await upsertCardFacts(
    tx,
    board.boardId,
    [...folded.facts.cards.values()].map((card) => ({ ord: folded.ords.get(card.cardId)!, facts: card })),
  );
  await addCfdDeltas(tx, board.boardId, folded.facts.cfdDeltas);
  await saveFlowState(
    tx,
    board.boardId,
    { contextKey: board.contextKey, lastEventId: uptoId, lastSeq: folded.lastSeq, lastFlowAt: folded.lastFlowAt },
    true,
  );
}

/** Throws the board's facts away and folds its log again up to `uptoId`, in this transaction. */
export async function rebuildBoardFacts(tx: Db, board: BoardFlowContext, uptoId: number): Promise<void> {
  await writeFoldedLog(tx, board, await foldBoardLog(tx, board, uptoId), uptoId);
}

type BatchEvent = Pick<BoardLogEvent, 'id' | 'seq' | 'kind' | 'entityId' | 'data' | 'createdAt'>;

/**
 * Applies a batch's events of one board (in log order, all after the board's last folded event)
 * to its stored facts: only the cards they name are read and written; the CFD deltas are added.
 */
export async function applyBoardEvents(
  tx: Db,
  board: BoardFlowContext,
  state: FlowStateRow,
  events: readonly BatchEvent[],
): Promise<void> {
  await applyBoardsEvents(tx, [{ board, state, events }]);
}

/**
 * `applyBoardEvents` for several boards at once: one read of the cards' facts and one write each
 * of facts, CFD deltas and states, however many boards the batch touched.
 */
export async function applyBoardsEvents(
  tx: Db,
  batches: readonly { board: BoardFlowContext; state: FlowStateRow; events: readonly BatchEvent[] }[],
): Promise<void> {
  const work = batches.filter((batch) => batch.events.length > 0);
  if (work.length === 0) return;
  const wanted = new Map<string, string[]>();
  for (const { board, events } of work) {
    const flowCardIds = new Set<string>();
    for (const event of events) {
      for (const flowEvent of flowEventsOf(board.boardId, event)) flowCardIds.add(flowEvent.cardId);
    }
    wanted.set(board.boardId, [...flowCardIds]);
  }
  const stored = await loadCardFactsOf(tx, wanted);
  const cards: { boardId: string; ord: number; facts: CardFlowFacts }[] = [];
  const deltas: { boardId: string; deltas: FlowFacts['cfdDeltas'] }[] = [];
  const states: { boardId: string; state: Omit<FlowStateRow, 'stale'> }[] = [];
  for (const { board, state, events } of work) {
    const facts: FlowFacts = { cards: stored.get(board.boardId) ?? new Map(), cfdDeltas: new Map() };
    const ords = new Map<string, number>();
    const { changed, lastFlowAt } = foldEvents(facts, board.boardId, events, board.context, ords, state.lastFlowAt);
    for (const card of changed.values())
      cards.push({ boardId: board.boardId, ord: ords.get(card.cardId) ?? 0, facts: card });
    deltas.push({ boardId: board.boardId, deltas: facts.cfdDeltas });
    const last = events.at(-1)!;
    states.push({
      boardId: board.boardId,
      state: {
        contextKey: board.contextKey,
        lastEventId: last.id,
        lastSeq: Math.max(state.lastSeq, last.seq),
        lastFlowAt,
      },
    });
  }
  await upsertCardFactsOf(tx, cards);
  await addCfdDeltasOf(tx, deltas);
  await saveFlowStates(tx, states, false);
}

/** The whole log of a board as flow events, in log order (the raw path of the reports). */
export async function boardFlowEvents(db: Db, boardId: string): Promise<FlowEvent[]> {
  const events: FlowEvent[] = [];
  let afterSeq = 0;
  for (;;) {
    const page = await boardLogPage(db, boardId, { afterSeq, kinds: flowLogKinds, limit: LOG_PAGE });
    for (const event of page) events.push(...flowEventsOf(boardId, event));
    if (page.length < LOG_PAGE) break;
    afterSeq = page.at(-1)!.seq;
  }
  return events;
}
