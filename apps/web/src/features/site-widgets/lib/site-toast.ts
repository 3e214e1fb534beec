import { useSyncExternalStore } from 'react';

/**
 * Toasts raised on the public site. There the app's toaster (sonner, app/app-toaster.tsx) is
 * mounted only when the first toast is asked for: sonner's code and the styles it injects stay
 * out of the page's load. sonner drops toasts sent before its toaster listens, so a toast waits
 * until the toaster says it is mounted.
 */
const READY_TIMEOUT_MS = 3000;
let requested = false;
let ready = false;
let readyWaiters: Array<() => void> = [];
const requestListeners = new Set<() => void>();

/** Called by the app's toaster once it is mounted (and so listening). */
export function markToasterReady(): void {
  ready = true;
  const waiters = readyWaiters;
  readyWaiters = [];
  for (const resolve of waiters) resolve();
}

/** Asks the app's toaster to mount (no-op once asked). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of requestListeners) listener();
}

/** Whether a toast has been asked for on this page (the toaster mounts from then on). */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      requestListeners.add(listener);
      return () => requestListeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

function whenReady(): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    readyWaiters.push(resolve);
    // Never hold a message back for good (a page without the app's toaster, e.g. a test).
    setTimeout(resolve, READY_TIMEOUT_MS);
  });
}

export type SiteToastKind = 'success' | 'error' | 'info';

export async function siteToast(
  kind: SiteToastKind,
  message: string,
  options: { description?: string } = {},
): Promise<void> {
  requestToaster();
  const [{ toast }] = await Promise.all([import('sonner'), whenReady()]);
  toast[kind](message, options);
}
