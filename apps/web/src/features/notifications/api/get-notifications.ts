import type { NotificationList } from '@rbax/shared/notifications';
import { NOTIFICATIONS_BELL_ITEMS, NOTIFICATIONS_PAGE_DEFAULT } from '@rbax/shared/notifications-page';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getNotifications(
  params: { unread?: boolean; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<NotificationList> {
  const search = new URLSearchParams();
  if (params.unread) search.set('unread', 'true');
  if (params.cursor) search.set('cursor', params.cursor);
  if (params.limit) search.set('limit', String(params.limit));
  const query = search.toString();
  return apiRequest(`/api/v1/notifications${query ? `?${query}` : ''}`, { signal });
}

/** Every notifications query starts with this key: one invalidation refreshes bell and page. */
export const notificationsKey = ['notifications'] as const;

/** The bell: the latest few and the unread count. */
export function latestNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsKey, 'latest'] as const,
    queryFn: ({ signal }) => getNotifications({ limit: NOTIFICATIONS_BELL_ITEMS }, signal),
    // Kept fresh by the realtime channel; read again when the window comes back (missed messages).
    staleTime: 60_000,
  });
}

/** /notifications: pages of all or only unread ones, newest first. */
export function notificationsPageQueryOptions(unread: boolean) {
  return infiniteQueryOptions({
    queryKey: [...notificationsKey, 'page', { unread }] as const,
    queryFn: ({ signal, pageParam }) =>
      getNotifications({ unread, cursor: pageParam, limit: NOTIFICATIONS_PAGE_DEFAULT }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function invalidateNotifications(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: notificationsKey });
}
