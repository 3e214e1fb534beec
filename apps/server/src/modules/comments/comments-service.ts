import type { Comment } from '@rbax/shared/cards';
import { assertBoard, boardLevelAllows, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { appendEvent } from '#src/lib/events.ts';
import { forbidden, notFound } from '#src/lib/errors.ts';
import { uuidv7 } from '#src/lib/ids.ts';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import {
  commentsOfCard,
  deleteCommentRow,
  findComment,
  findCommentWithAuthor,
  insertComment,
  updateCommentBody,
  type CommentWithAuthor,
} from './comments-repository.ts';

type D = Pick<Deps, 'db'>;

const toComment = ({ comment, authorName, authorImage }: CommentWithAuthor): Comment => ({
  id: comment.id,
  cardId: comment.cardId,
  author: comment.authorId ? { id: comment.authorId, name: authorName ?? '', image: authorImage ?? null } : null,
  body: comment.body,
  createdAt: comment.createdAt.toISOString(),
  updatedAt: comment.updatedAt.toISOString(),
  edited: comment.edited,
});

export async function listComments(deps: D, user: SessionUser, cardId: string): Promise<Comment[]> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  return (await commentsOfCard(deps.db, card.boardId, card.id)).map(toComment);
}

export async function addComment(deps: D, user: SessionUser, cardId: string, body: string): Promise<Comment> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  const id = uuidv7();
  await deps.db.transaction(async (tx) => {
    await insertComment(tx, { id, boardId: card.boardId, cardId: card.id, authorId: user.id, body });
    await appendEvent(tx, {
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'comment.added',
      entityId: card.id,
      data: { commentId: id },
    });
  });
  return toComment((await findCommentWithAuthor(deps.db, id))!);
}

/** Strangers to the board: 404; readers who are not the author (or may no longer edit): 403. */
async function ownComment(deps: D, user: SessionUser, commentId: string) {
  const comment = await findComment(deps.db, commentId);
  if (!comment) throw notFound();
  const access = await assertBoard(deps.db, user, 'read', comment.boardId);
  if (comment.authorId !== user.id || !boardLevelAllows(access.level, 'edit')) throw forbidden();
  return { comment, access };
}

export async function editComment(deps: D, user: SessionUser, commentId: string, body: string): Promise<Comment> {
  const { comment, access } = await ownComment(deps, user, commentId);
  await deps.db.transaction(async (tx) => {
    await updateCommentBody(tx, comment.cardId, comment.id, body);
    await appendEvent(tx, {
      boardId: comment.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'comment.updated',
      entityId: comment.cardId,
      data: { commentId: comment.id },
    });
  });
  return toComment((await findCommentWithAuthor(deps.db, comment.id))!);
}

export async function deleteComment(deps: D, user: SessionUser, commentId: string): Promise<void> {
  const { comment, access } = await ownComment(deps, user, commentId);
  await deps.db.transaction(async (tx) => {
    await deleteCommentRow(tx, comment.cardId, comment.id);
    await appendEvent(tx, {
      boardId: comment.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'comment.deleted',
      entityId: comment.cardId,
      data: { commentId: comment.id },
    });
  });
}
