import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rows, textArray } from '#src/db/raw.ts';

/**
 * The deliveries of webhooks and chat connections (docs/decisions/035): the rows the consumer
 * writes, the worker's claims and outcomes, the targets' failure counts. A delivery has one
 * target: a webhook (`webhook_id`) or a chat connection (`chat_connection_id`). What the log pages
 * read is webhooks-delivery-log-repository.ts.
 */

export type Target = { kind: 'webhook' | 'chat'; id: string };

export const targetColumn = (kind: Target['kind']) => sql.raw(kind === 'webhook' ? 'webhook_id' : 'chat_connection_id');
const targetTable = (kind: Target['kind']) => sql.raw(kind === 'webhook' ? 'webhooks' : 'chat_connections');
const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

export type NewDelivery = {
  id: string;
  target: Target;
  eventId: number | null;
  kind: string;
  body: string;
  manual?: boolean;
};

const INSERT_CHUNK = 500;

/**
 * Inserts deliveries due now; one per (target, event) — a row already there is left alone (a
 * consumer batch that runs twice). Returns how many were new. One statement per 500 rows, the
 * rows as one JSON parameter (an event with 100 webhooks is one round trip).
 */
export async function insertDeliveries(db: Db, deliveries: readonly NewDelivery[], now?: Date): Promise<number> {
  let inserted = 0;
  const due = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  for (let i = 0; i < deliveries.length; i += INSERT_CHUNK) {
    const chunk = deliveries.slice(i, i + INSERT_CHUNK).map((d) => ({
      id: d.id,
      webhook_id: d.target.kind === 'webhook' ? d.target.id : null,
      chat_connection_id: d.target.kind === 'chat' ? d.target.id : null,
      event_id: d.eventId,
      kind: d.kind,
      body: d.body,
      manual: d.manual ?? false,
    }));
    const result = await rows<{ id: string }>(
      db,
      sql`INSERT INTO webhook_deliveries (id, webhook_id, chat_connection_id, event_id, kind, body, manual, next_attempt_at)
          SELECT r.id, r.webhook_id, r.chat_connection_id, r.event_id, r.kind, r.body, r.manual, ${due}
          FROM jsonb_to_recordset(${json(chunk)}) AS r(id text, webhook_id text, chat_connection_id text,
            event_id bigint, kind text, body text, manual boolean)
          ON CONFLICT DO NOTHING
          RETURNING id`,
    );
    inserted += result.length;
  }
  return inserted;
}

/* ---------- the worker ---------- */

export type ClaimedDelivery = {
  id: string;
  kind: string;
  body: string;
  manual: boolean;
  /** This attempt's number (1 for the first). */
  attempt: number;
  target: Target;
  /** A webhook's URL and encrypted secret, or a chat connection's encrypted URL and provider. */
  url: string | null;
  secretEncrypted: string | null;
  urlEncrypted: string | null;
  provider: string | null;
};

/**
 * Takes up to `limit` due deliveries whose target is active (or that are manual): their attempt
 * count goes up and `next_attempt_at` becomes `leaseUntil`, so no other worker takes them while
 * this one is sending; if this one dies, they are due again when the lease ends.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const found = await rows<{
    id: string;
    kind: string;
    body: string;
    manual: boolean;
    attempts: number;
    webhook_id: string | null;
    chat_connection_id: string | null;
    url: string | null;
    secret_encrypted: string | null;
    url_encrypted: string | null;
    provider: string | null;
  }>(
    db,
    sql`WITH due AS (
          SELECT d.id FROM webhook_deliveries d
          LEFT JOIN webhooks w ON w.id = d.webhook_id
          LEFT JOIN chat_connections c ON c.id = d.chat_connection_id
          WHERE d.status = 'pending' AND d.next_attempt_at <= ${now.toISOString()}::timestamptz
            AND (d.manual OR w.active OR c.active)
          ORDER BY d.next_attempt_at
          LIMIT ${limit}
          FOR UPDATE OF d SKIP LOCKED),
        claimed AS (
          UPDATE webhook_deliveries d
          SET attempts = d.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz,
              last_attempt_at = ${now.toISOString()}::timestamptz
          FROM due WHERE d.id = due.id
          RETURNING d.id, d.kind, d.body, d.manual, d.attempts, d.webhook_id, d.chat_connection_id)
        SELECT claimed.*, w.url, w.secret_encrypted, c.url_encrypted, c.provider
        FROM claimed
        LEFT JOIN webhooks w ON w.id = claimed.webhook_id
        LEFT JOIN chat_connections c ON c.id = claimed.chat_connection_id`,
  );
  return found.map((row) => ({
    id: row.id,
    kind: row.kind,
    body: row.body,
    manual: row.manual,
    attempt: Number(row.attempts),
    target: row.webhook_id ? { kind: 'webhook', id: row.webhook_id } : { kind: 'chat', id: row.chat_connection_id! },
    url: row.url,
    secretEncrypted: row.secret_encrypted,
    urlEncrypted: row.url_encrypted,
    provider: row.provider,
  }));
}

export type AttemptOutcome = {
  deliveryId: string;
  attempt: number;
  startedAt: Date;
  ok: boolean;
  responseStatus: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
  /** What the delivery becomes: delivered, failed (no attempt left) or pending again at `nextAttemptAt`. */
  status: 'delivered' | 'failed' | 'pending';
  nextAttemptAt: Date | null;
};

