import { isTypingTarget, matchesShortcut, shortcut } from '@/lib/shortcuts';

/** What the app layout's one keydown handler does; Ctrl+K (search) and Ctrl+B (sidebar) have their own owners. */
export type GlobalShortcutAction = 'newBoard' | 'focusMode' | 'timer' | 'shortcutsHelp';

const altGraph = (event: KeyboardEvent) => event.getModifierState?.('AltGraph') === true;

/**
 * Which global shortcut a key press is, if any (docs/decisions/021):
 * - Ctrl+Alt+B new board, Ctrl+Alt+F focus mode and Ctrl+Alt+S the timer (Cmd+Option on macOS). In a text field
 *   they fire only for the plain letter: with AltGr (Ctrl+Alt on Windows) many layouts type a
 *   character on those keys, and typing it must not open anything.
 * - '?' opens the shortcuts help, never while typing in a field. It may come with AltGr (on
 *   some layouts '?' is an AltGr key) but not with Ctrl, Alt or Cmd alone.
 */
export function globalShortcutFor(event: KeyboardEvent): GlobalShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  const typing = isTypingTarget(event.target);
  for (const id of ['newBoard', 'focusMode', 'timer'] as const) {
    const entry = shortcut(id);
    if (!matchesShortcut(event, entry)) continue;
    if (typing && (altGraph(event) || event.key.toLowerCase() !== entry.key)) return null;
    return id;
  }
  if (event.key === shortcut('shortcutsHelp').key && !typing && !event.metaKey) {
    const chord = event.ctrlKey || event.altKey;
    if (!chord || altGraph(event)) return 'shortcutsHelp';
  }
  return null;
}
