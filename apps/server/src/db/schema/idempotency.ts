import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt } from './columns.ts';

/**
 * Replays of mutating API requests (ARCHITECTURE §4–§5, plugins/idempotency.ts): one row per
 * user and `Idempotency-Key`. `status` is null while the first request is still running;
 * `response` is the body exactly as it was sent (null for an empty body such as a 204).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of method, path and the canonical JSON body: a reused key with other content is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: text('response'),
    contentType: text('content_type'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key], name: 'idempotency_keys_pkey' }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);
