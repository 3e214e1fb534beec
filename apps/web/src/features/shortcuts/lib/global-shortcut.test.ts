import { describe, expect, it } from 'vitest';
import { globalShortcutFor } from '@/features/shortcuts/lib/global-shortcut';

function press(init: KeyboardEventInit & { modifierAltGraph?: boolean }, target: HTMLElement = document.body) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

function field(tag: 'input' | 'textarea' = 'input') {
  const element = document.createElement(tag);
  document.body.append(element);
  return element;
}

describe('global shortcuts (docs/decisions/021)', () => {
  it('Ctrl+Alt+B is new board and Ctrl+Alt+F focus mode, with Ctrl or Cmd', () => {
    expect(globalShortcutFor(press({ key: 'b', code: 'KeyB', ctrlKey: true, altKey: true }))).toBe('newBoard');
    expect(globalShortcutFor(press({ key: 'f', code: 'KeyF', ctrlKey: true, altKey: true }))).toBe('focusMode');
    // macOS: Cmd+Option+B reports the composed character '∫'; the physical key decides.
    expect(globalShortcutFor(press({ key: '∫', code: 'KeyB', metaKey: true, altKey: true }))).toBe('newBoard');
  });

  it('leaves Ctrl+B (the sidebar’s) and Ctrl+K (the search’s) alone', () => {
    expect(globalShortcutFor(press({ key: 'b', code: 'KeyB', ctrlKey: true }))).toBeNull();
    expect(globalShortcutFor(press({ key: 'k', code: 'KeyK', ctrlKey: true }))).toBeNull();
    expect(globalShortcutFor(press({ key: 'b', code: 'KeyB' }))).toBeNull();
  });

  it('opens the help with ? outside text fields only', () => {
    expect(globalShortcutFor(press({ key: '?', code: 'Slash', shiftKey: true }))).toBe('shortcutsHelp');
    expect(globalShortcutFor(press({ key: '?', code: 'Slash', shiftKey: true }, field()))).toBeNull();
    expect(globalShortcutFor(press({ key: '?', code: 'Slash', shiftKey: true }, field('textarea')))).toBeNull();
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(globalShortcutFor(press({ key: '?' }, editable))).toBeNull();
  });

  it('takes ? typed with AltGr but not with Ctrl, Alt or Cmd alone', () => {
    expect(
      globalShortcutFor(press({ key: '?', code: 'KeyW', ctrlKey: true, altKey: true, modifierAltGraph: true })),
    ).toBe('shortcutsHelp');
    expect(globalShortcutFor(press({ key: '?', ctrlKey: true }))).toBeNull();
    expect(globalShortcutFor(press({ key: '?', metaKey: true }))).toBeNull();
  });

  it('never fires on a character typed with AltGr in a text field, even on the B or F key', () => {
    const input = field();
    expect(
      globalShortcutFor(press({ key: '{', code: 'KeyB', ctrlKey: true, altKey: true, modifierAltGraph: true }, input)),
    ).toBeNull();
    expect(globalShortcutFor(press({ key: '[', code: 'KeyF', ctrlKey: true, altKey: true }, input))).toBeNull();
    // The plain chord in a field is still the shortcut (nothing would be typed).
    expect(globalShortcutFor(press({ key: 'b', code: 'KeyB', ctrlKey: true, altKey: true }, input))).toBe('newBoard');
  });

  it('ignores events another handler already took, and IME composition', () => {
    const taken = press({ key: '?' });
    taken.preventDefault();
    expect(globalShortcutFor(taken)).toBeNull();
    expect(
      globalShortcutFor(press({ key: 'b', code: 'KeyB', ctrlKey: true, altKey: true, isComposing: true })),
    ).toBeNull();
  });
});
