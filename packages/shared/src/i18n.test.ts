import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, resolveLocale } from './i18n.ts';
import { messages, translate } from './messages.ts';

describe('resolveLocale', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['es', 'es-ES'],
    ['es-AR', 'es-ES'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['fr-FR', 'pt-BR'],
    ['', 'pt-BR'],
    [null, 'pt-BR'],
  ] as const)('maps %s to %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });
});

describe('localeFromAcceptLanguage', () => {
  it('picks the highest-ranked supported language', () => {
    expect(localeFromAcceptLanguage('fr;q=1, en-US;q=0.8, es;q=0.9')).toBe('es-ES');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en-US');
  });

  it('falls back to pt-BR', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('pt-BR');
    expect(localeFromAcceptLanguage('de-DE')).toBe('pt-BR');
  });
});

describe('messages', () => {
  it('has the same keys in every language', () => {
    const keys = (locale: keyof typeof messages) =>
      Object.entries(messages[locale]).flatMap(([group, entries]) => Object.keys(entries).map((k) => `${group}.${k}`)).sort();
    expect(keys('en-US')).toEqual(keys('pt-BR'));
    expect(keys('es-ES')).toEqual(keys('pt-BR'));
  });

  it('translates keys and interpolates parameters', () => {
    expect(translate('errors.invalidCredentials', 'pt-BR')).toBe('Email ou senha incorretos');
    expect(translate('errors.invalidCredentials', 'en-US')).toBe('Incorrect email or password');
    expect(translate('errors.rateLimited', 'pt-BR', { seconds: 30 })).toContain('30 segundos');
  });

  it('returns unknown keys unchanged', () => {
    expect(translate('some text', 'pt-BR')).toBe('some text');
  });
});
