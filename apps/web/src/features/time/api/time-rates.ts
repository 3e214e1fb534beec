import type { MemberRate, MemberRates, SetHourlyRateInput } from '@rbax/shared/time/rates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET|PUT /api/v1/workspaces/:id/time-rates[/:userId]`: members' hourly rates in BRL (issue 21). */

export function timeRatesQueryKey(workspaceId: string) {
  return ['workspaces', workspaceId, 'time-rates'] as const;
}

export function timeRatesQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: timeRatesQueryKey(workspaceId),
    queryFn: ({ signal }) =>
      apiRequest<MemberRates>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/time-rates`, { signal }),
  });
}

export function setTimeRate(args: {
  workspaceId: string;
  userId: string;
  input: SetHourlyRateInput;
}): Promise<MemberRate> {
  const { workspaceId, userId, input } = args;
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/time-rates/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: input,
  });
}

export function useSetTimeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTimeRate,
    onSuccess: (_, { workspaceId }) => {
      void queryClient.invalidateQueries({ queryKey: timeRatesQueryKey(workspaceId) });
      // Values in the reports follow the rates.
      void queryClient.invalidateQueries({ queryKey: ['time-reports'] });
    },
  });
}
