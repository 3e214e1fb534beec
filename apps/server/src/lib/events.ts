import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boardEventCounters, events } from '#src/db/schema/events.ts';

/**
 * The writer of the event log (ARCHITECTURE §3). Always called inside the transaction that
 * makes the change: `UPDATE … RETURNING` on the board's counter row takes the next sequence
 * number and holds the row lock until commit, so per-board `seq` is gap-free and follows
 * commit order.
 */

export type EventKind =
  | 'board.created'
  | 'board.updated'
  | 'board.archived'
  | 'board.restored'
  | 'board.moved'
  | 'board.labels_set'
  | 'label.created'
  | 'label.updated'
  | 'label.deleted'
  | 'column.created'
  | 'column.updated'
  | 'column.moved'
  | 'column.deleted'
  | 'card.created'
  | 'card.updated'
  | 'card.moved'
  | 'card.archived'
  | 'card.restored'
  | 'card.completed'
  | 'card.uncompleted'
  | 'card.deleted'
  | 'card.copied'
  | 'comment.added'
  | 'comment.updated'
  | 'comment.deleted'
  | 'checklist.item_added'
  | 'checklist.item_updated'
  | 'checklist.item_moved'
  | 'checklist.item_deleted'
  | 'attachment.added'
  | 'attachment.deleted';

export type NewEvent = {
  boardId: string;
  workspaceId: string | null;
  actorId: string | null;
  kind: EventKind;
  entityId?: string | null;
  data?: Record<string, unknown>;
};

/** Creates the counter row of a new board (same transaction as the board insert). */
export async function initEventCounter(tx: Db, boardId: string): Promise<void> {
  await tx.insert(boardEventCounters).values({ boardId, lastSeq: 0 });
}

export async function appendEvent(tx: Db, event: NewEvent): Promise<{ id: number; seq: number }> {
  const [counter] = await tx
    .update(boardEventCounters)
    .set({ lastSeq: sql`${boardEventCounters.lastSeq} + 1` })
    .where(eq(boardEventCounters.boardId, event.boardId))
    .returning({ seq: boardEventCounters.lastSeq });
  if (!counter) throw new Error(`no event counter for board ${event.boardId}`);
  const [row] = await tx
    .insert(events)
    .values({
      boardId: event.boardId,
      workspaceId: event.workspaceId,
      seq: counter.seq,
      actorId: event.actorId,
      kind: event.kind,
      entityId: event.entityId ?? null,
      data: event.data ?? {},
    })
    .returning({ id: events.id, seq: events.seq });
  return row!;
}
