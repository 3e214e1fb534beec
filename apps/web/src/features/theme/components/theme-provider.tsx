import { ACCENT_REFRESH_MS } from '@rbax/shared/app';
import { THEME_STORAGE_KEY, type Theme } from '@rbax/shared/theme';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyAccent, applyTheme, storedTheme } from '@/features/theme/apply-theme';
import { ThemeContext, type ThemeContextValue } from '@/features/theme/hooks/use-theme';
import { writeStorage } from '@/lib/storage';

/** Light, dark (default) or hacker, kept in localStorage 'theme'; the accent follows the hour (spec §9). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(storedTheme);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    applyAccent();
    const timer = window.setInterval(() => applyAccent(), ACCENT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme: (next) => {
        writeStorage(THEME_STORAGE_KEY, next);
        setThemeState(next);
      },
    }),
    [theme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
