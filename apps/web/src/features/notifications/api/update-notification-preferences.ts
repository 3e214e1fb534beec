import type { NotificationChannel, NotificationKind, NotificationPreferences } from '@rbax/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesKey } from '@/features/notifications/api/get-notification-preferences';
import { apiRequest } from '@/lib/api-client';

type Change = { kind: NotificationKind; channel: NotificationChannel };

export function updateNotificationPreferences({ kind, channel }: Change): Promise<{
  preferences: NotificationPreferences;
}> {
  return apiRequest('/api/v1/notification-preferences', {
    method: 'PUT',
    body: { preferences: { [kind]: channel } },
  });
}

/** Shows the choice at once; a failure puts the previous one back. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async ({ kind, channel }) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const previous = queryClient.getQueryData<{ preferences: NotificationPreferences }>(notificationPreferencesKey);
      if (previous) {
        queryClient.setQueryData(notificationPreferencesKey, {
          preferences: { ...previous.preferences, [kind]: channel },
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(notificationPreferencesKey, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(notificationPreferencesKey, data),
  });
}
