import type { UserRole } from '@rbax/shared/me';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role?: UserRole | null;
};

export type AuthSession = {
  session: { id: string; expiresAt: string };
  user: SessionUser;
};

export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * Spec §8: a failed session load is logged only and treated as signed out — except when the
 * network is not there: then the query keeps the session it had (restored from the device's
 * cache after an offline reload), so working offline does not sign anyone out.
 */
export async function getSession(): Promise<AuthSession | null> {
  try {
    const data = await apiRequest<AuthSession | null>('/api/auth/get-session');
    return data && data.user ? data : null;
  } catch (error) {
    console.error('Erro ao obter sessão:', error);
    if (error instanceof ApiError && error.status === 0) throw error;
    return null;
  }
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });
}
