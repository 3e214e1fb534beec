import type { Card } from '@rbax/shared/cards';
import { addDays, type Day } from '@rbax/shared/views/dates';
import { AlertTriangle } from 'lucide-react';
import { memo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

export type BarChange = { card: Card; days: { start: Day; end: Day } };

type TimelineBarProps = {
  card: Card;
  span: { start: Day; end: Day };
  left: number;
  width: number;
  dayWidth: number;
  label: string;
  canEdit: boolean;
  critical: boolean;
  late: boolean;
  to: string;
  onChange: (change: BarChange) => void;
  onChangeDates: (card: Card) => void;
  onAddDependency: (card: Card) => void;
  onPush: (card: Card) => void;
};

type Drag = { mode: 'move' | 'start' | 'end'; originX: number; delta: number; pointerId: number };

/** The days after a drag of `delta` days by the body (move) or an edge (resize), never inside out. */
function draggedDays(span: { start: Day; end: Day }, drag: Pick<Drag, 'mode' | 'delta'>): { start: Day; end: Day } {
  if (drag.mode === 'move') return { start: addDays(span.start, drag.delta), end: addDays(span.end, drag.delta) };
  if (drag.mode === 'start') {
    const start = addDays(span.start, drag.delta);
    return { start: start > span.end ? span.end : start, end: span.end };
  }
  const end = addDays(span.end, drag.delta);
  return { start: span.start, end: end < span.start ? span.start : end };
}

/**
 * A card's bar (issue 22): drag its body to move it, its edges to change its start or due date;
 * a click opens its menu. From the keyboard: Alt+←/→ moves it a day, Alt+Shift+←/→ moves its due
 * date, Enter opens the menu (open the card, change dates, add a dependency, push dependents).
 */
export const TimelineBar = memo(function TimelineBar(props: TimelineBarProps) {
  const { card, span, left, width, dayWidth, label, canEdit, critical, late, to } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [menu, setMenu] = useState(false);
  const shown = drag ? draggedDays(span, drag) : span;
  const offset = drag ? (drag.mode === 'end' ? 0 : drag.delta) * dayWidth : 0;
  const grow = drag ? (drag.mode === 'move' ? 0 : drag.mode === 'start' ? -drag.delta : drag.delta) * dayWidth : 0;

  const begin = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // Keeps the menu shut on press (it opens on a click without movement, below).
    event.preventDefault();
    event.stopPropagation();
    if (!canEdit) return;
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    setDrag({ mode, originX: event.clientX, delta: 0, pointerId: event.pointerId });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const delta = Math.round((event.clientX - drag.originX) / dayWidth);
    if (delta !== drag.delta) setDrag({ ...drag, delta });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) {
      if (!canEdit && event.button === 0) setMenu(true);
      return;
    }
    setDrag(null);
    if (drag.delta === 0) setMenu(true);
    else props.onChange({ card, days: draggedDays(span, drag) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || !canEdit || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const by = event.key === 'ArrowLeft' ? -1 : 1;
    props.onChange({ card, days: draggedDays(span, { mode: event.shiftKey ? 'end' : 'move', delta: by }) });
  };
  const shift = (mode: Drag['mode'], delta: number) =>
    props.onChange({ card, days: draggedDays(span, { mode, delta }) });

  const handle = 'absolute top-0 z-10 h-full w-2 cursor-ew-resize';
  return (
    <DropdownMenu open={menu} onOpenChange={setMenu} modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          data-timeline-bar={card.id}
          data-critical={critical || undefined}
          data-late={late || undefined}
          data-start={shown.start}
          data-end={shown.end}
          aria-label={label}
          aria-keyshortcuts={
            canEdit ? 'Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowLeft Alt+Shift+ArrowRight' : undefined
          }
          className={cn(
            'absolute top-1.5 flex h-6 items-center gap-1 overflow-hidden rounded-md border px-2 text-left text-xs font-medium shadow-xs outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
            'touch-none bg-sky-500/85 text-white',
            card.completedAt && 'bg-emerald-600/80',
            critical && 'ring-2 ring-rose-500 ring-offset-1 ring-offset-background',
            canEdit && (drag ? 'cursor-grabbing' : 'cursor-grab'),
          )}
          style={{ left: left + offset, width: Math.max(width + grow, dayWidth) }}
          onPointerDown={begin('move')}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
          onDoubleClick={() => void navigate(to)}
          onKeyDown={onKeyDown}
        >
          {canEdit ? <span aria-hidden="true" className={cn(handle, 'left-0')} onPointerDown={begin('start')} /> : null}
          {late ? <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0 text-amber-200" /> : null}
          <span className="truncate">{card.title}</span>
          {canEdit ? <span aria-hidden="true" className={cn(handle, 'right-0')} onPointerDown={begin('end')} /> : null}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={() => void navigate(to)}>{t('boardView.timeline.open')}</DropdownMenuItem>
        {canEdit ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => shift('move', -1)}>
              {t('boardView.timeline.moveEarlier')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => shift('move', 1)}>{t('boardView.timeline.moveLater')}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => shift('end', -1)}>{t('boardView.timeline.shorter')}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => shift('end', 1)}>{t('boardView.timeline.longer')}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => props.onChangeDates(card)}>
              {t('boardView.timeline.changeDates')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => props.onAddDependency(card)}>
              {t('boardView.timeline.addDependency')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => props.onPush(card)}>
              {t('boardView.timeline.pushDependents')}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
});
