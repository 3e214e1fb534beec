import type { AutomationRunStatus } from '@rbax/shared/automations/rules';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const tone: Record<AutomationRunStatus, string> = {
  success: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  no_op: 'bg-muted text-muted-foreground',
  no_match: 'bg-muted text-muted-foreground',
  partial: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  failed: 'bg-destructive/15 text-destructive',
  skipped_duplicate: 'bg-muted text-muted-foreground',
  loop_blocked: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  throttled: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  dry_run: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
};

/** A run's outcome as a coloured word ('Executada', 'Condição não atendida', 'Erro'…). */
export function RunStatusBadge({ status }: { status: AutomationRunStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tone[status])}>
      {t(`automations.status.${status}`)}
    </span>
  );
}
