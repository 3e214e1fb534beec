import { FLOW_DEFAULT_TIME_ZONE } from '@rbax/shared/analytics';
import { isImportedEvent, type EventKind } from '@rbax/shared/event-log';
import { localDate } from '@rbax/shared/flow/dates';
import {
  AWARD_POINTS,
  BADGE_CRITERIA,
  FOCUS_SESSION_MIN_SECONDS,
  FOCUS_SESSIONS_PER_DAY,
  badgeIds,
  workingDayStreak,
  type AwardKind,
  type BadgeId,
} from '@rbax/shared/gamification';
import type { Db } from '#src/db/client.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import { loadBoardContext } from '#src/modules/analytics/flow-fold.ts';
import {
  awardCounts,
  awardDays,
  checklistEventsOf,
  dueDateAt,
  focusSessionsOn,
  insertAward,
  insertBadge,
  revokeBoardAwards,
  revokeCardAwards,
  revokeSubjectAward,
  userTimeZone,
} from './gamification-repository.ts';

/**
 * The scoring rules (docs/decisions/053), applied to events of the log in order — by the
 * consumer as they come and by a recompute over a workspace's whole log, with the same code, so
 * both give the same totals. Every award has a key (workspace, kind, subject): a second event
 * about the same subject (the same event again, a card moved back and forth, archived and
 * restored) finds the key taken and adds nothing.
 *
 * - A card is done when marked complete or moved into its board's done column (the flow
 *   settings of analytics): 10 points to whoever finished it (the event's actor; an automation
 *   earns nobody points), +5 when finished by its due date (the due date as it was then, in the
 *   person's time zone). Assigning a finished card to oneself changes nothing: nothing is
 *   scored on assignment.
 * - The last open item of a card's checklist ticked: 3 points to who ticked it, once per card.
 * - A focus-mode (pomodoro) time entry of at least 15 minutes: 2 points to its author, at most
 *   8 a day (in their zone) — the entries are sent by the browser, so a day's score is capped.
 * - A card deleted (or its board) takes its points back, so deleting and recreating a card
 *   earns nothing extra; a focus entry deleted takes its points back. Badges, once earned, stay.
 * There is no 'helpful review' event in the log, so nothing is scored for reviews. Events an
 * import or a restore wrote (`imported`) score nothing: they describe work done elsewhere.
 */

export const gamificationKinds: readonly EventKind[] = [
  'card.completed',
  'card.moved',
  'checklist.item_updated',
  'time.logged',
  'time.deleted',
  'card.deleted',
  'board.deleted',
];

export type EarnedBadge = { workspaceId: string; userId: string; badge: BadgeId; eventId: number };

/** Per-batch memo of what does not change within it: done columns and time zones. */
type Memo = { doneColumns: Map<string, string | null>; zones: Map<string, string> };

export const newMemo = (): Memo => ({ doneColumns: new Map(), zones: new Map() });

async function doneColumnOf(tx: Db, memo: Memo, boardId: string): Promise<string | null> {
  if (!memo.doneColumns.has(boardId)) {
    const board = await loadBoardContext(tx, boardId);
    memo.doneColumns.set(boardId, board?.settings.doneColumnId || null);
  }
  return memo.doneColumns.get(boardId) ?? null;
}

