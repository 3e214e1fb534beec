import { QUERY_GC_MS, QUERY_RETRY, QUERY_STALE_MS } from '@rbax/shared/app';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Spec §9 defaults; a 4xx answer will not change on retry, so only network and server faults retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && !error.isUnexpected) return false;
          return failureCount < QUERY_RETRY;
        },
      },
      // Mutations run offline too: the ones that can wait go to the offline queue
      // (lib/offline/send-mutation.ts); the others fail with a network error at once.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
