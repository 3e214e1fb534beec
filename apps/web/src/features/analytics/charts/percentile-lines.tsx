import type { TFunction } from 'i18next';
import { ReferenceLine } from 'recharts';
import { percentileLabel, percentilesLabel, type PercentileLine } from '@/features/analytics/charts/percentile-label';

export type LineGroup = { days: number; label: string; emphasis: boolean };

/**
 * Dashed horizontal lines of the percentiles. Lines at the same height share one label
 * ('50%, 85% ≤ 1 d (n = 6)'), and labels alternate sides so neighbours do not overlap.
 */
export function percentileLineGroups(
  t: TFunction,
  lines: readonly PercentileLine[],
  locale: string,
  emphasize?: number,
): LineGroup[] {
  const byDays = new Map<number, PercentileLine[]>();
  for (const line of lines) byDays.set(line.days, [...(byDays.get(line.days) ?? []), line]);
  return [...byDays.entries()]
    .sort(([a], [b]) => a - b)
    .map(([days, group]) => {
      const sorted = [...group].sort((a, b) => a.p - b.p);
      return {
        days,
        label: sorted.length === 1 ? percentileLabel(t, sorted[0]!, locale) : percentilesLabel(t, sorted, locale),
        emphasis: sorted.some((line) => line.p === emphasize),
      };
    });
}

/** Rendered inside a recharts chart (a function, not a component: recharts reads its direct children). */
export function renderPercentileLines(groups: readonly LineGroup[], colors: { line: string; text: string }) {
  return groups.map((group, index) => (
    <ReferenceLine
      key={group.days}
      y={group.days}
      stroke={colors.line}
      strokeWidth={group.emphasis ? 2 : 1}
      strokeDasharray="6 4"
      ifOverflow="extendDomain"
      label={{
        value: group.label,
        position: index % 2 === 0 ? 'insideTopRight' : 'insideTopLeft',
        fill: colors.text,
        fontSize: 11,
        fontWeight: group.emphasis ? 600 : 400,
      }}
    />
  ));
}
