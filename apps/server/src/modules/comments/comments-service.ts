import { mentionedPeople } from '@rbax/shared/notifications';
import type { Comment, CommentInput } from '@rbax/shared/cards';
import type { Db } from '#src/db/client.ts';
import { assertBoard, boardLevelAllows, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { forbidden, notFound, validationFailed } from '#src/lib/errors.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { boardMembers, cardForAction } from '#src/modules/cards/cards-service.ts';
import {
  commentsOfCard,
  deleteCommentRow,
  findComment,
  findCommentWithAuthor,
  insertComment,
  mentionsOfComments,
  setCommentMentions,
  updateCommentBody,
  type CommentWithAuthor,
  type MentionRow,
} from './comments-repository.ts';

type D = Pick<Deps, 'db'>;

const toComment = ({ comment, authorName, authorImage }: CommentWithAuthor, mentions: MentionRow[] = []): Comment => ({
  id: comment.id,
  cardId: comment.cardId,
  author: comment.authorId ? { id: comment.authorId, name: authorName ?? '', image: authorImage ?? null } : null,
  body: comment.body,
  createdAt: comment.createdAt.toISOString(),
  updatedAt: comment.updatedAt.toISOString(),
  edited: comment.edited,
  mentions: mentions.map(({ id, name, image }) => ({ id, name, image })),
  automation: comment.automationRuleName
    ? { ruleId: comment.automationRuleId, ruleName: comment.automationRuleName }
    : null,
});

async function commentOut(db: Db, id: string): Promise<Comment> {
  const [row, mentions] = await Promise.all([findCommentWithAuthor(db, id), mentionsOfComments(db, [id])]);
  return toComment(row!, mentions.get(id));
}

export async function listComments(deps: D, user: SessionUser, cardId: string): Promise<Comment[]> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  const list = await commentsOfCard(deps.db, card.boardId, card.id);
  const mentions = await mentionsOfComments(
    deps.db,
    list.map((row) => row.comment.id),
  );
  return list.map((row) => toComment(row, mentions.get(row.comment.id)));
}

/**
 * The mentions a comment keeps: ids of people who can read the board (anyone else: 400), of
 * whom only those whose '@Name' is in the body count — so deleting the name drops the mention.
 */
async function resolveMentions(db: Db, boardId: string, body: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const readers = new Map((await boardMembers(db, boardId)).map((m) => [m.id, m]));
  const unknown = unique.findIndex((id) => !readers.has(id));
  if (unknown >= 0) {
    throw validationFailed([
      { path: ['mentions', ids.indexOf(unique[unknown]!)], message: 'validation.mentionInvalid' },
    ]);
  }
  return mentionedPeople(
    body,
    unique.map((id) => readers.get(id)!),
  ).map((person) => person.id);
}

export async function addComment(deps: D, user: SessionUser, cardId: string, input: CommentInput): Promise<Comment> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  const mentions = await resolveMentions(deps.db, card.boardId, input.body, input.mentions ?? []);
  const id = uuidv7();
  await deps.db.transaction(async (tx) => {
    await insertComment(tx, { id, boardId: card.boardId, cardId: card.id, authorId: user.id, body: input.body });
    await setCommentMentions(tx, { id, boardId: card.boardId }, mentions);
    await appendEvent(tx, {
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'comment.added',
      entityId: card.id,
      data: { commentId: id, mentions },
    });
  });
  return commentOut(deps.db, id);
}

/** Strangers to the board: 404; readers who are not the author (or may no longer edit): 403. */
async function ownComment(deps: D, user: SessionUser, commentId: string) {
  const comment = await findComment(deps.db, commentId);
  if (!comment) throw notFound();
  const access = await assertBoard(deps.db, user, 'read', comment.boardId);
  if (comment.authorId !== user.id || !boardLevelAllows(access.level, 'edit')) throw forbidden();
  return { comment, access };
}

/** Without `mentions`, the earlier ones still named in the new body are kept; new ones notify. */
export async function editComment(
  deps: D,
  user: SessionUser,
  commentId: string,
  input: CommentInput,
): Promise<Comment> {
  const { comment, access } = await ownComment(deps, user, commentId);
  const before = (await mentionsOfComments(deps.db, [comment.id])).get(comment.id)?.map((m) => m.id) ?? [];
  const mentions = await resolveMentions(deps.db, comment.boardId, input.body, input.mentions ?? before);
  const addedMentions = mentions.filter((id) => !before.includes(id));
  await deps.db.transaction(async (tx) => {
    await updateCommentBody(tx, comment.cardId, comment.id, input.body);
    await setCommentMentions(tx, { id: comment.id, boardId: comment.boardId }, mentions);
    await appendEvent(tx, {
      boardId: comment.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'comment.updated',
      entityId: comment.cardId,
      data: { commentId: comment.id, mentions, addedMentions },
    });
  });
  return commentOut(deps.db, comment.id);
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
