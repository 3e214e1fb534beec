import type { BoardAgingResponse } from '@rbax/shared/analytics';
import { useTranslation } from 'react-i18next';
import { zoneColors } from '@/features/analytics/charts/palette';
import { agingLabel } from '@/features/analytics/reports/lib/aging';

/**
 * A coloured dot and the age in days; the full reading ('Idade: 5 d · zona laranja · risco 40%
 * (n = 12)') for screen readers and on hover. No chart code here.
 */
export default function AgingBadge({ item }: { item: BoardAgingResponse['items'][number] }) {
  const { t, i18n } = useTranslation();
  const label = agingLabel(t, item, i18n.language);
  return (
    <span
      data-aging-zone={item.zone}
      title={label}
      className="inline-flex items-center gap-1 rounded-full border px-1.5 py-0.5 text-[0.65rem] font-semibold text-foreground tabular-nums"
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: zoneColors[item.zone] }} />
      <span aria-hidden="true">{t('boardFlow.face.days', { days: item.ageDays })}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
