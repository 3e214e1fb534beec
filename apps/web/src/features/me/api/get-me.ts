import type { Me } from '@rbax/shared/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

export function getMe(): Promise<Me> {
  return apiRequest('/api/v1/me');
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
