import type { Card } from '@rbax/shared/cards';
import type { Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '@/features/board/views/table/table-columns';

type TableHeaderProps = {
  columns: readonly TableColumn[];
  table: Table<Card>;
  template: string;
  selection: ReadonlySet<string>;
  total: number;
  onSelectAll: () => void;
};

/** The column names; each sortable one is a button (ascending, descending, unsorted), with aria-sort. */
export function TableHeader({ columns, table, template, selection, total, onSelectAll }: TableHeaderProps) {
  const { t } = useTranslation();
  return (
    <div role="rowgroup" className="sticky top-0 z-10 border-b bg-muted/95 backdrop-blur">
      <div role="row" aria-rowindex={1} className="grid h-10 items-center" style={{ gridTemplateColumns: template }}>
        {columns.map((column) => {
          if (column.id === 'select')
            return (
              <div key={column.id} role="columnheader" className="flex justify-center">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label={t('boardView.table.selectAll')}
                  checked={total > 0 && selection.size >= total}
                  ref={(element) => {
                    if (element) element.indeterminate = selection.size > 0 && selection.size < total;
                  }}
                  onChange={onSelectAll}
                />
              </div>
            );
          const sortable = table.getColumn(column.id);
          const sorted = sortable?.getIsSorted();
          const name = t(`boardView.table.columns.${column.id}`);
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              className="px-2 text-xs font-semibold text-muted-foreground"
            >
              {sortable?.getCanSort() ? (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  onClick={sortable.getToggleSortingHandler()}
                >
                  {name}
                  {sorted === 'asc' ? (
                    <ArrowUp aria-hidden="true" className="size-3.5" />
                  ) : sorted === 'desc' ? (
                    <ArrowDown aria-hidden="true" className="size-3.5" />
                  ) : (
                    <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                  )}
                </button>
              ) : (
                name
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
