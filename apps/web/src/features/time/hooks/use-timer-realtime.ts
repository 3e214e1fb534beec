import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateTimer } from '@/features/time/api/get-timer';
import { realtime } from '@/lib/realtime';

/** The server says `timer.changed` on the person's own channel (modules/time/timer-service.ts). */
const TIMER_CHANGED = 'timer.changed';

/**
 * Follows the person's channel while the shell is open: a timer started or stopped on another
 * device or tab is read again at once (and after every reconnect, which may have missed it).
 */
export function useTimerRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let first = true;
    return realtime.subscribeUser(userId, {
      onNotification: (data) => {
        if (data.kind === TIMER_CHANGED) void invalidateTimer(queryClient);
      },
      onSubscribed: () => {
        if (!first) void invalidateTimer(queryClient);
        first = false;
      },
    });
  }, [userId, queryClient]);
}
