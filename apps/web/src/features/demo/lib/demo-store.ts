import { useSyncExternalStore } from 'react';

/**
 * Whether the 'Modo Demo' overlay is open (spec §2). A tiny external store so the header's
 * 'Demo' button and the lazily loaded overlay share it without a provider.
 */
let open = false;
/** What had the focus when the demo opened; it gets the focus back on close. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openDemo(): void {
  if (open) return;
  opener =
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  emit();
}

export function closeDemo(): void {
  if (!open) return;
  open = false;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDemoOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** The element that opened the demo (once): the overlay returns the focus to it. */
export function takeDemoOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element;
}
