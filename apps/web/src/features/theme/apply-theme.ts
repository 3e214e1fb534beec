import { accentForHour } from '@rbax/shared/app';
import { defaultTheme, isTheme, THEME_STORAGE_KEY, type Theme } from '@rbax/shared/theme';
import { readStorage } from '@/lib/storage';

export function storedTheme(): Theme {
  const value = readStorage(THEME_STORAGE_KEY);
  return isTheme(value) ? value : defaultTheme;
}

/** Hacker is a dark theme with its own palette, so it carries both classes (`dark:` utilities still apply). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('dark', theme !== 'light');
  root.classList.toggle('hacker', theme === 'hacker');
}

export function applyAccent(date: Date = new Date(), root: HTMLElement = document.documentElement): void {
  root.dataset.accent = accentForHour(date.getHours());
}
