import { shortcut, shortcutKeys } from '@/lib/shortcuts';

/** Keyboard alternatives to drag and drop on a focused card; the '?' help lists them on a board. */
export const boardShortcuts = [
  { keys: ['Alt', '←'], text: 'boardView.shortcuts.left' },
  { keys: ['Alt', '→'], text: 'boardView.shortcuts.right' },
  { keys: ['Alt', '↑'], text: 'boardView.shortcuts.up' },
  { keys: ['Alt', '↓'], text: 'boardView.shortcuts.down' },
  { keys: ['Enter'], text: 'boardView.shortcuts.open' },
  // The global timer shortcut acts on the focused card (issue 21; lib/shortcuts.ts).
  { keys: shortcutKeys(shortcut('timer')), text: 'boardView.shortcuts.timer' },
] as const;
