/**
 * Every keyboard shortcut of the signed-in app, in one list: the features read their key
 * combination from here and the '?' help dialog lists them all. `mod` is Ctrl, or Cmd on macOS.
 * Single-key shortcuts fire only when focus is not in a text field.
 */

export type ShortcutId =
  'search' | 'toggleSidebar' | 'newBoard' | 'focusMode' | 'timer' | 'shortcutsHelp' | 'closeDialog';

export type Shortcut = {
  id: ShortcutId;
  /** Key as in KeyboardEvent.key (lower case for letters). */
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  /** i18n key of the description shown in the help dialog. */
  labelKey: `shortcuts.${ShortcutId}`;
};

export const shortcuts: readonly Shortcut[] = [
  { id: 'search', key: 'k', mod: true, labelKey: 'shortcuts.search' },
  { id: 'toggleSidebar', key: 'b', mod: true, labelKey: 'shortcuts.toggleSidebar' },
  // Ctrl+B belongs to the sidebar (spec §4); New Board takes Ctrl+Alt+B (docs/decisions/021).
  { id: 'newBoard', key: 'b', mod: true, alt: true, labelKey: 'shortcuts.newBoard' },
  { id: 'focusMode', key: 'f', mod: true, alt: true, labelKey: 'shortcuts.focusMode' },
  // Issue 21: on the open or focused card; Ctrl+Alt+T would be the terminal on many Linux desktops.
  { id: 'timer', key: 's', mod: true, alt: true, labelKey: 'shortcuts.timer' },
  { id: 'shortcutsHelp', key: '?', labelKey: 'shortcuts.shortcutsHelp' },
  { id: 'closeDialog', key: 'Escape', labelKey: 'shortcuts.closeDialog' },
];

export function shortcut(id: ShortcutId): Shortcut {
  const found = shortcuts.find((entry) => entry.id === id);
  if (!found) throw new Error(`unknown shortcut ${id}`);
  return found;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** True when the event is this shortcut (Ctrl or Cmd for `mod`). */
export function matchesShortcut(event: KeyboardEvent, entry: Shortcut): boolean {
  const mod = event.ctrlKey || event.metaKey;
  if (Boolean(entry.mod) !== mod) return false;
  if (Boolean(entry.alt) !== event.altKey) return false;
  if (entry.shift !== undefined && entry.shift !== event.shiftKey) return false;
  // With Alt (Option on macOS) `key` may be a composed character: compare the physical key too.
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key === entry.key) return true;
  return entry.key.length === 1 && /^[a-z]$/.test(entry.key) && event.code === `Key${entry.key.toUpperCase()}`;
}

/** True when typing in this element should not trigger single-key shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"]') !== null;
}

/** The keys of the combination as shown to people: ['Ctrl', 'Alt', 'S'] or ['⌘', '⌥', 'S']. */
export function shortcutKeys(entry: Shortcut): string[] {
  const mac = isMac();
  const parts: string[] = [];
  if (entry.mod) parts.push(mac ? '⌘' : 'Ctrl');
  if (entry.alt) parts.push(mac ? '⌥' : 'Alt');
  if (entry.shift) parts.push(mac ? '⇧' : 'Shift');
  parts.push(entry.key === 'Escape' ? 'Esc' : entry.key.toUpperCase());
  return parts;
}

/** The combination as shown to people: 'Ctrl+K' or '⌘K'. */
export function shortcutLabel(entry: Shortcut): string {
  return shortcutKeys(entry).join(isMac() ? '' : '+');
}

/** The combination for `aria-keyshortcuts` ('Control+Alt+B', 'Meta+K' on macOS, '?'). */
export function ariaKeyShortcut(entry: Shortcut): string {
  const parts: string[] = [];
  if (entry.mod) parts.push(isMac() ? 'Meta' : 'Control');
  if (entry.alt) parts.push('Alt');
  if (entry.shift) parts.push('Shift');
  parts.push(entry.key.length === 1 ? entry.key.toUpperCase() : entry.key);
  return parts.join('+');
}
