import type { Db } from '#src/db/client.ts';
import {
  eventsAfter,
  findCardContext,
  findCommentBody,
  lockConsumerCursor,
  saveConsumerCursor,
  snapshotHasNoOthers,
  snapshotTransactionsEnded,
  userNames,
  watchersOf,
  type CardContext,
  type LogEvent,
} from './notifications-repository.ts';
import { createNotifications, type Candidate } from './notifications-producer.ts';

/**
 * The notifications consumer of the event log (ARCHITECTURE §3, docs/decisions/022). It keeps
 * its cursor (the last event id handled) in `event_consumers`, locked for the length of each
 * batch, so one instance at a time moves it; the notifications and the new cursor commit
 * together, and the dedupe keys make a batch that runs twice harmless.
 *
 * Event ids come from a sequence, which hands them out in the order transactions *ask*, not the
 * order they commit: event 105 can be visible while 104 is still being written. So the consumer
 * never steps over a missing id without knowing it is gone for good. It stops there and looks
 * again; the id is skipped once every transaction that was running when the gap was first seen
 * has ended (then 104 either committed — and is read — or rolled back), or, as a last resort
 * against a session left open, after `gapTimeoutMs`.
 */

export const CONSUMER_NAME = 'notifications';
const BATCH = 500;
const EXCERPT_CHARS = 140;

/** The event kinds that can make notifications (the others only move the cursor). */
const KINDS = ['card.created', 'card.updated', 'comment.added', 'comment.updated'] as const;

type Logger = { warn(details: object, message: string): void };

export type ConsumerOptions = {
  gapTimeoutMs?: number;
  now?: () => number;
  log?: Logger;
};

export type PassResult = {
  /** Events the cursor moved over. */
  handled: number;
  /** Ids of the notifications made (to e-mail after the commit). */
  created: string[];
  /** The consumer waits at a missing id. */
  waitingAtGap: boolean;
  /** There may be more to read at once. */
  more: boolean;
};

type Gap = { at: number; seenAt: number; snapshot: string };

export class NotificationsConsumer {
  private gap: Gap | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private readonly gapTimeoutMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: ConsumerOptions = {},
    private readonly log: Logger | undefined = options.log,
  ) {
    this.gapTimeoutMs = options.gapTimeoutMs ?? 120_000;
    this.now = options.now ?? Date.now;
  }

  /** One batch; passes of this instance never overlap. */
  pass(): Promise<PassResult> {
    const next = this.running.then(() => this.runPass());
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Batches until the log is read to its end (or to a gap that must be waited for). */
  async drain(): Promise<PassResult> {
    const total: PassResult = { handled: 0, created: [], waitingAtGap: false, more: false };
    for (;;) {
      const result = await this.pass();
      total.handled += result.handled;
      total.created.push(...result.created);
      total.waitingAtGap = result.waitingAtGap;
      if (!result.more) return total;
    }
  }

  private async runPass(): Promise<PassResult> {
    // Checked before reading: if every transaction running when the gap was seen has ended
    // now, a read that still misses the id proves it was rolled back.
    const gapSettled = this.gap
      ? (await snapshotTransactionsEnded(this.db, this.gap.snapshot)) ||
        this.now() - this.gap.seenAt >= this.gapTimeoutMs
      : false;
    return this.db.transaction(async (tx) => {
      const cursor = await lockConsumerCursor(tx, CONSUMER_NAME);
      if (cursor === null) return { handled: 0, created: [], waitingAtGap: false, more: false };
      const { events, snapshot } = await eventsAfter(tx, cursor, BATCH, KINDS);
      let last = cursor;
      const taken: LogEvent[] = [];
      let waitingAtGap = false;
      for (const event of events) {
        if (event.id !== last + 1) {
          const missing = last + 1;
          const settled = (this.gap?.at === missing && gapSettled) || (await snapshotHasNoOthers(tx, snapshot));
          if (!settled) {
            if (this.gap?.at !== missing) this.gap = { at: missing, seenAt: this.now(), snapshot };
            waitingAtGap = true;
            break;
          }
          if (this.gap?.at === missing && this.now() - this.gap.seenAt >= this.gapTimeoutMs) {
            this.log?.warn({ from: missing, to: event.id - 1 }, 'notifications: skipped event ids after waiting');
          }
          this.gap = null;
        }
        taken.push(event);
        last = event.id;
      }
      if (!waitingAtGap) this.gap = null;
      const created: string[] = [];
      for (const event of taken) created.push(...(await createNotifications(tx, await candidatesOf(tx, event))));
      if (last !== cursor) await saveConsumerCursor(tx, CONSUMER_NAME, last);
      return {
        handled: taken.length,
        created,
        waitingAtGap,
        more: !waitingAtGap && events.length === BATCH,
      };
    });
  }
}

const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Who should hear about one event, before preferences and access are applied. */
export async function candidatesOf(db: Db, event: LogEvent): Promise<Candidate[]> {
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
