import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { cards } from './cards.ts';
import { createdAt } from './columns.ts';

/**
 * Time spent on a card. Issue 7 writes the focus (Pomodoro) sessions linked to a card; the
 * time-tracking issue adds manual entries and the running timer on the same table.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('time_entries_source_check', sql`${t.source} IN ('pomodoro', 'manual', 'timer')`),
    check('time_entries_duration_check', sql`${t.durationSeconds} > 0 AND ${t.endedAt} >= ${t.startedAt}`),
    index('time_entries_card_id_idx').on(t.cardId),
    index('time_entries_board_id_idx').on(t.boardId),
    index('time_entries_user_id_started_at_idx').on(t.userId, t.startedAt),
  ],
);
