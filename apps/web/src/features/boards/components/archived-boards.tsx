import type { BoardSummary } from '@rbax/shared/boards';
import { ArchiveRestore, Archive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteBoard } from '@/features/boards/api/delete-board';
import { useBoards } from '@/features/boards/api/get-boards';
import { BoardCard } from '@/features/boards/components/board-card';
import { useArchiveBoard } from '@/features/boards/hooks/use-archive-board';

/** /archived: archived boards across workspaces, restorable or deleted for good after a confirmation. */
export function ArchivedBoards() {
  const { t } = useTranslation();
  const boards = useBoards({ archived: true });
  const { restore } = useArchiveBoard();
  const remove = useDeleteBoard();
  const [confirming, setConfirming] = useState<BoardSummary | null>(null);

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => toast.success(t('boards.toasts.deleted')),
      onError: () => toast.error(t('boards.toasts.deleteFailed')),
    });
    setConfirming(null);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>{`${t('boards.archived.title')} · RBAX Flow`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('boards.archived.title')}</h1>
        <p className="text-muted-foreground">{t('boards.archived.subtitle')}</p>
      </div>
      {boards.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : boards.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
        >
          <p className="font-medium">{t('boards.index.loadFailed')}</p>
          <Button variant="outline" onClick={() => void boards.refetch()}>
            {t('boards.index.retry')}
          </Button>
        </div>
      ) : boards.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <Archive aria-hidden="true" className="size-6 text-muted-foreground" />
          </span>
          <h2 className="text-lg font-semibold">{t('boards.archived.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('boards.archived.emptyDescription')}</p>
        </div>
      ) : (
        <ul aria-label={t('boards.archived.title')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {boards.data.map((board) => (
            <li key={board.id}>
              <BoardCard
                board={board}
                footer={
                  board.permissions.canManage ? (
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('boards.archived.restoreLabel', { title: board.title })}
                        onClick={() => restore(board.id)}
                      >
                        <ArchiveRestore aria-hidden="true" />
                        {t('boards.archived.restore')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive hover:text-destructive"
                        aria-label={t('boards.archived.deleteLabel', { title: board.title })}
                        onClick={() => setConfirming(board)}
                      >
                        <Trash2 aria-hidden="true" />
                        {t('boards.archived.delete')}
                      </Button>
                    </>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('boards.archived.deleteTitle', { title: confirming?.title ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t('boards.archived.deleteDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete}>{t('boards.archived.delete')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
