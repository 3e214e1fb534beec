import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { boardAgingQueryKey, useCardAging } from '@/features/analytics/reports/api/use-board-aging';

// The badge's words (zones, risk wording and the shared flow constants) load only once a started
// card is on screen: the board page's own chunk grows by this file and the query alone (issue 19).
const AgingBadge = lazy(() => import('@/features/analytics/reports/components/aging-badge'));

/**
 * The ageing zone on a card face (issue 19, design note §3), for started, unfinished cards only;
 * fed by `GET /boards/:id/aging`, one request for the whole board.
 */
export function CardAgingBadge({ boardId, cardId, columnId }: { boardId: string; cardId: string; columnId: string }) {
  const queryClient = useQueryClient();
  const item = useCardAging(boardId, cardId);
  const seenColumn = useRef(columnId);

  // A move changes the card's start, finish or zone: the board's ages are read again.
  useEffect(() => {
    if (seenColumn.current === columnId) return;
    seenColumn.current = columnId;
    void queryClient.invalidateQueries({ queryKey: boardAgingQueryKey(boardId), exact: true });
  }, [boardId, columnId, queryClient]);

  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <AgingBadge item={item} />
    </Suspense>
  );
}
