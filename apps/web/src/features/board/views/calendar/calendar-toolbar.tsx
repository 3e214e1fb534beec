import { addDays, startOfWeek, type Day } from '@rbax/shared/views/dates';
import { CalendarSync, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CalendarFeedDialog } from '@/features/board/components/calendar-feed-dialog';
import { cn } from '@/lib/utils';

export type CalendarMode = 'month' | 'week';

type CalendarToolbarProps = {
  mode: CalendarMode;
  anchor: Day;
  today: Day;
  firstDay: 0 | 1;
  boardId: string;
  onMode: (mode: CalendarMode) => void;
  onAnchor: (day: Day) => void;
};

function monthShift(day: Day, by: number): Day {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + by, 1));
  return date.toISOString().slice(0, 10);
}

/** Previous, 'Hoje', next; the period's name (announced when it changes); month or week; the iCal feed. */
export function CalendarToolbar({ mode, anchor, today, firstDay, boardId, onMode, onAnchor }: CalendarToolbarProps) {
  const { t, i18n } = useTranslation();
  const [feedOpen, setFeedOpen] = useState(false);
  const step = (by: number) => onAnchor(mode === 'month' ? monthShift(anchor, by) : addDays(anchor, 7 * by));
  const at = (day: Day) => new Date(`${day}T12:00:00Z`);
  let title: string;
  if (mode === 'month') {
    title = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      at(anchor),
    );
  } else {
    const start = startOfWeek(anchor, firstDay);
    const format = new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    title = format.formatRange(at(start), at(addDays(start, 6)));
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={mode === 'month' ? t('boardView.calendar.previousMonth') : t('boardView.calendar.previousWeek')}
          onClick={() => step(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => onAnchor(today)}>
          {t('boardView.calendar.today')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={mode === 'month' ? t('boardView.calendar.nextMonth') : t('boardView.calendar.nextWeek')}
          onClick={() => step(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <h2
        aria-live="polite"
        className="min-w-40 text-lg font-semibold first-letter:uppercase"
        data-testid="calendar-title"
      >
        {title}
      </h2>
      <div
        role="group"
        aria-label={t('boardView.calendar.mode')}
        className="ml-auto inline-flex rounded-lg bg-muted p-1"
      >
        {(['month', 'week'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => onMode(value)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
              mode === value && 'bg-background text-foreground shadow-sm',
            )}
          >
            {t(`boardView.calendar.${value}`)}
          </button>
        ))}
      </div>
      <Button variant="outline" onClick={() => setFeedOpen(true)}>
        <CalendarSync aria-hidden="true" />
        <span className="max-sm:sr-only">{t('boardView.feed.open')}</span>
      </Button>
      <CalendarFeedDialog boardId={boardId} open={feedOpen} onOpenChange={setFeedOpen} />
    </div>
  );
}
