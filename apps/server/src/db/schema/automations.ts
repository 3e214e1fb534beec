import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Automations (issue 20, design note automations.md §7): a board's if-then rules, their run log,
 * and what auto-assignment needs to know about a board's people beyond their profile (the
 * profile's `skills` and `available` live on `user`). The rule parts are stored as the shared zod
 * schemas validated them (packages/shared/src/automations/rules.ts); column, label and user ids
 * inside them are checked against the board when written, never foreign keys: a rule whose column
 * was deleted later stays readable and its run fails with a message.
 */

export const automationRules = pgTable(
  'automation_rules',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** 0, 1, 2… in the board's order: rules matching one event run in this order (§7.7 rule 9). */
    position: integer('position').notNull(),
    /** Bumped on every change of name, trigger, conditions, actions or options; runs record it. */
    version: integer('version').notNull().default(1),
    trigger: jsonb('trigger').$type<Record<string, unknown>>().notNull(),
    conditions: jsonb('conditions').$type<Record<string, unknown>>().notNull(),
    actions: jsonb('actions').$type<Record<string, unknown>[]>().notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('automation_rules_board_id_position_idx').on(t.boardId, t.position)],
);

/**
 * One row per (rule, triggering event or time slot, card): `dedupe_key` is unique, so a run is
 * written at most once even when an event is delivered again (§7.7 rule 5). Kept 90 days.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: text('id').primaryKey(),
    ruleId: text('rule_id')
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    ruleVersion: integer('rule_version').notNull(),
    /** Denormalised from the rule: the board-wide run log and the board's hourly quota. */
    boardId: text('board_id').notNull(),
    /** The event log's id; null for time triggers, buttons and dry runs. */
    triggerEventId: bigint('trigger_event_id', { mode: 'number' }),
    /**
     * The person's event that started the causal chain (the trigger event itself at depth 0), for
     * the cycle guard: a rule runs once per (root event, rule, card) (§7.7 rule 4). Null for
     * chains started by a time trigger or a button.
     */
    rootEventId: bigint('root_event_id', { mode: 'number' }),
    /** No foreign key: a run outlives its card. */
    cardId: text('card_id'),
    dedupeKey: text('dedupe_key').notNull().unique(),
    status: text('status').notNull(),
    /** 0 for a person's event; +1 for each automation in the causal chain (§7.7 rule 3). */
    depth: integer('depth').notNull().default(0),
    steps: jsonb('steps')
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
    /** For `no_match`: the first condition that did not hold, e.g. `items[1].items[0]`. */
    failedPath: text('failed_path'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    index('automation_runs_rule_id_started_at_idx').on(t.ruleId, t.startedAt.desc()),
    index('automation_runs_board_id_started_at_idx').on(t.boardId, t.startedAt.desc()),
    // The 90-day purge, and the landing's public counter (a count of successful runs per visit).
    index('automation_runs_started_at_idx').on(t.startedAt),
    index('automation_runs_status_idx').on(t.status),
    // A batch read again finds its events' run keys (docs/decisions/038, addendum); the cycle guard its chains.
    index('automation_runs_trigger_event_id_idx')
      .on(t.triggerEventId)
      .where(sql`${t.triggerEventId} IS NOT NULL`),
    index('automation_runs_root_event_id_idx')
      .on(t.rootEventId)
      .where(sql`${t.rootEventId} IS NOT NULL`),
  ],
);

/**
 * A board member's assignment settings on one board (§7.6): an optional cap on open cards, and
 * when auto-assignment last chose them (round robin, ties). No row: no cap, never chosen.
 */
export const automationAssignees = pgTable(
  'automation_assignees',
  {
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null: no cap of its own (the rule's `capacity.maxOpenCards`, else none). */
    maxOpenCards: integer('max_open_cards'),
    lastAutoAssignedAt: timestamp('last_auto_assigned_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] }), index('automation_assignees_user_id_idx').on(t.userId)],
);
