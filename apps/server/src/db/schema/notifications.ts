import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { cards } from './cards.ts';
import { comments } from './comments.ts';
import { createdAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * What a user is told about (issue 7): created by the notifications consumer from the event log
 * and by the due-date job. `dedupe_key` makes every producer idempotent (at-least-once delivery,
 * ARCHITECTURE §3): `event:<id>` for events, `due:<card>:<due date>` for reminders.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    boardId: text('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    cardId: text('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }),
    dedupeKey: text('dedupe_key').notNull(),
    /** Snapshot for display (card and board titles, actor name, comment excerpt). */
    data: jsonb('data').notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_user_id_kind_dedupe_key_unique').on(t.userId, t.kind, t.dedupeKey),
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('notifications_user_id_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_card_id_idx').on(t.cardId),
  ],
);

/** Per-type delivery choice; a missing row means the type's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_channel_check', sql`${t.channel} IN ('in_app', 'email', 'off')`),
  ],
);

/** People who asked to hear about a card's comments ('Observar' in the card dialog). */
export const cardWatchers = pgTable(
  'card_watchers',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.userId] }), index('card_watchers_user_id_idx').on(t.userId)],
);

/** Who a comment mentions: resolved to user ids when written, so '@Name' is never ambiguous. */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_mentions_user_id_idx').on(t.userId)],
);
