import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { sessionQueryKey, sessionQueryOptions } from '@/features/auth/api/get-session';
import { AuthContext, type AuthContextValue } from '@/features/auth/hooks/use-auth';

/** The session is server state: it lives in the query cache, this only derives the status from it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQueryOptions());
  const [signedOut, setSignedOut] = useState(false);

  const refresh = useCallback(() => queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }), [queryClient]);

  const clear = useCallback(() => {
    setSignedOut(true);
    queryClient.setQueryData(sessionQueryKey, null);
    // Everything else cached belonged to the signed-out user, in memory and on the device.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    void import('@/lib/offline/offline-support').then(({ forgetOfflineData }) => forgetOfflineData());
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const data = query.data;
    const status = query.isPending ? 'loading' : data ? 'authenticated' : 'unauthenticated';
    return {
      status,
      user: data?.user ?? null,
      session: data?.session ?? null,
      signedOut: signedOut && !data,
      refresh,
      clear,
    };
  }, [query.data, query.isPending, signedOut, refresh, clear]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
