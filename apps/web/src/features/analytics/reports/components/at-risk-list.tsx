import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent } from '@/features/analytics/charts/format';
import { zoneColors } from '@/features/analytics/charts/palette';
import { atRiskItems, riskText, zoneLabelKeys } from '@/features/analytics/reports/lib/aging';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';
import { cardPath } from '@/config/paths';

/** The started cards at or above the board's risk threshold, and those without precedent (§3). */
export function AtRiskList({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const { flow } = data;
  const items = atRiskItems(flow.aging, flow.settings.riskThreshold);
  const threshold = formatPercent(flow.settings.riskThreshold, i18n.language);
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('reports.aging.atRiskTitle', { threshold })}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('reports.aging.atRiskNone', { threshold })}</p>
      ) : (
        <ul className="grid gap-1.5 text-sm" aria-label={t('reports.aging.atRiskTitle', { threshold })}>
          {items.map((item) => (
            <li key={item.cardId} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: zoneColors[item.zone] }}
              />
              <Link
                to={cardPath(flow.boardId, item.cardId)}
                className="font-medium text-link underline-offset-4 hover:underline"
              >
                {data.titles.get(item.cardId) || item.cardId}
              </Link>
              <span className="text-muted-foreground">
                {[
                  data.columnNames.get(item.columnId),
                  t('boardFlow.risk.age', { days: item.ageDays }),
                  t(zoneLabelKeys[item.zone]),
                  riskText(t, item, i18n.language),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
