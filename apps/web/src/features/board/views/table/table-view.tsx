import { getCoreRowModel, getSortedRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { comparePositions } from '@/features/board/lib/positions';
import { tableGroupings, tableItems, type TableGrouping } from '@/features/board/lib/table-model';
import { visibleCards } from '@/features/board/lib/visible-cards';
import type { BoardViewProps } from '@/features/board/views/board-view-props';
import { BulkActions } from '@/features/board/views/table/bulk-actions';
import { sortableDefs, tableColumns, type TableContext } from '@/features/board/views/table/table-columns';
import { TableGrid } from '@/features/board/views/table/table-grid';
import { useTableEdits } from '@/features/board/views/table/use-table-edits';

/**
 * 'Tabela' (issue 22): one row per card of the filtered board, sorted by any column, grouped by
 * column, person, priority or label, edited in place with the card's own rules, selected in
 * bulk; virtualized and driven from the keyboard like a spreadsheet.
 */
export function TableView({ detail, filter, cardPath }: BoardViewProps) {
  const { t, i18n } = useTranslation();
  const canEdit = detail.board.permissions.canEdit;
  const edits = useTableEdits(detail);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [grouping, setGrouping] = useState<TableGrouping>('none');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const context = useMemo<TableContext>(() => {
    const ordered = [...detail.columns].sort(comparePositions);
    return {
      columns: new Map(ordered.map((column, index) => [column.id, { ...column, index }])),
      members: new Map(detail.members.map((member) => [member.id, member])),
      labels: new Map(detail.labels.map((label) => [label.id, label])),
      locale: i18n.language,
    };
  }, [detail.columns, detail.members, detail.labels, i18n.language]);
  const cards = useMemo(() => {
    // Board order (column, then position) until the person sorts by a column.
    const shown = visibleCards(detail.cards, filter);
    return [...shown].sort(
      (a, b) =>
        (context.columns.get(a.columnId)?.index ?? 0) - (context.columns.get(b.columnId)?.index ?? 0) ||
        comparePositions(a, b),
    );
  }, [detail.cards, filter, context]);
  const columns = useMemo(() => tableColumns(cards), [cards]);
  const defs = useMemo(() => sortableDefs(columns, context), [columns, context]);
  const table = useReactTable({
    data: cards as typeof cards extends readonly (infer C)[] ? C[] : never,
    columns: defs,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (card) => card.id,
  });
  const rows = table.getRowModel().rows;
  const sorted = useMemo(() => rows.map((row) => row.original), [rows]);
  const items = useMemo(
    () =>
      tableItems(
        sorted,
        grouping,
        { columns: detail.columns, members: context.members, labels: detail.labels },
        collapsed,
      ),
    [sorted, grouping, detail.columns, detail.labels, context.members, collapsed],
  );
  // Only cards still on screen stay selected (a filter or someone else's change may hide some).
  const selectedCards = useMemo(() => cards.filter((card) => selected.has(card.id)), [cards, selected]);

  const toggle = useCallback(
    (cardId: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(cardId)) next.add(cardId);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    () => setSelected((current) => (current.size >= cards.length ? new Set() : new Set(cards.map((card) => card.id)))),
    [cards],
  );
  const toggleGroup = useCallback(
    (key: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3" data-testid="table-view">
      <div className="flex flex-wrap items-center gap-3">
        <Select value={grouping} onValueChange={(value) => setGrouping(value as TableGrouping)}>
          <SelectTrigger className="w-52" aria-label={t('boardView.table.groupBy')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {tableGroupings.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`boardView.table.grouping.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-sm text-muted-foreground">{t('boardView.table.count', { count: cards.length })}</p>
        <p className="ml-auto hidden text-xs text-muted-foreground lg:block">{t('boardView.table.keys')}</p>
      </div>
      {canEdit && selectedCards.length > 0 ? (
        <BulkActions cards={selectedCards} context={context} edits={edits} onClear={() => setSelected(new Set())} />
      ) : null}
      <TableGrid
        items={items}
        columns={columns}
        context={context}
        table={table}
        selection={selected}
        onSelect={toggle}
        onSelectAll={toggleAll}
        onToggleGroup={toggleGroup}
        cardPath={cardPath}
        canEdit={canEdit}
        edits={edits}
      />
      {edits.dialog}
    </div>
  );
}
