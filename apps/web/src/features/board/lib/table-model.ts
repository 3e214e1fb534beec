import type { BoardColumn, BoardLabel } from '@rbax/shared/boards';
import { priorities, type BoardMember, type Card, type Priority } from '@rbax/shared/cards';
import { comparePositions } from '@/features/board/lib/positions';

/**
 * The table view's rows (issue 22): grouped by column, assignee, priority or label, each group a
 * header followed by its cards in the table's sort order. A card with two labels is in both label
 * groups (it is one row of each). Pure, so the 5,000-row case is measured in a test.
 */
export const tableGroupings = ['none', 'column', 'assignee', 'priority', 'label'] as const;
export type TableGrouping = (typeof tableGroupings)[number];

export type TableGroup = { key: string; label: string | null; kind: TableGrouping; count: number };
export type TableItem =
  { type: 'group'; group: TableGroup; collapsed: boolean } | { type: 'card'; card: Card; groupKey: string };

type Lookups = {
  columns: readonly BoardColumn[];
  members: ReadonlyMap<string, BoardMember>;
  labels: readonly BoardLabel[];
};

/** The key for "none" in a grouping (no assignee, no priority, no label). */
export const NO_GROUP = '';

function groupsOf(card: Card, grouping: TableGrouping): string[] {
  switch (grouping) {
    case 'column':
      return [card.columnId];
    case 'assignee':
      return [card.assigneeId ?? NO_GROUP];
    case 'priority':
      return [card.priority ?? NO_GROUP];
    case 'label':
      return card.labelIds.length > 0 ? card.labelIds : [NO_GROUP];
    default:
      return [NO_GROUP];
  }
}

/** The groups in their natural order: columns left to right, people by name, priorities from Crítica. */
function orderedKeys(grouping: TableGrouping, { columns, members, labels }: Lookups): string[] {
  switch (grouping) {
    case 'column':
      return [...columns].sort(comparePositions).map((column) => column.id);
    case 'assignee':
      return [
        ...[...members.values()]
          .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email))
          .map((member) => member.id),
        NO_GROUP,
      ];
    case 'priority':
      return [...priorities, NO_GROUP];
    case 'label':
      return [...[...labels].sort((a, b) => a.name.localeCompare(b.name)).map((label) => label.id), NO_GROUP];
    default:
      return [NO_GROUP];
  }
}

function labelOf(grouping: TableGrouping, key: string, { columns, members, labels }: Lookups): string | null {
  if (key === NO_GROUP) return null;
  if (grouping === 'column') return columns.find((column) => column.id === key)?.name ?? null;
  if (grouping === 'assignee') {
    const member = members.get(key);
    return member ? member.name || member.email : null;
  }
  if (grouping === 'label') return labels.find((label) => label.id === key)?.name ?? null;
  return key;
}

/** Rows to show: sorted cards split into groups (headers first), collapsed groups without rows. */
export function tableItems(
  sorted: readonly Card[],
  grouping: TableGrouping,
  lookups: Lookups,
  collapsed: ReadonlySet<string>,
): TableItem[] {
  if (grouping === 'none') return sorted.map((card) => ({ type: 'card', card, groupKey: NO_GROUP }));
  const buckets = new Map<string, Card[]>(orderedKeys(grouping, lookups).map((key) => [key, []]));
  for (const card of sorted)
    for (const key of groupsOf(card, grouping)) {
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      bucket.push(card);
    }
  const items: TableItem[] = [];
  for (const [key, cards] of buckets) {
    if (cards.length === 0) continue;
    const group = { key, kind: grouping, label: labelOf(grouping, key, lookups), count: cards.length };
    const isCollapsed = collapsed.has(key);
    items.push({ type: 'group', group, collapsed: isCollapsed });
    if (!isCollapsed) for (const card of cards) items.push({ type: 'card', card, groupKey: key });
  }
  return items;
}

export const priorityRank = (priority: Priority | null) =>
  priority ? priorities.indexOf(priority) : priorities.length;
