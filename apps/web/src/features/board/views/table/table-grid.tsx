import type { Card } from '@rbax/shared/cards';
import type { Table } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nextCell, type Cell } from '@/features/board/lib/grid-keys';
import type { TableItem } from '@/features/board/lib/table-model';
import type { TableColumn, TableContext } from '@/features/board/views/table/table-columns';
import { TableHeader } from '@/features/board/views/table/table-header';
import { ROW_HEIGHT, TableRow } from '@/features/board/views/table/table-row';
import type { TableEdits } from '@/features/board/views/table/use-table-edits';

type TableGridProps = {
  items: readonly TableItem[];
  columns: readonly TableColumn[];
  context: TableContext;
  table: Table<Card>;
  selection: ReadonlySet<string>;
  onSelect: (cardId: string) => void;
  onSelectAll: () => void;
  onToggleGroup: (key: string) => void;
  cardPath: (cardId: string) => string;
  canEdit: boolean;
  edits: TableEdits;
};

/**
 * The table's rows, virtualized (5,000 cards stay light: only the rows in sight exist), as an
 * ARIA grid with one tab stop: arrows, Page Up/Down, Home/End (Ctrl for the table's ends) move
 * the active cell; Enter or F2 edits it, Escape leaves the edit; Space selects the row;
 * Shift+Enter opens the card.
 */
export function TableGrid({
  items,
  columns,
  context,
  table,
  selection,
  onSelect,
  onSelectAll,
  onToggleGroup,
  cardPath,
  canEdit,
  edits,
}: TableGridProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Cell>({ row: 0, col: 1 });
  const [editing, setEditing] = useState(false);
  const activeRow = Math.min(active.row, Math.max(0, items.length - 1));
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The active row stays rendered, so the grid always has its tab stop.
    rangeExtractor: (range) => [...new Set([...defaultRangeExtractor(range), activeRow])].sort((a, b) => a - b),
  });
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const template = columns.map((column) => `${column.width}px`).join(' ');

  // Focus follows the active cell after the virtualizer has scrolled it into view; a key pressed
  // meanwhile (Enter to edit) cancels it, so it never takes the focus from the cell's editor.
  const pendingFocus = useRef(0);
  const focusCell = useCallback((cell: Cell) => {
    cancelAnimationFrame(pendingFocus.current);
    pendingFocus.current = requestAnimationFrame(() =>
      scrollRef.current
        ?.querySelector<HTMLElement>(`[data-cell="${cell.row}:${cell.col}"], [data-cell="${cell.row}:group"]`)
        ?.focus(),
    );
  }, []);
  const startEditing = () => {
    cancelAnimationFrame(pendingFocus.current);
    setEditing(true);
  };

  const activate = useCallback(
    (cell: Cell) => {
      setActive(cell);
      virtualizer.scrollToIndex(cell.row, { align: 'auto' });
      focusCell(cell);
    },
    [virtualizer, focusCell],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || items.length === 0) return;
    const item = items[activeRow];
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const next = nextCell({ row: activeRow, col: active.col }, event.key, {
      rows: items.length,
      cols: columns.length,
      page,
      ctrl: event.ctrlKey || event.metaKey,
    });
    if (next) {
      event.preventDefault();
      return activate(next);
    }
    if (item?.type === 'group') {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onToggleGroup(item.group.key);
      }
      return;
    }
    if (!item) return;
    const column = columns[active.col]!;
    if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      void navigate(cardPath(item.card.id));
    } else if (event.key === ' ' && (column.id === 'select' || event.shiftKey)) {
      event.preventDefault();
      onSelect(item.card.id);
    } else if (
      (event.key === 'Enter' || event.key === 'F2') &&
      canEdit &&
      column.editor &&
      !(column.id === 'column' && item.card.parentId)
    ) {
      event.preventDefault();
      startEditing();
    }
  };

  // Stable, so a row whose own props did not change is not rendered again while scrolling (memo).
  const latest = useRef({ items, activeRow, active, canEdit, columns });
  useEffect(() => {
    latest.current = { items, activeRow, active, canEdit, columns };
  });
  const stopEditing = useCallback(
    (moved: boolean) => {
      const { items: rows, activeRow: row, active: cell } = latest.current;
      setEditing(false);
      activate(moved ? { row: Math.min(rows.length - 1, row + 1), col: cell.col } : { row, col: cell.col });
    },
    [activate],
  );
  const onActivate = useCallback((row: number, col: number) => setActive({ row, col }), []);
  const onEdit = useCallback((row: number, col: number) => {
    setActive({ row, col });
    if (latest.current.canEdit && latest.current.columns[col]?.editor) {
      cancelAnimationFrame(pendingFocus.current);
      setEditing(true);
    }
  }, []);

  // The rows change under the active cell (a filter, a group folded): keep it inside the table.
  useEffect(() => {
    if (active.row >= items.length && items.length > 0) setActive((cell) => ({ ...cell, row: items.length - 1 }));
  }, [items.length, active.row]);

  return (
    <div
      ref={scrollRef}
      className="min-h-0 flex-1 overflow-auto rounded-lg border max-md:h-[70svh] max-md:flex-none"
      data-testid="table-scroll"
    >
      <div
        role="grid"
        aria-label={t('boardView.table.label')}
        aria-rowcount={items.length + 1}
        aria-colcount={columns.length}
        aria-multiselectable="true"
        style={{ width, minWidth: '100%' }}
        onKeyDown={onKeyDown}
      >
        <TableHeader
          columns={columns}
          table={table}
          template={template}
          selection={selection}
          total={items.filter((item) => item.type === 'card').length}
          onSelectAll={onSelectAll}
        />
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <TableRow
              key={row.key}
              index={row.index}
              item={items[row.index]!}
              start={row.start}
              template={template}
              columns={columns}
              context={context}
              activeCol={row.index === activeRow ? active.col : null}
              editing={editing && row.index === activeRow}
              selected={
                items[row.index]!.type === 'card' && selection.has((items[row.index] as { card: Card }).card.id)
              }
              onSelect={onSelect}
              onToggleGroup={onToggleGroup}
              onActivate={onActivate}
              onEdit={onEdit}
              onDoneEditing={stopEditing}
              cardPath={cardPath}
              edits={edits}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
