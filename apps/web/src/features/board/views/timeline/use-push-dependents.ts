import type { Card } from '@rbax/shared/cards';
import { lateDependencies, pushDependents, type CardDependency } from '@rbax/shared/views/dependencies';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DateMoves } from '@/features/board/views/use-date-moves';

/**
 * 'Empurrar dependentes' (issue 22): the cards that wait for a card move later, keeping their
 * length, until none starts before what it waits for ends (shared `pushDependents`). Each moved
 * card is saved as an ordinary date edit.
 */
export function usePushDependents(cards: readonly Card[], dependencies: readonly CardDependency[], moves: DateMoves) {
  const { t } = useTranslation();
  const latest = useRef({ cards, dependencies });
  useEffect(() => {
    latest.current = { cards, dependencies };
  });

  /** Pushes what waits for `from` (given with its new dates when it just moved); returns how many moved. */
  const pushFrom = useCallback(
    (from: readonly Pick<Card, 'id' | 'startDate' | 'dueDate'>[]) => {
      const { cards: all, dependencies: edges } = latest.current;
      const current = new Map(
        all.map((card) => [card.id, { id: card.id, startDate: card.startDate, dueDate: card.dueDate }]),
      );
      for (const card of from) current.set(card.id, { ...card });
      const changed = new Map<string, { startDate: string | null; dueDate: string | null }>();
      for (const card of from)
        for (const change of pushDependents([...current.values()], edges, card.id, moves.timeZone)) {
          current.set(change.id, change);
          changed.set(change.id, change);
        }
      for (const [id, dates] of changed) {
        const card = all.find((item) => item.id === id);
        if (card) void moves.save(card, dates);
      }
      toast.success(
        changed.size > 0
          ? t('boardView.timeline.pushed', { count: changed.size })
          : t('boardView.timeline.nothingToPush'),
      );
      return changed.size;
    },
    [moves, t],
  );

  /** Every late dependency at once: pushes from each card something waits for too early. */
  const pushAll = useCallback(() => {
    const { cards: all, dependencies: edges } = latest.current;
    const late = new Set(lateDependencies(all, edges).map((edge) => edge.dependsOnId));
    return pushFrom(all.filter((card) => late.has(card.id)));
  }, [pushFrom]);

  return { pushFrom, pushAll };
}
