import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateCardTimeEntries } from '@/features/time/api/get-card-time-entries';
import { realtime } from '@/lib/realtime';

/**
 * While a card's time is on screen, someone else's entry on it (added, changed, deleted, a timer
 * stopped) reads its list again. The board page applies the same events to the card itself.
 */
export function useCardTimeRealtime(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.subscribe(boardId, {
        onEvent: (event) => {
          if (event.entityId === cardId && event.kind.startsWith('time.'))
            void invalidateCardTimeEntries(queryClient, cardId);
        },
        onPresence: () => {},
      }),
    [boardId, cardId, queryClient],
  );
}
