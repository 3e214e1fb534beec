import { useTranslation } from 'react-i18next';
import { displayCell, type TableModel } from '@/features/analytics/charts/table';
import { cn } from '@/lib/utils';

/** A chart's data as a table: the accessible alternative to the picture, and what the CSV holds. */
export function DataTable({ id, caption, table }: { id: string; caption: string; table: TableModel }) {
  const { i18n } = useTranslation();
  return (
    // Scrolls on its own when long; focusable so the keyboard can scroll it (axe scrollable-region-focusable).
    <div
      id={id}
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="max-h-96 overflow-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 print:max-h-none print:overflow-visible"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'px-3 py-2 text-left font-medium whitespace-nowrap',
                  column.kind !== 'text' && column.kind !== 'date' && 'text-right',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t">
              {table.columns.map((column, index) => (
                <td
                  key={column.key}
                  className={cn(
                    'px-3 py-1.5',
                    column.kind !== 'text' && 'whitespace-nowrap tabular-nums',
                    column.kind !== 'text' && column.kind !== 'date' && 'text-right',
                  )}
                >
                  {displayCell(column.kind, row[index] ?? null, i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
