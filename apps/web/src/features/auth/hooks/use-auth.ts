import { createContext, useContext } from 'react';
import type { AuthSession, SessionUser } from '@/features/auth/api/get-session';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthContextValue = {
  status: AuthStatus;
  user: SessionUser | null;
  session: AuthSession['session'] | null;
  /** Re-reads the session from the server (after sign-in, sign-up). */
  refresh: () => Promise<AuthSession | null>;
  /** True after this tab signed out (guards then send the visitor to /landing, spec §2). */
  signedOut: boolean;
  /** Forgets the local session (after sign-out), whatever the server said. */
  clear: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** Spec §8: using the auth hook outside its provider is a programming error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
