import { ACCENT_REFRESH_MS } from '@rbax/shared/app';
import { defaultTheme, THEME_STORAGE_KEY, type Theme } from '@rbax/shared/theme';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { applyAccent, applyTheme, storedTheme } from '@/features/theme/apply-theme';
import { ThemeContext, type ThemeContextValue } from '@/features/theme/hooks/use-theme';
import { writeStorage } from '@/lib/storage';

// The chosen theme as a tiny external store: pre-rendered pages hydrate with the default
// theme (getServerSnapshot, as their HTML was rendered) and switch to the stored one right after.
let current: Theme | null = null;
const listeners = new Set<() => void>();

/** The chosen theme (the stored one until changed). */
export function getTheme(): Theme {
  current ??= storedTheme();
  return current;
}

function setStoredTheme(next: Theme): void {
  writeStorage(THEME_STORAGE_KEY, next);
  current = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every theme change (the islands runtime saves a signed-in user's choice). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Light, dark (default) or hacker, kept in localStorage 'theme'; the accent follows the hour (spec §9). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => defaultTheme);

  useEffect(() => {
    // The store, not the rendered value: during hydration that is still the server's default.
    applyTheme(getTheme());
  }, [theme]);

  useEffect(() => {
    applyAccent();
    const timer = window.setInterval(() => applyAccent(), ACCENT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  const value = useMemo<ThemeContextValue>(() => ({ theme, setTheme: setStoredTheme }), [theme]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
