import type { CSSProperties } from 'react';
import type { ChartTheme } from '@/features/analytics/charts/use-chart-theme';

/** Chart height on every screen; the width follows the card. */
export const CHART_HEIGHT = 280;
export const chartStyle: CSSProperties = { width: '100%', height: CHART_HEIGHT };
export const chartMargin = { top: 16, right: 24, bottom: 4, left: 0 };

/** Axis ticks and lines in the theme's muted colour (concrete values: the PNG keeps them). */
export function axisProps(theme: ChartTheme) {
  return {
    tick: { fill: theme.muted, fontSize: 12 },
    stroke: theme.grid,
    tickLine: { stroke: theme.grid },
  } as const;
}

export function tooltipStyles(theme: ChartTheme) {
  return {
    contentStyle: {
      background: theme.background,
      border: `1px solid ${theme.grid}`,
      borderRadius: 8,
      color: theme.text,
      fontSize: 12,
    } satisfies CSSProperties,
    labelStyle: { color: theme.text, fontWeight: 600 } satisfies CSSProperties,
    itemStyle: { color: theme.text } satisfies CSSProperties,
  };
}
