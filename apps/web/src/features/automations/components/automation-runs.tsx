import type { Automation, AutomationRun } from '@rbax/shared/automations/rules';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cardPath } from '@/config/paths';
import { useAutomationRuns } from '@/features/automations/api/get-automation-runs';
import { RunStatusBadge } from '@/features/automations/components/run-status-badge';
import { RunSteps } from '@/features/automations/components/run-steps';
import type { AutomationBoard } from '@/features/automations/lib/board';
import { conditionNumbers } from '@/features/automations/lib/run-format';
import { formatRelative } from '@/lib/dates';

function RunItem({ run, board }: { run: AutomationRun; board: AutomationBoard }) {
  const { t, i18n } = useTranslation();
  const card = run.cardId ? board.cards.find((item) => item.id === run.cardId) : undefined;
  const when = new Date(run.startedAt);
  const source =
    run.triggerEventId !== null
      ? t('automations.runs.fromEvent', { id: run.triggerEventId })
      : t('automations.runs.fromSchedule');
  const numbers = conditionNumbers(run.failedPath);
  return (
    <li className="grid gap-1.5 rounded-md border p-3 text-sm" data-testid="automation-run">
      <div className="flex flex-wrap items-center gap-2">
        <RunStatusBadge status={run.status} />
        <time dateTime={run.startedAt} title={when.toLocaleString(i18n.language)} className="text-muted-foreground">
          {formatRelative(run.startedAt, i18n.language)}
        </time>
        {run.durationMs !== null ? (
          <span className="text-xs text-muted-foreground">
            {t('automations.runs.duration', { ms: run.durationMs })}
          </span>
        ) : null}
        {run.depth > 0 ? (
          <span className="text-xs text-muted-foreground">{t('automations.runs.depth', { depth: run.depth })}</span>
        ) : null}
      </div>
      <p className="text-muted-foreground">
        {card ? (
          <Link
            className="font-medium text-foreground underline-offset-2 hover:underline"
            to={cardPath(board.id, card.id)}
          >
            {card.title}
          </Link>
        ) : run.cardId ? (
          t('automations.runs.cardGone')
        ) : (
          t('automations.runs.noCard')
        )}
        {' · '}
        {source}
      </p>
      {run.status === 'no_match' && numbers.length > 0 ? (
        <p className="text-muted-foreground">
          {t('automations.runs.failedCondition', { condition: numbers.join(' › ') })}
        </p>
      ) : null}
      {run.error ? <p className="text-destructive">{run.error}</p> : null}
      {run.steps.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-xs text-muted-foreground">
            {t('automations.runs.steps', { count: run.steps.length })}
          </summary>
          <div className="mt-2">
            <RunSteps steps={run.steps} members={board.members} labels={board.labels} />
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** A rule's run log, newest first: outcome, when, which card, from what, and each action's result. */
export function AutomationRuns({
  rule,
  board,
  onBack,
}: {
  rule: Automation;
  board: AutomationBoard;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const runs = useAutomationRuns(rule.id);
  const items = runs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('automations.runs.back')}
        </Button>
      </div>
      <h3 className="text-base font-semibold">{t('automations.runs.title', { name: rule.name })}</h3>
      <p className="text-xs text-muted-foreground">{t('automations.runs.retention')}</p>
      {runs.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : runs.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('automations.runs.loadFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('automations.runs.empty')}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t('automations.runs.listLabel')}>
          {items.map((run) => (
            <RunItem key={run.id} run={run} board={board} />
          ))}
        </ul>
      )}
      {runs.hasNextPage ? (
        <Button variant="outline" disabled={runs.isFetchingNextPage} onClick={() => void runs.fetchNextPage()}>
          {runs.isFetchingNextPage ? <Spinner /> : null}
          {t('automations.runs.more')}
        </Button>
      ) : null}
    </div>
  );
}
