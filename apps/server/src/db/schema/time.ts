import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { cards } from './cards.ts';
import { createdAt, updatedAt } from './columns.ts';
import { workspaceMembers, workspaces } from './workspaces.ts';

/**
 * The `time` module's tables (issue 21, docs/decisions/039-time-tracking.md): entries of time
 * spent on cards, the one running timer per person, and hourly rates per workspace member.
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
    billable: boolean('billable').notNull().default(false),
    /**
     * The calendar day the time counts for, in its author's zone. Written with every entry since
     * issue 21; the focus sessions recorded before it have none and count on their start's day in
     * São Paulo (`workDateSql` in modules/time).
     */
    workDate: date('work_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('time_entries_source_check', sql`${t.source} IN ('pomodoro', 'manual', 'timer')`),
    check('time_entries_duration_check', sql`${t.durationSeconds} > 0 AND ${t.endedAt} >= ${t.startedAt}`),
    index('time_entries_card_id_idx').on(t.cardId),
    index('time_entries_board_id_idx').on(t.boardId),
    index('time_entries_user_id_started_at_idx').on(t.userId, t.startedAt),
    index('time_entries_board_id_work_date_idx').on(t.boardId, t.workDate),
  ],
);

/**
 * The running timer: the primary key on `user_id` is the rule "one running timer per person,
 * on every device" — a second row for the same person cannot exist, whatever races.
 */
export const runningTimers = pgTable('running_timers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  id: text('id').notNull().unique(),
  boardId: text('board_id')
    .notNull()
    .references(() => boards.id, { onDelete: 'cascade' }),
  cardId: text('card_id')
    .notNull()
    .references(() => cards.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** When its owner chose to keep it after the long-running question (TIMER_REVIEW_AFTER_MS). */
  keptAt: timestamp('kept_at', { withTimezone: true }),
  billable: boolean('billable').notNull().default(false),
  note: text('note'),
});

/**
 * A member's hourly rate in a workspace (BRL). It goes with the membership: removing someone
 * from the workspace removes their rate (the composite foreign key cascades).
 */
export const timeRates = pgTable(
  'time_rates',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    hourlyRateBrl: numeric('hourly_rate_brl', { precision: 14, scale: 2 }).notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    foreignKey({
      name: 'time_rates_member_fk',
      columns: [t.workspaceId, t.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete('cascade'),
    check('time_rates_rate_check', sql`${t.hourlyRateBrl} >= 0`),
  ],
);
