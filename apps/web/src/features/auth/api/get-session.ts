import type { UserRole } from '@rbax/shared/me';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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

/** Spec §8: a failed session load is logged only and treated as signed out. */
export async function getSession(): Promise<AuthSession | null> {
  try {
    const data = await apiRequest<AuthSession | null>('/api/auth/get-session');
    return data && data.user ? data : null;
  } catch (error) {
    console.error('Erro ao obter sessão:', error);
    return null;
  }
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });
}
