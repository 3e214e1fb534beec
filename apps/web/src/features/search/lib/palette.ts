import type { BoardSummary } from '@rbax/shared/boards';
import {
  foldSearchText,
  SEARCH_RESULTS_SHOWN,
  searchWords,
  type SearchBoard,
  type SearchCard,
  type SearchResult,
} from '@rbax/shared/search';

/** Matching boards listed above the cards; the API sends up to 20. */
export const PALETTE_BOARDS_SHOWN = 3;

/** What the palette shows for the text typed so far (spec §2 "Global search palette"). */
export type PaletteMode =
  { kind: 'history' } | { kind: 'actions'; filter: string } | { kind: 'tooShort' } | { kind: 'search'; query: string };

export function paletteMode(text: string): PaletteMode {
  const trimmed = text.trim();
  if (trimmed.startsWith('/')) return { kind: 'actions', filter: trimmed.slice(1).trim() };
  if (trimmed.length === 0) return { kind: 'history' };
  if (searchWords(trimmed).length === 0) return { kind: 'tooShort' };
  return { kind: 'search', query: trimmed };
}

export type QuickActionId =
  'newBoard' | 'newCard' | 'goToDashboard' | 'viewAnalytics' | 'goToBoards' | 'focusMode' | 'timer';
export type QuickAction = { id: QuickActionId; boardId?: string };

/**
 * The board a "new card" goes to: the first one (newest) the user can edit that has a column
 * to put a card in. None → the action is not offered.
 */
export function boardForNewCard(boards: readonly BoardSummary[] | undefined): BoardSummary | null {
  return boards?.find((board) => board.permissions.canEdit && !board.archived && board.columnCount > 0) ?? null;
}

/** Quick actions, each only when it leads somewhere; filtered by the words after '/'. */
export function quickActions(input: {
  newCardBoardId: string | null;
  filter: string;
  label: (id: QuickActionId) => string;
}): QuickAction[] {
  const all: QuickAction[] = [
    { id: 'newBoard' },
    ...(input.newCardBoardId ? [{ id: 'newCard' as const, boardId: input.newCardBoardId }] : []),
    { id: 'goToDashboard' },
    { id: 'viewAnalytics' },
    { id: 'goToBoards' },
    { id: 'focusMode' },
    // Starts or stops the timer on the open card, or stops the running one (issue 21).
    { id: 'timer' },
  ];
  const words = foldSearchText(input.filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return all;
  return all.filter((action) => {
    const label = foldSearchText(input.label(action.id));
    return words.every((word) => label.includes(word));
  });
}

/** What the palette lists from an answer: a few boards, then the 10 cards (spec §9). */
export function paletteResults(result: SearchResult | undefined): { boards: SearchBoard[]; cards: SearchCard[] } {
  return {
    boards: (result?.boards ?? []).slice(0, PALETTE_BOARDS_SHOWN),
    cards: (result?.cards ?? []).slice(0, SEARCH_RESULTS_SHOWN),
  };
}

/** The card's tags that hold one of the words (shown, highlighted, under its title). */
export function matchingTags(tags: readonly string[], words: readonly string[]): string[] {
  return tags.filter((tag) => {
    const folded = foldSearchText(tag);
    return words.some((word) => folded.includes(word));
  });
}
