import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows } from '#src/db/raw.ts';

/** The only code that reads or writes `idempotency_keys` (plugins/idempotency.ts decides). */

/**
 * How long a claimed key stays "in progress" before a retry may take it over: a process that
 * died mid-request must not block the key for a whole day.
 */
export const PENDING_LEASE = '5 minutes';
/** How long a finished response is kept for replay (ARCHITECTURE §5: 24 h). */
export const REPLAY_WINDOW = '24 hours';

export type IdempotencyRequest = {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
};

export type StoredIdempotencyRow = {
  request_hash: string;
  status: number | null;
  response: string | null;
  content_type: string | null;
};

export type ClaimOutcome = { claimed: true } | { claimed: false; row: StoredIdempotencyRow };

/**
 * Atomically claims the key with a pending row. An expired row counts as absent and is taken over
 * in the same statement; a live row is returned instead. A row that vanishes between the two
 * statements (purged, or released by a failed attempt) is simply claimed on the next round.
 */
export async function claimIdempotencyKey(db: Db, request: IdempotencyRequest): Promise<ClaimOutcome> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const won = await firstRow<{ claimed: number }>(
      db,
      sql`INSERT INTO idempotency_keys (user_id, key, method, path, request_hash, expires_at)
          VALUES (${request.userId}, ${request.key}, ${request.method}, ${request.path}, ${request.requestHash},
                  now() + ${PENDING_LEASE}::interval)
          ON CONFLICT (user_id, key) DO UPDATE SET
            method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
            status = NULL, response = NULL, content_type = NULL,
            created_at = now(), expires_at = excluded.expires_at
          WHERE idempotency_keys.expires_at <= now()
          RETURNING 1 AS claimed`,
    );
    if (won) return { claimed: true };
    const row = await firstRow<StoredIdempotencyRow>(
      db,
      sql`SELECT request_hash, status, response, content_type FROM idempotency_keys
          WHERE user_id = ${request.userId} AND key = ${request.key} AND expires_at > now()`,
    );
    if (row) return { claimed: false, row };
  }
  throw new Error('idempotency key could not be claimed');
}

/** Stores the finished response of a claimed key; it is replayed for the next 24 h. */
export async function completeIdempotencyKey(
  db: Db,
  claim: { userId: string; key: string },
  response: { status: number; body: string | null; contentType: string | null },
): Promise<void> {
  await rows(
    db,
    sql`UPDATE idempotency_keys
        SET status = ${response.status}, response = ${response.body}, content_type = ${response.contentType},
            expires_at = now() + ${REPLAY_WINDOW}::interval
        WHERE user_id = ${claim.userId} AND key = ${claim.key} AND status IS NULL`,
  );
}

/** Forgets a claimed key whose request failed (5xx, aborted), so a retry runs the request again. */
export async function releaseIdempotencyKey(db: Db, claim: { userId: string; key: string }): Promise<void> {
  await rows(
    db,
    sql`DELETE FROM idempotency_keys WHERE user_id = ${claim.userId} AND key = ${claim.key} AND status IS NULL`,
  );
}

/** Deletes a bounded batch of expired rows (PostgreSQL has no DELETE … LIMIT; ctid stands in). */
export async function purgeExpiredIdempotencyKeys(db: Db, batch = 1000): Promise<void> {
  await rows(
    db,
    sql`DELETE FROM idempotency_keys WHERE ctid IN (
          SELECT ctid FROM idempotency_keys WHERE expires_at < now() LIMIT ${batch})`,
  );
}
