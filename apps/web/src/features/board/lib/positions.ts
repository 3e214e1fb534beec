import { generateKeyBetween } from 'fractional-indexing';

type Positioned = { id: string; position: string };

/** Fractional-indexing keys order by plain code-unit comparison, never by locale. */
export function comparePositions(a: Positioned, b: Positioned): number {
  return a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;
}

/** A key between two neighbours for the optimistic cache; the server's answer replaces it. */
export function provisionalPosition(after: string | null, before: string | null): string {
  try {
    return generateKeyBetween(after, before);
  } catch {
    // Keys out of order (a concurrent change): anything after `after` keeps the move visible until the server answers.
    return `${after ?? ''}V`;
  }
}

export type Neighbours = { afterId: string | null; beforeId: string | null };

/**
 * Neighbours of a card placed at `index` of `list` (the destination list
 * without the moved card): `afterId` sits just above, `beforeId` just below.
 */
export function neighboursAt(list: readonly { id: string }[], index: number): Neighbours {
  const clamped = Math.max(0, Math.min(index, list.length));
  return { afterId: list[clamped - 1]?.id ?? null, beforeId: list[clamped]?.id ?? null };
}

export type KeyboardDirection = 'left' | 'right' | 'up' | 'down';

export type MoveTarget = Neighbours & { columnId: string; index: number };

/**
 * Where Alt+Arrow sends a card: left/right to the bottom of the previous/next
 * column, up/down one place within its column. Null at the edges.
 */
export function keyboardMoveTarget(
  columnIds: readonly string[],
  cardsByColumn: ReadonlyMap<string, readonly { id: string }[]>,
  card: { id: string; columnId: string },
  direction: KeyboardDirection,
): MoveTarget | null {
  const columnIndex = columnIds.indexOf(card.columnId);
  if (columnIndex < 0) return null;
  if (direction === 'left' || direction === 'right') {
    const targetId = columnIds[columnIndex + (direction === 'left' ? -1 : 1)];
    if (!targetId) return null;
    const list = cardsByColumn.get(targetId) ?? [];
    return { columnId: targetId, index: list.length, ...neighboursAt(list, list.length) };
  }
  const list = cardsByColumn.get(card.columnId) ?? [];
  const from = list.findIndex((item) => item.id === card.id);
  const to = from + (direction === 'up' ? -1 : 1);
  if (from < 0 || to < 0 || to >= list.length) return null;
  const rest = list.filter((item) => item.id !== card.id);
  return { columnId: card.columnId, index: to, ...neighboursAt(rest, to) };
}

/**
 * Cards of each column, in position order (every column present, even empty). Subtasks are not
 * cards of the column: they show inside their parent card (docs/decisions/040).
 */
export function groupCardsByColumn<T extends Positioned & { columnId: string; parentId?: string | null }>(
  columnIds: readonly string[],
  cards: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>(columnIds.map((id) => [id, []]));
  for (const card of cards) if (!card.parentId) groups.get(card.columnId)?.push(card);
  for (const list of groups.values()) list.sort(comparePositions);
  return groups;
}
