import { localDay, dayString } from './dates.ts';
import type { FlowEvent } from './types.ts';

/**
 * Flow facts: what the log says about each card, folded one event at a time in log order. The same
 * fold serves the pure `computeFlow` (over a board's whole log) and the server's consumer (which
 * keeps the facts in tables and applies new events as they come), so both give the same answers.
 *
 * Stage entry dates follow ActionableAgile's extractor rule (flow-metrics.md §1.1, §2.3): for each
 * column in board order, keep only entries at or after the latest kept entry of the earlier
 * columns, and use the earliest kept one. Folded in log order that is: entering column k keeps
 * k's earlier entry if it has one, records now otherwise, and forgets every entry of the columns
 * after k. So a move back within the started columns keeps the start, a move back behind the
 * commitment point restarts the clock, and a move out of Done revokes the finish.
 */
export type CardFlowFacts = {
  cardId: string;
  /** When the card entered the board (created, copied, or arrived from another board). */
  createdAt: string;
  /** The column it is in (or left the board from). */
  columnId: string | null;
  /** When it entered `columnId`. */
  enteredColumnAt: string;
  /** Effective entry instant per column of the board order (see above). */
  entries: Record<string, string>;
  /** Moves to an earlier column. */
  backwardMoves: number;
  /** Archived or removed before it was finished; cleared by a restore. */
  discardedAt: string | null;
  /** Deleted or moved to another board. */
  departed: boolean;
  /** Time spent in each column it left, visits summed. */
  msInColumns: Record<string, number>;
};

export type FlowFacts = {
  /** Insertion order is the order cards first appeared, which is the order of the output's cards. */
  cards: Map<string, CardFlowFacts>;
  /** Changes of the end-of-day count per column (CFD mode A), by local date then column. */
  cfdDeltas: Map<string, Map<string, number>>;
};

export type FlowContext = {
  columnIndex: ReadonlyMap<string, number>;
  doneIndex: number;
  timeZone: string;
};

export type FlowDelta = { date: string; columnId: string; delta: number };

export function emptyFlowFacts(): FlowFacts {
  return { cards: new Map(), cfdDeltas: new Map() };
}

/** The facts depend on the column order, the done column and the zone: a change of any means folding the log again. */
export function flowContext(columns: readonly { id: string }[], doneColumnId: string, timeZone: string): FlowContext {
  const columnIndex = new Map(columns.map((column, index) => [column.id, index]));
  return { columnIndex, doneIndex: columnIndex.get(doneColumnId) ?? columns.length, timeZone };
}

/** A fingerprint of a context: stored beside persisted facts to tell when they must be rebuilt. */
export function flowContextKey(columns: readonly { id: string }[], doneColumnId: string, timeZone: string): string {
  return `${timeZone}|${doneColumnId}|${columns.map((column) => column.id).join(',')}`;
}

/** Whether a card sits in the done column or after it. */
export function isInDone(card: CardFlowFacts, context: FlowContext): boolean {
  if (card.columnId === null) return false;
  const index = context.columnIndex.get(card.columnId);
  return index !== undefined && index >= context.doneIndex;
}

/** The column a card counts in at the end of a day (CFD mode A): none once discarded. */
function countedColumn(card: CardFlowFacts | undefined): string | null {
  return card && card.discardedAt === null ? card.columnId : null;
}

function newCard(cardId: string, at: string): CardFlowFacts {
  return {
    cardId,
    createdAt: at,
    columnId: null,
    enteredColumnAt: at,
    entries: {},
    backwardMoves: 0,
    discardedAt: null,
    departed: false,
    msInColumns: {},
  };
}

/** The card enters `columnId` at `at`. */
function enter(card: CardFlowFacts, columnId: string, at: string, atMs: number, context: FlowContext): void {
  if (card.columnId === columnId) return;
  if (card.columnId !== null) {
    const spent = Math.max(0, atMs - Date.parse(card.enteredColumnAt));
    card.msInColumns[card.columnId] = (card.msInColumns[card.columnId] ?? 0) + spent;
  }
  card.columnId = columnId;
  card.enteredColumnAt = at;
  const index = context.columnIndex.get(columnId);
  if (index === undefined) return;
  if (!(columnId in card.entries)) card.entries[columnId] = at;
  for (const other of Object.keys(card.entries)) {
    const otherIndex = context.columnIndex.get(other);
    if (otherIndex !== undefined && otherIndex > index) delete card.entries[other];
  }
}

/**
 * Applies one event (in log order) to the facts. Returns the card it changed, or null when the
 * event changes nothing, and the CFD deltas it produced (already added to `facts.cfdDeltas`).
 */
export function applyFlowEvent(
  facts: FlowFacts,
  event: FlowEvent,
  context: FlowContext,
): { card: CardFlowFacts | null; deltas: FlowDelta[] } {
  const atMs = Date.parse(event.at);
  if (Number.isNaN(atMs)) return { card: null, deltas: [] };
  let card = facts.cards.get(event.cardId);
  const before = countedColumn(card);

  switch (event.kind) {
    case 'card.created':
    case 'card.moved': {
      const columnId = event.kind === 'card.created' ? event.columnId : event.toColumnId;
      if (!columnId) return { card: null, deltas: [] };
      if (!card) {
        card = newCard(event.cardId, event.at);
        facts.cards.set(event.cardId, card);
      } else if (event.kind === 'card.created') {
        // Back on the board (it had left for another one): in play again.
        card.discardedAt = null;
        card.departed = false;
      } else if (card.columnId !== null && card.columnId !== columnId) {
        const from = context.columnIndex.get(card.columnId);
        const to = context.columnIndex.get(columnId);
        if (from !== undefined && to !== undefined && to < from) card.backwardMoves += 1;
      }
      enter(card, columnId, event.at, atMs, context);
      break;
    }
    case 'card.archived': {
      if (!card || card.discardedAt !== null) return { card: null, deltas: [] };
      // Archiving a finished card is tidying up, not a flow event (§2.5).
      if (isInDone(card, context)) return { card: null, deltas: [] };
      card.discardedAt = event.at;
      break;
    }
    case 'card.restored': {
      if (!card || card.discardedAt === null) return { card: null, deltas: [] };
      card.discardedAt = null;
      break;
    }
    case 'card.deleted': {
      if (!card || card.departed) return { card: null, deltas: [] };
      card.departed = true;
      if (card.discardedAt === null && !isInDone(card, context)) card.discardedAt = event.at;
      break;
    }
    default:
      return { card: null, deltas: [] };
  }

  const after = countedColumn(card);
  const deltas: FlowDelta[] = [];
  if (before !== after) {
    const date = dayString(localDay(atMs, context.timeZone));
    if (before !== null) deltas.push({ date, columnId: before, delta: -1 });
    if (after !== null) deltas.push({ date, columnId: after, delta: 1 });
    for (const { columnId, delta } of deltas) addDelta(facts, date, columnId, delta);
  }
  return { card, deltas };
}

export function addDelta(facts: FlowFacts, date: string, columnId: string, delta: number): void {
  let day = facts.cfdDeltas.get(date);
  if (!day) {
    day = new Map();
    facts.cfdDeltas.set(date, day);
  }
  day.set(columnId, (day.get(columnId) ?? 0) + delta);
}
