import { useSyncExternalStore } from 'react';
import {
  addPendingRequest,
  clearPendingRequests,
  countPendingRequests,
  type PendingMethod,
} from '@/lib/offline/offline-db';
import {
  replayPendingRequests,
  SYNC_COMPLETE_MESSAGE,
  SYNC_TAG,
  type ReplayResult,
  type SyncCompleteMessage,
} from '@/lib/offline/replay';

/**
 * The page's side of offline editing (spec §4 Connectivity): whether the browser is
 * online, how many changes wait in the queue, whether they are being sent. The banner
 * and toasts read this; mutations put requests here when the network is not there.
 */
export type ConnectivityState = { online: boolean; pending: number; syncing: boolean };

let state: ConnectivityState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  pending: 0,
  syncing: false,
};
const listeners = new Set<() => void>();
const syncListeners = new Set<(result: ReplayResult) => void>();
const queuedListeners = new Set<() => void>();

function set(patch: Partial<ConnectivityState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getConnectivity(): ConnectivityState {
  return state;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectivity(): ConnectivityState {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity);
}

/** Called after every replay, here or in the service worker, that sent or dropped something. */
export function onSyncComplete(listener: (result: ReplayResult) => void): () => void {
  syncListeners.add(listener);
  return () => syncListeners.delete(listener);
}

/** Called each time a change is put in the queue (the '📝 Ação salva para sincronização' toast). */
export function onRequestQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

export async function refreshPendingCount(): Promise<number> {
  try {
    const pending = await countPendingRequests();
    set({ pending });
    return pending;
  } catch {
    return state.pending;
  }
}

/** Whether a new change must wait behind queued ones (order is kept) instead of going out now. */
export function mustQueue(): boolean {
  return !state.online || state.pending > 0;
}

export type QueuedRequest = {
  url: string;
  method: PendingMethod;
  body: unknown;
  idempotencyKey: string;
  language: string;
};

export async function queueRequest({ url, method, body, idempotencyKey, language }: QueuedRequest): Promise<void> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': language,
    'Idempotency-Key': idempotencyKey,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  await addPendingRequest({
    url,
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    timestamp: Date.now(),
  });
  set({ pending: state.pending + 1 });
  for (const listener of queuedListeners) listener();
  void registerBackgroundSync();
  if (state.online) scheduleReplay(0);
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Background sync where the browser has it: the worker replays even if this tab is closed by then. */
async function registerBackgroundSync(): Promise<boolean> {
  try {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return false;
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    if (!registration.sync) return false;
    await registration.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

let replayTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = 1_000;

function scheduleReplay(delayMs: number) {
  if (replayTimer) clearTimeout(replayTimer);
  replayTimer = setTimeout(() => {
    replayTimer = null;
    void replayNow();
  }, delayMs);
}

function report(result: ReplayResult) {
  if (result.synced === 0 && result.failed.length === 0) return;
  for (const listener of syncListeners) listener(result);
}

/**
 * Replays the queue from this page (start-up, reconnect, or a new change while others wait);
 * the service worker may be doing the same through background sync, and the lock in
 * `replayPendingRequests` makes one wait for the other.
 */
export async function replayNow(): Promise<void> {
  if (!state.online || state.syncing) return;
  const pending = await refreshPendingCount();
  if (pending === 0) return;
  set({ syncing: true });
  try {
    const result = await replayPendingRequests();
    report(result);
    if (result.stopped) {
      // The server or the network is not ready yet: try again, backing off up to 30 s.
      scheduleReplay(retryDelay);
      retryDelay = Math.min(retryDelay * 2, 30_000);
    } else {
      retryDelay = 1_000;
    }
  } catch (error) {
    console.warn('Falha ao sincronizar alterações:', error);
    scheduleReplay(retryDelay);
  } finally {
    set({ syncing: false });
    await refreshPendingCount();
  }
}

let started = false;

/** Listens to the browser's connectivity and to the service worker's sync reports; replays what start-up finds. */
export function startConnectivity(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    set({ online: true });
    void registerBackgroundSync();
    scheduleReplay(0);
  });
  window.addEventListener('offline', () => set({ online: false }));
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SyncCompleteMessage | undefined>) => {
      if (event.data?.type !== SYNC_COMPLETE_MESSAGE) return;
      const { type: _type, ...result } = event.data;
      report(result);
      void refreshPendingCount();
    });
  }
  void refreshPendingCount().then((pending) => {
    if (pending > 0 && state.online) scheduleReplay(0);
  });
}

/** Sign-out: queued changes belonged to the signed-out session. */
export async function clearOfflineQueue(): Promise<void> {
  await clearPendingRequests().catch(() => undefined);
  set({ pending: 0 });
}
