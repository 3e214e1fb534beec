import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boardColumns, boards } from './boards.ts';
import { createdAt, positionKey, updatedAt } from './columns.ts';

/** The card spine (ARCHITECTURE §4); the cards issue adds its API. */
export const cards = pgTable(
  'cards',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    columnId: text('column_id')
      .notNull()
      .references(() => boardColumns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    startDate: timestamp('start_date', { withTimezone: true }),
    valueBrl: numeric('value_brl', { precision: 14, scale: 2 }),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: positionKey('position').notNull(),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    parentCardId: text('parent_card_id').references((): AnyPgColumn => cards.id, { onDelete: 'set null' }),
    estimateMinutes: integer('estimate_minutes'),
    coverUrl: text('cover_url'),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cards_priority_check', sql`${t.priority} IS NULL OR ${t.priority} IN ('critical', 'high', 'medium', 'low')`),
    index('cards_board_id_idx').on(t.boardId),
    // Active cards of a column have distinct positions: two writers never share a gap's key.
    uniqueIndex('cards_column_position_active_uq')
      .on(t.columnId, t.position)
      .where(sql`NOT ${t.archived}`),
    index('cards_assignee_id_idx').on(t.assigneeId),
    index('cards_parent_card_id_idx').on(t.parentCardId),
    index('cards_board_id_column_id_position_idx').on(t.boardId, t.columnId, t.position),
    index('cards_board_id_active_idx')
      .on(t.boardId)
      .where(sql`NOT ${t.archived}`),
    // The due-date reminders (issue 7) look every minute for open cards due around now.
    index('cards_due_date_open_idx')
      .on(t.dueDate)
      .where(sql`${t.dueDate} IS NOT NULL AND NOT ${t.archived} AND ${t.completedAt} IS NULL`),
  ],
);

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    position: positionKey('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('checklist_items_card_id_position_idx').on(t.cardId, t.position),
    index('checklist_items_board_id_idx').on(t.boardId),
  ],
);
