import type { EventKind } from '@rbax/shared/event-log';
import { flowLogKinds } from '@rbax/shared/flow/from-log';
import type { Db } from '#src/db/client.ts';
import type { EventConsumerDefinition } from '#src/modules/event-log/event-log-consumer.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import { boardEventCount, lockFlowState, upsertFlowStale } from './flow-facts-repository.ts';
import { applyBoardEvents, loadBoardContext, rebuildBoardFacts } from './flow-fold.ts';

/**
 * The `analytics` consumer of the event log (ARCHITECTURE §3, docs/decisions/034 and 037): keeps
 * each board's flow facts folded up to the log's end, inside the batch's transaction (the cursor
 * commits with the facts).
 *
 * Per board of the batch, with its state row locked:
 * - no state yet, facts marked stale (settings changed) or folded under another context (a column
 *   was added, moved or deleted; the done column or the zone changed): the board's log is folded
 *   again from the start up to the batch's last event — here, when the board has at most
 *   INLINE_REBUILD_MAX_EVENTS events; a bigger one is marked stale and left to the rebuild job
 *   (which folds outside any transaction: on the embedded database a transaction holds the one
 *   session), its events skipped meanwhile;
 * - otherwise the board's events after its last folded one are applied.
 * Events already folded (id ≤ the board's last) are skipped, so a batch that runs again (a crash
 * after a rebuild that went past the cursor, a retry) never counts anything twice.
 *
 * It starts at the log's beginning: the boards' history is what the reports are made of.
 */

export const ANALYTICS_CONSUMER = 'analytics';
/** Boards with more events than this are folded again by the rebuild job, not in the batch. */
export const INLINE_REBUILD_MAX_EVENTS = 2_000;

/** Kinds whose data the fold reads (column.created/moved only change the context: no data needed). */
const kinds: readonly EventKind[] = flowLogKinds;

/** `wake` queues the rebuild job after a batch that left a board to it. */
export function analyticsConsumer(wake: () => Promise<void>): EventConsumerDefinition<boolean> {
  return {
    name: ANALYTICS_CONSUMER,
    kinds,
    startAt: 'beginning',
    async handle(tx, events) {
      const uptoId = events.at(-1)!.id;
      const byBoard = new Map<string, ConsumedEvent[]>();
      for (const event of events) {
        if (event.boardId === null) continue;
        const list = byBoard.get(event.boardId);
        if (list) list.push(event);
        else byBoard.set(event.boardId, [event]);
      }
      let leftToJob = false;
      for (const [boardId, list] of byBoard) {
        if (await foldBoardBatch(tx, boardId, list, uptoId)) leftToJob = true;
      }
      return leftToJob;
    },
    async afterCommit(leftToJob) {
      if (leftToJob) await wake();
    },
  };
}

/** Folds one board's part of a batch; true when the board was left to the rebuild job. */
async function foldBoardBatch(tx: Db, boardId: string, events: ConsumedEvent[], uptoId: number): Promise<boolean> {
  const state = await lockFlowState(tx, boardId);
  const board = await loadBoardContext(tx, boardId);
  // Deleted since: its events and facts went with it.
  if (!board) return false;
  if (!state || state.stale || state.contextKey !== board.contextKey) {
    if ((await boardEventCount(tx, boardId)) > INLINE_REBUILD_MAX_EVENTS) {
      await upsertFlowStale(tx, boardId);
      return true;
    }
    await rebuildBoardFacts(tx, board, uptoId);
    return false;
  }
  const fresh = events
    .filter((event) => event.id > state.lastEventId)
    .map((event) => ({ ...event, createdAt: event.createdAt.toISOString() }));
  await applyBoardEvents(tx, board, state, fresh);
  return false;
}
