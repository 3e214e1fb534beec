import { LOW_CONFIDENCE_SAMPLES } from '@rbax/shared/analytics';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, ReferenceArea, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { axisProps, chartMargin, chartStyle } from '@/features/analytics/charts/chart-style';
import { ChartTooltipBox, tooltipDatum } from '@/features/analytics/charts/chart-tooltip';
import { zoneBandColors, zoneColors } from '@/features/analytics/charts/palette';
import { percentileLines } from '@/features/analytics/charts/percentile-label';
import { percentileLineGroups, renderPercentileLines } from '@/features/analytics/charts/percentile-lines';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import { AtRiskList } from '@/features/analytics/reports/components/at-risk-list';
import {
  agingColumns,
  agingPoints,
  riskText,
  zoneBands,
  zoneLabelKeys,
  type AgingPoint,
} from '@/features/analytics/reports/lib/aging';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';

function ZoneDot(props: { cx?: number | undefined; cy?: number | undefined; payload?: AgingPoint }) {
  const { cx, cy, payload } = props;
  if (cx === undefined || cy === undefined || !payload) return <g />;
  return <circle cx={cx} cy={cy} r={6} fill={zoneColors[payload.zone]} stroke="#ffffff" strokeWidth={1.5} />;
}

/** Column name and 'WIP: n' under each column of the ageing chart. */
function ColumnTick(props: {
  x?: number | string;
  y?: number | string;
  payload?: { value: number };
  columns: ReturnType<typeof agingColumns>;
  color: string;
  wipLabel: (count: number) => string;
}) {
  const column = props.columns[Math.round(props.payload?.value ?? -1)];
  if (!column) return <g />;
  return (
    <g transform={`translate(${Number(props.x ?? 0)},${Number(props.y ?? 0)})`}>
      <text textAnchor="middle" dy="0.9em" fontSize={12} fill={props.color}>
        {column.name.length > 16 ? `${column.name.slice(0, 15)}…` : column.name}
      </text>
      <text textAnchor="middle" dy="2.3em" fontSize={11} fontWeight={600} fill={props.color}>
        {props.wipLabel(column.wip)}
      </text>
    </g>
  );
}

/** 4. Ageing WIP: started cards by column, age on y, zones from the SLE window's percentiles (§3, §5). */
export function AgingChart({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const locale = i18n.language;
  const { flow, groups } = data;
  const columns = agingColumns(flow);
  const points = agingPoints(flow.aging, columns, data.titles);
  const lines = percentileLines(flow.sle).filter((line) => line.p !== 70);
  const maxAge = Math.max(1, ...flow.aging.map((item) => item.ageDays), flow.sle.p95 ?? 0, flow.sle.days ?? 0);
  const bands = zoneBands(flow.sle, maxAge + 1);
  const sleLine = flow.sle.days === null ? [] : [{ p: flow.sle.percentile, days: flow.sle.days, n: flow.sle.n }];
  const lineGroups = percentileLineGroups(
    t,
    [...lines.filter((line) => line.p !== flow.sle.percentile), ...sleLine].sort((a, b) => a.days - b.days),
    locale,
    flow.sle.percentile,
  );
  const wipLabel = (count: number) => t('reports.aging.wip', { count });
  return (
    <ChartCard
      title={t('reports.aging.title')}
      description={t('reports.aging.description')}
      summary={t('reports.aging.summary', {
        count: flow.aging.length,
        columns: columns.map((column) => `${column.name}: ${column.wip}`).join(', '),
      })}
      fileName={data.fileName(t('reports.aging.file'))}
      context={data.context}
      empty={columns.length === 0 || flow.aging.length === 0 ? t('reports.empty.noneInProgress') : null}
      legend={(['green', 'yellow', 'orange', 'red', 'darkred'] as const).map((zone) => ({
        label: t(zoneLabelKeys[zone]),
        color: zoneColors[zone],
      }))}
      table={{
        columns: [
          { key: 'title', label: t('reports.table.card'), kind: 'text' },
          { key: 'column', label: t('reports.table.column'), kind: 'text' },
          { key: 'age', label: t('reports.table.age'), kind: 'days' },
          { key: 'zone', label: t('reports.table.zone'), kind: 'text' },
          { key: 'risk', label: t('reports.table.breachRisk'), kind: 'percent' },
          { key: 'n', label: t('reports.table.samples'), kind: 'number' },
          { key: 'note', label: t('reports.table.note'), kind: 'text' },
        ],
        rows: flow.aging.map((item) => [
          data.titles.get(item.cardId) ?? '',
          data.columnNames.get(item.columnId) ?? '',
          item.ageDays,
          t(zoneLabelKeys[item.zone]),
          item.breachRisk,
          item.n,
          item.breachRisk === null
            ? (riskText(t, item, locale) ?? '')
            : item.n < LOW_CONFIDENCE_SAMPLES
              ? t('boardFlow.risk.lowConfidenceShort')
              : '',
        ]),
      }}
      inclusion={[
        { kind: 'included', count: flow.aging.length, label: t('reports.inclusion.inProgress') },
        { kind: 'excluded', count: groups.notStarted.length, label: t('reports.inclusion.notStarted') },
        {
          kind: 'excluded',
          count: groups.finishedInRange.length + groups.finishedBefore.length + groups.finishedAfter.length,
          label: t('reports.inclusion.finished'),
        },
        { kind: 'excluded', count: groups.discarded.length, label: t('reports.inclusion.discardedAll') },
      ]}
      inclusionNotes={[
        t('reports.aging.noteWindow', { days: flow.settings.sleWindowDays, n: flow.sle.n }),
        t('reports.aging.noteAge'),
      ]}
      footer={<AtRiskList data={data} />}
    >
      <ScatterChart responsive style={chartStyle} margin={{ ...chartMargin, bottom: 24 }} accessibilityLayer={false}>
        {bands.map((band) => (
          <ReferenceArea
            key={band.zone}
            y1={band.from}
            y2={band.to}
            fill={zoneBandColors[band.zone]}
            fillOpacity={1}
            strokeOpacity={0}
            ifOverflow="extendDomain"
          />
        ))}
        <CartesianGrid stroke={theme.grid} horizontal={false} />
        <XAxis
          type="number"
          dataKey="x"
          domain={[-0.5, columns.length - 0.5]}
          ticks={columns.map((column) => column.index)}
          interval={0}
          {...axisProps(theme)}
          tick={<ColumnTick columns={columns} color={theme.muted} wipLabel={wipLabel} />}
          height={44}
        />
        <YAxis
          type="number"
          dataKey="ageDays"
          domain={[0, maxAge + 1]}
          allowDecimals={false}
          {...axisProps(theme)}
          width={40}
          unit=" d"
        />
        <Tooltip
          cursor={false}
          content={({ payload }) => {
            const point = tooltipDatum<AgingPoint>(payload);
            if (!point) return null;
            const risk = riskText(t, point, locale);
            return (
              <ChartTooltipBox theme={theme}>
                <p className="font-semibold">{point.title}</p>
                <p>{t('boardFlow.risk.age', { days: point.ageDays })}</p>
                <p>{t(zoneLabelKeys[point.zone])}</p>
                {risk ? <p>{risk}</p> : null}
              </ChartTooltipBox>
            );
          }}
        />
        {renderPercentileLines(lineGroups, { line: theme.muted, text: theme.text })}
        <Scatter data={points} shape={ZoneDot} isAnimationActive={false} />
      </ScatterChart>
    </ChartCard>
  );
}
