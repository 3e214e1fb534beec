import type { Card } from '@rbax/shared/cards';
import { CornerLeftUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardPath } from '@/config/paths';
import { useBoardCard } from '@/features/board/api/use-subtasks';

/** 'Subtarefa de <card>' in a subtask's dialog: the way back to its parent (decision 040). */
export function CardParentLink({ card }: { card: Pick<Card, 'boardId' | 'parentId'> }) {
  const { t } = useTranslation();
  const parent = useBoardCard(card.boardId, card.parentId);
  if (!parent) return null;
  return (
    <p className="flex min-w-0 items-center gap-1">
      <CornerLeftUp aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{t('cards.subtasks.of')}</span>
      <Link
        to={cardPath(parent.boardId, parent.id)}
        className="min-w-0 truncate rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {parent.title}
      </Link>
    </p>
  );
}
