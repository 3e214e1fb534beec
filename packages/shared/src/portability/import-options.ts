import type { ImportBoard, ImportNote } from './import-board.ts';

/** What the confirmation step decides about archived (closed) lists: left out, or kept archived. */
export const closedColumnChoices = ['skip', 'archive'] as const;
export type ClosedColumnChoice = (typeof closedColumnChoices)[number];

/**
 * Closed lists and their cards, as chosen: `skip` leaves both out (each card reported); `archive`
 * keeps the list as an archived column and archives its cards (they stay restorable).
 */
export function applyClosedColumns(board: ImportBoard, choice: ClosedColumnChoice): ImportBoard {
  const closed = new Set(board.columns.filter((c) => c.archived).map((c) => c.key));
  if (closed.size === 0) return board;
  if (choice === 'archive') {
    return { ...board, cards: board.cards.map((c) => (closed.has(c.columnKey) ? { ...c, archived: true } : c)) };
  }
  const skipped: ImportNote[] = [
    ...board.columns
      .filter((c) => c.archived)
      .map((c) => ({ kind: 'list' as const, name: c.name, reason: 'listClosed' })),
    ...board.cards
      .filter((c) => closed.has(c.columnKey))
      .map((c) => ({ kind: 'card' as const, name: c.title, reason: 'listClosed' })),
  ];
  return {
    ...board,
    columns: board.columns.filter((c) => !c.archived),
    cards: board.cards.filter((c) => !closed.has(c.columnKey)),
    skipped: [...board.skipped, ...skipped],
  };
}

/** The counts the preview shows before anything is written. */
export function importCounts(board: ImportBoard) {
  let checklistItems = 0;
  let comments = 0;
  let attachments = 0;
  for (const card of board.cards) {
    checklistItems += card.checklist.length;
    comments += card.comments.length;
    attachments += card.attachmentLinks;
  }
  return {
    columns: board.columns.filter((c) => !c.archived).length,
    closedColumns: board.columns.filter((c) => c.archived).length,
    cards: board.cards.length,
    archivedCards: board.cards.filter((c) => c.archived).length,
    labels: board.labels.length,
    members: board.members.length,
    checklistItems,
    comments,
    attachments,
    skipped: board.skipped.length,
  };
}
