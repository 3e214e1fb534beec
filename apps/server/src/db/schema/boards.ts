import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, positionKey, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** Boards; `workspace_id` null = "Sem workspace" (a personal board of `owner_id`). */
export const boards = pgTable(
  'boards',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    icon: text('icon').notNull().default('LayoutGrid'),
    color: text('color').notNull(),
    background: text('background'),
    coverUrl: text('cover_url'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    template: text('template'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('boards_workspace_id_idx').on(t.workspaceId),
    index('boards_owner_id_idx').on(t.ownerId),
    index('boards_cover_url_idx')
      .on(t.coverUrl)
      .where(sql`${t.coverUrl} IS NOT NULL`),
  ],
);

/** Explicit sharing of one board (role editor | viewer), beside workspace roles. */
export const boardMembers = pgTable(
  'board_members',
  {
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] }), index('board_members_user_id_idx').on(t.userId)],
);

export const boardColumns = pgTable(
  'board_columns',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: positionKey('position').notNull(),
    wipLimit: integer('wip_limit'),
    color: text('color'),
    /** Deleting a column soft-deletes it: its cards are archived and stay restorable (cards issue). */
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('board_columns_board_id_position_idx').on(t.boardId, t.position)],
);
