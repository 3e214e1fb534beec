import type { Card } from '@rbax/shared/cards';
import { draggable } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { MoreHorizontal } from 'lucide-react';
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { CalendarCardDrag } from '@/features/board/views/calendar/calendar-dnd';
import type { DateMoves } from '@/features/board/views/use-date-moves';
import { cn } from '@/lib/utils';

type CalendarChipProps = {
  card: Card;
  to: string;
  /** Described to screen readers with its dates ('Entrega 26/11/2026'). */
  description: string;
  canEdit: boolean;
  moves: DateMoves;
  onChangeDates: (card: Card) => void;
  /** Part of a bar that began in an earlier week or goes on: square ends, and no second tab stop. */
  before?: boolean;
  after?: boolean;
  repeat?: boolean;
  className?: string;
};

/**
 * A card in the calendar: a link to its dialog that can be dragged to another day, with its menu
 * ('Um dia antes', 'Um dia depois', 'Mudar datas…', 'Tirar as datas') and Alt+←/→ as the
 * keyboard's way to do the same (issue 22).
 */
export const CalendarChip = memo(function CalendarChip({
  card,
  to,
  description,
  canEdit,
  moves,
  onChangeDates,
  before,
  after,
  repeat,
  className,
}: CalendarChipProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canEdit) return;
    const data: CalendarCardDrag = { type: 'calendar-card', cardId: card.id };
    return draggable({
      element,
      getInitialData: () => data,
      onDragStart: () => setDragging(true),
      onDrop: () => setDragging(false),
    });
  }, [card.id, canEdit]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || !canEdit || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    void moves.shift(card, event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <div
      ref={ref}
      data-calendar-card={card.id}
      className={cn(
        'group flex h-6 min-w-0 items-center rounded-md border bg-card text-xs shadow-xs',
        card.completedAt && 'opacity-60',
        before && 'rounded-l-none border-l-0',
        after && 'rounded-r-none border-r-0',
        dragging && 'opacity-40',
        className,
      )}
    >
      <Link
        to={to}
        draggable={false}
        tabIndex={repeat ? -1 : undefined}
        aria-hidden={repeat || undefined}
        aria-label={`${card.title}, ${description}`}
        aria-keyshortcuts={canEdit ? 'Alt+ArrowLeft Alt+ArrowRight' : undefined}
        onKeyDown={onKeyDown}
        className={cn(
          'min-w-0 flex-1 truncate rounded-md px-1.5 leading-6 outline-none focus-visible:ring-2 focus-visible:ring-primary',
          card.completedAt && 'line-through',
        )}
      >
        {card.title}
      </Link>
      {canEdit && !repeat ? (
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t('boardView.calendar.cardMenu', { title: card.title })}
            className="mr-0.5 flex size-5 shrink-0 items-center justify-center rounded text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary"
          >
            <MoreHorizontal aria-hidden="true" className="size-3.5" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={() => void navigate(to)}>{t('boardView.calendar.open')}</DropdownMenuItem>
            <DropdownMenuSeparator />
            {card.dueDate || card.startDate ? (
              <>
                <DropdownMenuItem onSelect={() => void moves.shift(card, -1)}>
                  {t('boardView.calendar.dayEarlier')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void moves.shift(card, 1)}>
                  {t('boardView.calendar.dayLater')}
                </DropdownMenuItem>
              </>
            ) : null}
            <DropdownMenuItem onSelect={() => onChangeDates(card)}>
              {card.dueDate || card.startDate ? t('boardView.calendar.changeDates') : t('boardView.calendar.setDate')}
            </DropdownMenuItem>
            {card.dueDate || card.startDate ? (
              <DropdownMenuItem onSelect={() => void moves.clear(card)}>
                {t('boardView.calendar.removeDates')}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  );
});
