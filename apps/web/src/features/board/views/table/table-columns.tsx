import type { BoardColumn, BoardLabel } from '@rbax/shared/boards';
import type { BoardMember, Card } from '@rbax/shared/cards';
import { formatMinutes, formatSeconds } from '@rbax/shared/time/duration';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { PriorityBadge } from '@/features/board/components/priority-badge';
import { readableTextColor } from '@/features/boards/components/readable-text-color';
import { formatBrl } from '@/features/board/lib/money';
import { priorityRank } from '@/features/board/lib/table-model';
import { formatDate } from '@/lib/dates';

/** How a cell is edited in place (Enter); `null`: it is not (time spent, the selection box). */
export type CellEditor = 'text' | 'column' | 'priority' | 'assignee' | 'labels' | 'date' | 'money' | 'duration' | null;

export type TableColumnId =
  | 'select'
  | 'title'
  | 'column'
  | 'priority'
  | 'assignee'
  | 'labels'
  | 'startDate'
  | 'dueDate'
  | 'valueBrl'
  | 'estimate'
  | 'spent';

export type TableContext = {
  columns: ReadonlyMap<string, BoardColumn & { index: number }>;
  members: ReadonlyMap<string, BoardMember>;
  labels: ReadonlyMap<string, BoardLabel>;
  locale: string;
};

export type TableColumn = {
  id: TableColumnId;
  width: number;
  editor: CellEditor;
  /** The value sorted on; null sorts last in both directions. */
  sortValue: ((card: Card, context: TableContext) => string | number | null) | null;
  render: (card: Card, context: TableContext) => ReactNode;
};

const memberName = (member: BoardMember | undefined) => (member ? member.name || member.email : null);
const time = (iso: string | null) => (iso ? new Date(iso).getTime() : null);

/** The table's columns in order; estimate and time spent only when some card has them. */
export function tableColumns(cards: readonly Card[]): TableColumn[] {
  const withEstimates = cards.some((card) => card.estimateMinutes !== null || card.timeSpentSeconds > 0);
  const all: (TableColumn | false)[] = [
    { id: 'select', width: 44, editor: null, sortValue: null, render: () => null },
    {
      id: 'title',
      width: 300,
      editor: 'text',
      sortValue: (card) => card.title.toLocaleLowerCase(),
      render: (card) => card.title,
    },
    {
      id: 'column',
      width: 150,
      editor: 'column',
      sortValue: (card, { columns }) => columns.get(card.columnId)?.index ?? null,
      render: (card, { columns }) => columns.get(card.columnId)?.name ?? '',
    },
    {
      id: 'priority',
      width: 110,
      editor: 'priority',
      sortValue: (card) => (card.priority ? priorityRank(card.priority) : null),
      render: (card) => (card.priority ? <PriorityBadge priority={card.priority} /> : null),
    },
    {
      id: 'assignee',
      width: 160,
      editor: 'assignee',
      sortValue: (card, { members }) => memberName(members.get(card.assigneeId ?? ''))?.toLocaleLowerCase() ?? null,
      render: (card, { members }) => memberName(members.get(card.assigneeId ?? '')),
    },
    {
      id: 'labels',
      width: 180,
      editor: 'labels',
      sortValue: (card, { labels }) => labels.get(card.labelIds[0] ?? '')?.name.toLocaleLowerCase() ?? null,
      render: (card, { labels }) => (
        <span className="flex gap-1 overflow-hidden">
          {card.labelIds
            .map((id) => labels.get(id))
            .map((label) =>
              label ? (
                <span
                  key={label.id}
                  className="shrink-0 rounded-full px-2 py-0.5 text-[0.7rem] font-medium"
                  style={{ backgroundColor: label.color, color: readableTextColor(label.color) }}
                >
                  {label.name}
                </span>
              ) : null,
            )}
        </span>
      ),
    },
    {
      id: 'startDate',
      width: 120,
      editor: 'date',
      sortValue: (card) => time(card.startDate),
      render: (card, { locale }) => (card.startDate ? formatDate(card.startDate, locale) : null),
    },
    {
      id: 'dueDate',
      width: 120,
      editor: 'date',
      sortValue: (card) => time(card.dueDate),
      render: (card, { locale }) => (card.dueDate ? formatDate(card.dueDate, locale) : null),
    },
    {
      id: 'valueBrl',
      width: 140,
      editor: 'money',
      sortValue: (card) => (card.valueBrl === null ? null : Number(card.valueBrl)),
      render: (card) => (card.valueBrl === null ? null : formatBrl(card.valueBrl)),
    },
    withEstimates && {
      id: 'estimate',
      width: 110,
      editor: 'duration',
      sortValue: (card) => card.estimateMinutes,
      render: (card) => (card.estimateMinutes === null ? null : formatMinutes(card.estimateMinutes)),
    },
    withEstimates && {
      id: 'spent',
      width: 110,
      editor: null,
      sortValue: (card) => card.timeSpentSeconds || null,
      render: (card) => (card.timeSpentSeconds > 0 ? formatSeconds(card.timeSpentSeconds) : null),
    },
  ];
  return all.filter((column): column is TableColumn => column !== false);
}

/** The same columns for @tanstack/react-table, which keeps the sort state and the sorted rows. */
export function sortableDefs(columns: readonly TableColumn[], context: TableContext): ColumnDef<Card>[] {
  return columns.map((column) => ({
    id: column.id,
    enableSorting: column.sortValue !== null,
    accessorFn: (card: Card) => column.sortValue?.(card, context) ?? undefined,
    // Empty cells last in both directions, as spreadsheets sort them.
    sortUndefined: 'last' as const,
    sortingFn: (a, b, id) => {
      const [x, y] = [a.getValue<string | number>(id), b.getValue<string | number>(id)];
      return typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
    },
  }));
}
