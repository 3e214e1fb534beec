import type { AutomationRun } from '@rbax/shared/automations/rules';
import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAutomations } from '@/features/automations/api/get-automations';
import { useRunAutomation } from '@/features/automations/api/run-automation';
import { ApiError } from '@/lib/api-client';
import { looseT, type LooseT } from '@/features/automations/lib/loose-t';

/** What a press did, in one toast: done, nothing to do, conditions not met, or the error. */
export function announceRun(run: AutomationRun | undefined, t: LooseT) {
  if (!run) return toast.info(t('automations.toasts.buttonNoCards'));
  if (run.status === 'success' || run.status === 'partial') return toast.success(t('automations.toasts.buttonRan'));
  if (run.status === 'failed') return toast.error(run.error ?? t('automations.toasts.runFailed'));
  return toast.info(t(`automations.toasts.button.${run.status === 'no_match' ? 'noMatch' : 'noChange'}`));
}

/**
 * The card's automation buttons (rules whose trigger is a card button), under its actions in the
 * card dialog: one press runs the rule on this card now. Shown to those who edit cards.
 */
export function CardAutomationButtons({ boardId, cardId }: { boardId: string; cardId: string }) {
  const { t } = useTranslation();
  const rules = useAutomations(boardId);
  const run = useRunAutomation(boardId);
  const buttons = (rules.data?.items ?? []).filter((rule) => rule.enabled && rule.trigger.type === 'button.card');
  if (buttons.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby="card-automation-buttons">
      <h3 id="card-automation-buttons" className="text-sm font-semibold">
        {t('automations.cardButtons.title')}
      </h3>
      {buttons.map((rule) => (
        <Button
          key={rule.id}
          variant="outline"
          size="sm"
          className="justify-start"
          disabled={run.isPending}
          title={rule.name}
          onClick={() =>
            run.mutate(
              { id: rule.id, cardId },
              {
                onSuccess: (result) => announceRun(result.items[0], looseT(t)),
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
          {rule.trigger.type === 'button.card' ? rule.trigger.label : rule.name}
        </Button>
      ))}
    </section>
  );
}
