/** Languages the product ships in. pt-BR is the default (spec §9). */
export const locales = ['pt-BR', 'en-US', 'es-ES'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt-BR';

/** Storage key of the user's explicit language choice (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'app-language';

export const localeLabels: Record<Locale, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  'es-ES': 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Maps a BCP 47 tag to a supported locale by its primary language:
 * pt → pt-BR, es → es-ES, en → en-US, anything else → pt-BR (spec §9).
 */
export function resolveLocale(tag: string | null | undefined): Locale {
  if (!tag) return defaultLocale;
  if (isLocale(tag)) return tag;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'es') return 'es-ES';
  if (primary === 'en') return 'en-US';
  return defaultLocale;
}

/** Picks the locale from an HTTP Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*')
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'pt' || primary === 'es' || primary === 'en') return resolveLocale(tag);
  }
  return defaultLocale;
}
