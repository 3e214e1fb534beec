import type { TFunction } from 'i18next';

export type PercentileLine = { p: number; days: number; n: number };

/** The nearest-rank percentiles a response carries (design note §2.8), as lines to draw; missing ones are skipped. */
export function percentileLines(percentiles: {
  n: number;
  p50: number | null;
  p70: number | null;
  p85: number | null;
  p95: number | null;
}): PercentileLine[] {
  const entries = [
    [50, percentiles.p50],
    [70, percentiles.p70],
    [85, percentiles.p85],
    [95, percentiles.p95],
  ] as const;
  return entries
    .filter((entry): entry is readonly [50 | 70 | 85 | 95, number] => entry[1] !== null)
    .map(([p, days]) => ({ p, days, n: percentiles.n }));
}

/** '50%, 70%, 85% ≤ 1 d (n = 6)': percentiles of the same value (same sample), one label. */
export function percentilesLabel(t: TFunction, lines: readonly PercentileLine[], locale: string): string {
  const first = lines[0];
  if (!first) return '';
  return t('reports.chart.percentileLines', {
    ps: lines.map((line) => `${line.p}%`).join(', '),
    days: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(first.days),
    n: new Intl.NumberFormat(locale).format(first.n),
  });
}

/** '85% ≤ 7 d (n = 9)': the label of a dashed percentile line, with its sample size (design note §5, §6). */
export function percentileLabel(t: TFunction, line: PercentileLine, locale: string): string {
  return t('reports.chart.percentileLine', {
    p: line.p,
    days: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(line.days),
    n: new Intl.NumberFormat(locale).format(line.n),
  });
}
