import type { Card } from '@rbax/shared/cards';
import { ListTree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSubtaskProgress } from '@/features/board/api/use-subtasks';
import { cn } from '@/lib/utils';

/** A parent's subtasks on its face (decision 040): 'n/m' with a thin bar; nothing without subtasks. */
export function CardSubtaskProgress({ card }: { card: Pick<Card, 'id' | 'boardId'> }) {
  const { t } = useTranslation();
  const progress = useSubtaskProgress(card.boardId, card.id);
  if (!progress) return null;
  const { done, total } = progress;
  const complete = done === total;
  return (
    <div data-testid="card-subtasks" className="flex items-center gap-2 text-xs text-muted-foreground">
      <ListTree aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('cards.face.subtasks', { done, total })}</span>
      <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
        <span
          className={cn('block h-full rounded-full', complete ? 'bg-emerald-500' : 'bg-primary/70')}
          style={{ width: `${Math.round((done / total) * 100)}%` }}
        />
      </span>
      <span aria-hidden="true" className={cn('tabular-nums', complete && 'font-medium text-foreground')}>
        {t('cards.subtasks.progress', { done, total })}
      </span>
    </div>
  );
}
