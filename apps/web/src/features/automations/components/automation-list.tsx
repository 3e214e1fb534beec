import type { Automation } from '@rbax/shared/automations/rules';
import { lookupFrom } from '@rbax/shared/automations/sentence';
import { Zap } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { createAutomation } from '@/features/automations/api/create-automation';
import { useDeleteAutomation } from '@/features/automations/api/delete-automation';
import { useAutomations } from '@/features/automations/api/get-automations';
import { useRunAutomation } from '@/features/automations/api/run-automation';
import { updateAutomation, useUpdateAutomation } from '@/features/automations/api/update-automation';
import { AutomationItem } from '@/features/automations/components/automation-item';
import type { AutomationBoard } from '@/features/automations/lib/board';
import { draftOf } from '@/features/automations/lib/draft';
import { ApiError } from '@/lib/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { automationsQueryKey } from '@/features/automations/api/get-automations';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isUnexpected ? error.message : fallback;

/** The board's rules in the order they run, with on/off, reorder, delete (undoable), edit, log and board buttons. */
export function AutomationList({
  board,
  onEdit,
  onRuns,
  onTest,
}: {
  board: AutomationBoard;
  onEdit: (rule: Automation) => void;
  onRuns: (rule: Automation) => void;
  onTest: (rule: Automation) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rules = useAutomations(board.id);
  const update = useUpdateAutomation(board.id);
  const remove = useDeleteAutomation(board.id);
  const run = useRunAutomation(board.id);
  const [deleting, setDeleting] = useState<Automation | null>(null);
  const lookup = useMemo(
    () =>
      lookupFrom({
        columns: board.columns,
        labels: board.labels,
        users: board.members.map((member) => ({ id: member.id, name: member.name || member.email })),
      }),
    [board],
  );

  if (rules.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (rules.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('automations.list.loadFailed')}
      </p>
    );
  }
  const items = rules.data.items;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
        <Zap aria-hidden="true" className="size-8 text-muted-foreground" />
        <h3 className="font-semibold">{t('automations.list.emptyTitle')}</h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          {t(board.canManage ? 'automations.list.emptyDescription' : 'automations.list.emptyReader')}
        </p>
      </div>
    );
  }

  /** Deleting is undone by creating the rule again where it was (its run log is gone). */
  const undoDelete = async (rule: Automation) => {
    try {
      const again = await createAutomation(board.id, draftOf(rule));
      if (again.position !== rule.position) await updateAutomation(again.id, { position: rule.position });
      toast.success(t('automations.toasts.restored'));
    } catch (error) {
      toast.error(errorText(error, t('automations.toasts.saveFailed')));
    }
    void queryClient.invalidateQueries({ queryKey: automationsQueryKey(board.id) });
  };

  return (
    <>
      <ol className="grid gap-2" aria-label={t('automations.list.label')}>
        {items.map((rule, index) => (
          <AutomationItem
            key={rule.id}
            rule={rule}
            lookup={lookup}
            first={index === 0}
            last={index === items.length - 1}
            canManage={board.canManage}
            canEdit={board.canEdit}
            running={run.isPending && run.variables?.id === rule.id}
            actions={{
              onToggle: (enabled) =>
                update.mutate(
                  { id: rule.id, input: { enabled } },
                  {
                    onSuccess: () =>
                      toast.success(t(enabled ? 'automations.toasts.enabled' : 'automations.toasts.disabled')),
                    onError: (error) => toast.error(errorText(error, t('automations.toasts.saveFailed'))),
                  },
                ),
              onEdit: () => onEdit(rule),
              onRuns: () => onRuns(rule),
              onTest: () => onTest(rule),
              onMove: (direction) =>
                update.mutate(
                  { id: rule.id, input: { position: index + direction } },
                  { onError: (error) => toast.error(errorText(error, t('automations.toasts.saveFailed'))) },
                ),
              onDelete: () => setDeleting(rule),
              onRun: () =>
                run.mutate(
                  { id: rule.id },
                  {
                    onSuccess: (result) =>
                      toast.success(t('automations.toasts.boardButtonRan', { count: result.items.length })),
                    onError: (error) => toast.error(errorText(error, t('automations.toasts.runFailed'))),
                  },
                ),
            }}
          />
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('automations.delete.title', { name: deleting?.name ?? '' })}
        description={t('automations.delete.description')}
        confirmLabel={t('automations.delete.confirm')}
        onConfirm={() => {
          const rule = deleting;
          if (!rule) return;
          remove.mutate(rule.id, {
            onSuccess: () =>
              toast.success(t('automations.toasts.deleted'), {
                action: { label: t('automations.toasts.undo'), onClick: () => void undoDelete(rule) },
              }),
            onError: (error) => toast.error(errorText(error, t('automations.toasts.deleteFailed'))),
          });
        }}
      />
    </>
  );
}
