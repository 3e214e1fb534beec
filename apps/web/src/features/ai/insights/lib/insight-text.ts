import type { Insight, InsightOf } from '@rbax/shared/ai/insights';
import type { TFunction } from 'i18next';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatNumber, formatPercent } from '@/features/analytics/charts/format';

/**
 * The words of an insight (issue 24, docs/decisions/048): the server sends numbers and reason
 * codes, never sentences; here they become the reader's language through `aiInsights.*` keys.
 */

export type TextContext = { t: TFunction; locale: string; boardTitle: (id: string) => string | undefined };

const days = (t: TFunction, count: number | null) => (count === null ? '—' : t('aiInsights.days', { count }));

/** A due date is an instant: shown as the reader's local day. */
const dueDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/** The line that names the insight (a card's or person's insight shows its name as a link instead). */
export function insightHeadline(insight: Insight, { t, locale }: TextContext): string {
  switch (insight.kind) {
    case 'bottleneck':
      return t('aiInsights.bottleneck.title', { column: insight.column.name });
    case 'card_at_risk':
    case 'stale_card':
      return insight.card.title;
    case 'overloaded_person':
      return insight.person.name;
    case 'throughput_trend':
      return t(`aiInsights.trend.${insight.direction}`, {
        recent: insight.recent,
        previous: insight.previous,
        days: insight.periodDays,
      });
    case 'forecast':
      return forecastHeadline(insight, t, locale);
  }
}

function forecastHeadline(insight: InsightOf<'forecast'>, t: TFunction, locale: string): string {
  if (!insight.ok || !insight.p50 || !insight.p85) {
    return t(`aiInsights.forecast.refused.${insight.refusal ?? 'too_little_history'}`, {
      items: insight.items,
      finished: insight.finished,
    });
  }
  const when = (point: { date: string | null }) =>
    point.date === null ? t('aiInsights.forecast.beyond') : formatLocalDate(point.date, locale);
  return t('aiInsights.forecast.ok', { items: insight.items, p50: when(insight.p50), p85: when(insight.p85) });
}

/** The facts under the headline, one short phrase each. */
export function insightDetails(insight: Insight, context: TextContext): string[] {
  const { t, locale } = context;
  switch (insight.kind) {
    case 'bottleneck':
      return [
        insight.reasons.map((reason) => t(`aiInsights.bottleneck.reasons.${reason}`)).join(', '),
        t('aiInsights.bottleneck.wip', { before: insight.wipBefore, now: insight.wipNow, days: insight.windowDays }),
        ...(insight.wipLimit === null ? [] : [t('aiInsights.bottleneck.wipLimit', { limit: insight.wipLimit })]),
        t('aiInsights.bottleneck.age', {
          median: days(t, insight.medianAgeDays),
          typical: days(t, insight.typicalDays),
        }),
      ];
    case 'card_at_risk':
      return [
        ...insight.reasons.map((reason) =>
          t(`aiInsights.cardAtRisk.reasons.${reason}`, {
            age: days(t, insight.ageDays),
            sle: days(t, insight.sleDays),
            percentile: insight.slePercentile,
            risk: insight.breachRisk === null ? '—' : formatPercent(insight.breachRisk, locale),
            n: insight.n,
            date: insight.dueDate ? dueDate(insight.dueDate, locale) : '—',
          }),
        ),
        ...(insight.column?.name ? [t('aiInsights.cardAtRisk.column', { column: insight.column.name })] : []),
        ...(insight.assignee ? [t('aiInsights.cardAtRisk.assignee', { name: insight.assignee.name })] : []),
      ];
    case 'overloaded_person':
      return [
        t('aiInsights.overloaded.open', { count: insight.openCards }),
        ...(insight.capacity === null ? [] : [t('aiInsights.overloaded.capacity', { capacity: insight.capacity })]),
        ...insight.reasons.map((reason) =>
          t(`aiInsights.overloaded.reasons.${reason}`, { median: insight.teamMedian ?? '—' }),
        ),
        ...(insight.boardId === null && insight.overCapacityBoardIds.length > 0
          ? [
              t('aiInsights.overloaded.boards', {
                boards: insight.overCapacityBoardIds.map((id) => context.boardTitle(id) ?? id).join(', '),
              }),
            ]
          : []),
      ];
    case 'stale_card':
      return [
        t('aiInsights.stale.idle', { days: days(t, insight.idleDays) }),
        t(insight.started ? 'aiInsights.stale.started' : 'aiInsights.stale.notStarted'),
        ...(insight.column?.name ? [t('aiInsights.stale.column', { column: insight.column.name })] : []),
        ...(insight.assignee ? [t('aiInsights.cardAtRisk.assignee', { name: insight.assignee.name })] : []),
      ];
    case 'throughput_trend':
      return [
        ...(insight.change === null
          ? []
          : [
              t('aiInsights.trend.change', {
                change: `${insight.change > 0 ? '+' : ''}${formatPercent(insight.change, locale)}`,
              }),
            ]),
        t('aiInsights.trend.weekly', { weeks: insight.weekly.map((count) => formatNumber(count, locale)).join(' · ') }),
      ];
    case 'forecast':
      return insight.ok
        ? [
            t('aiInsights.forecast.basis', {
              trials: formatNumber(insight.trials, locale),
              days: insight.sampleDays,
              finished: insight.finished,
            }),
          ]
        : [];
  }
}
