import type { BoardSummary } from '@rbax/shared/boards';
import { Archive, MoreHorizontal, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { BoardIcon } from '@/features/boards/components/board-icon';
import { readableTextColor } from '@/features/boards/components/readable-text-color';

type BoardCardProps = {
  board: BoardSummary;
  /** The board page the title links to (the whole card is the link's hit area). */
  to?: string | undefined;
  onEdit?: (() => void) | undefined;
  onArchive?: (() => void) | undefined;
  /** Extra content at the bottom (the archived page's actions). */
  footer?: ReactNode;
};

/** A board on the index: cover or colour band, icon, title, two lines of description, labels, card count. */
export function BoardCard({ board, to, onEdit, onArchive, footer }: BoardCardProps) {
  const { t } = useTranslation();
  const hasMenu = Boolean(onEdit || onArchive);
  return (
    <article className="group/board relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/60 hover:shadow-md">
      {board.coverUrl ? (
        <img src={board.coverUrl} alt="" className="h-28 w-full object-cover" loading="lazy" />
      ) : (
        <div aria-hidden="true" className="h-3 w-full" style={{ backgroundColor: board.color }} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-md"
            style={{ backgroundColor: `${board.color}26`, color: board.color }}
          >
            <BoardIcon name={board.icon} className="size-4" />
          </span>
          <h3 className="min-w-0 flex-1 self-center font-semibold leading-tight break-words">
            {to ? (
              <Link
                to={to}
                className="text-left outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
              >
                {board.title}
              </Link>
            ) : (
              board.title
            )}
          </h3>
          {hasMenu ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="relative z-10 -mt-1 -mr-2"
                  aria-label={t('boards.card.actions', { title: board.title })}
                >
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {onEdit ? (
                  <DropdownMenuItem onSelect={onEdit}>
                    <Pencil aria-hidden="true" />
                    {t('boards.card.edit')}
                  </DropdownMenuItem>
                ) : null}
                {onArchive ? (
                  <DropdownMenuItem onSelect={onArchive}>
                    <Archive aria-hidden="true" />
                    {t('boards.card.archive')}
                  </DropdownMenuItem>
                ) : null}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
        {board.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{board.description}</p> : null}
        {board.labels.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label={t('boards.card.labels')}>
            {board.labels.map((label) => (
              <li
                key={label.id}
                className="rounded-full px-2 py-0.5 text-[0.7rem] font-medium"
                style={{ backgroundColor: label.color, color: readableTextColor(label.color) }}
              >
                {label.name}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto pt-1 text-xs text-muted-foreground">
          {t('boards.card.cards', { count: board.cardCount })}
        </p>
        {footer ? <div className="relative z-10 flex flex-wrap gap-2 pt-2">{footer}</div> : null}
      </div>
    </article>
  );
}
