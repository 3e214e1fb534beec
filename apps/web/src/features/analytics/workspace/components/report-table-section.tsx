import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/features/analytics/charts/csv';
import { InclusionPanel, type InclusionRow } from '@/features/analytics/charts/inclusion-panel';
import { displayCell, type TableModel } from '@/features/analytics/charts/table';
import { cn } from '@/lib/utils';

/** What a cell adds to its value on screen: a link, or a picture (a sparkline) with the value kept for screen readers. */
export type CellExtra = { href?: string; display?: ReactNode };

const link =
  'font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none break-words';
const numeric = (kind: string) => kind !== 'text' && kind !== 'date';

/**
 * A report block that is a table in itself (no chart): heading, the table — the same TableModel
 * and CSV dialect as the charts' 'Ver tabela' (charts/table.ts) — 'Baixar CSV' and the
 * "included/excluded and why" panel.
 */
export function TableSection({
  title,
  description,
  table,
  fileName,
  emptyText,
  extras,
  inclusion = [],
  inclusionNotes,
  className,
}: {
  title: string;
  description?: string;
  table: TableModel;
  /** Without extension. */
  fileName: string;
  emptyText: string;
  extras?: (row: number, column: string) => CellExtra | undefined;
  inclusion?: readonly InclusionRow[];
  inclusionNotes?: readonly string[];
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const empty = table.rows.length === 0;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 id={`${id}-title`} className="text-base font-semibold leading-tight">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {empty ? null : (
          <Button
            variant="outline"
            size="sm"
            className="print:hidden"
            onClick={() => downloadCsv(table, i18n.language, `${fileName}.csv`)}
          >
            <Download aria-hidden="true" />
            {t('reports.chart.downloadCsv')}
          </Button>
        )}
      </div>
      {empty ? (
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={t('analytics.common.tableOf', { title })}
          className="max-h-[28rem] overflow-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 z-[1] bg-muted">
              <tr>
                {table.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cn('px-3 py-2 text-left align-bottom font-medium', numeric(column.kind) && 'text-right')}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t">
                  {table.columns.map((column, index) => {
                    const text = displayCell(column.kind, row[index] ?? null, i18n.language);
                    const extra = extras?.(rowIndex, column.key);
                    const Cell = index === 0 ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        scope={index === 0 ? 'row' : undefined}
                        className={cn(
                          'px-3 py-1.5 text-left',
                          index === 0 ? 'min-w-36 font-normal' : 'whitespace-nowrap',
                          numeric(column.kind) && 'text-right tabular-nums',
                        )}
                      >
                        {extra?.display ? (
                          <>
                            {extra.display}
                            <span className="sr-only">{text}</span>
                          </>
                        ) : extra?.href ? (
                          <Link to={extra.href} className={link}>
                            {text}
                          </Link>
                        ) : (
                          text
                        )}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {inclusion.length > 0 ? <InclusionPanel rows={inclusion} notes={inclusionNotes} /> : null}
    </section>
  );
}
