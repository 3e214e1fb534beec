import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import { boardEventCounters } from '#src/db/schema/events.ts';

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
  | 'attachment.deleted'
  | 'time.logged';

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

/** Takes the board's next seq and inserts the event in ONE statement (the counter row stays locked until commit). */
export async function appendEvent(tx: Db, event: NewEvent): Promise<{ id: number; seq: number }> {
  const row = await firstRow<{ id: string | number; seq: string | number }>(
    tx,
    sql`WITH counter AS (
          UPDATE board_event_counters SET last_seq = last_seq + 1 WHERE board_id = ${event.boardId} RETURNING last_seq),
        inserted AS (
          INSERT INTO events (board_id, workspace_id, seq, actor_id, kind, entity_id, data)
          SELECT ${event.boardId}, ${event.workspaceId}, last_seq, ${event.actorId}, ${event.kind}, ${event.entityId ?? null},
                 ${JSON.stringify(event.data ?? {})}::jsonb
          FROM counter
          RETURNING id, seq)
        SELECT id, seq, ${notifyBoard(event.boardId)} FROM inserted`,
  );
  if (!row) throw new Error(`no event counter for board ${event.boardId}`);
  return { id: Number(row.id), seq: Number(row.seq) };
}

/** The NOTIFY channels of the realtime fan-out (modules/realtime); delivered only on commit. */
export const EVENTS_CHANNEL = 'rbax_events';
export const ACCESS_CHANNEL = 'rbax_access';
export const USER_CHANNEL = 'rbax_user';
export const SESSION_END_CHANNEL = 'rbax_session_end';

/** A select-list item that announces new events of a board when the transaction commits. */
export const notifyBoard = (boardId: string) => sql`pg_notify(${EVENTS_CHANNEL}, ${boardId}) AS notified`;

/**
 * Someone may have lost access (removed from a workspace, a board deleted or moved): every
 * instance re-checks the matching realtime subscriptions after commit. Scope: `user:<id>`,
 * `board:<id>` or `all`.
 */
export async function announceAccessChange(tx: Db, scope: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${ACCESS_CHANNEL}, ${scope})`);
}

/**
 * A message for one person's `user:<id>` realtime channel (notifications), sent by whichever
 * instance holds their sockets once the transaction commits. `data` must stay well under
 * NOTIFY's 8 KB payload: send ids, not documents.
 */
export async function announceToUser(tx: Db, userId: string, data: Record<string, unknown>): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${USER_CHANNEL}, ${JSON.stringify({ userId, data })})`);
}