async function zoneOf(tx: Db, memo: Memo, userId: string): Promise<string> {
  let zone = memo.zones.get(userId);
  if (zone === undefined) {
    zone = (await userTimeZone(tx, userId)) ?? FLOW_DEFAULT_TIME_ZONE;
    memo.zones.set(userId, zone);
  }
  return zone;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Whether the event finishes a card: marked complete, or moved into its board's done column. */
async function finishesCard(tx: Db, memo: Memo, event: ConsumedEvent): Promise<boolean> {
  if (event.kind === 'card.completed') return true;
  if (event.kind !== 'card.moved' || !event.boardId) return false;
  const { toBoardId, toColumnId, fromColumnId } = event.data;
  // A move across boards is written on both: the destination's copy decides.
  if (toBoardId !== event.boardId || toColumnId === fromColumnId) return false;
  const done = await doneColumnOf(tx, memo, event.boardId);
  return done !== null && toColumnId === done;
}

type Scored = { userId: string; kinds: AwardKind[] };

async function award(
  tx: Db,
  event: ConsumedEvent,
  kind: AwardKind,
  subjectId: string,
  userId: string,
  cardId: string | null,
): Promise<boolean> {
  return insertAward(tx, {
    workspaceId: event.workspaceId!,
    kind,
    subjectId,
    userId,
    boardId: event.boardId,
    cardId,
    points: AWARD_POINTS[kind],
    eventId: event.id,
    awardedAt: event.createdAt,
  });
}

/** Applies one event; returns who earned what (for the badges), or null. */
async function applyEvent(tx: Db, memo: Memo, event: ConsumedEvent): Promise<Scored | null> {
  const workspaceId = event.workspaceId;
  if (!workspaceId) return null;
  // An import's or a restore's dated history describes the past: nobody earned it here and now.
  if (isImportedEvent(event.data) && event.kind !== 'card.deleted') return null;
  const cardId = event.entityId;
  const actor = event.actorId;
  switch (event.kind) {
    case 'card.deleted':
      if (cardId) await revokeCardAwards(tx, workspaceId, cardId);
      return null;
    case 'board.deleted': {
      const boardId = str(event.data.boardId);
      if (boardId) await revokeBoardAwards(tx, workspaceId, boardId);
      return null;
    }
    case 'time.deleted': {
      const entry = str(event.data.timeEntryId);
      if (entry) await revokeSubjectAward(tx, workspaceId, 'focus_session', entry);
      return null;
    }
    case 'time.logged': {
      const entry = str(event.data.timeEntryId);
      const seconds = Number(event.data.durationSeconds ?? 0);
      if (!actor || !entry || event.data.source !== 'pomodoro' || seconds < FOCUS_SESSION_MIN_SECONDS) return null;
      const zone = await zoneOf(tx, memo, actor);
      if ((await focusSessionsOn(tx, workspaceId, actor, zone, event.createdAt)) >= FOCUS_SESSIONS_PER_DAY) return null;
      return (await award(tx, event, 'focus_session', entry, actor, cardId))
        ? { userId: actor, kinds: ['focus_session'] }
        : null;
    }
    case 'checklist.item_updated': {
      if (!actor || !cardId || event.data.done !== true) return null;
      const items = new Map<string, boolean>();
      for (const row of await checklistEventsOf(tx, cardId, event.id)) {
        const itemId = str(row.data.itemId);
        if (!itemId) continue;
        if (row.kind === 'checklist.item_added') items.set(itemId, false);
        else if (row.kind === 'checklist.item_deleted') items.delete(itemId);
        else if (row.kind === 'checklist.item_updated' && typeof row.data.done === 'boolean')
          items.set(itemId, row.data.done);
      }
      if (items.size === 0 || [...items.values()].some((done) => !done)) return null;
      return (await award(tx, event, 'checklist_done', cardId, actor, cardId))
        ? { userId: actor, kinds: ['checklist_done'] }
        : null;
    }
    default: {
      if (!actor || !cardId || !(await finishesCard(tx, memo, event))) return null;
      if (!(await award(tx, event, 'card_done', cardId, actor, cardId))) return null;
      const kinds: AwardKind[] = ['card_done'];
      const due = await dueDateAt(tx, cardId, event.id);
      if (due) {
        const zone = await zoneOf(tx, memo, actor);
        const doneOn = localDate(event.createdAt.toISOString(), zone);
        if (doneOn <= localDate(due.toISOString(), zone) && (await award(tx, event, 'on_time', cardId, actor, cardId)))
          kinds.push('on_time');
      }
      return { userId: actor, kinds };
    }
  }
}

/** The badges the person now meets and did not have, written as earned at this event. */
async function checkBadges(tx: Db, memo: Memo, event: ConsumedEvent, userId: string): Promise<EarnedBadge[]> {
  const workspaceId = event.workspaceId!;
  const counts = await awardCounts(tx, workspaceId, userId);
  const zone = await zoneOf(tx, memo, userId);
  let streak: number | null = null;
  const earned: EarnedBadge[] = [];
  for (const badge of badgeIds) {
    const criterion = BADGE_CRITERIA[badge];
    let met: boolean;
    if ('streak' in criterion) {
      streak ??= workingDayStreak(
        await awardDays(tx, workspaceId, userId, zone, event.createdAt),
        localDate(event.createdAt.toISOString(), zone),
      );
      met = streak >= criterion.streak;
    } else met = (counts[criterion.award] ?? 0) >= criterion.count;
    if (met && (await insertBadge(tx, { workspaceId, userId, badge, eventId: event.id, earnedAt: event.createdAt })))
      earned.push({ workspaceId, userId, badge, eventId: event.id });
  }
  return earned;
}

/** Applies events in order (one batch, or a workspace's whole log); returns the badges earned. */
export async function applyEvents(tx: Db, events: readonly ConsumedEvent[], memo = newMemo()): Promise<EarnedBadge[]> {
  const earned: EarnedBadge[] = [];
  for (const event of events) {
    const scored = await applyEvent(tx, memo, event);
    if (scored) earned.push(...(await checkBadges(tx, memo, event, scored.userId)));
  }
  return earned;
}
