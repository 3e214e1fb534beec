import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { cards } from './cards.ts';
import { createdAt, updatedAt } from './columns.ts';

/** Card comments; the body is markdown stored raw (the web sanitizes when rendering). */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /**
     * Set when an automation wrote the comment (issue 20; `authorId` is then null): the rule and
     * its name at the time, so the card says 'Automação · <rule>' and not 'Usuário removido'.
     */
    automationRuleId: text('automation_rule_id'),
    automationRuleName: text('automation_rule_name'),
    edited: boolean('edited').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_card_id_created_at_idx').on(t.cardId, t.createdAt),
    index('comments_board_id_idx').on(t.boardId),
  ],
);
