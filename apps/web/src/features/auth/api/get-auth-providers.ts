import type { AuthProviders } from '@rbax/shared/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAuthProviders(): Promise<AuthProviders> {
  return apiRequest('/api/v1/auth/providers');
}

export function authProvidersQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
