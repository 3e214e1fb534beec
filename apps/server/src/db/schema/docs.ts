import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  integer,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { cards } from './cards.ts';
import { createdAt, positionKey, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/** Binary Yjs updates and states (`bytea`), as Node buffers on both drivers. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>);
  },
});

/**
 * The `docs` module's tables (issue 26, docs/decisions/051). A document belongs to a workspace
 * and optionally to a board; it nests under a parent (`position` orders siblings). Its content is
 * a Yjs document: `doc_updates` appends every update, `doc_snapshots` holds the compacted state
 * up to `through_update_id`. `text` is the plain text kept for search; `search_text` (generated,
 * not declared here, migration 0024) is its folded form.
 */
export const docs = pgTable(
  'docs',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    boardId: text('board_id').references(() => boards.id, { onDelete: 'set null' }),
    parentId: text('parent_id').references((): AnyPgColumn => docs.id, { onDelete: 'cascade' }),
    position: positionKey('position').notNull(),
    title: text('title').notNull().default(''),
    icon: text('icon'),
    restricted: boolean('restricted').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    text: text('text').notNull().default(''),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('docs_workspace_idx').on(table.workspaceId, table.parentId, table.position),
    index('docs_board_idx').on(table.boardId),
    check('docs_not_own_parent', sql`${table.parentId} IS NULL OR ${table.parentId} <> ${table.id}`),
  ],
);

/** The chosen people of a restricted document. */
export const docMembers = pgTable(
  'doc_members',
  {
    docId: text('doc_id')
      .notNull()
      .references(() => docs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.docId, table.userId] })],
);

export const docFavourites = pgTable(
  'doc_favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    docId: text('doc_id')
      .notNull()
      .references(() => docs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.docId] })],
);

export const docUpdates = pgTable(
  'doc_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    docId: text('doc_id')
      .notNull()
      .references(() => docs.id, { onDelete: 'cascade' }),
    update: bytes('update').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('doc_updates_doc_idx').on(table.docId, table.id)],
);

export const docSnapshots = pgTable('doc_snapshots', {
  docId: text('doc_id')
    .primaryKey()
    .references(() => docs.id, { onDelete: 'cascade' }),
  state: bytes('state').notNull(),
  throughUpdateId: bigint('through_update_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved versions: automatic (`auto`), on demand (`manual`), or the state before a restore (`restore`). */
export const docVersions = pgTable(
  'doc_versions',
  {
    id: text('id').primaryKey(),
    docId: text('doc_id')
      .notNull()
      .references(() => docs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: bytes('state').notNull(),
    text: text('text').notNull().default(''),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('doc_versions_doc_idx').on(table.docId, table.createdAt)],
);

/** Cards a document mentions (`#` chips): a card lists the documents that mention it. */
export const docCardMentions = pgTable(
  'doc_card_mentions',
  {
    docId: text('doc_id')
      .notNull()
      .references(() => docs.id, { onDelete: 'cascade' }),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.docId, table.cardId] }),
    index('doc_card_mentions_card_idx').on(table.cardId),
  ],
);

/** People a document mentions (`@`): each is told once, when first mentioned. */
export const docUserMentions = pgTable(
  'doc_user_mentions',
  {
    docId: text('doc_id')
      .notNull()
      .references(() => docs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.docId, table.userId] })],
);

/**
 * Images and files put in a document, stored by the attachments' pipeline (type from the content,
 * images re-encoded) under `attachments/`; `/files/<key>` lets whoever may read the document read them.
 */
export const docFiles = pgTable(
  'doc_files',
  {
    id: text('id').primaryKey(),
    docId: text('doc_id')
      .notNull()
      .references(() => docs.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('doc_files_storage_key_uq').on(table.storageKey), index('doc_files_doc_idx').on(table.docId)],
);
