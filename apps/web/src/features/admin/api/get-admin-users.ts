import type { AdminUserList, AdminUserSort } from '@rbax/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type AdminUsersParams = { q: string; sort: AdminUserSort; page: number; pageSize: number };

export const adminUsersQueryKey = ['admin', 'users'] as const;

export function getAdminUsers(params: AdminUsersParams, signal?: AbortSignal): Promise<AdminUserList> {
  const search = new URLSearchParams({
    sort: params.sort,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.q) search.set('q', params.q);
  return apiRequest(`/api/v1/admin/users?${search.toString()}`, { signal });
}

export function adminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQueryOptions(params));
}
