import type { BoardSummary } from '@rbax/shared/boards';

export const boardSorts = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;
export type BoardSort = (typeof boardSorts)[number];

export function parseBoardSort(value: string | null): BoardSort {
  return (boardSorts as readonly string[]).includes(value ?? '') ? (value as BoardSort) : 'newest';
}

/** Sorted copy; names compare with the UI locale (accents and case aware). */
export function sortBoards(boards: readonly BoardSummary[], sort: BoardSort, locale: string): BoardSummary[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const copy = [...boards];
  switch (sort) {
    case 'oldest':
      return copy.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    case 'name-asc':
      return copy.sort((a, b) => collator.compare(a.title, b.title));
    case 'name-desc':
      return copy.sort((a, b) => collator.compare(b.title, a.title));
    default:
      return copy.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }
}
