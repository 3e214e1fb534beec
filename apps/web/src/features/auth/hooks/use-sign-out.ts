import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOut } from '@/features/auth/api/sign-out';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Spec §4: sign-out clears the local session and goes to /landing even if the request fails. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { clear } = useAuth();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Erro ao fazer logout:', error);
    }
    // Whichever renders first, the guard (seeing `signedOut`) or this navigation, both lead to /landing.
    clear();
    await navigate(paths.landing, { replace: true });
  }, [navigate, clear]);
}
