import type { Card } from '@rbax/shared/cards';
import { addDays, cardDays, dayInZone, monthGrid, startOfWeek, weekStartsOn, type Day } from '@rbax/shared/views/dates';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardDatesDialog } from '@/features/board/components/card-dates-dialog';
import { weeksOf } from '@/features/board/lib/calendar-layout';
import { visibleCards } from '@/features/board/lib/visible-cards';
import type { BoardViewProps } from '@/features/board/views/board-view-props';
import { CalendarToolbar, type CalendarMode } from '@/features/board/views/calendar/calendar-toolbar';
import { isCalendarCard, isCalendarDay, isCalendarUndated } from '@/features/board/views/calendar/calendar-dnd';
import { CalendarWeekRow } from '@/features/board/views/calendar/calendar-week-row';
import { UndatedList } from '@/features/board/views/calendar/undated-list';
import { useDateMoves } from '@/features/board/views/use-date-moves';
import { formatDate } from '@/lib/dates';
import { useIsMobile } from '@/lib/use-is-mobile';

/**
 * 'Calendário' (issue 22): the filtered cards on their days, month or week, from their start to
 * their due date; drag a card to another day (or use its menu, or Alt+←/→) to change its dates;
 * cards without dates wait on the side. The week starts as the language's calendars do (Sunday
 * in Brazil).
 */
export function CalendarView({ detail, filter, cardPath }: BoardViewProps) {
  const { t, i18n } = useTranslation();
  const moves = useDateMoves();
  const mobile = useIsMobile();
  const canEdit = detail.board.permissions.canEdit;
  const today = dayInZone(new Date(), moves.timeZone);
  const [mode, setMode] = useState<CalendarMode>(() => (mobile ? 'week' : 'month'));
  const [anchor, setAnchor] = useState<Day>(today);
  const [changing, setChanging] = useState<Card | null>(null);
  const firstDay = weekStartsOn(i18n.language);

  const cards = useMemo(() => visibleCards(detail.cards, filter), [detail.cards, filter]);
  const { dated, undated } = useMemo(() => {
    const split = { dated: [] as Card[], undated: [] as Card[] };
    for (const card of cards) (card.dueDate || card.startDate ? split.dated : split.undated).push(card);
    return split;
  }, [cards]);
  const weeks = useMemo(() => {
    if (mode === 'week') {
      const start = startOfWeek(anchor, firstDay);
      return [Array.from({ length: 7 }, (_, index) => addDays(start, index))];
    }
    return weeksOf(monthGrid(Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7)), firstDay));
  }, [mode, anchor, firstDay]);

  const describe = useCallback(
    (card: Card) => {
      const span = cardDays(card, moves.timeZone);
      if (!span) return t('boardView.calendar.noDates');
      const day = (value: Day) => formatDate(`${value}T12:00:00Z`, i18n.language);
      return span.start === span.end
        ? t('boardView.calendar.onDay', { date: day(span.end) })
        : t('boardView.calendar.fromTo', { start: day(span.start), end: day(span.end) });
    },
    [moves.timeZone, t, i18n.language],
  );
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    [i18n.language],
  );
  const dayLabel = useCallback(
    (day: Day, count: number) =>
      t('boardView.calendar.dayLabel', { date: dayFormat.format(new Date(`${day}T12:00:00Z`)), count }),
    [dayFormat, t],
  );

  // Drops: on a day, the card's due date goes there (its start moves along); on 'Sem data', its dates go.
  const latest = useRef({ cards: detail.cards, moves });
  useEffect(() => {
    latest.current = { cards: detail.cards, moves };
  });
  useEffect(
    () =>
      monitorForElements({
        canMonitor: ({ source }) => isCalendarCard(source.data),
        onDrop: ({ source, location }) => {
          const target = location.current.dropTargets[0]?.data;
          const card = latest.current.cards.find((item) => item.id === source.data.cardId);
          if (!card || !target) return;
          if (isCalendarDay(target)) void latest.current.moves.dueOn(card, target.day);
          else if (isCalendarUndated(target)) void latest.current.moves.clear(card);
        },
      }),
    [],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3" data-testid="calendar-view">
      <CalendarToolbar
        mode={mode}
        anchor={anchor}
        firstDay={firstDay}
        boardId={detail.board.id}
        onMode={setMode}
        onAnchor={setAnchor}
        today={today}
      />
      <div className="flex min-h-0 flex-1 flex-col gap-3 lg:flex-row">
        <section
          aria-label={t('boardView.calendar.label')}
          className="min-h-0 flex-1 overflow-auto rounded-lg border max-md:h-[65svh] max-md:flex-none"
        >
          <div className="flex min-h-full min-w-[42rem] flex-col">
            <div
              className="sticky top-0 z-10 grid grid-cols-7 border-b bg-muted/95 text-xs font-semibold text-muted-foreground backdrop-blur"
              aria-hidden="true"
            >
              {weeks[0]!.map((day) => (
                <div key={day} className="px-2 py-1.5">
                  {new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
                    new Date(`${day}T12:00:00Z`),
                  )}
                </div>
              ))}
            </div>
            {weeks.map((week, index) => (
              <CalendarWeekRow
                key={week[0]}
                week={week}
                cards={dated}
                month={mode === 'month' ? Number(anchor.slice(5, 7)) : null}
                first={index === 0}
                today={today}
                maxLanes={mode === 'month' ? 3 : Infinity}
                canEdit={canEdit}
                moves={moves}
                cardPath={cardPath}
                describe={describe}
                dayLabel={dayLabel}
                onChangeDates={setChanging}
                onShowWeek={(day) => {
                  setAnchor(day);
                  setMode('week');
                }}
              />
            ))}
          </div>
        </section>
        <UndatedList cards={undated} canEdit={canEdit} moves={moves} cardPath={cardPath} onChangeDates={setChanging} />
      </div>
      <CardDatesDialog
        card={changing}
        onClose={() => setChanging(null)}
        onSave={(card, dates) => void moves.save(card, dates)}
      />
    </div>
  );
}
