import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setBoardPresence } from '@/features/board/api/board-presence';
import { boardDetailQueryKey } from '@/features/board/api/get-board-detail';
import { createBoardEventApplier } from '@/features/board/api/apply-board-event';
import { realtime } from '@/lib/realtime';

/**
 * Follows the board on the tab's realtime socket while the page is open: events patch the
 * query cache, `presence` feeds the header avatars and the card markers.
 */
export function useBoardRealtime(boardId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!boardId) return;
    const applier = createBoardEventApplier(queryClient, boardId);
    const readBoard = () => void queryClient.invalidateQueries({ queryKey: boardDetailQueryKey(boardId), exact: true });
    const unsubscribe = realtime.subscribe(boardId, {
      onEvent: applier.apply,
      onPresence: (users) => setBoardPresence(queryClient, boardId, users),
      // The board may have been read before the subscription's starting seq: read it again
      // (a 304 when nothing changed). A resumed subscription got the missed events instead.
      onSubscribed: ({ caughtUp }) => {
        if (!caughtUp) readBoard();
      },
      onResync: readBoard,
      // The refetch answers 404 and the page shows 'Board não encontrado'.
      onAccessLost: readBoard,
      onDisconnected: () => setBoardPresence(queryClient, boardId, []),
    });
    return () => {
      unsubscribe();
      applier.dispose();
      setBoardPresence(queryClient, boardId, []);
    };
  }, [boardId, queryClient]);
}
