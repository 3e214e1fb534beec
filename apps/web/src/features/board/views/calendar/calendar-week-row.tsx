import type { Card } from '@rbax/shared/cards';
import type { Day } from '@rbax/shared/views/dates';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekSegments } from '@/features/board/lib/calendar-layout';
import { CalendarChip } from '@/features/board/views/calendar/calendar-chip';
import { isCalendarCard, type CalendarDayDrop } from '@/features/board/views/calendar/calendar-dnd';
import type { DateMoves } from '@/features/board/views/use-date-moves';
import { cn } from '@/lib/utils';

type CalendarWeekRowProps = {
  week: readonly Day[];
  cards: readonly Card[];
  /** The month shown (days of other months are dimmed); null in the week view. */
  month: number | null;
  /** The first week shown: a card that began earlier has its one tab stop here. */
  first: boolean;
  today: Day;
  /** Lanes shown before '+N'; the week view shows them all. */
  maxLanes: number;
  canEdit: boolean;
  moves: DateMoves;
  cardPath: (cardId: string) => string;
  describe: (card: Card) => string;
  dayLabel: (day: Day, count: number) => string;
  onChangeDates: (card: Card) => void;
  onShowWeek: (day: Day) => void;
};

const LANE = 28; // px per lane: a 24 px chip and its gap

/**
 * One week of the calendar: its seven days under the cards' bars. The whole week is the drop
 * target (the day comes from where the pointer is), so a card dropped over another card's bar
 * still lands on the day beneath it.
 */
export const CalendarWeekRow = memo(function CalendarWeekRow(props: CalendarWeekRowProps) {
  const {
    week,
    cards,
    month,
    first,
    today,
    maxLanes,
    canEdit,
    moves,
    cardPath,
    describe,
    dayLabel,
    onChangeDates,
    onShowWeek,
  } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState<Day | null>(null);
  const segments = weekSegments(week, cards, moves.timeZone);
  const lanes = segments.reduce((max, segment) => Math.max(max, segment.lane + 1), 0);
  const shownLanes = Math.min(lanes, maxLanes);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canEdit) return;
    const dayAt = (x: number): Day => {
      const rect = element.getBoundingClientRect();
      const index = Math.floor(((x - rect.left) / rect.width) * week.length);
      return week[Math.max(0, Math.min(week.length - 1, index))]!;
    };
    return dropTargetForElements({
      element,
      canDrop: ({ source }) => isCalendarCard(source.data),
      getData: ({ input }): CalendarDayDrop => ({ type: 'calendar-day', day: dayAt(input.clientX) }),
      onDrag: ({ location }) => setOver(dayAt(location.current.input.clientX)),
      onDragLeave: () => setOver(null),
      onDrop: () => setOver(null),
    });
  }, [week, canEdit]);

  const hidden = (col: number) => segments.filter((s) => s.lane >= maxLanes && s.from <= col && s.to >= col).length;
  return (
    <div
      ref={ref}
      className="relative grid flex-1 grid-cols-7 border-b last:border-b-0"
      style={{ minHeight: 28 + Math.max(shownLanes, maxLanes === Infinity ? 4 : 3) * LANE + 8 }}
    >
      {week.map((day, col) => {
        const count = segments.filter((s) => s.from <= col && s.to >= col).length;
        const extra = hidden(col);
        const isToday = day === today;
        return (
          <div
            key={day}
            role="group"
            aria-label={dayLabel(day, count)}
            data-day={day}
            className={cn(
              'border-r p-1 last:border-r-0',
              month !== null && Number(day.slice(5, 7)) !== month && 'bg-muted/40 text-muted-foreground',
              isToday && 'bg-primary/5',
              over === day && 'bg-primary/15 ring-2 ring-primary ring-inset',
            )}
          >
            <div className="flex h-6 items-center justify-between">
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full text-xs font-medium tabular-nums',
                  isToday && 'bg-primary text-primary-foreground',
                )}
                data-today={isToday || undefined}
              >
                {Number(day.slice(8, 10))}
              </span>
              {isToday ? <span className="sr-only">{t('boardView.calendar.todayMarker')}</span> : null}
              {extra > 0 ? (
                <button
                  type="button"
                  className="rounded px-1 text-[0.7rem] font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
                  onClick={() => onShowWeek(day)}
                >
                  {t('boardView.calendar.more', { count: extra })}
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
      <div
        className="pointer-events-none absolute inset-x-0 top-8 grid grid-cols-7"
        style={{ gridTemplateRows: `repeat(${Math.max(shownLanes, 1)}, ${LANE}px)` }}
      >
        {segments
          .filter((segment) => segment.lane < maxLanes)
          .map((segment) => (
            <div
              key={segment.card.id}
              className="pointer-events-auto min-w-0 px-1"
              style={{ gridColumn: `${segment.from + 1} / ${segment.to + 2}`, gridRow: segment.lane + 1 }}
            >
              <CalendarChip
                card={segment.card}
                to={cardPath(segment.card.id)}
                description={describe(segment.card)}
                canEdit={canEdit}
                moves={moves}
                onChangeDates={onChangeDates}
                before={segment.before}
                after={segment.after}
                repeat={segment.before && !first}
              />
            </div>
          ))}
      </div>
    </div>
  );
});
