import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { cards } from './cards.ts';
import { createdAt } from './columns.ts';

/**
 * The `views` module's tables (issue 22, docs/decisions/043): dependencies between cards of one
 * board (finish-to-start: `card_id` waits for `depends_on_id`) and the secret iCal feeds.
 */
export const cardDependencies = pgTable(
  'card_dependencies',
  {
    // Both cards are of this board (checked by the service); kept so the board reads them by one index.
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    dependsOnId: text('depends_on_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.dependsOnId] }),
    index('card_dependencies_board_idx').on(table.boardId),
    index('card_dependencies_depends_on_idx').on(table.dependsOnId),
    check('card_dependencies_not_self', sql`${table.cardId} <> ${table.dependsOnId}`),
  ],
);

/**
 * A person's iCal feed of one board (`board_id`) or of their own cards (`board_id` null). The
 * address's token is derived from `salt` with a key from AUTH_SECRET, so the server can show the
 * address again; the table holds only the token's SHA-256, by which a calendar app's read is found.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    boardId: text('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_hash_uq').on(table.tokenHash),
    uniqueIndex('calendar_feeds_board_uq')
      .on(table.userId, table.boardId)
      .where(sql`${table.boardId} IS NOT NULL`),
    uniqueIndex('calendar_feeds_mine_uq')
      .on(table.userId)
      .where(sql`${table.boardId} IS NULL`),
  ],
);
