/**
 * The boards whose cards the open document shows (chips, embeds): each is followed once on the
 * realtime socket by `LiveBoards` (doc-editor.tsx), however many chips name it.
 */
const boards = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

export function followBoard(boardId: string): void {
  if (boards.has(boardId)) return;
  boards.add(boardId);
  version += 1;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export function resetFollowedBoards(): void {
  boards.clear();
  version += 1;
  listeners.forEach((listener) => listener());
}

export const followedBoards = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
  list: () => [...boards],
};
