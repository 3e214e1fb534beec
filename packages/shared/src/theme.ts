/**
 * Colour themes (spec §3). Kept free of zod so the web app's first bundle can
 * import them without the validation library; `me.ts` re-exports them.
 */
export const themes = ['light', 'dark', 'hacker'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'dark';
export const THEME_STORAGE_KEY = 'theme';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}
