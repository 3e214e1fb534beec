/**
 * Global commands of the signed-in app, so one feature can ask for another's dialog without
 * importing it (the floating quick-actions menu opens the search palette, the palette starts
 * focus mode…). Each owner listens with `onAppCommand` while it is mounted.
 */

export type AppCommand =
  | { type: 'search.open'; query?: string }
  | { type: 'focus.open'; cardId?: string }
  | { type: 'shortcuts.open' }
  /**
   * Start or stop the timer (issue 21): on `cardId`, else on the card open or focused on screen;
   * with none, stop the running timer.
   */
  | { type: 'timer.toggle'; cardId?: string }
  /** Ask what to do with a timer left running too long (keep, save up to an end, discard). */
  | { type: 'timer.review' };

type Listener = (command: AppCommand) => void;

const listeners = new Set<Listener>();

export function runAppCommand(command: AppCommand): void {
  for (const listener of listeners) listener(command);
}

/** Returns the unsubscribe function (use it as a `useEffect` cleanup). */
export function onAppCommand(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Addresses that open a creation dialog on arrival (quick actions, shortcuts). */
export const createTargets = {
  /** The boards page with the 'Novo Board' dialog open. */
  newBoard: '/boards?new=board',
  /** The dashboard with the 'Novo Board' dialog open (the search palette's quick action, spec §2). */
  newBoardOnDashboard: '/dashboard?new=board',
  /** A board with the new-card dialog open on its first column. */
  newCard: (boardId: string) => `/board/${boardId}?new=card`,
} as const;
