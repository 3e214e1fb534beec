import type { NotificationPreferences } from '@rbax/shared/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getNotificationPreferences(signal?: AbortSignal): Promise<{ preferences: NotificationPreferences }> {
  return apiRequest('/api/v1/notification-preferences', { signal });
}

export const notificationPreferencesKey = ['notification-preferences'] as const;

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}
