import type { ReactNode } from 'react';
import type { ChartTheme } from '@/features/analytics/charts/use-chart-theme';

/** The box of a custom tooltip, in the theme's colours. */
export function ChartTooltipBox({ theme, children }: { theme: ChartTheme; children: ReactNode }) {
  return (
    <div
      className="max-w-72 rounded-md border px-3 py-2 text-xs shadow-md"
      style={{ background: theme.background, borderColor: theme.grid, color: theme.text }}
    >
      {children}
    </div>
  );
}

/** The payload item a recharts tooltip hands to custom content (its data row). */
export function tooltipDatum<T>(payload: readonly { payload?: unknown }[] | undefined): T | null {
  const first = payload?.[0]?.payload;
  return first === undefined || first === null ? null : (first as T);
}
