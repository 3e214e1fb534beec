import type { Card } from '@rbax/shared/cards';
import { lateDependencies, type DependencyCard } from '@rbax/shared/views/dependencies';
import { AlertTriangle, Link2, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cardPath } from '@/config/paths';
import { DependencyPicker } from '@/features/board/components/dependency-picker';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { dependencyErrorMessage, useCardDependencies, useDependencyMutation } from '@/features/board/api/dependencies';

type Side = { blockedBy: DependencyCard[]; blocking: DependencyCard[] };

/** The card's dependencies from the live board; an archived card (absent there) reads its own list. */
function useSides(card: Card, detail: BoardDetailData): Side | undefined {
  const onBoard = detail.cards.some((item) => item.id === card.id);
  const fetched = useCardDependencies(card.id, !onBoard);
  return useMemo(() => {
    if (!onBoard) return fetched.data;
    const byId = new Map(detail.cards.map((item) => [item.id, item]));
    const pick = (id: string) => byId.get(id);
    const sides: Side = { blockedBy: [], blocking: [] };
    for (const edge of detail.dependencies) {
      if (edge.cardId === card.id) {
        const other = pick(edge.dependsOnId);
        if (other) sides.blockedBy.push(other);
      } else if (edge.dependsOnId === card.id) {
        const other = pick(edge.cardId);
        if (other) sides.blocking.push(other);
      }
    }
    return sides;
  }, [onBoard, fetched.data, detail.cards, detail.dependencies, card.id]);
}

/**
 * 'Dependências' in the card dialog (issue 22): 'Bloqueado por' (what this card waits for, with
 * a warning when it starts before one of them is due) and 'Bloqueia' (what waits for it); editors
 * add and remove them. Others' changes arrive live with the board.
 */
export function CardDependencies({ card, detail, canEdit }: { card: Card; detail: BoardDetailData; canEdit: boolean }) {
  const { t } = useTranslation();
  const sides = useSides(card, detail);
  const [adding, setAdding] = useState(false);
  const add = useDependencyMutation(true);
  const remove = useDependencyMutation(false);
  const late = new Set(
    lateDependencies(detail.cards, detail.dependencies)
      .filter((e) => e.cardId === card.id)
      .map((e) => e.dependsOnId),
  );
  const failed = (error: unknown) => toast.error(dependencyErrorMessage(error, t('cards.dependencies.failed')));

  const list = (kind: keyof Side) => {
    const items = sides?.[kind] ?? [];
    return (
      <div className="grid gap-1">
        <h4 className="text-xs font-semibold text-muted-foreground uppercase">{t(`cards.dependencies.${kind}`)}</h4>
        {items.length === 0 ? <p className="text-sm text-muted-foreground">{t('cards.dependencies.none')}</p> : null}
        <ul className="grid gap-1" data-testid={`dependencies-${kind}`}>
          {items.map((other) => (
            <li key={other.id} className="flex items-center gap-2 rounded-md border px-2 py-1 text-sm">
              {kind === 'blockedBy' && late.has(other.id) ? (
                <AlertTriangle
                  aria-label={t('cards.dependencies.late', { title: other.title })}
                  className="size-4 shrink-0 text-amber-500"
                />
              ) : (
                <Link2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              )}
              <Link
                to={cardPath(card.boardId, other.id)}
                className={other.completedAt ? 'truncate line-through' : 'truncate hover:underline'}
              >
                {other.title}
              </Link>
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="ml-auto size-7"
                  aria-label={t('cards.dependencies.remove', { title: other.title })}
                  onClick={() => {
                    const edge =
                      kind === 'blockedBy'
                        ? { cardId: card.id, dependsOnId: other.id }
                        : { cardId: other.id, dependsOnId: card.id };
                    remove.mutate({ boardId: card.boardId, ...edge }, { onError: failed });
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <section aria-labelledby={`dependencies-${card.id}`} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`dependencies-${card.id}`} className="font-semibold">
          {t('cards.dependencies.title')}
        </h3>
        {canEdit && !card.archived ? (
          <Button variant="outline" size="sm" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
            <Plus aria-hidden="true" />
            {t('cards.dependencies.add')}
          </Button>
        ) : null}
      </div>
      {adding ? (
        <DependencyPicker
          card={card}
          cards={detail.cards}
          dependencies={detail.dependencies}
          onPick={(other) => {
            add.mutate({ boardId: card.boardId, cardId: card.id, dependsOnId: other.id }, { onError: failed });
            setAdding(false);
          }}
        />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {list('blockedBy')}
        {list('blocking')}
      </div>
    </section>
  );
}
