import type { Notification, NotificationKind } from '@rbax/shared/notifications';
import { boardAutomationsPath, cardPath, docPath, paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';

const kindKeys = {
  'card.assigned': 'cardAssigned',
  'card.commented': 'cardCommented',
  'card.mentioned': 'cardMentioned',
  'card.due_soon': 'cardDueSoon',
  'card.overdue': 'cardOverdue',
  'card.at_risk': 'cardAtRisk',
  'card.automation': 'cardAutomation',
  'automation.disabled': 'automationDisabled',
  'workspace.invited': 'workspaceInvited',
  'gamification.badge': 'gamificationBadge',
  'marketplace.access_requested': 'marketplaceAccessRequested',
  'marketplace.payout_resolved': 'marketplacePayoutResolved',
  'marketplace.sale_refunded': 'marketplaceSaleRefunded',
  'doc.mentioned': 'docMentioned',
} as const satisfies Record<NotificationKind, string>;
export type KindKey = (typeof kindKeys)[NotificationKind];

/** `card.due_soon` → `cardDueSoon`: the i18n key of each kind under `notifications.kinds`. */
export function kindKey(kind: NotificationKind): KindKey {
  return kindKeys[kind];
}

export type SentenceValues = {
  actor: string;
  card: string;
  board: string;
  workspace: string;
  date: string;
  /** The automation rule a notification is about (issue 20). */
  rule: string;
};
export type NotificationSentence = { key: `notifications.kinds.${KindKey}`; values: SentenceValues };

/** The i18n key and values of a notification's sentence. */
export function notificationMessage(notification: Notification, locale: string): NotificationSentence {
  return {
    key: `notifications.kinds.${kindKey(notification.kind)}`,
    values: {
      actor: notification.actor?.name ?? '',
      card: notification.card?.title ?? '',
      board: notification.board?.title ?? '',
      workspace: notification.workspace?.name ?? '',
      date: notification.dueDate ? formatDate(notification.dueDate, locale) : '',
      rule: notification.automation?.name ?? '',
    },
  };
}

/** Where a notification leads: its card (dialog over the board), a board's automations, or the workspaces page. */
export function notificationHref(notification: Notification): string {
  if (notification.board && notification.card) return cardPath(notification.board.id, notification.card.id);
  if (notification.board && notification.kind === 'automation.disabled')
    return boardAutomationsPath(notification.board.id);
  if (notification.kind === 'gamification.badge') return paths.gamification;
  if (notification.kind === 'marketplace.access_requested') return paths.marketplaceModeration;
  if (notification.kind === 'marketplace.payout_resolved' || notification.kind === 'marketplace.sale_refunded')
    return paths.monetization;
  if (notification.kind === 'doc.mentioned' && notification.doc) return docPath(notification.doc.id);
  return paths.workspaces;
}

const MARK = '\u0001';

/**
 * The translated sentence cut into plain text and names (shown in bold). Names go in as markers
 * and come back as text, so a card called '<b>' is never read as markup.
 */
export function sentenceParts(
  t: (key: NotificationSentence['key'], values: SentenceValues) => string,
  message: NotificationSentence,
): { text: string; strong: boolean }[] {
  const markers = Object.fromEntries(
    Object.keys(message.values).map((name) => [name, `${MARK}${name}${MARK}`]),
  ) as SentenceValues;
  return t(message.key, markers)
    .split(new RegExp(`${MARK}(\\w+)${MARK}`))
    .map((text, index) =>
      index % 2 === 1
        ? { text: message.values[text as keyof SentenceValues] ?? '', strong: true }
        : { text, strong: false },
    )
    .filter((part) => part.text !== '');
}
