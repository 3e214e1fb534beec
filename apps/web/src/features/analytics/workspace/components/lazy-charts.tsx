import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { CHART_HEIGHT } from '@/features/analytics/charts/chart-style';
import type { BarsChart as Bars, LinesChart as Lines } from '@/features/analytics/workspace/components/charts';

/** The charts are fetched on first use: recharts lives only in that chunk (a type import is erased). */
const LazyBars = lazy(() =>
  import('@/features/analytics/workspace/components/charts').then((module) => ({ default: module.BarsChart })),
);
const LazyLines = lazy(() =>
  import('@/features/analytics/workspace/components/charts').then((module) => ({ default: module.LinesChart })),
);

type WithHeight<T> = Omit<T, 'height'> & { height?: number };

function Placeholder({ height }: { height: number }) {
  return <Skeleton className="w-full rounded-md" style={{ height }} />;
}

export function BarsChart({ height = CHART_HEIGHT, ...props }: WithHeight<ComponentProps<typeof Bars>>) {
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <LazyBars height={height} {...props} />
    </Suspense>
  );
}

export function LinesChart({ height = CHART_HEIGHT, ...props }: WithHeight<ComponentProps<typeof Lines>>) {
  return (
    <Suspense fallback={<Placeholder height={height} />}>
      <LazyLines height={height} {...props} />
    </Suspense>
  );
}
