import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * The `gamification` and `global-hub` modules' tables (issue 27, docs/decisions/053). Awards and
 * badges are derived from the event log by the `gamification` consumer and can be folded again
 * from it; the primary keys make scoring idempotent (a card earns its completion once).
 */
export const gamificationSettings = pgTable('gamification_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const gamificationMembers = pgTable(
  'gamification_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

export const gamificationAwards = pgTable(
  'gamification_awards',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The card (completion, on time, checklist) or the time entry (focus session). */
    subjectId: text('subject_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    boardId: text('board_id'),
    cardId: text('card_id'),
    points: integer('points').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.kind, t.subjectId] }),
    check(
      'gamification_awards_kind_check',
      sql`${t.kind} IN ('card_done', 'on_time', 'checklist_done', 'focus_session')`,
    ),
    index('gamification_awards_workspace_id_user_id_awarded_at_idx').on(t.workspaceId, t.userId, t.awardedAt),
    index('gamification_awards_card_id_idx').on(t.cardId),
    index('gamification_awards_board_id_idx').on(t.boardId),
  ],
);

export const gamificationBadges = pgTable(
  'gamification_badges',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    badge: text('badge').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId, t.badge] })],
);

/** The Global Hub's favourites: typed items (boards now, documents later). */
export const globalHubFavorites = pgTable(
  'global_hub_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    check('global_hub_favorites_item_type_check', sql`${t.itemType} IN ('board', 'document')`),
  ],
);
