import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { boards } from './boards.ts';
import { createdAt } from './columns.ts';

/**
 * The append-only log (ARCHITECTURE §3). `seq` is gap-free per board and follows commit
 * order: it comes from board_event_counters, updated inside the writing transaction.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
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
