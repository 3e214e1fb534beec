import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { axisProps, chartMargin, chartStyle, tooltipStyles } from '@/features/analytics/charts/chart-style';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { SegmentedControl } from '@/features/analytics/charts/segmented-control';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import { cfdRows, cfdSeries, cfdTable, type CfdMode } from '@/features/analytics/reports/lib/cfd';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';

/** 1. Cumulative flow: stacked bands in workflow order, done at the bottom, with the A/B mode toggle (design note §2.7). */
export function CfdChart({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const [mode, setMode] = useState<CfdMode>('asItWas');
  const { flow, groups } = data;
  const series = cfdSeries(flow);
  const rows = cfdRows(flow, mode);
  const last = (mode === 'flow' ? flow.cfdFlow : flow.cfd).at(-1);
  const summary = t('reports.cfd.summary', {
    from: formatLocalDate(flow.from, i18n.language),
    to: formatLocalDate(flow.to, i18n.language),
    counts: flow.columns.map((column) => `${column.name}: ${last?.counts[column.id] ?? 0}`).join(', '),
  });
  const onBoard = flow.cards.length - groups.discarded.length;
  return (
    <ChartCard
      title={t('reports.cfd.title')}
      description={t(mode === 'flow' ? 'reports.cfd.descriptionFlow' : 'reports.cfd.descriptionAsItWas')}
      summary={summary}
      table={cfdTable(flow, mode, { date: t('reports.table.date') })}
      fileName={data.fileName(t('reports.cfd.file'))}
      context={`${data.context} · ${t(mode === 'flow' ? 'reports.cfd.modeFlow' : 'reports.cfd.modeAsItWas')}`}
      legend={[...series].reverse().map((item) => ({ label: item.name, color: item.color }))}
      empty={flow.cards.length === 0 ? t('reports.empty.noCards') : null}
      toolbar={
        <SegmentedControl
          label={t('reports.cfd.modeLabel')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'asItWas', label: t('reports.cfd.modeAsItWas') },
            { value: 'flow', label: t('reports.cfd.modeFlow') },
          ]}
        />
      }
      inclusion={[
        { kind: 'included', count: onBoard, label: t('reports.inclusion.onBoard') },
        { kind: 'excluded', count: groups.discarded.length, label: t('reports.inclusion.discardedFromDay') },
      ]}
      inclusionNotes={[t('reports.cfd.noteAsItWas'), t('reports.cfd.noteFlow')]}
    >
      <AreaChart responsive style={chartStyle} data={rows} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis
          dataKey="date"
          {...axisProps(theme)}
          minTickGap={24}
          tickFormatter={(date: string) => formatLocalDate(date, i18n.language, 'day')}
        />
        <YAxis {...axisProps(theme)} allowDecimals={false} width={40} />
        <Tooltip
          {...tooltipStyles(theme)}
          labelFormatter={(date) => formatLocalDate(String(date), i18n.language)}
          itemSorter={() => 0}
        />
        {series.map((item) => (
          <Area
            key={item.columnId}
            dataKey={item.columnId}
            name={item.name}
            stackId="cfd"
            type="linear"
            stroke={item.color}
            fill={item.color}
            fillOpacity={0.75}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ChartCard>
  );
}
