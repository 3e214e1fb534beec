import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { attachments } from '#src/db/schema/attachments.ts';
import { user } from '#src/db/schema/auth.ts';
import { boardColumns, boards } from '#src/db/schema/boards.ts';
import { cards, checklistItems } from '#src/db/schema/cards.ts';
import { comments } from '#src/db/schema/comments.ts';
import { events } from '#src/db/schema/event-log.ts';
import { boardBoardLabels, boardLabels, cardLabels } from '#src/db/schema/labels.ts';
import { timeEntries } from '#src/db/schema/time.ts';
import { cardDependencies } from '#src/db/schema/views.ts';

/** Everything of one board, read for an export (issue 23): rows as they are, ordered. */
export async function boardRows(db: Db, boardId: string) {
  const [board] = await db.select().from(boards).where(eq(boards.id, boardId));
  if (!board) return null;
  const [
    columns,
    labels,
    chosen,
    cardRows,
    cardLabelRows,
    checklist,
    commentRows,
    attachmentRows,
    timeRows,
    eventRows,
    dependencyRows,
  ] = await Promise.all([
    db
      .select()
      .from(boardColumns)
      .where(eq(boardColumns.boardId, boardId))
      .orderBy(asc(boardColumns.position), asc(boardColumns.id)),
    db
      .select()
      .from(boardLabels)
      .where(eq(boardLabels.boardId, boardId))
      .orderBy(asc(boardLabels.name), asc(boardLabels.id)),
    db.select().from(boardBoardLabels).where(eq(boardBoardLabels.boardId, boardId)),
    db.select().from(cards).where(eq(cards.boardId, boardId)).orderBy(asc(cards.position), asc(cards.id)),
    db.select().from(cardLabels).where(eq(cardLabels.boardId, boardId)),
    db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.boardId, boardId))
      .orderBy(asc(checklistItems.position), asc(checklistItems.id)),
    db.select().from(comments).where(eq(comments.boardId, boardId)).orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select()
      .from(attachments)
      .where(eq(attachments.boardId, boardId))
      .orderBy(asc(attachments.createdAt), asc(attachments.id)),
    db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.boardId, boardId))
      .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id)),
    db.select().from(events).where(eq(events.boardId, boardId)).orderBy(asc(events.seq)),
    db
      .select({ cardId: cardDependencies.cardId, dependsOnId: cardDependencies.dependsOnId })
      .from(cardDependencies)
      .where(eq(cardDependencies.boardId, boardId))
      .orderBy(asc(cardDependencies.cardId), asc(cardDependencies.dependsOnId)),
  ]);
  return {
    board,
    columns,
    labels,
    chosen,
    cards: cardRows,
    cardLabels: cardLabelRows,
    checklist,
    comments: commentRows,
    attachments: attachmentRows,
    timeEntries: timeRows,
    events: eventRows,
    dependencies: dependencyRows,
  };
}
export type BoardRows = NonNullable<Awaited<ReturnType<typeof boardRows>>>;

export async function peopleByIds(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, unique))
    .orderBy(asc(user.id));
}
