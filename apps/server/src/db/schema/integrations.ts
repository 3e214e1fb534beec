import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt } from './columns.ts';
// Webhooks and chat (the section at the end of this file).
import { bigint, boolean, integer, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { boards } from './boards.ts';
import { updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';
// GitHub (its own section, at the end of this file).
import { boardColumns } from './boards.ts';

/*
 * Integrations (issue 18): how other programs reach RBAX Flow. One section per kind of
 * integration; each keeps its own tables.
 */

/* ---------- API keys ---------- */

/**
 * Personal API keys (docs/decisions/033-api-keys.md). Only the SHA-256 of the secret is stored;
 * `prefix` is its first characters, shown in lists so a person can tell keys apart.
 * `workspace_ids` NULL means every workspace the owner belongs to; an array narrows the key to
 * those workspaces (a deleted workspace simply stays in the array and matches nothing, so a
 * restriction never widens). Revoking deletes the row.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** sha256 (hex) of the whole key; the key itself is never stored. */
    keyHash: text('key_hash').notNull().unique(),
    /** Subset of read | write, never empty. */
    scopes: text('scopes').array().notNull(),
    workspaceIds: text('workspace_ids').array(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most about once a minute per key (api-keys-service.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_keys_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('api_keys_scopes_check', sql`cardinality(${t.scopes}) > 0 AND ${t.scopes} <@ ARRAY['read', 'write']::text[]`),
  ],
);

/* ---------- webhooks ---------- */

/**
 * Outgoing webhooks of a workspace and chat connections of a board (issue 18,
 * docs/decisions/035-webhooks-and-chat.md). Both are delivery *targets*: the `webhooks` consumer of
 * the event log writes one `webhook_deliveries` row per (target, event), and the delivery worker
 * sends it, retries it and logs each attempt in `webhook_delivery_attempts`. Secrets (a webhook's
 * signing secret, a chat connection's URL) are stored AES-256-GCM encrypted with a key derived
 * from AUTH_SECRET and bound to their row (`modules/integrations/secrets.ts`).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Event kinds of the shared catalogue, or '*' for all. */
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** Deliveries in a row that used up their attempts; reset by a success or by turning it on again. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Set when the server turned it off after too many failures (null when a person did). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhooks_workspace_id_idx').on(t.workspaceId)],
);

export const chatConnections = pgTable(
  'chat_connections',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** slack | discord | teams | google-chat */
    provider: text('provider').notNull(),
    /** The incoming-webhook URL is itself a credential: encrypted, and shown only as `url_hint`. */
    urlEncrypted: text('url_encrypted').notNull(),
    urlHint: text('url_hint').notNull(),
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_connections_board_id_idx').on(t.boardId),
    check('chat_connections_provider_check', sql`${t.provider} IN ('slack', 'discord', 'teams', 'google-chat')`),
  ],
);

/**
 * One logical delivery of one event (or a test) to one target. `id` is the `X-RBAX-Delivery`
 * header, the same on every attempt; `body` is the exact JSON sent each time. At most one row per
 * (target, event), so a consumer batch that runs twice adds nothing. `next_attempt_at` is when a
 * pending delivery is due — and, while an attempt is in flight, the lease after which another
 * worker may take it again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id').references(() => webhooks.id, { onDelete: 'cascade' }),
    chatConnectionId: text('chat_connection_id').references(() => chatConnections.id, { onDelete: 'cascade' }),
    /** The event log's id; null for a test event. No foreign key: events of a deleted board go with it. */
    eventId: bigint('event_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    /** pending | delivered | failed | cancelled */
    status: text('status').notNull().default('pending'),
    /** A test event or a redelivery: one attempt, even to an inactive target, never retried. */
    manual: boolean('manual').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_webhook_event_unique').on(t.webhookId, t.eventId),
    uniqueIndex('webhook_deliveries_chat_event_unique').on(t.chatConnectionId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_id_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_chat_connection_id_idx').on(t.chatConnectionId, t.id),
    check('webhook_deliveries_one_target_check', sql`num_nonnulls(${t.webhookId}, ${t.chatConnectionId}) = 1`),
    check('webhook_deliveries_status_check', sql`${t.status} IN ('pending', 'delivered', 'failed', 'cancelled')`),
  ],
);

/** Each HTTP attempt of a delivery: the delivery log. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    /** The first bytes of the answer (WEBHOOK_RESPONSE_EXCERPT_BYTES). */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] })],
);

/* ---------- GitHub ---------- */

/**
 * A board's GitHub connection (docs/decisions/036-github-inbound.md), at most one per board. The
 * webhook secret is sealed with AES-256-GCM (modules/integrations/secrets.ts) and never sent again
 * after connecting or rotating. `merged_column_id` is where a merged pull request moves the cards
 * it mentions; columns are soft-deleted, so an archived one is skipped when the move comes.
 */
export const githubConnections = pgTable(
  'github_connections',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    secretEncrypted: text('secret_encrypted').notNull(),
    mergedColumnId: text('merged_column_id').references(() => boardColumns.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** The last delivery with a good signature. */
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('github_connections_board_id_uq').on(t.boardId)],
);

/**
 * Deliveries already handled, by `X-GitHub-Delivery` (GitHub keeps the id when it redelivers): the
 * row is written in the transaction that writes the delivery's links and moves, so a redelivery
 * — even one racing the first — writes nothing twice. Old rows go as new deliveries arrive.
 */
export const githubDeliveries = pgTable(
  'github_deliveries',
  {
    connectionId: text('connection_id')
      .notNull()
      .references(() => githubConnections.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id').notNull(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.deliveryId] }),
    index('github_deliveries_connection_id_received_at_idx').on(t.connectionId, t.receivedAt),
  ],
);
