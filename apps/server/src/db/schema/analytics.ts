import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boardColumns, boards } from './boards.ts';
import { updatedAt } from './columns.ts';

/**
 * Flow analytics (issue 19, docs/decisions/037). `flow_settings` holds a board's workflow once
 * someone configured it (no row: defaults from its template and columns). The other three tables
 * are facts folded from the board's event log by the `analytics` consumer with the shared
 * `applyFlowEvent` (packages/shared/src/flow/facts.ts); they can always be thrown away and folded
 * again, and they are whenever the board's context (column order, done column, time zone) changes.
 */

export const flowSettings = pgTable('flow_settings', {
  boardId: text('board_id')
    .primaryKey()
    .references(() => boards.id, { onDelete: 'cascade' }),
  /** Null: the default chosen from the template and columns. */
  startColumnId: text('start_column_id').references(() => boardColumns.id, { onDelete: 'set null' }),
  doneColumnId: text('done_column_id').references(() => boardColumns.id, { onDelete: 'set null' }),
  timeZone: text('time_zone').notNull(),
  slePercentile: integer('sle_percentile').notNull(),
  sleWindowDays: integer('sle_window_days').notNull(),
  riskThreshold: doublePrecision('risk_threshold').notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** One row per card that ever entered the board: `CardFlowFacts`, in order of first appearance (`ord`). */
export const flowCardFacts = pgTable(
  'flow_card_facts',
  {
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** No foreign key: a deleted card keeps its facts (it still counts as discarded or done). */
    cardId: text('card_id').notNull(),
    /** Id of the event the card first appeared with. */
    ord: bigint('ord', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    columnId: text('column_id'),
    enteredColumnAt: timestamp('entered_column_at', { withTimezone: true, mode: 'string' }).notNull(),
    entries: jsonb('entries').$type<Record<string, string>>().notNull(),
    backwardMoves: integer('backward_moves').notNull(),
    discardedAt: timestamp('discarded_at', { withTimezone: true, mode: 'string' }),
    departed: boolean('departed').notNull(),
    msInColumns: jsonb('ms_in_columns').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boardId, t.cardId] }),
    index('flow_card_facts_board_id_ord_idx').on(t.boardId, t.ord),
  ],
);

/** Changes of the end-of-day count per column (CFD mode A), summed per local day of the board's zone. */
export const flowCfdDeltas = pgTable(
  'flow_cfd_deltas',
  {
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    /** `YYYY-MM-DD` in the board's zone (text: a date type would come back as a Date in the server's zone). */
    day: text('day').notNull(),
    columnId: text('column_id').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.day, t.columnId] })],
);

/**
 * Where a board's facts stand: the context they were folded under (`flowContextKey`) and the last
 * event folded in (by id; a board's ids and seqs follow the same order). `stale`: the settings
 * changed, the facts wait for the rebuild job (reads use the raw log meanwhile).
 */
export const flowBoardState = pgTable('flow_board_state', {
  boardId: text('board_id')
    .primaryKey()
    .references(() => boards.id, { onDelete: 'cascade' }),
  contextKey: text('context_key').notNull(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  /** The latest instant of a flow event folded in: a report as of an earlier instant reads the raw log. */
  lastFlowAt: timestamp('last_flow_at', { withTimezone: true, mode: 'string' }),
  stale: boolean('stale').notNull().default(false),
  rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});
