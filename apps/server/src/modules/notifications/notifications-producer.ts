import {
  DEFAULT_NOTIFICATION_CHANNEL,
  type NotificationKind,
  type NotificationMessage,
} from '@rbax/shared/notifications';
import type { Db } from '#src/db/client.ts';
import { canReadBoard, workspaceRole } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { announceToUser } from '#src/modules/event-log/event-log-writer.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { localeOrDefault } from '#src/lib/locale.ts';
import { dateOf } from '#src/db/raw.ts';
import { notificationMail } from './notification-mail.ts';
import {
  channelsOf,
  claimMails,
  insertNotifications,
  releaseMail,
  type NewNotification,
} from './notifications-repository.ts';

/**
 * The one way notifications are made (consumer, reminders, workspace additions): the person
 * must not be the actor, must still read the board (or belong to the workspace) and must not
 * have turned the kind off. New rows are announced on the person's realtime channel when the
 * transaction commits; e-mails go out after the commit (`sendNotificationMails`).
 */

export type Candidate = Omit<NewNotification, 'id'>;

export async function createNotifications(tx: Db, candidates: Candidate[]): Promise<string[]> {
  const wanted: NewNotification[] = [];
  const byKind = new Map<NotificationKind, Candidate[]>();
  for (const candidate of candidates) {
    if (candidate.actorId && candidate.actorId === candidate.userId) continue;
    byKind.set(candidate.kind, [...(byKind.get(candidate.kind) ?? []), candidate]);
  }
  for (const [kind, list] of byKind) {
    const channels = await channelsOf(tx, [...new Set(list.map((c) => c.userId))], kind);
    for (const candidate of list) {
      if ((channels.get(candidate.userId) ?? DEFAULT_NOTIFICATION_CHANNEL) === 'off') continue;
      if (!(await mayStillSee(tx, candidate))) continue;
      wanted.push({ ...candidate, id: uuidv7() });
    }
  }
  const inserted = await insertNotifications(tx, wanted);
  for (const row of inserted) {
    const message: NotificationMessage = {
      kind: 'notification.created',
      notificationId: row.id,
      notificationKind: row.kind,
    };
    await announceToUser(tx, row.userId, message);
  }
  return inserted.map((row) => row.id);
}

async function mayStillSee(db: Db, candidate: Candidate): Promise<boolean> {
  if (candidate.boardId) return canReadBoard(db, candidate.userId, candidate.boardId);
  if (candidate.workspaceId) return (await workspaceRole(db, candidate.userId, candidate.workspaceId)) !== null;
  return true;
}

/** Where an e-mail's button leads: the card, the board's automations, the Ranking, or the workspaces page. */
function mailUrl(
  publicUrl: string,
  row: { kind: string; board_id: string | null; card_id: string | null; data?: Record<string, unknown> | null },
): string {
  const docId = row.data?.docId;
  if (row.kind === 'doc.mentioned' && typeof docId === 'string')
    return `${publicUrl}/docs/${encodeURIComponent(docId)}`;
  const board = row.board_id ? `${publicUrl}/board/${encodeURIComponent(row.board_id)}` : null;
  if (board && row.card_id) return `${board}/card/${encodeURIComponent(row.card_id)}`;
  if (board && row.kind === 'automation.disabled') return `${board}/automations`;
  if (row.kind === 'gamification.badge') return `${publicUrl}/gamification`;
  if (row.kind === 'marketplace.access_requested') return `${publicUrl}/marketplace/moderation`;
  if (row.kind === 'marketplace.payout_resolved' || row.kind === 'marketplace.sale_refunded')
    return `${publicUrl}/monetization`;
  return `${publicUrl}/workspaces`;
}

/** Minutes back the periodic sweep looks for notifications whose e-mail was not sent. */
export const MAIL_SWEEP_MINUTES = 60;

/**
 * E-mails the given notifications (or, without ids, any recent one still waiting) to the people
 * who chose e-mail for their kind. Each is claimed before sending; a failed one is released.
 */
export async function sendNotificationMails(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, ids: string[] | null) {
  if (ids && ids.length === 0) return;
  const claimed = await claimMails(deps.db, ids, MAIL_SWEEP_MINUTES);
  for (const row of claimed) {
    const data = row.data ?? {};
    const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
    const url = mailUrl(deps.config.publicUrl, row);
    const message = notificationMail(
      {
        to: row.email,
        recipientName: row.user_name,
        kind: row.kind as NotificationKind,
        actorName: row.actor_name ?? text('actorName'),
        cardTitle: row.card_title ?? text('cardTitle'),
        boardTitle: row.board_title ?? text('boardTitle'),
        workspaceName: row.workspace_name ?? text('workspaceName'),
        excerpt: text('excerpt') || null,
        automationName: text('automationName'),
        dueDate: text('dueDate') ? dateOf(text('dueDate')) : null,
        timeZone: row.timezone,
        url,
      },
      localeOrDefault(row.locale, 'pt-BR'),
    );
    try {
      await deps.mailer.send(message);
    } catch {
      await releaseMail(deps.db, row.id);
    }
  }
}
