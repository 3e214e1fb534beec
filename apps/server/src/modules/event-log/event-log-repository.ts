import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows, textArray } from '#src/db/raw.ts';
import { user } from '#src/db/schema/auth.ts';
import { events } from '#src/db/schema/event-log.ts';

/** Reads of the event log: by stream (realtime, catch-up), by entity (history), by id (consumers). */

const eventColumns = {
  id: events.id,
  seq: events.seq,
  boardId: events.boardId,
  workspaceId: events.workspaceId,
  kind: events.kind,
  entityId: events.entityId,
  data: events.data,
  createdAt: events.createdAt,
  actorId: user.id,
  actorName: user.name,
  actorImage: user.image,
};

export type EventRow = {
  id: number;
  seq: number;
  boardId: string | null;
  workspaceId: string | null;
  kind: string;
  entityId: string | null;
  data: unknown;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorImage: string | null;
};

/** An entity's history, newest first — a card's on every board it has been on (its events carry its id). */
export function entityEvents(db: Db, entityId: string, limit: number): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(events)
    .leftJoin(user, eq(user.id, events.actorId))
    .where(eq(events.entityId, entityId))
    .orderBy(desc(events.id))
    .limit(limit);
}

/** A board's stream after `after`, ascending by seq (realtime replay, catch-up). */
export function boardEventsAfter(db: Db, boardId: string, after: number, limit: number): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(events)
    .leftJoin(user, eq(user.id, events.actorId))
    .where(and(eq(events.boardId, boardId), gt(events.seq, after)))
    .orderBy(asc(events.seq))
    .limit(limit);
}

/** A workspace's own stream (membership, deleted boards) after `after`, ascending by seq. */
export function workspaceEventsAfter(db: Db, workspaceId: string, after: number, limit: number): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(events)
    .leftJoin(user, eq(user.id, events.actorId))
    .where(and(eq(events.workspaceId, workspaceId), isNull(events.boardId), gt(events.seq, after)))
    .orderBy(asc(events.seq))
    .limit(limit);
}

/** The board's latest event seq: with the board id, it names the current state of its cards. */
export async function boardSeq(db: Db, boardId: string): Promise<number> {
  const row = await firstRow<{ seq: number | string }>(
    db,
    sql`SELECT last_seq AS seq FROM board_event_counters WHERE board_id = ${boardId}`,
  );
  return Number(row?.seq ?? 0);
}

/* ---------- consumers: cursor, batches by id, gap detection ---------- */

/**
 * Creates the consumer's cursor the first time (at the log's end, or its beginning), then locks
 * it for this transaction; `null` when another instance holds it (that one is reading).
 */
export async function lockConsumerCursor(
  tx: Db,
  name: string,
  startAt: 'end' | 'beginning' = 'end',
): Promise<{ lastEventId: number; failures: number } | null> {
  const lock = () =>
    firstRow<{ last_event_id: string | number; failures: number }>(
      tx,
      sql`SELECT last_event_id, failures FROM event_consumers WHERE name = ${name} FOR UPDATE SKIP LOCKED`,
    );
  // The cursor exists after the first pass: one statement then (every pass of every consumer).
  let row = await lock();
  if (!row) {
    const start = startAt === 'end' ? sql`(SELECT coalesce(max(id), 0) FROM events)` : sql`0`;
    const created = await firstRow<{ name: string }>(
      tx,
      sql`INSERT INTO event_consumers (name, last_event_id) VALUES (${name}, ${start})
          ON CONFLICT (name) DO NOTHING RETURNING name`,
    );
    // Created now (and ours to lock), or held by another instance.
    if (created) row = await lock();
  }
  return row ? { lastEventId: Number(row.last_event_id), failures: Number(row.failures) } : null;
}

