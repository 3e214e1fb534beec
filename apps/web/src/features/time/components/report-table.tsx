import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export type ReportColumn<T> = { key: string; label: string; numeric?: boolean; cell: (row: T) => ReactNode };

/**
 * A view of the time report as a table with its total row. The first cell is a button that
 * drills into the row's entries (keyboard reachable); the chosen row stays marked.
 */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  total,
  selected,
  onSelect,
}: {
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** What the drill button says for a row ('Ver registros de Ana'). */
  rowLabel: (row: T) => string;
  total: Record<string, ReactNode>;
  selected: string | null;
  onSelect: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-3 py-2 font-medium', column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const active = selected === key;
            return (
              <tr key={key} className={cn('border-b last:border-0', active && 'bg-primary/10')}>
                <th scope="row" className="max-w-72 px-3 py-2 text-left font-medium">
                  <button
                    type="button"
                    aria-pressed={active}
                    aria-label={rowLabel(row)}
                    className="max-w-full truncate rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                    onClick={() => onSelect(active ? null : key)}
                  >
                    {first.cell(row)}
                  </button>
                </th>
                {rest.map((column) => (
                  <td key={column.key} className={cn('px-3 py-2', column.numeric && 'text-right tabular-nums')}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t bg-muted/40 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {t('time.reports.total')}
            </th>
            {rest.map((column) => (
              <td key={column.key} className={cn('px-3 py-2', column.numeric && 'text-right tabular-nums')}>
                {total[column.key] ?? null}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
