import { LANGUAGE_STORAGE_KEY } from '@rbax/shared/i18n';
import { describe, expect, it } from 'vitest';
import { detectLanguage, i18n, setLanguage } from '@/lib/i18n';

describe('detectLanguage', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['es-AR', 'es-ES'],
    ['es', 'es-ES'],
    ['en-GB', 'en-US'],
    ['en', 'en-US'],
    ['fr', 'pt-BR'],
    ['de-DE', 'pt-BR'],
    [undefined, 'pt-BR'],
  ])('maps the browser language %s to %s', (browser, expected) => {
    expect(detectLanguage(null, browser)).toBe(expected);
  });

  it('lets a stored choice win over the browser language', () => {
    expect(detectLanguage('es-ES', 'en-US')).toBe('es-ES');
  });

  it('ignores a stored value that is not a supported locale', () => {
    expect(detectLanguage('fr-FR', 'en-GB')).toBe('en-US');
  });
});

describe('setLanguage', () => {
  it('stores the choice, switches the UI and sets <html lang>', async () => {
    await setLanguage('en-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('validation.emailInvalid', { ns: 'shared' })).toBe('Invalid email');
  });
});
