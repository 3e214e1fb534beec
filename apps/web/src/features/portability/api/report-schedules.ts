import type { ReportSchedule, ReportScheduleInput } from '@rbax/shared/portability/report-schedules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const reportSchedulesQueryKey = (workspaceId: string) =>
  ['portability', 'report-schedules', workspaceId] as const;

export function reportSchedulesQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: reportSchedulesQueryKey(workspaceId),
    queryFn: ({ signal }) =>
      apiRequest<{ schedules: ReportSchedule[] }>(
        `/api/v1/workspaces/${encodeURIComponent(workspaceId)}/report-schedules`,
        { signal },
      ).then((r) => r.schedules),
  });
}

export function useReportSchedules(workspaceId: string) {
  return useQuery(reportSchedulesQueryOptions(workspaceId));
}

export function useCreateReportSchedule(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ReportScheduleInput, 'enabled'> & { enabled?: boolean }) =>
      apiRequest<ReportSchedule>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/report-schedules`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryKey(workspaceId) }),
  });
}

export function useDeleteReportSchedule(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/v1/report-schedules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryKey(workspaceId) }),
  });
}

export function useSendReportNow() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ sent: number }>(`/api/v1/report-schedules/${encodeURIComponent(id)}/send`, { method: 'POST' }),
  });
}
