import type { Notification, NotificationList } from '@rbax/shared/notifications';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { invalidateNotifications, notificationsKey } from '@/features/notifications/api/get-notifications';
import { apiRequest } from '@/lib/api-client';

export function updateNotification({ id, read }: { id: string; read: boolean }): Promise<Notification> {
  return apiRequest(`/api/v1/notifications/${encodeURIComponent(id)}`, { method: 'PATCH', body: { read } });
}

type Cached = NotificationList | InfiniteData<NotificationList>;

/** A cached list with the notification's read state and the unread count changed. */
function patchList(data: Cached | undefined, notification: Notification, read: boolean): Cached | undefined {
  if (!data) return data;
  const delta = notification.read === read ? 0 : read ? -1 : 1;
  const patch = (page: NotificationList): NotificationList => ({
    ...page,
    unreadCount: Math.max(0, page.unreadCount + delta),
    items: page.items.map((item) => (item.id === notification.id ? { ...item, read } : item)),
  });
  return 'pages' in data ? { ...data, pages: data.pages.map(patch) } : patch(data);
}

/** Marks one read or unread, at once in every list (bell and page); the server's answer then refreshes them. */
export function useUpdateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notification, read }: { notification: Notification; read: boolean }) =>
      updateNotification({ id: notification.id, read }),
    onMutate: async ({ notification, read }) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      queryClient.setQueriesData<Cached>({ queryKey: notificationsKey }, (data) => patchList(data, notification, read));
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}
