import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { axisProps, chartMargin, tooltipStyles } from '@/features/analytics/charts/chart-style';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import type { ChartRow, ChartSeries } from '@/features/analytics/workspace/lib/chart-series';

/**
 * Hours per day stacked by person (/time-reports 'Por dia'). Only ever imported lazily
 * (lazy-day-chart.tsx): recharts stays out of the shell and the board. A picture inside a
 * ChartCard, which carries its summary, legend and table, so recharts' own are off.
 */
export function DayChart({
  data,
  series,
  height,
  formatX,
  formatY,
}: {
  data: ChartRow[];
  series: ChartSeries[];
  height: number;
  formatX: (value: string) => string;
  formatY: (value: number) => string;
}) {
  const theme = useChartTheme();
  const axis = axisProps(theme);
  return (
    <BarChart responsive style={{ width: '100%', height }} data={data} margin={chartMargin} accessibilityLayer={false}>
      <CartesianGrid stroke={theme.grid} vertical={false} />
      <XAxis dataKey="date" {...axis} minTickGap={12} tickFormatter={formatX} />
      <YAxis {...axis} width={44} tickFormatter={formatY} />
      <Tooltip
        {...tooltipStyles(theme)}
        cursor={{ fill: theme.grid, opacity: 0.4 }}
        labelFormatter={(label) => formatX(String(label))}
        formatter={(value) => (typeof value === 'number' ? formatY(value) : String(value ?? '—'))}
      />
      {series.map((item) => (
        <Bar
          key={item.key}
          dataKey={item.key}
          name={item.name}
          stackId="time"
          fill={item.color}
          maxBarSize={36}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