export async function saveConsumerCursor(tx: Db, name: string, lastEventId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE event_consumers SET last_event_id = ${lastEventId}, failures = 0, last_error = NULL, updated_at = now()
    WHERE name = ${name}`);
}

/** A batch failed: counted, outside the batch's (rolled back) transaction. */
export async function recordConsumerFailure(db: Db, name: string, error: string): Promise<number> {
  const row = await firstRow<{ failures: number }>(
    db,
    sql`UPDATE event_consumers SET failures = failures + 1, last_error = ${error.slice(0, 2000)}, updated_at = now()
        WHERE name = ${name} RETURNING failures`,
  );
  return Number(row?.failures ?? 0);
}

/** Gives up on one event: recorded, and the cursor moves past it. */
export async function skipEvent(tx: Db, name: string, eventId: number, error: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO event_consumer_skips (consumer, event_id, error) VALUES (${name}, ${eventId}, ${error.slice(0, 2000)})
    ON CONFLICT DO NOTHING`);
  await saveConsumerCursor(tx, name, eventId);
}

/** What a consumer reads of an event; `data` only for the kinds it asked for (`{}` otherwise). */
export type ConsumedEvent = {
  id: number;
  seq: number;
  kind: string;
  boardId: string | null;
  workspaceId: string | null;
  actorId: string | null;
  entityId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
};

/**
 * The events after the cursor, in id order, with the snapshot they were read under (to tell a
 * missing id that is still being written from one that was rolled back).
 */
export async function eventsAfterId(
  tx: Db,
  after: number,
  limit: number,
  kinds: readonly string[] | 'all',
): Promise<{ events: ConsumedEvent[]; snapshot: string }> {
  const data = kinds === 'all' ? sql`e.data` : sql`CASE WHEN e.kind = ANY(${textArray(kinds)}) THEN e.data END`;
  const result = await rows<{
    id: string | number;
    seq: string | number;
    kind: string;
    board_id: string | null;
    workspace_id: string | null;
    actor_id: string | null;
    entity_id: string | null;
    data: Record<string, unknown> | null;
    created_at: string | Date;
    snapshot: string;
  }>(
    tx,
    sql`SELECT e.id, e.seq, e.kind, e.board_id, e.workspace_id, e.actor_id, e.entity_id, ${data} AS data, e.created_at,
               pg_current_snapshot()::text AS snapshot
        FROM events e WHERE e.id > ${after} ORDER BY e.id LIMIT ${limit}`,
  );
  const snapshot =
    result[0]?.snapshot ??
    (await firstRow<{ snapshot: string }>(tx, sql`SELECT pg_current_snapshot()::text AS snapshot`))!.snapshot;
  return {
    snapshot,
    events: result.map((row) => ({
      id: Number(row.id),
      seq: Number(row.seq),
      kind: row.kind,
      boardId: row.board_id,
      workspaceId: row.workspace_id,
      actorId: row.actor_id,
      entityId: row.entity_id,
      data: row.data ?? {},
      createdAt: new Date(row.created_at),
    })),
  };
}

/**
 * The transactions of `snapshot` still running that may belong to this database. A snapshot lists
 * every transaction of the cluster; one known to run in another database (its backend in
 * pg_stat_activity, matching the xid modulo 2^32: xid8 vs xid) cannot write an event here and is
 * left out. One whose database we cannot see (another role's session) still counts.
 */
const stillRunningHere = (snapshot: string) => sql`
  SELECT 1 FROM pg_snapshot_xip(${snapshot}::pg_snapshot) AS x
  WHERE pg_xact_status(x) = 'in progress'
    AND NOT EXISTS (
      SELECT 1 FROM pg_stat_activity a
      WHERE a.datname IS DISTINCT FROM current_database()
        AND a.backend_xid::text = (x::text::bigint % 4294967296)::text)`;

/** Whether every transaction of this database running when `snapshot` was taken has ended. */
export async function snapshotTransactionsEnded(db: Db, snapshot: string): Promise<boolean> {
  const row = await firstRow<{ ended: boolean }>(db, sql`SELECT NOT EXISTS (${stillRunningHere(snapshot)}) AS ended`);
  return row?.ended ?? true;
}

/** Whether the snapshot saw no other transaction of this database running (then a missing id was rolled back). */
export async function snapshotHasNoOthers(db: Db, snapshot: string): Promise<boolean> {
  return snapshotTransactionsEnded(db, snapshot);
}
