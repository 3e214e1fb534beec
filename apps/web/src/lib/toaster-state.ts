import { useSyncExternalStore } from 'react';

/**
 * Whether the page's toaster (sonner's, app/themed-toaster.tsx) is mounted. It mounts only when a
 * first toast is asked for, on the public site and in the app alike: sonner's code and the styles
 * it injects stay out of the page's load (issue 25). sonner drops toasts sent before its toaster
 * listens, so a toast waits until the toaster says it is mounted.
 */
const READY_TIMEOUT_MS = 3000;
let requested = false;
let ready = false;
let readyWaiters: Array<() => void> = [];
const requestListeners = new Set<() => void>();

/** Called by the toaster once it is mounted (and so listening). */
export function markToasterReady(): void {
  ready = true;
  const waiters = readyWaiters;
  readyWaiters = [];
  for (const resolve of waiters) resolve();
}

export function isToasterReady(): boolean {
  return ready;
}

/** Asks the toaster to mount (no-op once asked). */
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

export function whenToasterReady(): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    readyWaiters.push(resolve);
    // Never hold a message back for good (a page without the toaster, e.g. a test).
    setTimeout(resolve, READY_TIMEOUT_MS);
  });
}
