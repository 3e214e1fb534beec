import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateNotifications } from '@/features/notifications/api/get-notifications';
import { realtime } from '@/lib/realtime';

/**
 * Follows the signed-in user's realtime channel while the app shell is open: each new
 * notification (and every reconnect, which may have missed some) refreshes the lists, so the
 * bell's count rises without a reload. `onNew` hears each new one.
 */
export function useNotificationsRealtime(userId: string | undefined, onNew?: () => void) {
  const queryClient = useQueryClient();
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;
  useEffect(() => {
    if (!userId) return;
    let first = true;
    return realtime.subscribeUser(userId, {
      onNotification: (data) => {
        if (data.kind !== 'notification.created') return;
        void invalidateNotifications(queryClient);
        onNewRef.current?.();
      },
      onSubscribed: () => {
        // The first subscription follows the first read; later ones are reconnects.
        if (!first) void invalidateNotifications(queryClient);
        first = false;
      },
    });
  }, [userId, queryClient]);
}
