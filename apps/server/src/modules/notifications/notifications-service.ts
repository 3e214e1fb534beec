import {
  DEFAULT_NOTIFICATION_CHANNEL,
  notificationKinds,
  type CardWatch,
  type Notification,
  type NotificationChannel,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
  type UpdateNotificationPreferencesInput,
} from '@rbax/shared/notifications';
import { dateOf } from '#src/db/raw.ts';
import { keyWorkspaceIds, readableBoardIdsOf, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound } from '#src/lib/errors.ts';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import {
  addWatcher,
  countUnread,
  findNotificationRow,
  isVisibleToKey,
  isWatching,
  listNotificationRows,
  preferencesOf,
  removeWatcher,
  setAllRead,
  setRead,
  upsertPreferences,
  type KeyVisibility,
  type NotificationRow,
} from './notifications-repository.ts';

type D = Pick<Deps, 'db'>;

const text = (data: Record<string, unknown>, key: string): string | null =>
  typeof data[key] === 'string' ? (data[key] as string) : null;

/** The rule a notification names (`automationId`, `automationName` in its data), or null. */
function automationOf(data: Record<string, unknown>): Notification['automation'] {
  const id = text(data, 'automationId');
  const name = text(data, 'automationName');
  return id !== null && name !== null ? { id, name } : null;
}

/** A row with its current names (titles as they are now; the snapshot when the thing is gone). */
export function toNotification(row: NotificationRow): Notification {
  const data = row.data ?? {};
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    read: row.read_at !== null,
    createdAt: dateOf(row.created_at).toISOString(),
    actor: row.actor_id
      ? { id: row.actor_id, name: row.actor_name ?? text(data, 'actorName') ?? '', image: row.actor_image }
      : null,
    workspace: row.workspace_id
      ? { id: row.workspace_id, name: row.workspace_name ?? text(data, 'workspaceName') ?? '' }
      : null,
    board: row.board_id
      ? {
          id: row.board_id,
          title: row.board_title ?? text(data, 'boardTitle') ?? '',
          icon: row.board_icon ?? text(data, 'boardIcon'),
        }
      : null,
    card: row.card_id ? { id: row.card_id, title: row.card_title ?? text(data, 'cardTitle') ?? '' } : null,
    excerpt: text(data, 'excerpt'),
    dueDate: text(data, 'dueDate'),
    automation: automationOf(data),
    ...(text(data, 'docId') ? { doc: { id: text(data, 'docId')!, title: text(data, 'excerpt') ?? '' } } : {}),
  };
}

/** Newest first; only what the user may still see (boards they read, workspaces they are in). */
export async function listNotifications(
  deps: D,
  user: SessionUser,
  query: { unread: boolean; cursor?: string | undefined; limit: number },
): Promise<NotificationList> {
  const readable = await readableBoardIdsOf(deps.db, user);
  const onlyWorkspaceIds = keyWorkspaceIds(user);
  const [found, unreadCount] = await Promise.all([
    listNotificationRows(deps.db, {
      userId: user.id,
      readableBoardIds: readable,
      onlyWorkspaceIds,
      unread: query.unread,
      cursor: query.cursor,
      limit: query.limit + 1,
    }),
    countUnread(deps.db, user.id, readable, onlyWorkspaceIds),
  ]);
  const page = found.slice(0, query.limit);
  return {
    items: page.map(toNotification),
    unreadCount,
    nextCursor: found.length > query.limit ? page.at(-1)!.id : null,
  };
}

/** What an API key restricted to some workspaces sees (docs/decisions/033); null for everyone else. */
async function keyVisibility(deps: D, user: SessionUser): Promise<KeyVisibility | null> {
  const onlyWorkspaceIds = keyWorkspaceIds(user);
  if (!onlyWorkspaceIds) return null;
  return { readableBoardIds: await readableBoardIdsOf(deps.db, user), onlyWorkspaceIds };
}

/** Someone else's notification (or an unknown id, or one a restricted API key does not see) is 404. */
export async function updateNotification(
  deps: D,
  user: SessionUser,
  id: string,
  input: { read: boolean },
): Promise<Notification> {
  const key = await keyVisibility(deps, user);
  if (key && !(await isVisibleToKey(deps.db, user.id, id, key))) throw notFound();
  if (!(await setRead(deps.db, user.id, id, input.read))) throw notFound();
  return toNotification((await findNotificationRow(deps.db, user.id, id))!);
}

export async function readAllNotifications(deps: D, user: SessionUser) {
  const updated = await setAllRead(deps.db, user.id, (await keyVisibility(deps, user)) ?? undefined);
  return { updated, unreadCount: 0 };
}

export async function getPreferences(deps: D, user: SessionUser): Promise<{ preferences: NotificationPreferences }> {
  const stored = new Map((await preferencesOf(deps.db, user.id)).map((row) => [row.kind, row.channel]));
  const preferences = Object.fromEntries(
    notificationKinds.map((kind) => [kind, (stored.get(kind) as NotificationChannel) ?? DEFAULT_NOTIFICATION_CHANNEL]),
  ) as NotificationPreferences;
  return { preferences };
}

export async function updatePreferences(
  deps: D,
  user: SessionUser,
  input: UpdateNotificationPreferencesInput,
): Promise<{ preferences: NotificationPreferences }> {
  const entries = notificationKinds.flatMap((kind) => {
    const channel = input.preferences[kind];
    return channel ? [{ kind, channel }] : [];
  });
  await upsertPreferences(deps.db, user.id, entries);
  return getPreferences(deps, user);
}

/* ---------- watching a card (read access) ---------- */

export async function getWatch(deps: D, user: SessionUser, cardId: string): Promise<CardWatch> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  return { watching: await isWatching(deps.db, card.id, user.id) };
}

export async function setWatch(deps: D, user: SessionUser, cardId: string, watching: boolean): Promise<CardWatch> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  if (watching) await addWatcher(deps.db, { cardId: card.id, userId: user.id, boardId: card.boardId });
  else await removeWatcher(deps.db, card.id, user.id);
  return { watching };
}
