import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/features/analytics/charts/format';

/** One line of the panel: how many cards, and why they are in or out of the chart. */
export type InclusionRow = { kind: 'included' | 'excluded'; count: number; label: string };

/**
 * "Incluídos/excluídos e por quê" (design note §6): every chart says which cards it counts and
 * which it leaves out, so no rule is hidden.
 */
export function InclusionPanel({ rows, notes = [] }: { rows: readonly InclusionRow[]; notes?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const groups = (['included', 'excluded'] as const)
    .map((kind) => ({ kind, rows: rows.filter((row) => row.kind === kind) }))
    .filter((group) => group.rows.length > 0);
  return (
    <details className="group rounded-md border bg-muted/40 text-sm print:border-0 print:bg-transparent">
      <summary className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 font-medium outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
        <ListChecks aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('reports.chart.inclusion')}
      </summary>
      <div className="grid gap-3 px-3 pb-3 sm:grid-cols-2">
        {groups.map((group) => (
          <div key={group.kind} className="grid gap-1">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t(group.kind === 'included' ? 'reports.chart.included' : 'reports.chart.excluded')}
            </h3>
            <ul className="grid gap-1">
              {group.rows.map((row) => (
                <li key={row.label} className="flex items-baseline gap-2">
                  <span className="min-w-8 text-right font-semibold tabular-nums">
                    {formatNumber(row.count, i18n.language)}
                  </span>
                  <span className="text-muted-foreground">{row.label}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {notes.length > 0 ? (
          <ul className="grid gap-1 text-muted-foreground sm:col-span-2">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
