import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import type { BoardView } from '@/features/board/lib/board-views';
import type { BoardViewProps } from '@/features/board/views/board-view-props';
import { BoardCanvas } from '@/features/board/views/kanban/board-canvas';

// The other views load when first opened: the kanban board's chunk stays as it was.
const TableView = lazy(() => import('@/features/board/views/table/table-view').then((m) => ({ default: m.TableView })));
const CalendarView = lazy(() =>
  import('@/features/board/views/calendar/calendar-view').then((m) => ({ default: m.CalendarView })),
);
const TimelineView = lazy(() =>
  import('@/features/board/views/timeline/timeline-view').then((m) => ({ default: m.TimelineView })),
);

/** The board's cards as the chosen view shows them (issue 22); every view gets the same filtered board. */
export function BoardViewBody({ view, ...props }: BoardViewProps & { view: BoardView }) {
  const { t } = useTranslation();
  if (view === 'kanban') return <BoardCanvas {...props} />;
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t('common.loading')} className="grid flex-1 gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-full min-h-64 w-full" />
        </div>
      }
    >
      {view === 'table' ? (
        <TableView {...props} />
      ) : view === 'calendar' ? (
        <CalendarView {...props} />
      ) : (
        <TimelineView {...props} />
      )}
    </Suspense>
  );
}
