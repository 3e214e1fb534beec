import { lazy, Suspense, useEffect, useState } from 'react';
import { IntroAnimation } from '@/features/site-widgets/components/intro-animation';

// Everything else loads after hydration, when the browser is idle: the landing's first load
// (≤ 150 KB gzip) carries only this file and the intro.
const FloatingWidgets = lazy(() => import('@/features/site-widgets/components/floating-widgets'));

const IDLE_TIMEOUT_MS = 1500;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/**
 * The landing's floating items (spec §2): intro, sticky bar, feedback, sound toggle, custom
 * cursor, news ticker, WhatsApp and live chat. None of them is in the pre-rendered HTML. The
 * 'Modo Demo' overlay lives with the header (features/demo/components/demo-host.tsx).
 */
export function LandingFloatingItems() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <>
      <IntroAnimation />
      {idle ? (
        <Suspense fallback={null}>
          <FloatingWidgets />
        </Suspense>
      ) : null}
    </>
  );
}
