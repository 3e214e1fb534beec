import { CACHE_ENTRY_TTL_MS, CACHE_PURGE_INTERVAL_MS } from '@rbax/shared/app';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  clearCache,
  purgeCache,
  readCache,
  writeCache,
  type CacheStore,
  type CacheWrite,
} from '@/lib/offline/cache-db';

/**
 * Where a query's data goes in the cache database. The feature that owns a query says so in
 * its `meta` (`offlineSlot`, see `OfflineSlotMeta`): a board's detail in `boards`, a card in
 * `cards` (spec §3). Every other query goes to `queries` under its JSON key.
 */
export type OfflineSlot = { store: 'boards' | 'cards'; id: string };
export type OfflineSlotMeta = { offlineSlot: OfflineSlot };

function isOfflineSlot(value: unknown): value is OfflineSlot {
  const slot = value as Partial<OfflineSlot> | null | undefined;
  return (slot?.store === 'boards' || slot?.store === 'cards') && typeof slot.id === 'string';
}

export function cacheSlot(queryKey: QueryKey, meta?: Record<string, unknown>): { store: CacheStore; key: string } {
  const slot = meta?.offlineSlot;
  if (isOfflineSlot(slot)) return { store: slot.store, key: slot.id };
  return { store: 'queries', key: JSON.stringify(queryKey) };
}

/** Data put back from the database: writing it straight back would only rewrite the same entry. */
const restored = new WeakSet<object>();

/**
 * Puts the persisted queries back into the client with their original age, marked stale:
 * they are shown at once and read again from the server as soon as a screen uses them
 * (offline, that read waits for the network). Online, entries older than 5 minutes are
 * dropped first; offline, whatever is there is better than nothing.
 */
export async function restoreQueryCache(client: QueryClient, online: boolean): Promise<void> {
  try {
    if (online) await purgeCache(Date.now() - CACHE_ENTRY_TTL_MS, () => false);
    const { boards, cards, queries } = await readCache();
    for (const entry of [...queries, ...boards, ...cards]) {
      if (!entry.queryKey) continue;
      const key = JSON.parse(entry.queryKey) as QueryKey;
      if (client.getQueryData(key) !== undefined) continue;
      if (typeof entry.data === 'object' && entry.data !== null) restored.add(entry.data);
      client.setQueryData(key, entry.data, { updatedAt: entry.timestamp });
      void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    }
  } catch (error) {
    // No IndexedDB (some private modes): the app works online without it.
    console.warn('Cache local indisponível:', error);
  }
}

type PersistOptions = {
  /** The signed-in user's id, recorded with each board (the `boards` store's userId index). */
  userId: () => string | null;
  flushDelayMs?: number;
};

/**
 * Writes every query that gets data (fetched or set by an optimistic update) to the cache
 * database, batched; purges entries older than 5 minutes every 60 s while online, except
 * those still held in memory. Returns a stop function.
 */
export function persistQueryCache(client: QueryClient, { userId, flushDelayMs = 300 }: PersistOptions): () => void {
  const queued = new Map<string, CacheWrite>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const writes = [...queued.values()];
    queued.clear();
    writeCache(writes).catch((error: unknown) => console.warn('Falha ao gravar o cache local:', error));
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state, meta } = event.query;
    const data: unknown = state.data;
    if (data === undefined || (typeof data === 'object' && data !== null && restored.has(data))) return;
    const slot = cacheSlot(queryKey, meta);
    const json = JSON.stringify(queryKey);
    const timestamp = state.dataUpdatedAt || Date.now();
    let write: CacheWrite;
    if (slot.store === 'boards') {
      write = { store: 'boards', entry: { id: slot.key, userId: userId() ?? '', timestamp, data, queryKey: json } };
    } else if (slot.store === 'cards') {
      const boardId = (data as { boardId?: unknown } | null)?.boardId;
      write = {
        store: 'cards',
        entry: { id: slot.key, boardId: typeof boardId === 'string' ? boardId : '', timestamp, data, queryKey: json },
      };
    } else {
      write = { store: 'queries', entry: { queryKey: slot.key, timestamp, data } };
    }
    queued.set(`${slot.store}:${slot.key}`, write);
    timer ??= setTimeout(flush, flushDelayMs);
  });

  const inMemory = (queryKey: string) =>
    client.getQueryCache().find({ queryKey: JSON.parse(queryKey) as QueryKey, exact: true })?.state.data !== undefined;
  const purge = setInterval(() => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    purgeCache(Date.now() - CACHE_ENTRY_TTL_MS, inMemory).catch(() => undefined);
  }, CACHE_PURGE_INTERVAL_MS);

  const flushNow = () => {
    if (timer) {
      clearTimeout(timer);
      flush();
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushNow();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flushNow);

  return () => {
    unsubscribe();
    clearInterval(purge);
    flushNow();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flushNow);
  };
}

/** Sign-out: nothing of the previous user stays on the device. */
export async function clearPersistedQueries(): Promise<void> {
  await clearCache().catch(() => undefined);
}
