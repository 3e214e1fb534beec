import type { TimeReportOptions } from '@rbax/shared/time/reports';
import { billableFilters, type BillableFilter } from '@rbax/shared/time/reports';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { WorkspacePicker } from '@/features/analytics/workspace/components/report-filters';
import type { useReportWorkspace } from '@/features/analytics/workspace/hooks/use-report-params';
import { MultiSelect } from '@/features/time/components/multi-select';
import type { useTimeReportParams } from '@/features/time/hooks/use-time-report-params';
import { periodPresets, validPeriod, type PeriodPreset } from '@/features/time/lib/periods';

type State = ReturnType<typeof useTimeReportParams>;

/**
 * The filters of /time-reports: workspace, period (this week, last week, this month, custom),
 * boards, people (owners and admins only: others see their own time), labels and billable.
 */
export function TimeReportFilters({
  report,
  state,
  options,
  scope,
}: {
  report: ReturnType<typeof useReportWorkspace>;
  state: State;
  options: TimeReportOptions | undefined;
  scope: 'self' | 'all' | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('time.reports.filters.label')}
      className="flex flex-wrap items-end gap-3 print:hidden"
    >
      {report.workspaces.length > 0 ? (
        <WorkspacePicker
          workspaces={report.workspaces}
          value={report.workspace?.id ?? null}
          onChange={report.setWorkspace}
        />
      ) : null}
      <PeriodPicker key={`${state.preset}:${state.period.from}:${state.period.to}`} state={state} />
      <MultiSelect
        label={t('time.reports.filters.boards')}
        options={(options?.boards ?? []).map((board) => ({ id: board.id, label: board.title }))}
        value={state.filters.boardIds}
        onChange={(ids) => state.setList('boards', ids)}
      />
      {scope === 'all' ? (
        <MultiSelect
          label={t('time.reports.filters.people')}
          options={(options?.people ?? []).map((person) => ({ id: person.id, label: person.name }))}
          value={state.filters.userIds}
          onChange={(ids) => state.setList('people', ids)}
        />
      ) : null}
      <MultiSelect
        label={t('time.reports.filters.labels')}
        options={(options?.labels ?? []).map((label) => ({
          id: label.id,
          label: label.name,
          mark: (
            <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ background: label.color }} />
          ),
        }))}
        value={state.filters.labelIds}
        onChange={(ids) => state.setList('labels', ids)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="time-billable">{t('time.reports.filters.billable')}</Label>
        <Select value={state.filters.billable} onValueChange={(value) => state.setBillable(value as BillableFilter)}>
          <SelectTrigger id="time-billable" className="w-full sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {billableFilters.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`time.reports.billable.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}

/** 'Período': a preset, or 'Personalizado' with 'De' and 'Até' applied by its button. */
function PeriodPicker({ state }: { state: State }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<PeriodPreset>(state.preset);
  const [from, setFrom] = useState(state.period.from);
  const [to, setTo] = useState(state.period.to);
  const valid = validPeriod(from, to);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (valid) state.setPeriod('custom', { from, to });
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="time-period">{t('time.reports.filters.period')}</Label>
        <Select
          value={preset}
          onValueChange={(value) => {
            const next = value as PeriodPreset;
            setPreset(next);
            if (next !== 'custom') state.setPeriod(next);
          }}
        >
          <SelectTrigger id="time-period" className="w-full sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {periodPresets.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`time.reports.periods.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {preset === 'custom' ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="time-from">{t('time.reports.filters.from')}</Label>
            <Input id="time-from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="time-to">{t('time.reports.filters.to')}</Label>
            <Input
              id="time-to"
              type="date"
              value={to}
              aria-invalid={valid ? undefined : true}
              aria-describedby={valid ? undefined : 'time-range-error'}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!valid}>
            {t('time.reports.filters.apply')}
          </Button>
          {valid ? null : (
            <p id="time-range-error" className="w-full text-sm text-destructive">
              {t('validation.timeReportRangeInvalid', { ns: 'shared' })}
            </p>
          )}
        </>
      ) : null}
    </form>
  );
}
