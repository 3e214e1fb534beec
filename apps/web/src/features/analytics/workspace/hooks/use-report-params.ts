import { FLOW_RANGE_DEFAULT_DAYS } from '@rbax/shared/analytics';
import { useSearchParams } from 'react-router';
import {
  browserTimeZone,
  parseRangeChoice,
  resolveRange,
  todayIn,
  writeRangeChoice,
  type RangeChoice,
  type RangePreset,
} from '@/features/analytics/charts/range';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-current-workspace';

/** The date range in the address (`?range=`, or `?from=&to=`), resolved against today. */
export function useReportRange(defaultDays: RangePreset, timeZone: string = browserTimeZone()) {
  const [params, setParams] = useSearchParams();
  const choice = parseRangeChoice(params, defaultDays);
  const range = resolveRange(choice, todayIn(timeZone));
  const setChoice = (next: RangeChoice) =>
    setParams((current) => writeRangeChoice(current, next, defaultDays), { replace: true });
  return { choice, range, setChoice };
}

/** The workspace reports' default: the API's own default range (the last 60 days). */
export const WORKSPACE_RANGE_DEFAULT = FLOW_RANGE_DEFAULT_DAYS as RangePreset;

/**
 * The workspace of /analytics and /performance: `?workspace=` when it is one of the person's,
 * otherwise the one chosen in the sidebar's switcher. Picking one here changes only the address.
 */
export function useReportWorkspace() {
  const [params, setParams] = useSearchParams();
  const current = useCurrentWorkspace();
  const requested = params.get('workspace');
  const workspace = current.workspaces.find((item) => item.id === requested) ?? current.workspace;
  const setWorkspace = (id: string) =>
    setParams(
      (existing) => {
        const next = new URLSearchParams(existing);
        if (id === current.workspace?.id) next.delete('workspace');
        else next.set('workspace', id);
        return next;
      },
      { replace: true },
    );
  return {
    workspaces: current.workspaces,
    workspace,
    setWorkspace,
    ready: current.ready,
    isPending: current.isPending,
    isError: current.isError,
    refetch: current.refetch,
  };
}
