import type { EventKind } from '@rbax/shared/event-log';
import { isImportedEvent } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import type { Deps } from '#src/lib/deps.ts';
import type { EventConsumerDefinition } from '#src/modules/event-log/event-log-consumer.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import {
  findCardContext,
  findCommentBody,
  userNames,
  watchersOf,
  workspaceName,
  type CardContext,
} from './notifications-repository.ts';
import { createNotifications, sendNotificationMails, type Candidate } from './notifications-producer.ts';
import { docLevelOf } from '#src/modules/docs/docs-access.ts';
import { findDoc } from '#src/modules/docs/docs-repository.ts';

/**
 * The notifications consumer of the event log (ARCHITECTURE §3, docs/decisions/022 and 034):
 * the event log's runner moves its cursor and handles gaps and failures; here is only who hears
 * of what. The notifications and the new cursor commit together, and the dedupe keys make a batch
 * that runs twice harmless. E-mails go out after the commit.
 */

export const NOTIFICATIONS_CONSUMER = 'notifications';
const EXCERPT_CHARS = 140;

/** The event kinds that can make notifications (the others only move the cursor). */
const KINDS = [
  'card.created',
  'card.updated',
  'comment.added',
  'comment.updated',
  'workspace.member_added',
  'doc.mentioned',
] as const satisfies readonly EventKind[];

export function notificationsConsumer(deps: Pick<Deps, 'db' | 'mailer' | 'config'>): EventConsumerDefinition<string[]> {
  return {
    name: NOTIFICATIONS_CONSUMER,
    kinds: KINDS,
    async handle(tx, events) {
      const created: string[] = [];
      for (const event of events) created.push(...(await createNotifications(tx, await candidatesOf(tx, event))));
      return created;
    },
    afterCommit: (created) => sendNotificationMails(deps, created),
  };
}

const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Who should hear about one event, before preferences and access are applied. */
export async function candidatesOf(db: Db, event: ConsumedEvent): Promise<Candidate[]> {
  // An import's or a restore's history tells nobody anything new (issue 23).
  if (isImportedEvent(event.data)) return [];
  if (event.kind === 'workspace.member_added') return memberAdded(db, event);
  if (event.kind === 'doc.mentioned') return docMentioned(db, event);
  if (!event.entityId) return [];
  const cardEvent = (card: CardContext, extra: Record<string, unknown>, names: Map<string, string>) => ({
    actorId: event.actorId,
    workspaceId: card.workspaceId,
    boardId: card.boardId,
    cardId: card.id,
    eventId: event.id,
    data: {
      cardTitle: card.title,
      boardTitle: card.boardTitle,
      boardIcon: card.boardIcon,
      actorName: event.actorId ? (names.get(event.actorId) ?? '') : '',
      ...extra,
    },
  });

  if (event.kind === 'card.created' || event.kind === 'card.updated') {
    const assignee =
      event.kind === 'card.created'
        ? event.data.assigneeId
        : (event.data.changes as { assigneeId?: { new?: unknown } } | undefined)?.assigneeId?.new;
    if (typeof assignee !== 'string' || assignee === event.actorId) return [];
    const card = await findCardContext(db, event.entityId);
    if (!card) return [];
    const names = await userNames(db, event.actorId ? [event.actorId] : []);
    return [{ ...cardEvent(card, {}, names), userId: assignee, kind: 'card.assigned', dedupeKey: `event:${event.id}` }];
  }

  if (event.kind === 'comment.added' || event.kind === 'comment.updated') {
    const commentId = typeof event.data.commentId === 'string' ? event.data.commentId : null;
    if (!commentId) return [];
    const [card, comment] = await Promise.all([findCardContext(db, event.entityId), findCommentBody(db, commentId)]);
    // A comment deleted before it was read makes no notification.
    if (!card || !comment) return [];
    const mentioned = new Set(
      stringList(event.kind === 'comment.added' ? event.data.mentions : event.data.addedMentions),
    );
    const names = await userNames(db, event.actorId ? [event.actorId] : []);
    const base = cardEvent(card, { excerpt: excerptOf(comment.body), commentId }, names);
    const dedupeKey = `comment:${commentId}`;
    const list: Candidate[] = [...mentioned].map((userId) => ({ ...base, userId, kind: 'card.mentioned', dedupeKey }));
    if (event.kind === 'comment.added') {
      // The card's people hear of the comment; a mention already told someone.
      const followers = new Set([card.createdBy, card.assigneeId, ...(await watchersOf(db, card.id))]);
      for (const userId of followers) {
        if (!userId || mentioned.has(userId)) continue;
        list.push({ ...base, userId, kind: 'card.commented', dedupeKey });
      }
    }
    return list;
  }
  return [];
}

/**
 * People newly mentioned (@) in a document (issue 26): each hears of it once, if they may read
 * the document (a restricted one stays quiet for the others). The excerpt is its title.
 */
async function docMentioned(db: Db, event: ConsumedEvent): Promise<Candidate[]> {
  if (!event.entityId || !event.workspaceId) return [];
  const doc = await findDoc(db, event.entityId);
  if (!doc) return [];
  const names = await userNames(db, event.actorId ? [event.actorId] : []);
  const list: Candidate[] = [];
  for (const userId of stringList(event.data.userIds)) {
    if (userId === event.actorId || !(await docLevelOf(db, { id: userId }, doc))) continue;
    list.push({
      userId,
      kind: 'doc.mentioned',
      actorId: event.actorId,
      workspaceId: event.workspaceId,
      boardId: null,
      cardId: null,
      eventId: event.id,
      dedupeKey: `doc:${doc.id}:${event.id}`,
      data: {
        docId: doc.id,
        excerpt: excerptOf(doc.title),
        actorName: event.actorId ? (names.get(event.actorId) ?? '') : '',
      },
    });
  }
  return list;
}

/** Being added to a workspace (by someone else: joining by invitation tells no one). */
async function memberAdded(db: Db, event: ConsumedEvent): Promise<Candidate[]> {
  const userId = typeof event.data.userId === 'string' ? event.data.userId : null;
  if (!userId || !event.workspaceId || userId === event.actorId) return [];
  const [name, names] = await Promise.all([
    workspaceName(db, event.workspaceId),
    userNames(db, event.actorId ? [event.actorId] : []),
  ]);
  if (name === null) return [];
  return [
    {
      userId,
      kind: 'workspace.invited',
      actorId: event.actorId,
      workspaceId: event.workspaceId,
      boardId: null,
      cardId: null,
      eventId: event.id,
      dedupeKey: `event:${event.id}`,
      data: { workspaceName: name, actorName: event.actorId ? (names.get(event.actorId) ?? '') : '' },
    },
  ];
}
