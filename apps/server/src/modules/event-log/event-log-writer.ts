import { sql, type SQL } from 'drizzle-orm';
import { isWorkspaceScoped, type EventData, type EventKind } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import { boardEventCounters } from '#src/db/schema/event-log.ts';

/**
 * The writer of the event log (ARCHITECTURE §3, docs/decisions/034). Always called inside the
 * transaction that makes the change: `UPDATE … RETURNING` on the stream's counter row takes the
 * next sequence number and holds the row lock until commit, so `seq` is gap-free per stream and
 * follows commit order. After commit, NOTIFY on EVENTS_CHANNEL names the stream.
 */

/** An event to append; `data` is checked at compile time against the kind's shared schema. */
export type NewEvent<K extends EventKind = EventKind> = K extends EventKind
  ? {
      kind: K;
      /** The board's stream; `null` only for workspace-scoped kinds. */
      boardId: string | null;
      workspaceId: string | null;
      actorId: string | null;
      entityId?: string | null;
      data: EventData<K>;
    }
  : never;

/** The NOTIFY channels, delivered only on commit. EVENTS_CHANNEL's payload names a stream. */
export const EVENTS_CHANNEL = 'rbax_events';
export const ACCESS_CHANNEL = 'rbax_access';
export const USER_CHANNEL = 'rbax_user';
export const SESSION_END_CHANNEL = 'rbax_session_end';

/** A workspace stream in EVENTS_CHANNEL's payload; a board stream is the bare board id. */
export const WORKSPACE_STREAM_PREFIX = 'workspace:';

/** A select-list item that announces new events of a board when the transaction commits. */
export const notifyBoard = (boardId: string) => sql`pg_notify(${EVENTS_CHANNEL}, ${boardId}) AS notified`;

/** Creates the counter row of a new board (same transaction as the board insert). */
export async function initEventCounter(tx: Db, boardId: string): Promise<void> {
  await tx.insert(boardEventCounters).values({ boardId, lastSeq: 0 });
}

/** Appends one event in ONE statement: the stream's next seq, the row, and its NOTIFY. */
export async function appendEvent<K extends EventKind>(
  tx: Db,
  event: NewEvent<K>,
): Promise<{ id: number; seq: number }> {
  const data = sql`${JSON.stringify(event.data ?? {})}::jsonb`;
  const statement = isWorkspaceScoped(event.kind) ? workspaceEvent(event, data) : boardEvent(event, data);
  const row = await firstRow<{ id: string | number; seq: string | number }>(tx, statement);
  if (!row) throw new Error(`no event counter for the stream of ${event.kind} (board ${event.boardId})`);
  return { id: Number(row.id), seq: Number(row.seq) };
}

/** A board event written with the instant it happened elsewhere (imports and restores, issue 23). */
export type DatedBoardEvent = Omit<NewEvent, 'boardId' | 'workspaceId'> & { createdAt: Date | string };

/**
 * Appends many events to one board's stream in order (imports and restores write thousands):
 * the counter moves once per batch, the rows go in 500 at a time, NOTIFY once. Same guarantees
 * as `appendEvent`: inside the caller's transaction, `seq` gap-free and in the given order.
 */
export async function appendBoardEvents(
  tx: Db,
  boardId: string,
  workspaceId: string | null,
  events: readonly DatedBoardEvent[],
): Promise<void> {
  for (let start = 0; start < events.length; start += 500) {
    const chunk = events.slice(start, start + 500);
    const counter = await firstRow<{ last_seq: string | number }>(
      tx,
      sql`UPDATE board_event_counters SET last_seq = last_seq + ${chunk.length} WHERE board_id = ${boardId} RETURNING last_seq`,
    );
    if (!counter) throw new Error(`no event counter for board ${boardId}`);
    const first = Number(counter.last_seq) - chunk.length + 1;
    const rows = chunk.map(
      (e, i) =>
        sql`(${boardId}, ${workspaceId}, ${first + i}, ${e.actorId}, ${e.kind}, ${e.entityId ?? null}, ${JSON.stringify(e.data ?? {})}::jsonb, ${new Date(e.createdAt).toISOString()}::timestamptz)`,
    );
    await tx.execute(
      sql`INSERT INTO events (board_id, workspace_id, seq, actor_id, kind, entity_id, data, created_at) VALUES ${sql.join(rows, sql`, `)}`,
    );
  }
  if (events.length > 0) await tx.execute(sql`SELECT ${notifyBoard(boardId)}`);
}

function boardEvent(event: NewEvent, data: SQL): SQL {
  if (!event.boardId) throw new Error(`${event.kind} needs a board`);
  return sql`WITH counter AS (
      UPDATE board_event_counters SET last_seq = last_seq + 1 WHERE board_id = ${event.boardId} RETURNING last_seq),
    inserted AS (
      INSERT INTO events (board_id, workspace_id, seq, actor_id, kind, entity_id, data)
      SELECT ${event.boardId}, ${event.workspaceId}, last_seq, ${event.actorId}, ${event.kind}, ${event.entityId ?? null}, ${data}
      FROM counter
      RETURNING id, seq)
    SELECT id, seq, ${notifyBoard(event.boardId)} FROM inserted`;
}

/** A workspace's stream has no row until its first event: the counter is created on demand. */
function workspaceEvent(event: NewEvent, data: SQL): SQL {
  if (!event.workspaceId) throw new Error(`${event.kind} needs a workspace`);
  const stream = `${WORKSPACE_STREAM_PREFIX}${event.workspaceId}`;
  return sql`WITH counter AS (
      INSERT INTO workspace_event_counters (workspace_id, last_seq) VALUES (${event.workspaceId}, 1)
      ON CONFLICT (workspace_id) DO UPDATE SET last_seq = workspace_event_counters.last_seq + 1
      RETURNING last_seq),
    inserted AS (
      INSERT INTO events (board_id, workspace_id, seq, actor_id, kind, entity_id, data)
      SELECT NULL, ${event.workspaceId}, last_seq, ${event.actorId}, ${event.kind}, ${event.entityId ?? null}, ${data}
      FROM counter
      RETURNING id, seq)
    SELECT id, seq, pg_notify(${EVENTS_CHANNEL}, ${stream}) AS notified FROM inserted`;
}

/** A board-stream event written by a statement that also makes the change (the card hot paths). */
export type StatementEvent = {
  kind: Extract<EventKind, 'card.created' | 'card.moved'>;
  boardId: string;
  workspaceId: string | null;
  actorId: string;
  entityId: string;
};

/**
 * CTEs `counter` and `logged` that append `event` with `data` (SQL building the kind's data) in
 * the statement that uses this prefix, only when `source` returns a row (the change happened).
 * The statement must select `notifyBoard(event.boardId)` too.
 */
export const eventInsertCte = (event: StatementEvent, data: SQL, source: SQL) => sql`
  counter AS (
    UPDATE board_event_counters SET last_seq = last_seq + 1
    WHERE board_id = ${event.boardId} AND EXISTS (${source})
    RETURNING last_seq),
  logged AS (
    INSERT INTO events (board_id, workspace_id, seq, actor_id, kind, entity_id, data)
    SELECT ${event.boardId}, ${event.workspaceId}, counter.last_seq, ${event.actorId}, ${event.kind}, ${event.entityId}, ${data}
    FROM counter
    RETURNING seq)`;

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
