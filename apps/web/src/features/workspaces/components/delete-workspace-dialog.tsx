import type { Workspace } from '@rbax/shared/workspaces';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteWorkspace } from '@/features/workspaces/api/delete-workspace';

/** Owner only: delete the workspace with its boards, or keep the boards (they become 'Sem workspace'). */
export function DeleteWorkspaceDialog({
  workspace,
  onOpenChange,
}: {
  workspace: Workspace | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteWorkspace();

  const run = (boards: 'delete' | 'keep') => {
    if (!workspace) return;
    remove.mutate(
      { id: workspace.id, boards },
      {
        onSuccess: () => {
          toast.success(
            boards === 'delete' ? t('workspaces.toasts.removedWithBoards') : t('workspaces.toasts.removedKeptBoards'),
          );
          onOpenChange(false);
        },
        onError: () => toast.error(t('workspaces.toasts.removeFailed')),
      },
    );
  };

  return (
    <AlertDialog open={workspace !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('workspaces.delete.title', { name: workspace?.name ?? '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('workspaces.delete.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter className="sm:flex-wrap">
          <AlertDialogCancel disabled={remove.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <Button variant="outline" disabled={remove.isPending} onClick={() => run('keep')}>
            {t('workspaces.delete.keepBoards')}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => run('delete')}>
            {t('workspaces.delete.withBoards')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