/**
 * Writes a batch of attempts and their deliveries' new state in two statements. A delivery whose
 * lease ran out and that another worker took again (its attempt count moved on) keeps that
 * worker's state.
 */
export async function recordAttempts(db: Db, outcomes: readonly AttemptOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const records = outcomes.map((o) => ({
    delivery_id: o.deliveryId,
    attempt: o.attempt,
    started_at: o.startedAt.toISOString(),
    ok: o.ok,
    response_status: o.responseStatus,
    duration_ms: o.durationMs,
    response_excerpt: o.responseExcerpt,
    error: o.error,
    status: o.status,
    next_attempt_at: o.nextAttemptAt?.toISOString() ?? null,
  }));
  await db.execute(sql`
    INSERT INTO webhook_delivery_attempts
      (delivery_id, attempt, started_at, ok, response_status, duration_ms, response_excerpt, error)
    SELECT r.delivery_id, r.attempt, r.started_at, r.ok, r.response_status, r.duration_ms, r.response_excerpt, r.error
    FROM jsonb_to_recordset(${json(records)}) AS r(delivery_id text, attempt int, started_at timestamptz, ok boolean,
      response_status int, duration_ms int, response_excerpt text, error text)
    JOIN webhook_deliveries d ON d.id = r.delivery_id
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE webhook_deliveries d SET status = r.status, next_attempt_at = r.next_attempt_at
    FROM jsonb_to_recordset(${json(records)}) AS r(delivery_id text, attempt int, status text, next_attempt_at timestamptz)
    WHERE d.id = r.delivery_id AND d.attempts = r.attempt AND d.status = 'pending'`);
}

/** A success resets a target's count of failed deliveries in a row. */
export async function resetTargetFailures(db: Db, kind: Target['kind'], ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE ${targetTable(kind)} SET consecutive_failures = 0
    WHERE id = ANY(${textArray(ids)}) AND consecutive_failures <> 0`);
}

/**
 * Adds deliveries that used up their attempts to their targets' counts, and turns off (with its
 * pending deliveries cancelled) each active target that reached `threshold`. Returns those.
 */
export async function countTargetFailures(
  db: Db,
  kind: Target['kind'],
  failures: ReadonlyMap<string, number>,
  threshold: number,
  now: Date,
): Promise<string[]> {
  if (failures.size === 0) return [];
  const counts = [...failures].map(([id, n]) => ({ id, n }));
  // Two statements: a row updated by a WITH clause cannot be updated again by the same statement.
  const counted = await rows<{ id: string; active: boolean; consecutive_failures: number }>(
    db,
    sql`UPDATE ${targetTable(kind)} t SET consecutive_failures = t.consecutive_failures + r.n
        FROM jsonb_to_recordset(${json(counts)}) AS r(id text, n int)
        WHERE t.id = r.id
        RETURNING t.id, t.active, t.consecutive_failures`,
  );
  const reached = counted
    .filter((row) => row.active && Number(row.consecutive_failures) >= threshold)
    .map((row) => row.id);
  if (reached.length === 0) return [];
  const disabled = await rows<{ id: string }>(
    db,
    sql`UPDATE ${targetTable(kind)} SET active = false, disabled_at = ${now.toISOString()}::timestamptz
        WHERE id = ANY(${textArray(reached)}) AND active
        RETURNING id`,
  );
  const ids = disabled.map((row) => row.id);
  for (const id of ids) await cancelPendingDeliveries(db, { kind, id });
  return ids;
}

/** A target turned off: its automatic deliveries still waiting are cancelled (they stay in the log). */
export async function cancelPendingDeliveries(db: Db, target: Target): Promise<void> {
  await db.execute(sql`
    UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL
    WHERE ${targetColumn(target.kind)} = ${target.id} AND status = 'pending' AND NOT manual`);
}

/** Finished deliveries older than `before` leave the log (their attempts with them). */
export async function purgeDeliveries(db: Db, before: Date, limit: number): Promise<number> {
  const deleted = await rows<{ id: string }>(
    db,
    sql`DELETE FROM webhook_deliveries WHERE id IN (
          SELECT id FROM webhook_deliveries
          WHERE status <> 'pending' AND created_at < ${before.toISOString()}::timestamptz
          LIMIT ${limit})
        RETURNING id`,
  );
  return deleted.length;
}
