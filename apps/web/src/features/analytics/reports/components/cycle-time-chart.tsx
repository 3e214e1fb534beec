import { LOW_CONFIDENCE_SAMPLES } from '@rbax/shared/analytics';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from 'recharts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { axisProps, chartMargin, chartStyle } from '@/features/analytics/charts/chart-style';
import { ChartTooltipBox, tooltipDatum } from '@/features/analytics/charts/chart-tooltip';
import { dateOfDayNumber, dayNumber, formatLocalDate } from '@/features/analytics/charts/dates';
import { seriesColors } from '@/features/analytics/charts/palette';
import { percentileLabel, percentileLines } from '@/features/analytics/charts/percentile-label';
import { percentileLineGroups, renderPercentileLines } from '@/features/analytics/charts/percentile-lines';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import { scatterPoints, type ScatterPoint } from '@/features/analytics/reports/lib/cycle-time';
import { discardedInRange } from '@/features/analytics/reports/lib/card-groups';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';

const DOT_COLOR = seriesColors[0]!;
const TITLES_SHOWN = 8;

/** A dot, with the number of cards when several finished the same day with the same cycle time. */
function CountDot(props: { cx?: number | undefined; cy?: number | undefined; payload?: ScatterPoint }) {
  const { cx, cy, payload } = props;
  if (cx === undefined || cy === undefined || !payload) return <g />;
  const many = payload.count > 1;
  return (
    <g>
      <circle cx={cx} cy={cy} r={many ? 8 : 5} fill={DOT_COLOR} fillOpacity={0.85} stroke="#ffffff" strokeWidth={1} />
      {many ? (
        <text x={cx} y={cy} dy="0.35em" textAnchor="middle" fontSize={9} fontWeight={700} fill="#ffffff">
          {payload.count}
        </text>
      ) : null}
    </g>
  );
}

/** 2. Cycle-time scatterplot: completion date × days, dashed nearest-rank percentiles with n, no mean band (§5, §6). */
export function CycleTimeChart({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const { flow, groups } = data;
  const locale = i18n.language;
  const finished = groups.finishedInRange.filter((card) => card.cycleTimeDays !== null);
  const points = scatterPoints(finished);
  const lines = percentileLines(flow.percentiles);
  const lineGroups = percentileLineGroups(t, lines, locale, flow.settings.slePercentile);
  const maxY = Math.max(1, ...points.map((point) => point.y), ...lines.map((line) => line.days));
  const summary = t('reports.cycleTime.summary', {
    count: finished.length,
    lines: lines.map((line) => percentileLabel(t, line, locale)).join('; ') || t('reports.cycleTime.noPercentiles'),
  });
  return (
    <ChartCard
      title={t('reports.cycleTime.title')}
      description={t('reports.cycleTime.description')}
      summary={summary}
      fileName={data.fileName(t('reports.cycleTime.file'))}
      context={data.context}
      empty={finished.length === 0 ? t('reports.empty.noneFinished') : null}
      table={{
        columns: [
          { key: 'title', label: t('reports.table.card'), kind: 'text' },
          { key: 'started', label: t('reports.table.started'), kind: 'date' },
          { key: 'done', label: t('reports.table.finished'), kind: 'date' },
          { key: 'cycle', label: t('reports.table.cycleTime'), kind: 'days' },
          { key: 'lead', label: t('reports.table.leadTime'), kind: 'days' },
          { key: 'back', label: t('reports.table.backwardMoves'), kind: 'number' },
        ],
        rows: [...finished]
          .sort((a, b) => (a.doneOn ?? '').localeCompare(b.doneOn ?? ''))
          .map((card) => [
            card.title,
            card.startedOn,
            card.doneOn,
            card.cycleTimeDays,
            card.leadTimeDays,
            card.backwardMoves,
          ]),
      }}
      inclusion={[
        { kind: 'included', count: finished.length, label: t('reports.inclusion.finishedInRange') },
        { kind: 'included', count: groups.reworked.length, label: t('reports.inclusion.reworked') },
        { kind: 'excluded', count: groups.inProgress.length, label: t('reports.inclusion.inProgress') },
        { kind: 'excluded', count: groups.notStarted.length, label: t('reports.inclusion.notStarted') },
        {
          kind: 'excluded',
          count: groups.finishedBefore.length + groups.finishedAfter.length,
          label: t('reports.inclusion.finishedOutside'),
        },
        {
          kind: 'excluded',
          count: discardedInRange(groups, flow.from, flow.to).length,
          label: t('reports.inclusion.discarded'),
        },
      ]}
      inclusionNotes={[t('reports.cycleTime.noteDays'), t('reports.cycleTime.notePercentiles')]}
      footer={
        finished.length > 0 && flow.percentiles.n < LOW_CONFIDENCE_SAMPLES ? (
          <p className="text-xs text-muted-foreground">
            {t('reports.cycleTime.fewSamples', { n: flow.percentiles.n })}
          </p>
        ) : null
      }
    >
      <ScatterChart responsive style={chartStyle} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} />
        <XAxis
          type="number"
          dataKey="x"
          name={t('reports.table.finished')}
          domain={[dayNumber(flow.from), dayNumber(flow.to)]}
          {...axisProps(theme)}
          tickFormatter={(day: number) => formatLocalDate(dateOfDayNumber(day), locale, 'day')}
          minTickGap={24}
        />
        <YAxis
          type="number"
          dataKey="y"
          name={t('reports.table.cycleTime')}
          domain={[0, maxY + 1]}
          allowDecimals={false}
          {...axisProps(theme)}
          width={40}
          unit=" d"
        />
        <ZAxis range={[60, 60]} />
        <Tooltip
          cursor={{ strokeDasharray: '3 3', stroke: theme.grid }}
          content={({ payload }) => {
            const point = tooltipDatum<ScatterPoint>(payload);
            if (!point) return null;
            return (
              <ChartTooltipBox theme={theme}>
                <p className="font-semibold">
                  {t('reports.cycleTime.tooltip', { date: formatLocalDate(point.date, locale), days: point.y })}
                </p>
                <ul className="mt-1 list-disc pl-4">
                  {point.titles.slice(0, TITLES_SHOWN).map((title, index) => (
                    <li key={index}>{title}</li>
                  ))}
                </ul>
                {point.titles.length > TITLES_SHOWN ? (
                  <p>{t('reports.chart.andMore', { count: point.titles.length - TITLES_SHOWN })}</p>
                ) : null}
              </ChartTooltipBox>
            );
          }}
        />
        {renderPercentileLines(lineGroups, { line: theme.muted, text: theme.text })}
        <Scatter data={points} fill={DOT_COLOR} shape={CountDot} isAnimationActive={false} />
      </ScatterChart>
    </ChartCard>
  );
}
