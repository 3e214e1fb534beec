import { Component, useEffect, type ReactNode } from 'react';
import { ThemedToaster } from '@/app/themed-toaster';
import { preloadToaster } from '@/lib/toast';
import { useToasterRequested } from '@/lib/toaster-state';

/**
 * Toasts (sonner) load when the first one is asked for (src/lib/toast.ts, siteToast) or, in the
 * signed-in app, at the person's first click or key press — out of the first load, the first
 * paint and the pre-rendered HTML (a public page hydrates exactly what the server rendered).
 * Once loaded the toaster stays mounted.
 */
export function AppToaster({ preloadOnInput = false }: { preloadOnInput?: boolean }) {
  useEffect(() => {
    if (!preloadOnInput) return;
    const preload = () => {
      void preloadToaster().catch(() => undefined);
      remove();
    };
    const remove = () => {
      window.removeEventListener('pointerdown', preload, true);
      window.removeEventListener('keydown', preload, true);
    };
    window.addEventListener('pointerdown', preload, true);
    window.addEventListener('keydown', preload, true);
    return remove;
  }, [preloadOnInput]);
  return useToasterRequested() ? (
    <ToasterBoundary>
      <ThemedToaster />
    </ToasterBoundary>
  ) : null;
}

/** A toaster that cannot load (offline, its file not cached yet) costs the toasts, never the page. */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
