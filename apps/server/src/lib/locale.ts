import { isLocale, localeFromAcceptLanguage, type Locale } from '@rbax/shared/i18n';

/** Anything that carries HTTP headers: a Fastify request or a Web `Request`'s `Headers`. */
type HeaderSource =
  { headers: Record<string, string | string[] | undefined> } | { headers: { get(name: string): string | null } };

function acceptLanguage(source: HeaderSource): string | undefined {
  const { headers } = source;
  if (typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get('accept-language') ?? undefined;
  }
  const value = (headers as Record<string, string | string[] | undefined>)['accept-language'];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * The language of a response comes from Accept-Language (the web client sends the user's
 * chosen language there); pt-BR otherwise (spec §9).
 */
export function requestLocale(source: HeaderSource | undefined): Locale {
  if (!source) return localeFromAcceptLanguage(undefined);
  return localeFromAcceptLanguage(acceptLanguage(source));
}

export function localeOrDefault(value: unknown, fallback: Locale): Locale {
  return isLocale(value) ? value : fallback;
}
