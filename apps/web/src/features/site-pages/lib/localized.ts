import { defaultLocale, type Locale } from '@rbax/shared/i18n';

/**
 * One entry per slug in the wanted language; when a piece has no version in that language
 * the pt-BR one stands in (marked with its own `lang` where rendered). Order of first appearance.
 */
export function pickLocalized<T extends { slug: string; lang: string }>(items: readonly T[], locale: Locale): T[] {
  const bySlug = new Map<string, T>();
  for (const item of items) {
    const current = bySlug.get(item.slug);
    const rank = (entry: T) => (entry.lang === locale ? 0 : entry.lang === defaultLocale ? 1 : 2);
    if (!current || rank(item) < rank(current)) bySlug.set(item.slug, item);
  }
  const order = [...new Set(items.map((item) => item.slug))];
  return order.map((slug) => bySlug.get(slug)).filter((item): item is T => Boolean(item));
}

/** Dates are `YYYY-MM-DD`; formatted in UTC so the server and the browser print the same day. */
export function formatContentDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
