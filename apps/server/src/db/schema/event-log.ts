import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { boards } from './boards.ts';
import { createdAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * The append-only log (ARCHITECTURE §3, modules/event-log). Each event belongs to one stream: its
 * board's, or — for workspace-scoped kinds (`board_id` null) — its workspace's. `seq` is gap-free
 * per stream and follows commit order: it comes from the stream's counter row, updated inside the
 * writing transaction. Kinds and their data: packages/shared/src/event-log.ts.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    boardId: text('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    actorId: text('actor_id'),
    kind: text('kind').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    unique('events_board_id_seq_unique').on(t.boardId, t.seq),
    uniqueIndex('events_workspace_stream_seq_unique')
      .on(t.workspaceId, t.seq)
      .where(sql`${t.boardId} IS NULL`),
    check('events_stream_check', sql`${t.boardId} IS NOT NULL OR ${t.workspaceId} IS NOT NULL`),
    index('events_workspace_id_idx').on(t.workspaceId),
    index('events_board_id_entity_id_idx').on(t.boardId, t.entityId),
    // A card's history follows it across boards.
    index('events_entity_id_id_idx').on(t.entityId, t.id),
    // The landing's public counter of automation runs (issue 6) counts these rows on every visit.
    index('events_automation_runs_idx')
      .on(t.id)
      .where(sql`${t.kind} LIKE 'automation.%'`),
  ],
);

export const boardEventCounters = pgTable('board_event_counters', {
  boardId: text('board_id')
    .primaryKey()
    .references(() => boards.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/** The counter of a workspace's own stream (membership, deleted boards). */
export const workspaceEventCounters = pgTable('workspace_event_counters', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/**
 * The cursor of each consumer of the log (notifications, webhooks, and the modules to come): the
 * last event id it handled, and how often the batch after it has failed in a row.
 */
export const eventConsumers = pgTable('event_consumers', {
  name: text('name').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An event a consumer gave up on after failing it again and again (it was skipped, and logged). */
export const eventConsumerSkips = pgTable(
  'event_consumer_skips',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    error: text('error').notNull(),
    skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
