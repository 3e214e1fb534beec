import type { DashboardCard } from '@rbax/shared/analytics';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/features/analytics/charts/format';
import { zoneColors } from '@/features/analytics/charts/palette';
import { isLowConfidence } from '@/features/analytics/workspace/lib/percentiles';
import { cn } from '@/lib/utils';

type Aging = NonNullable<DashboardCard['aging']>;

/** flow-metrics.md §3 colours: ≤ P50 green, ≤ P70 yellow, ≤ P85 (the SLE) orange, past it red, past P95 dark red. */
const zoneClass: Record<Aging['zone'], string> = {
  green: 'border-emerald-600/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  yellow: 'border-yellow-600/50 bg-yellow-400/15 text-yellow-900 dark:text-yellow-200',
  orange: 'border-orange-600/50 bg-orange-500/10 text-orange-800 dark:text-orange-300',
  red: 'border-red-600/50 bg-red-500/10 text-red-800 dark:text-red-300',
  darkred: 'border-red-900/60 bg-red-900/15 text-red-900 dark:text-red-200',
  none: 'border-border bg-muted text-muted-foreground',
};

/** The card's age and ageing zone ('5 d · Perto do SLE'), with what the zone means on hover. */
export function AgingBadge({ aging }: { aging: Aging }) {
  const { t } = useTranslation();
  return (
    <span
      title={t(`dashboard.aging.hint.${aging.zone}`)}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        zoneClass[aging.zone],
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: zoneColors[aging.zone] }} />
      <span className="tabular-nums">{t('analytics.common.daysShort', { value: aging.ageDays })}</span>
      <span aria-hidden="true">·</span>
      {t(`dashboard.aging.zone.${aging.zone}`)}
    </span>
  );
}

/**
 * 'Risco de atraso 62% (n = 12)'; 'baixa confiança' under 5 precedents; 'sem precedente' when no
 * finished card was ever this old (§3: never a reassuring 0%).
 */
export function BreachRisk({ aging }: { aging: Aging }) {
  const { t, i18n } = useTranslation();
  if (aging.breachRisk === null || aging.n === 0)
    return (
      <span className="text-xs font-medium text-red-800 dark:text-red-300">{t('dashboard.risk.noPrecedent')}</span>
    );
  return (
    <span className="text-xs text-muted-foreground">
      <span className="font-medium text-foreground">
        {t('dashboard.risk.value', { value: formatPercent(aging.breachRisk, i18n.language) })}
      </span>{' '}
      {t('dashboard.risk.n', { n: aging.n })}
      {isLowConfidence(aging.n) ? (
        <span className="ml-1 rounded-sm bg-muted px-1 py-px font-medium">{t('analytics.common.lowConfidence')}</span>
      ) : null}
    </span>
  );
}
