import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { axisProps, chartMargin, chartStyle, tooltipStyles } from '@/features/analytics/charts/chart-style';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { doneColor } from '@/features/analytics/charts/palette';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';

const SCOPE_COLOR = '#dc2626';

/** 6. Burn-up for the range: scope (cards on the board, not discarded) against done, at the end of each day. */
export function BurnupChart({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const { flow, groups } = data;
  const locale = i18n.language;
  const first = flow.burnup[0];
  const last = flow.burnup.at(-1);
  return (
    <ChartCard
      title={t('reports.burnup.title')}
      description={t('reports.burnup.description')}
      summary={t('reports.burnup.summary', {
        from: formatLocalDate(flow.from, locale),
        to: formatLocalDate(flow.to, locale),
        scopeStart: first?.scope ?? 0,
        scopeEnd: last?.scope ?? 0,
        doneEnd: last?.done ?? 0,
      })}
      fileName={data.fileName(t('reports.burnup.file'))}
      context={data.context}
      empty={flow.burnup.length === 0 || flow.cards.length === 0 ? t('reports.empty.noCards') : null}
      legend={[
        { label: t('reports.burnup.scope'), color: SCOPE_COLOR },
        { label: t('reports.burnup.done'), color: doneColor },
      ]}
      table={{
        columns: [
          { key: 'date', label: t('reports.table.date'), kind: 'date' },
          { key: 'scope', label: t('reports.burnup.scope'), kind: 'number' },
          { key: 'done', label: t('reports.burnup.done'), kind: 'number' },
          { key: 'remaining', label: t('reports.burnup.remaining'), kind: 'number' },
        ],
        rows: flow.burnup.map((day) => [day.date, day.scope, day.done, day.scope - day.done]),
      }}
      inclusion={[
        { kind: 'included', count: flow.cards.length - groups.discarded.length, label: t('reports.inclusion.onBoard') },
        { kind: 'excluded', count: groups.discarded.length, label: t('reports.inclusion.discardedFromDay') },
      ]}
      inclusionNotes={[t('reports.burnup.note')]}
    >
      <LineChart responsive style={chartStyle} data={flow.burnup} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis
          dataKey="date"
          {...axisProps(theme)}
          minTickGap={24}
          tickFormatter={(date: string) => formatLocalDate(date, locale, 'day')}
        />
        <YAxis {...axisProps(theme)} allowDecimals={false} width={40} />
        <Tooltip {...tooltipStyles(theme)} labelFormatter={(date) => formatLocalDate(String(date), locale)} />
        <Line
          dataKey="scope"
          name={t('reports.burnup.scope')}
          type="stepAfter"
          stroke={SCOPE_COLOR}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="done"
          name={t('reports.burnup.done')}
          type="stepAfter"
          stroke={doneColor}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartCard>
  );
}
