import type { Deps } from '#src/lib/deps.ts';
import type { EventConsumerDefinition } from '#src/modules/event-log/event-log-consumer.ts';
import { createNotifications, sendNotificationMails } from '#src/modules/notifications/notifications-producer.ts';
import { enabledWorkspaces } from './gamification-repository.ts';
import { applyEvents, gamificationKinds, type EarnedBadge } from './gamification-scoring.ts';

/**
 * The `gamification` consumer of the event log (docs/decisions/053): scores each batch inside the
 * transaction that moves its cursor, so points and cursor commit together; the award keys make a
 * batch that runs twice harmless. It starts at the log's beginning — a workspace that turns the
 * ranking on sees the points its history earned — and tells people of a badge (notifications
 * module, 'gamification.badge', their preferences) only where the ranking is on.
 */

export const GAMIFICATION_CONSUMER = 'gamification';

export function gamificationConsumer(deps: Pick<Deps, 'db' | 'mailer' | 'config'>): EventConsumerDefinition<string[]> {
  return {
    name: GAMIFICATION_CONSUMER,
    kinds: gamificationKinds,
    startAt: 'beginning',
    async handle(tx, events) {
      const earned = await applyEvents(
        tx,
        events.filter((event) => gamificationKinds.includes(event.kind as never)),
      );
      if (earned.length === 0) return [];
      const enabled = await enabledWorkspaces(tx, [...new Set(earned.map((badge) => badge.workspaceId))]);
      const notify = earned.filter((badge) => enabled.has(badge.workspaceId));
      return createNotifications(tx, notify.map(badgeNotification));
    },
    async afterCommit(ids) {
      await sendNotificationMails(deps, ids);
    },
  };
}

function badgeNotification(badge: EarnedBadge) {
  return {
    userId: badge.userId,
    kind: 'gamification.badge' as const,
    actorId: null,
    workspaceId: badge.workspaceId,
    boardId: null,
    cardId: null,
    eventId: badge.eventId,
    dedupeKey: `${badge.workspaceId}:${badge.badge}`,
    data: { badge: badge.badge },
  };
}
