import type { ForecastResponse } from '@rbax/shared/analytics';
import type { TFunction } from 'i18next';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { axisProps, chartMargin, chartStyle, tooltipStyles } from '@/features/analytics/charts/chart-style';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatNumber, formatPercent } from '@/features/analytics/charts/format';
import { seriesColors } from '@/features/analytics/charts/palette';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import { histogramBars, outcomeDate } from '@/features/analytics/reports/lib/forecast';

/** The sentences of a forecast, e.g. '85% das simulações terminaram até 12/03/2027' (§4 wording). */
export function forecastSentences(t: TFunction, result: ForecastResponse, locale: string): string[] {
  return result.percentiles.map((row) => {
    if (result.mode === 'when') {
      return row.date === null
        ? t('reports.forecast.whenBeyond', { p: row.p })
        : t('reports.forecast.whenSentence', { p: row.p, date: formatLocalDate(row.date, locale) });
    }
    return t('reports.forecast.howManySentence', { p: row.p, count: row.items ?? 0 });
  });
}

/** Percentile markers on the histogram; percentiles at the same value share one ('70% · 85%'). */
function markers(result: ForecastResponse): { value: number; label: string }[] {
  const byValue = new Map<number, number[]>();
  for (const row of result.percentiles) {
    const value = result.mode === 'when' ? row.days : row.items;
    if (value !== null) byValue.set(value, [...(byValue.get(value) ?? []), row.p]);
  }
  return [...byValue.entries()].map(([value, ps]) => ({ value, label: ps.map((p) => `${p}%`).join(' · ') }));
}

/** A forecast's answer: sentences, sample window, seed and trials, warnings, and the outcome histogram. */
export function ForecastResult({
  result,
  today,
  fileName,
  context,
}: {
  result: ForecastResponse;
  today: string;
  fileName: string;
  context: string;
}) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const locale = i18n.language;
  const when = result.mode === 'when';
  const sentences = forecastSentences(t, result, locale);
  const bars = histogramBars(result.histogram);
  const label = (value: number) => (when ? formatLocalDate(outcomeDate(today, value), locale, 'day') : String(value));
  const window = result.window;
  return (
    <div className="grid gap-4" data-testid="forecast-result">
      <ul className="grid gap-1.5" aria-label={t('reports.forecast.resultsLabel')}>
        {sentences.map((sentence, index) => (
          <li
            key={sentence}
            className={index === 2 ? 'text-base font-semibold' : 'text-sm'}
            data-percentile={result.percentiles[index]?.p}
          >
            {sentence}
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('reports.forecast.seed')}</dt>
        <dd className="font-mono" data-testid="forecast-seed">
          {result.seed}
        </dd>
        <dt className="text-muted-foreground">{t('reports.forecast.trials')}</dt>
        <dd>{formatNumber(result.trials, locale)}</dd>
        <dt className="text-muted-foreground">{t('reports.forecast.window')}</dt>
        <dd>
          {t('reports.forecast.windowText', {
            from: formatLocalDate(window.from, locale),
            to: formatLocalDate(window.to, locale),
            days: window.days,
            finished: window.finished,
            coverage: formatPercent(window.coverage, locale),
          })}
        </dd>
      </dl>
      {result.warnings.includes('short_history') || result.beyondHorizon > 0 ? (
        <ul className="grid gap-1 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
          {result.warnings.includes('short_history') ? (
            <li className="flex gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
              {t('reports.forecast.shortHistory', { days: window.days })}
            </li>
          ) : null}
          {result.beyondHorizon > 0 ? (
            <li className="flex gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
              {t('reports.forecast.beyondHorizon', { count: result.beyondHorizon })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <ChartCard
        className="border-dashed shadow-none"
        title={t(when ? 'reports.forecast.histogramWhen' : 'reports.forecast.histogramHowMany')}
        description={t(when ? 'reports.forecast.histogramWhenHint' : 'reports.forecast.histogramHowManyHint')}
        summary={sentences.join('; ')}
        fileName={fileName}
        context={context}
        table={{
          columns: when
            ? [
                { key: 'p', label: t('reports.table.probability'), kind: 'percent' },
                { key: 'days', label: t('reports.table.days'), kind: 'number' },
                { key: 'date', label: t('reports.table.byDate'), kind: 'date' },
              ]
            : [
                { key: 'p', label: t('reports.table.probability'), kind: 'percent' },
                { key: 'items', label: t('reports.table.atLeastItems'), kind: 'number' },
              ],
          rows: result.percentiles.map((row) => (when ? [row.p / 100, row.days, row.date] : [row.p / 100, row.items])),
        }}
        inclusion={[
          { kind: 'included', count: window.days, label: t('reports.inclusion.sampleDays') },
          { kind: 'included', count: window.finished, label: t('reports.inclusion.sampleFinished') },
        ]}
        inclusionNotes={[t('reports.forecast.noteSamples')]}
      >
        <BarChart responsive style={chartStyle} data={bars} margin={chartMargin} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.grid} vertical={false} />
          <XAxis dataKey="value" {...axisProps(theme)} tickFormatter={label} minTickGap={16} />
          <YAxis {...axisProps(theme)} allowDecimals={false} width={48} />
          <Tooltip
            {...tooltipStyles(theme)}
            cursor={{ fill: theme.grid, fillOpacity: 0.4 }}
            labelFormatter={(value) =>
              when
                ? formatLocalDate(outcomeDate(today, Number(value)), locale)
                : t('reports.forecast.itemsTooltip', { count: Number(value) })
            }
            formatter={(count) => t('reports.forecast.trialsTooltip', { count: Number(count) })}
          />
          <Bar dataKey="count" fill={seriesColors[2]} isAnimationActive={false} />
          {markers(result).map((marker) => (
            <ReferenceLine
              key={marker.value}
              x={marker.value}
              stroke={theme.text}
              strokeDasharray="4 3"
              label={{ value: marker.label, position: 'top', fill: theme.text, fontSize: 11 }}
            />
          ))}
        </BarChart>
      </ChartCard>
    </div>
  );
}
