import type { Card } from '@rbax/shared/cards';
import { dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarChip } from '@/features/board/views/calendar/calendar-chip';
import { isCalendarCard, type CalendarUndatedDrop } from '@/features/board/views/calendar/calendar-dnd';
import type { DateMoves } from '@/features/board/views/use-date-moves';
import { cn } from '@/lib/utils';

/** Enough to plan with; the table lists them all. */
const UNDATED_SHOWN = 200;

type UndatedListProps = {
  cards: readonly Card[];
  canEdit: boolean;
  moves: DateMoves;
  cardPath: (cardId: string) => string;
  onChangeDates: (card: Card) => void;
};

/**
 * 'Sem data': the filtered cards without dates, to drag onto a day (or date from their menu). A
 * dated card dropped here loses its dates.
 */
export function UndatedList({ cards, canEdit, moves, cardPath, onChangeDates }: UndatedListProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [over, setOver] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canEdit) return;
    return dropTargetForElements({
      element,
      canDrop: ({ source }) => isCalendarCard(source.data),
      getData: (): CalendarUndatedDrop => ({ type: 'calendar-undated' }),
      onDragEnter: () => setOver(true),
      onDragLeave: () => setOver(false),
      onDrop: () => setOver(false),
    });
  }, [canEdit]);

  return (
    <section
      ref={ref}
      aria-labelledby="calendar-undated"
      data-testid="calendar-undated"
      className={cn('flex min-h-0 flex-col gap-2 rounded-lg border p-3 lg:w-64', over && 'ring-2 ring-primary')}
    >
      <h2 id="calendar-undated" className="text-sm font-semibold">
        {t('boardView.calendar.undated')} <span className="font-normal text-muted-foreground">({cards.length})</span>
      </h2>
      <p className="text-xs text-muted-foreground">
        {cards.length > 0 ? t('boardView.calendar.undatedHint') : t('boardView.calendar.undatedEmpty')}
      </p>
      <ul className="grid min-h-0 gap-1 overflow-y-auto max-lg:max-h-48">
        {cards.slice(0, UNDATED_SHOWN).map((card) => (
          <li key={card.id}>
            <CalendarChip
              card={card}
              to={cardPath(card.id)}
              description={t('boardView.calendar.noDates')}
              canEdit={canEdit}
              moves={moves}
              onChangeDates={onChangeDates}
            />
          </li>
        ))}
      </ul>
      {cards.length > UNDATED_SHOWN ? (
        <p className="text-xs text-muted-foreground">
          {t('boardView.calendar.undatedMore', { count: cards.length - UNDATED_SHOWN })}
        </p>
      ) : null}
    </section>
  );
}
