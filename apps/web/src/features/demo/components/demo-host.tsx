import { lazy, Suspense } from 'react';
import { useDemoOpen } from '@/features/demo/lib/demo-store';

const DemoOverlay = lazy(() => import('@/features/demo/components/demo-overlay'));

/** The 'Modo Demo' overlay, loaded the first time it is opened (from the header's 'Demo' on any public page). */
export function DemoHost() {
  const demoOpen = useDemoOpen();
  if (!demoOpen) return null;
  return (
    <Suspense fallback={null}>
      <DemoOverlay />
    </Suspense>
  );
}
