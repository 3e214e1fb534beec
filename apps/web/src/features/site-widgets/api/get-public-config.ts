import type { PublicConfig } from '@rbax/shared/public-site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

let pending: Promise<PublicConfig> | null = null;

/**
 * `GET /api/v1/public/config`: the operator's third-party widgets (null when not configured).
 * One request per page load, shared by the hook and by `openScheduling()` (not a component);
 * a failed request is forgotten so the next use asks again.
 */
export function getPublicConfig(): Promise<PublicConfig> {
  pending ??= apiRequest<PublicConfig>('/api/v1/public/config').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: ['public', 'config'], queryFn: getPublicConfig, staleTime: Infinity });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
