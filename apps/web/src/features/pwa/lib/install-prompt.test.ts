import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as InstallPromptStore from '@/features/pwa/lib/install-prompt';

type Store = typeof InstallPromptStore;

/** A fresh copy of the module, as after a page load (it reads localStorage and listens at import). */
async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('@/features/pwa/lib/install-prompt');
}

/** What Chromium fires when the app can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

function standaloneDisplay(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('install prompt store', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
  });

  it('stays hidden until the browser offers an install', () => {
    const { result } = renderHook(() => store.useInstallPrompt());
    expect(result.current.visible).toBe(false);
    expect(store.getInstallState()).toEqual({ canInstall: false, installed: false });
  });

  it('keeps the offer, blocks the browser mini-infobar and shows the prompt', () => {
    const { result } = renderHook(() => store.useInstallPrompt());
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(store.getInstallState().canInstall).toBe(true);
    expect(result.current.visible).toBe(true);
  });

  it('hides the prompt once the visitor accepts the install', async () => {
    const { result } = renderHook(() => store.useInstallPrompt());
    const { prompt } = offerInstall('accepted');
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.install();
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(outcome).toBe('accepted');
    expect(result.current.visible).toBe(false);
    expect(store.getInstallState()).toEqual({ canInstall: false, installed: true });
  });

  it('spends the offer when the browser dialog is declined', async () => {
    offerInstall('dismissed');
    expect(await store.promptInstall()).toBe('dismissed');
    expect(store.getInstallState()).toEqual({ canInstall: false, installed: false });
    expect(await store.promptInstall()).toBe('unavailable');
  });

  it('answers "unavailable" when the browser made no offer', async () => {
    expect(await store.promptInstall()).toBe('unavailable');
  });

  it('hides the prompt on "not now" and remembers it after a reload', async () => {
    const { result } = renderHook(() => store.useInstallPrompt());
    offerInstall();
    act(() => result.current.dismiss());
    expect(result.current.visible).toBe(false);
    expect(localStorage.getItem(store.INSTALL_DISMISSED_KEY)).toBe('1');

    const reloaded = await freshStore();
    const { result: after } = renderHook(() => reloaded.useInstallPrompt());
    offerInstall();
    expect(reloaded.getInstallState().canInstall).toBe(true);
    expect(after.current.visible).toBe(false);
  });

  it('hides the prompt after the app is installed from the browser menu', () => {
    const { result } = renderHook(() => store.useInstallPrompt());
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.visible).toBe(false);
    expect(store.getInstallState().installed).toBe(true);
  });

  it('hides the prompt when already running as the installed app', () => {
    standaloneDisplay(true);
    expect(store.isStandalone()).toBe(true);
    const { result } = renderHook(() => store.useInstallPrompt());
    offerInstall();
    expect(result.current.visible).toBe(false);
  });

  it('recognises the iOS home-screen app through navigator.standalone', () => {
    standaloneDisplay(false);
    expect(store.isStandalone()).toBe(false);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      expect(store.isStandalone()).toBe(true);
    } finally {
      delete (navigator as Navigator & { standalone?: boolean }).standalone;
    }
  });
});
