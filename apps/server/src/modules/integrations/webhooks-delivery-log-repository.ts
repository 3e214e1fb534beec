import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { dateOf, firstRow, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import { targetColumn, type Target } from './webhooks-deliveries-repository.ts';

/**
 * What the delivery log pages read of `webhook_deliveries` and `webhook_delivery_attempts`
 * (docs/decisions/035), and a redelivery; the worker's side is webhooks-deliveries-repository.ts.
 */

export type DeliveryRow = {
  id: string;
  kind: string;
  eventId: number | null;
  status: string;
  manual: boolean;
  attempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
};

export type AttemptRow = {
  deliveryId: string;
  attempt: number;
  startedAt: Date;
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
};

type RawDelivery = {
  id: string;
  kind: string;
  event_id: string | number | null;
  status: string;
  manual: boolean;
  attempts: number;
  next_attempt_at: RawTimestamp | null;
  created_at: RawTimestamp;
};

const toDeliveryRow = (row: RawDelivery): DeliveryRow => ({
  id: row.id,
  kind: row.kind,
  eventId: row.event_id === null ? null : Number(row.event_id),
  status: row.status,
  manual: row.manual,
  attempts: Number(row.attempts),
  nextAttemptAt: row.next_attempt_at === null ? null : dateOf(row.next_attempt_at),
  createdAt: dateOf(row.created_at),
});

const deliveryColumns = sql`id, kind, event_id, status, manual, attempts, next_attempt_at, created_at`;

/** A target's deliveries, newest first, before the delivery `before` (a page). */
export async function listDeliveries(db: Db, target: Target, limit: number, before?: string): Promise<DeliveryRow[]> {
  const found = await rows<RawDelivery>(
    db,
    sql`SELECT ${deliveryColumns} FROM webhook_deliveries
        WHERE ${targetColumn(target.kind)} = ${target.id} ${before ? sql`AND id < ${before}` : sql``}
        ORDER BY id DESC LIMIT ${limit}`,
  );
  return found.map(toDeliveryRow);
}

export async function findDelivery(db: Db, target: Target, id: string): Promise<DeliveryRow | undefined> {
  const row = await firstRow<RawDelivery>(
    db,
    sql`SELECT ${deliveryColumns} FROM webhook_deliveries WHERE id = ${id} AND ${targetColumn(target.kind)} = ${target.id}`,
  );
  return row ? toDeliveryRow(row) : undefined;
}

/** Attempts of these deliveries, newest first. */
export async function attemptsOf(db: Db, deliveryIds: readonly string[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  const found = await rows<{
    delivery_id: string;
    attempt: number;
    started_at: RawTimestamp;
    ok: boolean;
    response_status: number | null;
    duration_ms: number;
    response_excerpt: string | null;
    error: string | null;
  }>(
    db,
    sql`SELECT delivery_id, attempt, started_at, ok, response_status, duration_ms, response_excerpt, error
        FROM webhook_delivery_attempts WHERE delivery_id = ANY(${textArray(deliveryIds)})
        ORDER BY delivery_id, attempt DESC`,
  );
  return found.map((row) => ({
    deliveryId: row.delivery_id,
    attempt: Number(row.attempt),
    startedAt: dateOf(row.started_at),
    ok: row.ok,
    responseStatus: row.response_status === null ? null : Number(row.response_status),
    durationMs: Number(row.duration_ms),
    responseExcerpt: row.response_excerpt,
    error: row.error,
  }));
}

/**
 * Sends a delivery again under its own id: a finished one becomes a manual delivery due now (one
 * attempt); a pending one waiting for a retry is brought forward; one being attempted right now
 * is left alone.
 */
export async function redeliverRow(db: Db, target: Target, id: string, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const updated = await rows<{ id: string }>(
    db,
    sql`UPDATE webhook_deliveries d SET
          manual = CASE WHEN d.status = 'pending' THEN d.manual ELSE true END,
          status = 'pending', next_attempt_at = ${at}
        WHERE d.id = ${id} AND ${targetColumn(target.kind)} = ${target.id}
          AND (d.status <> 'pending' OR d.attempts = 0 OR EXISTS (
            SELECT 1 FROM webhook_delivery_attempts a WHERE a.delivery_id = d.id AND a.attempt = d.attempts))
        RETURNING d.id`,
  );
  return updated.length > 0;
}

export type LastDelivery = { status: string; at: Date; responseStatus: number | null };

/** Each target's latest delivery (for its line in a list). */
export async function lastDeliveriesOf(
  db: Db,
  kind: Target['kind'],
  ids: readonly string[],
): Promise<Map<string, LastDelivery>> {
  if (ids.length === 0) return new Map();
  const column = targetColumn(kind);
  const found = await rows<{ target: string; status: string; at: RawTimestamp; response_status: number | null }>(
    db,
    sql`SELECT DISTINCT ON (d.${column}) d.${column} AS target, d.status,
               coalesce(d.last_attempt_at, d.created_at) AS at, a.response_status
        FROM webhook_deliveries d
        LEFT JOIN webhook_delivery_attempts a ON a.delivery_id = d.id AND a.attempt = d.attempts
        WHERE d.${column} = ANY(${textArray(ids)})
        ORDER BY d.${column}, d.id DESC`,
  );
  return new Map(
    found.map((row) => [
      row.target,
      {
        status: row.status,
        at: dateOf(row.at),
        responseStatus: row.response_status === null ? null : Number(row.response_status),
      },
    ]),
  );
}
