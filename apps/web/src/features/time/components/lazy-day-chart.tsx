import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { CHART_HEIGHT } from '@/features/analytics/charts/chart-style';
import type { DayChart as Chart } from '@/features/time/components/day-chart';

/** The chart is fetched on first use, like /reports' charts: recharts lives only in that chunk. */
const LazyDayChart = lazy(() =>
  import('@/features/time/components/day-chart').then((module) => ({ default: module.DayChart })),
);

export function DayChart(props: Omit<ComponentProps<typeof Chart>, 'height'>) {
  return (
    <Suspense fallback={<Skeleton className="w-full rounded-md" style={{ height: CHART_HEIGHT }} />}>
      <LazyDayChart height={CHART_HEIGHT} {...props} />
    </Suspense>
  );
}
