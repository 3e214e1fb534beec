import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { axisProps, chartMargin, tooltipStyles } from '@/features/analytics/charts/chart-style';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import type { ChartRow, ChartSeries } from '@/features/analytics/workspace/lib/chart-series';

/**
 * The workspace, dashboard, performance and instance charts. Only ever imported lazily (see
 * lazy-charts.tsx), so recharts stays out of the shell and the board page. They are pictures in a
 * ChartCard, which labels them and carries the table alternative and the legend, so recharts'
 * keyboard layer and legend are off.
 */

type ChartProps = {
  data: ChartRow[];
  /** The field of the category axis (a day, a week, a name). */
  xKey: string;
  series: ChartSeries[];
  height: number;
  /** Category labels (ticks and tooltip title). */
  formatX?: (value: string) => string;
  /** Value labels (ticks and tooltip). */
  formatY?: (value: number) => string;
};

function valueFormatter(formatY: ChartProps['formatY']) {
  return (value: unknown) => (typeof value === 'number' && formatY ? formatY(value) : String(value ?? '—'));
}

/** Bars side by side per category; `horizontal` lays the categories down the side (long names). */
export function BarsChart({
  data,
  xKey,
  series,
  height,
  formatX,
  formatY,
  horizontal = false,
}: ChartProps & { horizontal?: boolean }) {
  const theme = useChartTheme();
  const axis = axisProps(theme);
  return (
    <BarChart
      responsive
      style={{ width: '100%', height }}
      data={data}
      layout={horizontal ? 'vertical' : 'horizontal'}
      margin={chartMargin}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={theme.grid} vertical={horizontal} horizontal={!horizontal} />
      {horizontal ? (
        <>
          <XAxis type="number" {...axis} allowDecimals={false} tickFormatter={formatY} />
          <YAxis type="category" dataKey={xKey} {...axis} width={120} interval={0} tickFormatter={formatX} />
        </>
      ) : (
        <>
          <XAxis dataKey={xKey} {...axis} minTickGap={16} tickFormatter={formatX} />
          <YAxis {...axis} allowDecimals={false} width={40} tickFormatter={formatY} />
        </>
      )}
      <Tooltip
        {...tooltipStyles(theme)}
        cursor={{ fill: theme.grid, opacity: 0.4 }}
        labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))}
        formatter={valueFormatter(formatY)}
      />
      {series.map((item) => (
        <Bar
          key={item.key}
          dataKey={item.key}
          name={item.name}
          fill={item.color}
          radius={horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}

/** Lines over categories; a null value leaves a gap (a week without a sample is not a zero). */
export function LinesChart({ data, xKey, series, height, formatX, formatY }: ChartProps) {
  const theme = useChartTheme();
  const axis = axisProps(theme);
  return (
    <LineChart responsive style={{ width: '100%', height }} data={data} margin={chartMargin} accessibilityLayer={false}>
      <CartesianGrid stroke={theme.grid} vertical={false} />
      <XAxis dataKey={xKey} {...axis} minTickGap={16} tickFormatter={formatX} />
      <YAxis {...axis} allowDecimals={false} width={40} tickFormatter={formatY} />
      <Tooltip
        {...tooltipStyles(theme)}
        labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))}
        formatter={valueFormatter(formatY)}
      />
      {series.map((item) => (
        <Line
          key={item.key}
          type="monotone"
          dataKey={item.key}
          name={item.name}
          stroke={item.color}
          strokeWidth={2}
          strokeDasharray={item.dashed ? '6 4' : undefined}
          dot={{ r: 3, fill: item.color }}
          connectNulls={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
