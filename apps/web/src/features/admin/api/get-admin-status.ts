import type { AdminStatus } from '@rbax/shared/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminStatus(): Promise<AdminStatus> {
  return apiRequest('/api/v1/admin/status');
}

export function adminStatusQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['admin', 'status', userId],
    queryFn: getAdminStatus,
    enabled: Boolean(userId),
  });
}

/** Spec §6: an error or a missing answer means "not admin". */
export function useAdminStatus(userId: string | undefined) {
  const query = useQuery(adminStatusQueryOptions(userId));
  const status: 'checking' | 'admin' | 'not-admin' = query.isPending
    ? userId
      ? 'checking'
      : 'not-admin'
    : query.data?.isAdmin === true
      ? 'admin'
      : 'not-admin';
  return status;
}
