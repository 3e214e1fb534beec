import type { QueryClient } from '@tanstack/react-query';
import { clearOfflineQueue } from '@/lib/offline/offline-queue';
import { clearPersistedQueries, persistQueryCache, restoreQueryCache } from '@/lib/offline/persist-query-cache';

/** The session query's key (kept here as data so this module does not pull in the auth feature). */
const SESSION_KEY = ['auth', 'session'];

let stopPersisting: (() => void) | null = null;

/**
 * Start-up of offline reads (ARCHITECTURE §7): optionally puts the persisted queries back
 * first (the caller awaits this before the first render when the page may need them), then
 * keeps writing queries to the device.
 */
export async function startOfflineSupport(client: QueryClient, { restore }: { restore: boolean }): Promise<void> {
  if (restore) await restoreQueryCache(client, navigator.onLine);
  stopPersisting ??= persistQueryCache(client, {
    userId: () => client.getQueryData<{ user?: { id: string } } | null>(SESSION_KEY)?.user?.id ?? null,
  });
}

/** Sign-out: the cached queries and the queued changes belonged to that session. */
export async function forgetOfflineData(): Promise<void> {
  await Promise.all([clearPersistedQueries(), clearOfflineQueue()]);
}
