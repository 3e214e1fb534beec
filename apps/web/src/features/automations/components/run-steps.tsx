import type { AutomationRunStep } from '@rbax/shared/automations/rules';
import { Check, CircleSlash, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { assignDetail, type AssignDetail } from '@/features/automations/lib/run-format';
import { looseT } from '@/features/automations/lib/loose-t';

type Named = { id: string; name: string; email?: string };

/** Who auto-assignment chose or why nobody, and each candidate's coverage, load and capacity. */
function AssignDecision({
  detail,
  members,
  labels,
}: {
  detail: AssignDetail;
  members: readonly Named[];
  labels: readonly Named[];
}) {
  const t = looseT(useTranslation().t);
  const name = (id: string) => {
    const member = members.find((item) => item.id === id);
    return member ? member.name || member.email || id : t('automations.builder.missing.user');
  };
  const outcome =
    detail.outcome === 'assigned'
      ? t('automations.assign.assigned', { name: name(detail.userId) })
      : detail.outcome === 'no_op'
        ? t(`automations.assign.reason.${detail.reason}`)
        : detail.action.type === 'label'
          ? t('automations.assign.fallbackLabel', {
              reason: t(`automations.assign.reason.${detail.reason}`),
              label: labels.find((item) => item.id === detail.action.labelId)?.name ?? '—',
            })
          : t('automations.assign.fallbackUser', {
              reason: t(`automations.assign.reason.${detail.reason}`),
              name: name(detail.action.userId ?? ''),
            });
  return (
    <div className="mt-1 grid gap-1.5">
      <p className="text-sm">{outcome}</p>
      {detail.candidates.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-xs">
            <caption className="sr-only">{t('automations.assign.caption')}</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">{t('automations.assign.person')}</th>
                <th className="py-1 pr-3 font-medium">{t('automations.assign.coverage')}</th>
                <th className="py-1 pr-3 font-medium">{t('automations.assign.load')}</th>
                <th className="py-1 pr-3 font-medium">{t('automations.assign.capacity')}</th>
                <th className="py-1 font-medium">{t('automations.assign.eligible')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.candidates.map((candidate) => (
                <tr key={candidate.userId} className="border-t">
                  <td className="py-1 pr-3">{name(candidate.userId)}</td>
                  <td className="py-1 pr-3 tabular-nums">{Math.round(candidate.coverage * 100)}%</td>
                  <td className="py-1 pr-3 tabular-nums">{candidate.load}</td>
                  <td className="py-1 pr-3 tabular-nums">{candidate.capacity ?? '∞'}</td>
                  <td className="py-1">
                    {candidate.eligible
                      ? t('automations.assign.yes')
                      : t(`automations.assign.excluded.${candidate.excludedBy ?? 'other'}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** The actions of a run (or a dry run) in order: changed, no change, or the error. */
export function RunSteps({
  steps,
  members,
  labels,
  dryRun = false,
}: {
  steps: readonly AutomationRunStep[];
  members: readonly Named[];
  labels: readonly Named[];
  dryRun?: boolean;
}) {
  const t = looseT(useTranslation().t);
  if (steps.length === 0) return null;
  return (
    <ol className="grid gap-2">
      {steps.map((step, index) => {
        const assign = step.actionType === 'auto_assign' ? assignDetail(step.detail) : null;
        const Icon = !step.ok ? X : step.changed ? Check : CircleSlash;
        const outcome = !step.ok
          ? t('automations.steps.error')
          : step.changed
            ? t(dryRun ? 'automations.steps.wouldChange' : 'automations.steps.changed')
            : t('automations.steps.noChange');
        return (
          <li key={index} className="flex gap-2 text-sm">
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-4 shrink-0 ${!step.ok ? 'text-destructive' : step.changed ? 'text-emerald-600' : 'text-muted-foreground'}`}
            />
            <div className="min-w-0 flex-1">
              <p>
                <span className="font-medium">{t(`automations.actions.${step.actionType}`)}</span>
                {' — '}
                <span className="text-muted-foreground">{outcome}</span>
              </p>
              {step.error ? <p className="text-destructive">{step.error}</p> : null}
              {assign ? <AssignDecision detail={assign} members={members} labels={labels} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
