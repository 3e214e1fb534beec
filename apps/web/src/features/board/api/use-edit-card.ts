import type { Card, UpdateCardInput } from '@rbax/shared/cards';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { upsertCard } from '@/features/board/api/get-board-detail';
import { editedCard, useUpdateCard } from '@/features/board/api/update-card';
import { conflictMessage } from '@/features/board/lib/conflicts';
import { ApiError } from '@/lib/api-client';

/**
 * An edit from the table, calendar or timeline (issue 22): the board shows it at once, then
 * `PATCH /cards/:id` with the card's version (queued offline like every card edit,
 * lib/offline/send-mutation.ts); a refusal puts the card back and says why, a merge conflict
 * names both values.
 */
export function useEditCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync } = useUpdateCard();
  return useCallback(
    async (card: Card, input: UpdateCardInput): Promise<boolean> => {
      upsertCard(queryClient, editedCard(card, input));
      try {
        const { conflicts } = await mutateAsync({
          id: card.id,
          boardId: card.boardId,
          version: card.version,
          ...input,
        });
        for (const conflict of conflicts ?? []) toast.warning(conflictMessage(conflict, t, i18n.language));
        return true;
      } catch (error) {
        upsertCard(queryClient, card);
        toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('cards.toasts.saveFailed'));
        return false;
      }
    },
    [queryClient, mutateAsync, t, i18n.language],
  );
}
