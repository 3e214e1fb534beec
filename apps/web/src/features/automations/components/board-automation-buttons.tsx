import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAutomations } from '@/features/automations/api/get-automations';
import { useRunAutomation } from '@/features/automations/api/run-automation';
import { ApiError } from '@/lib/api-client';

/**
 * The board's own automation buttons in its header (rules whose trigger is a board button): a
 * press runs the rule on every card that meets its conditions. Shown to those who edit cards.
 */
export function BoardAutomationButtons({ boardId, canEdit }: { boardId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const rules = useAutomations(boardId, { enabled: canEdit });
  const run = useRunAutomation(boardId);
  const buttons = (rules.data?.items ?? []).filter((rule) => rule.enabled && rule.trigger.type === 'button.board');
  if (!canEdit || buttons.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('automations.boardButtons.label')}>
      {buttons.map((rule) => (
        <Button
          key={rule.id}
          variant="secondary"
          size="sm"
          title={rule.name}
          disabled={run.isPending}
          onClick={() =>
            run.mutate(
              { id: rule.id },
              {
                onSuccess: (result) =>
                  toast.success(t('automations.toasts.boardButtonRan', { count: result.items.length })),
                onError: (error) =>
                  toast.error(
                    error instanceof ApiError && !error.isUnexpected
                      ? error.message
                      : t('automations.toasts.runFailed'),
                  ),
              },
            )
          }
        >
          {run.isPending && run.variables?.id === rule.id ? <Spinner /> : <Zap aria-hidden="true" />}
          {rule.trigger.type === 'button.board' ? rule.trigger.label : rule.name}
        </Button>
      ))}
    </div>
  );
}
