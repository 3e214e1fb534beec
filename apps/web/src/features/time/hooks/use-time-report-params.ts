import { billableFilters, type BillableFilter } from '@rbax/shared/time/reports';
import { useSearchParams } from 'react-router';
import type { TimeReportParams } from '@/features/time/api/get-time-report';
import {
  periodPresets,
  presetPeriod,
  todayLocal,
  validPeriod,
  type Period,
  type PeriodPreset,
} from '@/features/time/lib/periods';

/** The views of /time-reports. */
export const reportViews = ['person', 'board', 'card', 'day', 'timesheet'] as const;
export type ReportView = (typeof reportViews)[number];

/** A group of entries the person drilled into (a row of a view). */
export type Drill = { kind: 'person' | 'board' | 'card' | 'day'; key: string };

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The page's filters, view and drill-down, all in the address (a reload or a shared link shows the same). */
export function useTimeReportParams() {
  const [params, setParams] = useSearchParams();
  const preset = oneOf(periodPresets, params.get('period'), 'thisWeek');
  const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const period: Period =
    preset === 'custom' && validPeriod(custom.from, custom.to)
      ? custom
      : presetPeriod(preset === 'custom' ? 'thisWeek' : preset, todayLocal());
  const filters = {
    boardIds: list(params.get('boards')),
    userIds: list(params.get('people')),
    labelIds: list(params.get('labels')),
    billable: oneOf(billableFilters, params.get('billable'), 'all') as BillableFilter,
  };
  const view = oneOf(reportViews, params.get('view'), 'person');
  const drillText = params.get('drill');
  const drill: Drill | null = drillText?.includes(':')
    ? { kind: drillText.split(':')[0] as Drill['kind'], key: drillText.slice(drillText.indexOf(':') + 1) }
    : null;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    preset,
    period,
    filters,
    view,
    drill,
    setPeriod: (next: PeriodPreset, range?: Period) =>
      update({ period: next, from: range?.from ?? null, to: range?.to ?? null, drill: null }),
    setList: (key: 'boards' | 'people' | 'labels', ids: readonly string[]) =>
      update({ [key]: ids.join(','), drill: null }),
    setBillable: (value: BillableFilter) => update({ billable: value === 'all' ? null : value, drill: null }),
    setView: (value: ReportView) => update({ view: value === 'person' ? null : value, drill: null }),
    setDrill: (value: Drill | null) => update({ drill: value ? `${value.kind}:${value.key}` : null }),
  };
}

/** The request for a workspace from the page's state. */
export function reportParams(workspaceId: string, state: ReturnType<typeof useTimeReportParams>): TimeReportParams {
  return { workspaceId, from: state.period.from, to: state.period.to, ...state.filters };
}
