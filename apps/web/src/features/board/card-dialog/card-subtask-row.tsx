import type { Card } from '@rbax/shared/cards';
import { ArrowDown, ArrowUp, CornerRightUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cardPath } from '@/config/paths';
import { useSaveCard } from '@/features/board/api/use-save-card';
import { cn, initials } from '@/lib/utils';

type CardSubtaskRowProps = {
  subtask: Card;
  /** The assignee's name, when someone is assigned. */
  assigneeName: string | null;
  canEdit: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMove: (offset: -1 | 1) => void;
};

/**
 * One subtask in its parent's dialog: the checkbox completes it, the title opens its own dialog
 * (its card URL), and the buttons reorder it or turn it into a card of the board.
 */
export function CardSubtaskRow({ subtask, assigneeName, canEdit, isFirst, isLast, onMove }: CardSubtaskRowProps) {
  const { t } = useTranslation();
  const { save } = useSaveCard(subtask);
  // The box follows the click at once; the server's answer (or a refusal) settles it.
  const [pending, setPending] = useState<boolean | null>(null);
  const done = pending ?? subtask.completedAt !== null;
  const title = subtask.title;
  return (
    <li className="group flex items-center gap-2 rounded-md px-1 py-0.5 hover:bg-muted/60">
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-primary"
        checked={done}
        disabled={!canEdit}
        aria-label={t('cards.subtasks.done', { title })}
        onChange={(event) => {
          setPending(event.target.checked);
          const settle = () => setPending(null);
          save({ completed: event.target.checked }, { onSuccess: settle, onError: settle });
        }}
      />
      <Link
        to={cardPath(subtask.boardId, subtask.id)}
        className={cn(
          'min-w-0 flex-1 truncate rounded-sm text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60',
          done && 'text-muted-foreground line-through',
        )}
      >
        {title}
      </Link>
      {assigneeName ? (
        <span
          className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[0.6rem] font-semibold"
          title={assigneeName}
        >
          <span aria-hidden="true">{initials(assigneeName)}</span>
          <span className="sr-only">{t('cards.face.assignee', { name: assigneeName })}</span>
        </span>
      ) : null}
      {canEdit ? (
        <span className="flex shrink-0">
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={isFirst}
            aria-label={t('cards.subtasks.moveUp', { title })}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={isLast}
            aria-label={t('cards.subtasks.moveDown', { title })}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('cards.subtasks.promoteNamed', { title })}
            title={t('cards.subtasks.promote')}
            onClick={() =>
              save({ parentId: null }, { onSuccess: () => toast.success(t('cards.subtasks.toasts.promoted')) })
            }
          >
            <CornerRightUp aria-hidden="true" />
          </Button>
        </span>
      ) : null}
    </li>
  );
}
