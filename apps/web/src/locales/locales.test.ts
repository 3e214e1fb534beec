import { describe, expect, it } from 'vitest';
import enUSApp from '@/locales/app/en-US.json';
import enUS from '@/locales/en-US.json';
import esESApp from '@/locales/app/es-ES.json';
import esES from '@/locales/es-ES.json';
import ptBRApp from '@/locales/app/pt-BR.json';
import ptBR from '@/locales/pt-BR.json';
import enUSSite from '@/locales/site/en-US';
import esESSite from '@/locales/site/es-ES';
import ptBRSite from '@/locales/site/pt-BR';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

// Each locale is its first-bundle file, the signed-in pages' file and the public site's files
// (README.md); no two of them may share a key.
function merged(...files: object[]): Record<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const file of files) {
    const keys = flatten(file);
    const shared = Object.keys(keys).filter((key) => key in all);
    if (shared.length > 0) throw new Error(`keys in two locale files: ${shared.join(', ')}`);
    Object.assign(all, keys);
  }
  return all;
}

const locales = {
  'pt-BR': merged(ptBR, ptBRApp, ...ptBRSite),
  'en-US': merged(enUS, enUSApp, ...enUSSite),
  'es-ES': merged(esES, esESApp, ...esESSite),
};
const reference = Object.keys(locales['pt-BR']).sort();

describe('locale files', () => {
  it.each(Object.entries(locales))('%s has exactly the pt-BR key set', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(reference);
  });

  it.each(Object.entries(locales))('%s has no empty or non-string values', (_, messages) => {
    const empty = Object.entries(messages)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(locales))('%s keeps the interpolation placeholders of pt-BR', (_, messages) => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    for (const key of reference) {
      expect(placeholders(messages[key]), key).toEqual(placeholders(locales['pt-BR'][key]));
    }
  });
});
