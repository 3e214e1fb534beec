import type { Priority } from '@rbax/shared/cards';
import { ChevronDown, ChevronRight, CornerDownRight, ExternalLink } from 'lucide-react';
import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TableItem } from '@/features/board/lib/table-model';
import { TableCellEditor } from '@/features/board/views/table/table-cell-editor';
import type { TableColumn, TableContext } from '@/features/board/views/table/table-columns';
import type { TableEdits } from '@/features/board/views/table/use-table-edits';
import { cn } from '@/lib/utils';

type TableRowProps = {
  index: number;
  item: TableItem;
  /** The row's top in the virtualized list, and the columns' grid template. */
  start: number;
  template: string;
  columns: readonly TableColumn[];
  context: TableContext;
  /** The active column when this row holds the active cell. */
  activeCol: number | null;
  editing: boolean;
  selected: boolean;
  onSelect: (cardId: string) => void;
  onToggleGroup: (key: string) => void;
  onActivate: (row: number, col: number) => void;
  onEdit: (row: number, col: number) => void;
  onDoneEditing: (moved: boolean) => void;
  cardPath: (cardId: string) => string;
  edits: TableEdits;
};

export const ROW_HEIGHT = 40;

const cellClass =
  'flex h-full min-w-0 items-center truncate px-2 text-sm outline-none focus-visible:bg-primary/10 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary';

/** One row: a group's header (folds the group), or a card's cells (click activates, double-click edits). */
export const TableRow = memo(function TableRow(props: TableRowProps) {
  const { t } = useTranslation();
  const { index, item, start, columns, activeCol, onToggleGroup } = props;
  const style: CSSProperties = { transform: `translateY(${start}px)`, height: ROW_HEIGHT };
  const base = 'absolute top-0 left-0 grid w-full items-center border-b';
  if (item.type === 'group') {
    const { group, collapsed } = item;
    const name =
      group.kind === 'priority' && group.key
        ? t(`cards.priority.${group.key as Priority}`)
        : (group.label ?? t(`boardView.table.noGroup.${group.kind}`));
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        className={cn(base, 'bg-muted/60')}
        style={{ ...style, gridTemplateColumns: '1fr' }}
      >
        <div
          role="gridcell"
          aria-colspan={columns.length}
          aria-expanded={!collapsed}
          data-cell={`${index}:group`}
          tabIndex={activeCol !== null ? 0 : -1}
          className={cn(cellClass, 'cursor-pointer gap-2 font-semibold')}
          onClick={() => onToggleGroup(group.key)}
        >
          {collapsed ? (
            <ChevronRight aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          {name}
          <span className="font-normal text-muted-foreground">
            {t('boardView.table.groupCount', { count: group.count })}
          </span>
        </div>
      </div>
    );
  }
  return <CardRow {...props} item={item} base={base} style={{ ...style, gridTemplateColumns: props.template }} />;
});

function CardRow({
  index,
  item,
  style,
  columns,
  context,
  activeCol,
  editing,
  selected,
  onSelect,
  onActivate,
  onEdit,
  onDoneEditing,
  cardPath,
  edits,
  base,
}: TableRowProps & { item: Extract<TableItem, { type: 'card' }>; base: string; style: CSSProperties }) {
  const { t } = useTranslation();
  const { card } = item;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-card-row={card.id}
      className={cn(base, 'bg-background hover:bg-muted/40', selected && 'bg-primary/10 hover:bg-primary/15')}
      style={style}
    >
      {columns.map((column, col) => {
        const active = activeCol === col;
        return (
          <div
            key={column.id}
            role="gridcell"
            data-cell={`${index}:${col}`}
            data-column={column.id}
            tabIndex={active && !editing ? 0 : -1}
            className={cn(
              cellClass,
              column.id === 'select' && 'justify-center',
              column.id === 'spent' && 'text-muted-foreground',
            )}
            onClick={() => onActivate(index, col)}
            onDoubleClick={() => onEdit(index, col)}
          >
            {active && editing ? (
              <TableCellEditor card={card} column={column} context={context} edits={edits} onDone={onDoneEditing} />
            ) : column.id === 'select' ? (
              <input
                type="checkbox"
                tabIndex={-1}
                className="size-4 accent-primary"
                aria-label={t('boardView.table.select', { title: card.title })}
                checked={selected}
                onChange={() => onSelect(card.id)}
              />
            ) : column.id === 'title' ? (
              <>
                {card.parentId ? (
                  <CornerDownRight
                    aria-label={t('boardView.table.subtask')}
                    className="mr-1 size-3.5 shrink-0 text-muted-foreground"
                  />
                ) : null}
                <span className={cn('truncate', card.completedAt && 'text-muted-foreground line-through')}>
                  {card.title}
                </span>
                <Link
                  to={cardPath(card.id)}
                  tabIndex={-1}
                  aria-label={t('boardView.table.open', { title: card.title })}
                  className="ml-auto shrink-0 rounded-sm p-1 text-muted-foreground opacity-60 hover:opacity-100"
                  onClick={(event) => event.stopPropagation()}
                >
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </Link>
              </>
            ) : (
              column.render(card, context)
            )}
          </div>
        );
      })}
    </div>
  );
}
