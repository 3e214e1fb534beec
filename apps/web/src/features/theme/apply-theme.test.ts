import { accentForHour } from '@rbax/shared/app';
import { describe, expect, it } from 'vitest';
import { applyAccent, applyTheme, storedTheme } from '@/features/theme/apply-theme';

describe('accent colour by hour', () => {
  it.each([
    [0, 'green'],
    [5, 'green'],
    [6, 'blue'],
    [11, 'blue'],
    [12, 'purple'],
    [17, 'purple'],
    [18, 'green'],
    [23, 'green'],
  ])('hour %i gives %s', (hour, accent) => {
    expect(accentForHour(hour)).toBe(accent);
    applyAccent(new Date(2025, 0, 1, hour, 30));
    expect(document.documentElement.dataset.accent).toBe(accent);
  });
});

describe('themes', () => {
  it('defaults to dark and applies the classes on <html>', () => {
    expect(storedTheme()).toBe('dark');
    const root = document.documentElement;
    applyTheme('light');
    expect(root.className).toContain('light');
    expect(root.classList.contains('dark')).toBe(false);
    applyTheme('hacker');
    expect(root.classList.contains('hacker')).toBe(true);
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('dark');
    expect(root.classList.contains('hacker')).toBe(false);
  });

  it('reads a stored theme and ignores an unknown one', () => {
    localStorage.setItem('theme', 'hacker');
    expect(storedTheme()).toBe('hacker');
    localStorage.setItem('theme', 'neon');
    expect(storedTheme()).toBe('dark');
  });
});
