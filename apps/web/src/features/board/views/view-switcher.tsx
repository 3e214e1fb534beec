import { CalendarDays, ChartGantt, Columns3, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { rememberView, withView, type BoardView } from '@/features/board/lib/board-views';
import { cn } from '@/lib/utils';

const icons = { kanban: Columns3, table: Table2, calendar: CalendarDays, timeline: ChartGantt } as const;

/**
 * 'Kanban', 'Tabela', 'Calendário', 'Linha do tempo' (issue 22): links, so each view has its
 * address (`?view=table`), opens in a new tab and is reached with Tab and Enter; the choice is
 * remembered for the board. The filters in the URL go along.
 */
export function ViewSwitcher({ boardId, current }: { boardId: string; current: BoardView }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <nav aria-label={t('boardView.views.label')} className="inline-flex shrink-0 rounded-lg bg-muted p-1">
      {(Object.keys(icons) as BoardView[]).map((view) => {
        const Icon = icons[view];
        const active = view === current;
        return (
          <Link
            key={view}
            to={{ search: withView(params, view).toString() }}
            aria-current={active ? 'page' : undefined}
            onClick={() => rememberView(boardId, view)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
              active && 'bg-background text-foreground shadow-sm',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {/* The names stay readable to screen readers on a phone, where only the icons show. */}
            <span className="max-sm:sr-only">{t(`boardView.views.${view}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
