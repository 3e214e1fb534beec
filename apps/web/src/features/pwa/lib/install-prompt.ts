import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`),
 * kept outside React: the event can fire before any component mounts, so it
 * is caught at module import. Framework-free and tiny on purpose — the landing
 * imports it and sits at its 150 KB gzip budget.
 */

/** Chromium's BeforeInstallPromptEvent; not part of lib.dom. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';
export interface InstallState {
  canInstall: boolean;
  installed: boolean;
}

export const INSTALL_DISMISSED_KEY = 'rbax-install-dismissed';

let offer: BeforeInstallPromptEvent | null = null;
// Replaced, never mutated: useSyncExternalStore compares snapshots by identity.
let state: InstallState = { canInstall: false, installed: false };
let dismissed = readStorage(INSTALL_DISMISSED_KEY) === '1';
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; our own prompt offers the install.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    update({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    update({ canInstall: false, installed: true });
  });
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallState(): InstallState {
  return state;
}

/** True when running as the installed app (iOS Safari reports it through `navigator.standalone`). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const media = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return media || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Shows the browser's install dialog; an offer can be used once, so it is spent either way. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = offer;
  if (!event) return 'unavailable';
  offer = null;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    update({ canInstall: false, installed: state.installed || outcome === 'accepted' });
    return outcome;
  } catch {
    update({ canInstall: false });
    return 'unavailable';
  }
}

/** "Not now": the floating prompt stays hidden on this device from now on. */
export function dismissInstall(): void {
  dismissed = true;
  writeStorage(INSTALL_DISMISSED_KEY, '1');
  listeners.forEach((listener) => listener());
}

function isPromptVisible(): boolean {
  return state.canInstall && !state.installed && !dismissed && !isStandalone();
}

/** The floating prompt's state: shown only while the browser offers an install the visitor has not refused. */
export function useInstallPrompt() {
  const visible = useSyncExternalStore(subscribeInstall, isPromptVisible, () => false);
  return { visible, install: promptInstall, dismiss: dismissInstall };
}

/** The raw offer state, for the install page (which ignores "not now"). */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribeInstall, getInstallState, getInstallState);
}
