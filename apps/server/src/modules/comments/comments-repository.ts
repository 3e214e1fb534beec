import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { comments } from '#src/db/schema/comments.ts';
import { commentMentions } from '#src/db/schema/notifications.ts';

export type CommentRow = typeof comments.$inferSelect;
export type CommentWithAuthor = { comment: CommentRow; authorName: string | null; authorImage: string | null };

const withAuthor = (db: Db) =>
  db
    .select({ comment: comments, authorName: user.name, authorImage: user.image })
    .from(comments)
    .leftJoin(user, eq(user.id, comments.authorId));

/** A card's comments, oldest first (newest last). */
export function commentsOfCard(db: Db, boardId: string, cardId: string): Promise<CommentWithAuthor[]> {
  return withAuthor(db)
    .where(and(eq(comments.boardId, boardId), eq(comments.cardId, cardId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function findCommentWithAuthor(db: Db, id: string): Promise<CommentWithAuthor | undefined> {
  const [row] = await withAuthor(db).where(eq(comments.id, id));
  return row;
}

export async function findComment(db: Db, id: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

export async function insertComment(db: Db, row: typeof comments.$inferInsert): Promise<void> {
  await db.insert(comments).values(row);
}

export async function updateCommentBody(db: Db, cardId: string, id: string, body: string): Promise<void> {
  await db
    .update(comments)
    .set({ body, edited: true })
    .where(and(eq(comments.cardId, cardId), eq(comments.id, id)));
}

export async function deleteCommentRow(db: Db, cardId: string, id: string): Promise<void> {
  await db.delete(comments).where(and(eq(comments.cardId, cardId), eq(comments.id, id)));
}

/** Replaces a comment's mentions. */
export async function setCommentMentions(
  tx: Db,
  comment: { id: string; boardId: string },
  userIds: string[],
): Promise<void> {
  await tx.delete(commentMentions).where(eq(commentMentions.commentId, comment.id));
  if (userIds.length === 0) return;
  await tx
    .insert(commentMentions)
    .values(userIds.map((userId) => ({ commentId: comment.id, userId, boardId: comment.boardId })));
}

export type MentionRow = { commentId: string; id: string; name: string; image: string | null };

/** The people each comment mentions, by name. */
export async function mentionsOfComments(db: Db, commentIds: string[]): Promise<Map<string, MentionRow[]>> {
  const result = new Map<string, MentionRow[]>();
  if (commentIds.length === 0) return result;
  const found = await db
    .select({ commentId: commentMentions.commentId, id: user.id, name: user.name, image: user.image })
    .from(commentMentions)
    .innerJoin(user, eq(user.id, commentMentions.userId))
    .where(inArray(commentMentions.commentId, commentIds))
    .orderBy(asc(user.name), asc(user.id));
  for (const row of found) {
    const list = result.get(row.commentId) ?? [];
    list.push(row);
    result.set(row.commentId, list);
  }
  return result;
}
