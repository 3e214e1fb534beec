import type { FlowFacts } from '@rbax/shared/flow/facts';
import { flowEventsOf } from '@rbax/shared/flow/from-log';
import type { Db } from '#src/db/client.ts';
import type { BoardLogEvent } from './flow-facts-repository.ts';
import { foldEvents, type BoardFlowContext } from './flow-fold.ts';

/**
 * Board facts kept in memory between reports (docs/decisions/037). Facts are a pure function of
 * the board's context (column order, done column, zone) and of its log up to some seq, and the
 * log only grows: an entry stays right for ever under its context key, and a report folds in just
 * the events after the entry's seq (copy on write — the entry itself is never changed). So every
 * instance keeps its own entries without telling the others, and a changed context simply misses.
 * Bounded by the number of cards held (least recently used boards go first).
 */

/** Cards held in memory per process, across boards (~1 KB each for a board of five columns). */
export const FACTS_CACHE_MAX_CARDS = 20_000;

export type CachedFacts = { contextKey: string; lastSeq: number; lastFlowAt: string | null; facts: FlowFacts };

export class FlowFactsCache {
  private readonly entries = new Map<string, CachedFacts>();
  private cards = 0;

  constructor(private readonly maxCards = FACTS_CACHE_MAX_CARDS) {}

  get(boardId: string, contextKey: string): CachedFacts | undefined {
    const entry = this.entries.get(boardId);
    if (!entry) return undefined;
    if (entry.contextKey !== contextKey) {
      this.delete(boardId);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(boardId);
    this.entries.set(boardId, entry);
    return entry;
  }

  set(boardId: string, entry: CachedFacts): void {
    this.delete(boardId);
    if (entry.facts.cards.size > this.maxCards) return;
    this.entries.set(boardId, entry);
    this.cards += entry.facts.cards.size;
    for (const [oldest, old] of this.entries) {
      if (this.cards <= this.maxCards) break;
      this.entries.delete(oldest);
      this.cards -= old.facts.cards.size;
    }
  }

  delete(boardId: string): void {
    const entry = this.entries.get(boardId);
    if (!entry) return;
    this.entries.delete(boardId);
    this.cards -= entry.facts.cards.size;
  }
}

const caches = new WeakMap<Db, FlowFactsCache>();

/** The cache of one database handle (each app has its own; a transaction handle gets a throwaway one). */
export function factsCacheOf(db: Db): FlowFactsCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new FlowFactsCache()));
  return cache;
}

/**
 * `base` with the events after it folded in, without touching `base`: the card map is copied,
 * and so is each card the events name before it changes; the CFD deltas are copied whole (days ×
 * columns, small).
 */
export function foldTail(
  base: CachedFacts,
  board: BoardFlowContext,
  tail: readonly Pick<BoardLogEvent, 'id' | 'seq' | 'kind' | 'entityId' | 'data' | 'createdAt'>[],
): CachedFacts {
  if (tail.length === 0) return base;
  const cards = new Map(base.facts.cards);
  for (const event of tail) {
    for (const { cardId } of flowEventsOf(board.boardId, event)) {
      const card = cards.get(cardId);
      if (card && card === base.facts.cards.get(cardId)) cards.set(cardId, structuredClone(card));
    }
  }
  const cfdDeltas = new Map([...base.facts.cfdDeltas].map(([day, columns]) => [day, new Map(columns)]));
  const facts: FlowFacts = { cards, cfdDeltas };
  const { lastFlowAt } = foldEvents(facts, board.boardId, tail, board.context, new Map(), base.lastFlowAt);
  return { contextKey: base.contextKey, lastSeq: tail.at(-1)!.seq, lastFlowAt, facts };
}
