import { useEffect } from 'react';
import { loadScript } from '@/features/site-widgets/lib/load-script';

/** The operator's live-chat widget (e.g. Tawk.to), injected once the page is idle; nothing when unset. */
export function LiveChat({ scriptUrl }: { scriptUrl: string }) {
  useEffect(() => {
    const load = () =>
      void loadScript(scriptUrl).catch((error: unknown) => console.warn('Live chat failed to load', error));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 3000);
    return () => clearTimeout(timer);
  }, [scriptUrl]);
  return null;
}
