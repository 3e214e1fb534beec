import type { EventKind } from '@rbax/shared/event-log';
import { flowLogKinds } from '@rbax/shared/flow/from-log';
import type { Db } from '#src/db/client.ts';
import type { EventConsumerDefinition } from '#src/modules/event-log/event-log-consumer.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import { boardEventCount, lockFlowStates, upsertFlowStale } from './flow-facts-repository.ts';
import { applyBoardsEvents, loadBoardContexts, rebuildBoardFacts, type BoardFlowContext } from './flow-fold.ts';

/**
 * The `analytics` consumer of the event log (ARCHITECTURE §3, docs/decisions/034 and 037): keeps
 * each board's flow facts folded up to the log's end, inside the batch's transaction (the cursor
 * commits with the facts).
 *
 * Per board of the batch, with its state row locked (all the batch's boards' rows in one statement):
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
      // Every board of the batch at once: states locked in one statement, contexts read in three,
      // and the boards that only need the batch's events applied written together.
      const boardIds = [...byBoard.keys()].sort();
      const states = await lockFlowStates(tx, boardIds);
      const contexts = await loadBoardContexts(tx, boardIds);
      const incremental: Parameters<typeof applyBoardsEvents>[1][number][] = [];
      let leftToJob = false;
      for (const boardId of boardIds) {
        const board = contexts.get(boardId);
        // Deleted since: its events and facts went with it.
        if (!board) continue;
        const state = states.get(boardId);
        if (!state || state.stale || state.contextKey !== board.contextKey) {
          if (await foldBoardAgain(tx, board, uptoId)) leftToJob = true;
          continue;
        }
        const fresh = byBoard
          .get(boardId)!
          .filter((event) => event.id > state.lastEventId)
          .map((event) => ({ ...event, createdAt: event.createdAt.toISOString() }));
        incremental.push({ board, state, events: fresh });
      }
      await applyBoardsEvents(tx, incremental);
      return leftToJob;
    },
    async afterCommit(leftToJob) {
      if (leftToJob) await wake();
    },
  };
}

/**
 * A board without facts, with stale ones or folded under another context: folded again from the
 * start, here, or left to the rebuild job when it is big (true).
 */
async function foldBoardAgain(tx: Db, board: BoardFlowContext, uptoId: number): Promise<boolean> {
  if ((await boardEventCount(tx, board.boardId)) > INLINE_REBUILD_MAX_EVENTS) {
    await upsertFlowStale(tx, board.boardId);
    return true;
  }
  await rebuildBoardFacts(tx, board, uptoId);
  return false;
}
