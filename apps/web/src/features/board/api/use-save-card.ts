import type { Card, UpdateCardInput } from '@rbax/shared/cards';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateCard } from '@/features/board/api/update-card';
import { conflictMessage } from '@/features/board/lib/conflicts';
import { ApiError } from '@/lib/api-client';

/**
 * Immediate field saves (blur / Enter / select): sends the card's version so the
 * server can merge; toasts only on errors and on conflicts (naming both values).
 */
export function useSaveCard(card: Card | undefined) {
  const { t, i18n } = useTranslation();
  const { mutate, isPending } = useUpdateCard();
  const save = useCallback(
    (input: UpdateCardInput, options: { onSuccess?: () => void; onError?: () => void } = {}) => {
      if (!card) return;
      mutate(
        { id: card.id, boardId: card.boardId, version: card.version, ...input },
        {
          onSuccess: ({ conflicts }) => {
            for (const conflict of conflicts ?? []) toast.warning(conflictMessage(conflict, t, i18n.language));
            options.onSuccess?.();
          },
          onError: (error) => {
            options.onError?.();
            toast.error(
              error instanceof ApiError && !error.isUnexpected ? error.message : t('cards.toasts.saveFailed'),
            );
          },
        },
      );
    },
    [card, mutate, t, i18n.language],
  );
  return { save, isPending };
}
