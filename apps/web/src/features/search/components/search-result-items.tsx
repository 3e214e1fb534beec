import type { SearchBoard, SearchCard } from '@rbax/shared/search';
import { Command } from 'cmdk';
import { CalendarDays, ListTree, Tag, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BoardIcon } from '@/features/boards/components/board-icon';
import { PriorityBadge } from '@/features/board/components/priority-badge';
import { formatDate } from '@/lib/dates';
import { formatBrl } from '@/features/board/lib/money';
import { HighlightedText } from '@/features/search/components/highlighted-text';
import { matchingTags } from '@/features/search/lib/palette';
import { cn } from '@/lib/utils';

export const paletteItemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground';

function BoardBadge({ icon, color }: { icon: string; color: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-md"
      style={{ backgroundColor: `${color}26`, color }}
    >
      <BoardIcon name={icon} className="size-4" />
    </span>
  );
}

/** A card found: title, then its board, priority, due date, value, assignee and matching tags. */
export function CardResultItem({
  card,
  words,
  onSelect,
}: {
  card: SearchCard;
  words: readonly string[];
  onSelect: (card: SearchCard) => void;
}) {
  const { t, i18n } = useTranslation();
  const tags = matchingTags(card.tags, words);
  return (
    <Command.Item
      value={`card:${card.id}`}
      onSelect={() => onSelect(card)}
      className={cn(paletteItemClass, 'items-start')}
    >
      <BoardBadge icon={card.boardIcon} color={card.boardColor} />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="truncate font-medium">
          <HighlightedText text={card.title} words={words} />
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="max-w-full truncate">
            <span className="sr-only">{t('search.inBoard')} </span>
            <HighlightedText text={card.boardTitle} words={words} />
          </span>
          {card.parent ? (
            <span className="inline-flex max-w-full items-center gap-1" data-testid="search-subtask-of">
              <ListTree aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{t('search.subtaskOf', { title: card.parent.title })}</span>
            </span>
          ) : null}
          {card.priority ? <PriorityBadge priority={card.priority} /> : null}
          {card.dueDate ? (
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              <span>
                <span className="sr-only">{t('search.due')} </span>
                {formatDate(card.dueDate, i18n.language)}
              </span>
            </span>
          ) : null}
          {card.valueBrl ? <span className="tabular-nums">{formatBrl(card.valueBrl)}</span> : null}
          {card.assignee ? (
            <span className="inline-flex items-center gap-1">
              <UserRound aria-hidden="true" className="size-3.5" />
              <span>
                <span className="sr-only">{t('search.assignee')} </span>
                <HighlightedText text={card.assignee.name} words={words} />
              </span>
            </span>
          ) : null}
          {tags.map((tag) => (
            <span key={tag} className="inline-flex items-center gap-1">
              <Tag aria-hidden="true" className="size-3.5" />
              <span>
                <HighlightedText text={tag} words={words} />
              </span>
            </span>
          ))}
        </span>
      </span>
    </Command.Item>
  );
}

/** A board whose name (or icon) holds every word. */
export function BoardResultItem({
  board,
  words,
  onSelect,
}: {
  board: SearchBoard;
  words: readonly string[];
  onSelect: (board: SearchBoard) => void;
}) {
  return (
    <Command.Item value={`board:${board.id}`} onSelect={() => onSelect(board)} className={paletteItemClass}>
      <BoardBadge icon={board.icon} color={board.color} />
      <span className="min-w-0 flex-1 truncate font-medium">
        <HighlightedText text={board.title} words={words} />
      </span>
    </Command.Item>
  );
}
