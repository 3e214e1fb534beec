import type { BillableFilter, TimeReport, TimeReportFormat } from '@rbax/shared/time/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What a /time-reports page asks for (the URL's filters, resolved). */
export type TimeReportParams = {
  workspaceId: string;
  from: string;
  to: string;
  boardIds: readonly string[];
  userIds: readonly string[];
  labelIds: readonly string[];
  billable: BillableFilter;
};

/** `GET /api/v1/time-reports?…`; `format` csv or xlsx makes it a download address. */
export function timeReportUrl(params: TimeReportParams, format: TimeReportFormat = 'json'): string {
  const search = new URLSearchParams({ workspaceId: params.workspaceId, from: params.from, to: params.to });
  if (params.boardIds.length > 0) search.set('boardIds', params.boardIds.join(','));
  if (params.userIds.length > 0) search.set('userIds', params.userIds.join(','));
  if (params.labelIds.length > 0) search.set('labelIds', params.labelIds.join(','));
  if (params.billable !== 'all') search.set('billable', params.billable);
  if (format !== 'json') search.set('format', format);
  return `/api/v1/time-reports?${search.toString()}`;
}

export function timeReportQueryOptions(params: TimeReportParams | null) {
  return queryOptions({
    queryKey: ['time-reports', params] as const,
    queryFn: ({ signal }) => apiRequest<TimeReport>(timeReportUrl(params!), { signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
