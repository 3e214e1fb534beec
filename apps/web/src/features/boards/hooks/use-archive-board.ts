import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSetBoardArchived } from '@/features/boards/api/update-board';

/** Archive with the 'Board arquivado' toast and its 'Desfazer' action; restore with 'Board restaurado'. */
export function useArchiveBoard() {
  const { t } = useTranslation();
  const mutation = useSetBoardArchived();
  const { mutate } = mutation;

  const restore = useCallback(
    (id: string) =>
      mutate(
        { id, archived: false },
        {
          onSuccess: () => toast.success(t('boards.toasts.restored')),
          onError: () => toast.error(t('boards.toasts.restoreFailed')),
        },
      ),
    [mutate, t],
  );

  const archive = useCallback(
    (id: string) =>
      mutate(
        { id, archived: true },
        {
          onSuccess: () =>
            toast.success(t('boards.toasts.archived'), {
              action: { label: t('boards.toasts.undo'), onClick: () => restore(id) },
            }),
          onError: () => toast.error(t('boards.toasts.archiveFailed')),
        },
      ),
    [mutate, restore, t],
  );

  return { archive, restore, isPending: mutation.isPending };
}
