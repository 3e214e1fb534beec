import type { NotificationList } from '@rbax/shared/notifications';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { invalidateNotifications, notificationsKey } from '@/features/notifications/api/get-notifications';
import { apiRequest } from '@/lib/api-client';

export function readAllNotifications(): Promise<{ updated: number; unreadCount: number }> {
  return apiRequest('/api/v1/notifications/read-all', { method: 'POST' });
}

const allRead = (page: NotificationList): NotificationList => ({
  ...page,
  unreadCount: 0,
  items: page.items.map((item) => ({ ...item, read: true })),
});

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      queryClient.setQueriesData<NotificationList | InfiniteData<NotificationList>>(
        { queryKey: notificationsKey },
        (data) => (!data ? data : 'pages' in data ? { ...data, pages: data.pages.map(allRead) } : allRead(data)),
      );
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}
