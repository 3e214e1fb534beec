import { z } from 'zod';
import { NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX } from './notifications-page.ts';
import { COMMENT_MENTIONS_MAX, userRefSchema } from './cards.ts';

/**
 * Notifications (issue 7; docs/decisions/022). They are made from the event log by a background
 * consumer, by the due-date job and when someone is added to a workspace; each person chooses
 * per type whether to get it in the app, in the app and by e-mail, or not at all.
 */

export const notificationKinds = [
  /** Someone made you the card's assignee. */
  'card.assigned',
  /** A comment on a card you created, are assigned to or watch. */
  'card.commented',
  /** Someone mentioned you (@) in a comment. */
  'card.mentioned',
  /** A card of yours is due within 24 hours. */
  'card.due_soon',
  /** A card of yours is past its due date. */
  'card.overdue',
  /**
   * A started card of yours is likely to miss the board's SLE ('Em risco de atrasar'): its breach
   * risk reached the board's threshold (issue 19, docs/decisions/037). Once per card per start.
   */
  'card.at_risk',
  /** A board automation's `notify` action (issue 20): its text is the excerpt. */
  'card.automation',
  /**
   * A rule of yours was turned off after AUTO_DISABLE_AFTER_FAILURES failed runs in a row
   * (issue 20, design note §7.7.10): to its creator while they manage the board, else to the
   * board's owner. No card; `automation` names the rule, the excerpt is the last run's error.
   * Its sentence is the shared message `notifications.automationDisabled` ({{name}}).
   */
  'automation.disabled',
  /** Someone added you to a workspace. */
  'workspace.invited',
  /** You earned a badge in a workspace's Ranking (issue 27, docs/decisions/053); `data.badge` names it. */
  'gamification.badge',
  /**
   * To administrators: someone asked for a premium template in the Store Premium (issue 27,
   * docs/decisions/052); the excerpt is the template's name.
   */
  'marketplace.access_requested',
  /**
   * To a creator: an administrator marked their payout request paid or rejected (issue 28,
   * docs/decisions/052); the excerpt is the amount, the outcome and the administrator's note.
   */
  'marketplace.payout_resolved',
  /**
   * To a creator: a sale of their premium template was refunded (decision 056); the excerpt is the
   * template's name and the net taken back from their balance.
   */
  'marketplace.sale_refunded',
  /** Someone mentioned you (@) in a document (issue 26); `doc` names it, the excerpt is its title. */
  'doc.mentioned',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** `email` means in the app AND by e-mail; `off` means neither. */
export const notificationChannels = ['in_app', 'email', 'off'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'in_app';

/** "Due soon" is sent when the due date is at most this far ahead. */
export const DUE_SOON_WINDOW_HOURS = 24;
/** Overdue cards whose due date passed longer ago than this are not announced any more. */
export const OVERDUE_LOOKBACK_DAYS = 7;

export { NOTIFICATIONS_BELL_ITEMS, NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX } from './notifications-page.ts';

/** `GET /api/v1/notifications?unread=&cursor=&limit=` */
export const notificationsQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'], { error: 'validation.invalidValue' })
    .optional()
    .transform((value) => value === 'true'),
  cursor: z.string().max(100).optional(),
  limit: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(1, { error: 'validation.invalidValue' })
    .max(NOTIFICATIONS_PAGE_MAX, { error: 'validation.invalidValue' })
    .default(NOTIFICATIONS_PAGE_DEFAULT),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  read: z.boolean(),
  createdAt: z.string(),
  /** Who did it; null for reminders (and for an account since deleted). */
  actor: userRefSchema.nullable(),
  workspace: z.object({ id: z.string(), name: z.string() }).nullable(),
  board: z.object({ id: z.string(), title: z.string(), icon: z.string().nullable() }).nullable(),
  card: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The start of the comment (comment and mention notifications). */
  excerpt: z.string().nullable(),
  /** The due date announced (due-soon and overdue notifications). */
  dueDate: z.string().nullable(),
  /** The automation rule it is about (`card.automation`, `automation.disabled`), as named then. */
  automation: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** The document it is about (`doc.mentioned`, issue 26). */
  doc: z.object({ id: z.string(), title: z.string() }).nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `PATCH /api/v1/notifications/:id` */
export const updateNotificationInputSchema = z.object({ read: z.boolean({ error: 'validation.invalidValue' }) });
export type UpdateNotificationInput = z.infer<typeof updateNotificationInputSchema>;

export const readAllResponseSchema = z.object({ updated: z.number().int(), unreadCount: z.number().int() });

const channelSchema = z.enum(notificationChannels, { error: 'validation.invalidValue' });

/** `GET /api/v1/notification-preferences`: every kind with its channel. */
export const notificationPreferencesSchema = z.object({
  preferences: z.object(
    Object.fromEntries(notificationKinds.map((kind) => [kind, channelSchema])) as Record<
      NotificationKind,
      typeof channelSchema
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>['preferences'];

/** `PUT /api/v1/notification-preferences`: the kinds to change (others keep their channel). */
export const updateNotificationPreferencesInputSchema = z.object({
  preferences: z.strictObject(
    Object.fromEntries(notificationKinds.map((kind) => [kind, channelSchema.optional()])) as Record<
      NotificationKind,
      z.ZodOptional<typeof channelSchema>
    >,
    { error: 'validation.invalidValue' },
  ),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;

/** `GET|PUT|DELETE /api/v1/cards/:id/watch` */
export const cardWatchSchema = z.object({ watching: z.boolean() });
export type CardWatch = z.infer<typeof cardWatchSchema>;

/**
 * What the server sends on the user's realtime channel (`user:<id>`) when a notification is
 * created: enough for the bell to count and show it; the list is read again from the API.
 */
export const notificationMessageSchema = z.object({
  kind: z.literal('notification.created'),
  notificationId: z.string(),
  notificationKind: z.enum(notificationKinds),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/* ---------- mentions ---------- */

export const MENTIONS_MAX = COMMENT_MENTIONS_MAX;
/** Suggestions shown while typing '@'. */
export const MENTION_SUGGESTIONS_MAX = 8;
/** Longest text after '@' still read as a name being typed. */
const MENTION_QUERY_MAX = 40;

/** Lower case without accents: 'Ação' → 'acao'. */
export function foldForMatch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The mention being typed at the caret: '@' at the start or after a space or an opening
 * bracket, then up to a few words without a line break, not ending in a space. `start` is the
 * index of the '@'.
 */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/[\s([{"']/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  // A space right after the '@' or at the end closes the suggestions (a name is finished).
  if (query.length > MENTION_QUERY_MAX || /[\n\r@]/.test(query) || /^\s|\s$|\s{2}/.test(query)) {
    return null;
  }
  return { start: at, query };
}

type Person = { id: string; name: string; email?: string };

/**
 * The people matching what was typed after '@': every typed word starts a word of the name
 * (or the e-mail's local part), accents and case ignored; names starting with the query first.
 */
export function filterMentionCandidates<P extends Person>(
  people: readonly P[],
  query: string,
  limit = MENTION_SUGGESTIONS_MAX,
): P[] {
  const words = foldForMatch(query).split(/\s+/).filter(Boolean);
  const scored: { person: P; score: number }[] = [];
  for (const person of people) {
    const name = foldForMatch(person.name);
    const parts = [...name.split(/[\s.\-_]+/), ...(person.email ? [foldForMatch(person.email.split('@')[0]!)] : [])];
    if (!words.every((word) => parts.some((part) => part.startsWith(word)))) continue;
    const score = words.length === 0 ? 1 : name.startsWith(words.join(' ')) ? 0 : 1;
    scored.push({ person, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.person.name.localeCompare(b.person.name))
    .slice(0, limit)
    .map((entry) => entry.person);
}

/** Replaces the typed mention (from `start` to the caret) with '@Name '; returns the text and the new caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether '@Name' appears in the text as a whole mention (not the start of a longer word). */
export function mentionsName(text: string, name: string): boolean {
  if (!name.trim()) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}_])@${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'iu').test(text);
}

/** The people (of a list of candidates) whose '@Name' the text contains, each once. */
export function mentionedPeople<P extends Person>(text: string, people: readonly P[]): P[] {
  const seen = new Set<string>();
  return people.filter((person) => {
    if (seen.has(person.id) || !mentionsName(text, person.name)) return false;
    seen.add(person.id);
    return true;
  });
}
