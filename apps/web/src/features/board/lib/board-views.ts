import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The board's views (issue 22, docs/decisions/043): the same cards, filters and live updates as
 * kanban, table, calendar or timeline. The view is in the URL (`?view=table`, so a link opens
 * it) and remembered per board on the device (opening the board again returns to it).
 */
export const boardViews = ['kanban', 'table', 'calendar', 'timeline'] as const;
export type BoardView = (typeof boardViews)[number];

export const VIEW_PARAM = 'view';
const viewKey = (boardId: string) => `rbax-board-view:${boardId}`;
/** The board opened last on this device: the quick actions' 'Calendário' goes back to it. */
const LAST_BOARD_KEY = 'rbax-last-board';

export function isBoardView(value: unknown): value is BoardView {
  return typeof value === 'string' && (boardViews as readonly string[]).includes(value);
}

/** The view in the URL, else the one remembered for this board, else kanban. */
export function viewOf(params: URLSearchParams, boardId: string): BoardView {
  const asked = params.get(VIEW_PARAM);
  if (isBoardView(asked)) return asked;
  const stored = readStorage(viewKey(boardId));
  return isBoardView(stored) ? stored : 'kanban';
}

export function rememberView(boardId: string, view: BoardView): void {
  writeStorage(viewKey(boardId), view);
}

export function rememberLastBoard(boardId: string): void {
  writeStorage(LAST_BOARD_KEY, boardId);
}

export function lastBoardId(): string | null {
  return readStorage(LAST_BOARD_KEY);
}

/** The same params showing another view (kanban is the default, so it leaves the URL clean). */
export function withView(params: URLSearchParams, view: BoardView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'kanban') next.delete(VIEW_PARAM);
  else next.set(VIEW_PARAM, view);
  return next;
}
