import type { AuditList } from '@rbax/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const AUDIT_PAGE_SIZE = 25;

export function getAdminAudit(page: number, signal?: AbortSignal): Promise<AuditList> {
  return apiRequest(`/api/v1/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`, { signal });
}

export function adminAuditQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['admin', 'audit', page],
    queryFn: ({ signal }) => getAdminAudit(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAudit(page: number) {
  return useQuery(adminAuditQueryOptions(page));
}
