import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { boards } from './boards.ts';
import { cards } from './cards.ts';
import { createdAt } from './columns.ts';

export const boardLabels = pgTable(
  'board_labels',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('board_labels_board_id_idx').on(t.boardId, t.name)],
);

/** The labels chosen for the board itself (spec §3 board_board_labels). */
export const boardBoardLabels = pgTable(
  'board_board_labels',
  {
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    labelId: text('label_id')
      .notNull()
      .references(() => boardLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.labelId] }), index('board_board_labels_label_id_idx').on(t.labelId)],
);

export const cardLabels = pgTable(
  'card_labels',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    labelId: text('label_id')
      .notNull()
      .references(() => boardLabels.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.labelId] }),
    index('card_labels_label_id_idx').on(t.labelId),
    index('card_labels_board_id_idx').on(t.boardId),
  ],
);
