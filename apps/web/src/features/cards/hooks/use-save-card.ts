import { priorities, type Card, type CardConflict, type Priority, type UpdateCardInput } from '@rbax/shared/cards';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateCard } from '@/features/cards/api/update-card';
import { formatDate } from '@/features/cards/lib/dates';
import { formatBrl } from '@/features/cards/lib/money';
import { ApiError } from '@/lib/api-client';

/** A conflicting value as people read it: 'Alta', 'R$ 1.234,50', '01/12/2026'. */
function show(field: string, value: unknown, t: TFunction, locale: string): string {
  if (value === null || value === undefined || value === '') return t('cards.empty');
  if (Array.isArray(value)) return value.join(', ') || t('cards.empty');
  const text = String(value);
  if (field === 'priority' && (priorities as readonly string[]).includes(text))
    return t(`cards.priority.${text as Priority}`);
  if (field === 'valueBrl') return formatBrl(text);
  if ((field === 'startDate' || field === 'dueDate') && !Number.isNaN(Date.parse(text)))
    return formatDate(text, locale);
  return text;
}

/**
 * Immediate field saves (blur / Enter / select): sends the card's version so the
 * server can merge; toasts only on errors and on conflicts (naming both values).
 */
export function useSaveCard(card: Card | undefined) {
  const { t, i18n } = useTranslation();
  const { mutate, isPending } = useUpdateCard();
  const save = useCallback(
    (input: UpdateCardInput, options: { onSuccess?: () => void } = {}) => {
      if (!card) return;
      mutate(
        { id: card.id, version: card.version, ...input },
        {
          onSuccess: ({ conflicts }) => {
            for (const conflict of conflicts ?? ([] as CardConflict[])) {
              toast.warning(
                t('cards.toasts.conflict', {
                  field: t(`cards.fields.${conflict.field}`, { defaultValue: conflict.field }),
                  yours: show(conflict.field, conflict.yours, t, i18n.language),
                  theirs: show(conflict.field, conflict.theirs, t, i18n.language),
                }),
              );
            }
            options.onSuccess?.();
          },
          onError: (error) =>
            toast.error(
              error instanceof ApiError && !error.isUnexpected ? error.message : t('cards.toasts.saveFailed'),
            ),
        },
      );
    },
    [card, mutate, t, i18n.language],
  );
  return { save, isPending };
}
