import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  highlightParts,
  matchesAllWords,
  searchQuerySchema,
  searchWords,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_SHOWN,
} from './search.ts';

describe('foldSearchText', () => {
  it('lower-cases and removes Portuguese and Spanish accents', () => {
    expect(foldSearchText('Ação Rápida à Vista: ÇÃÕÊ ñ ü')).toBe('acao rapida a vista: caoe n u');
  });

  it('folds letters that Unicode does not decompose, as unaccent does', () => {
    expect(foldSearchText('Øresund Straße Æther')).toBe('oresund strasse aether');
  });
});

describe('searchWords', () => {
  it('gives nothing under 2 characters', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(' a ')).toEqual([]);
  });

  it('splits on any whitespace and folds each word', () => {
    expect(searchWords('  Revisar\tAÇÃO \n marketing ')).toEqual(['revisar', 'acao', 'marketing']);
  });

  it('keeps a two-character query and counts a repeated word once', () => {
    expect(searchWords('ab')).toEqual(['ab']);
    expect(searchWords('ação Acao')).toEqual(['acao']);
  });
});

describe('matchesAllWords', () => {
  const text = 'Revisar ação de marketing — Campanha Q3';

  it('needs every word (AND)', () => {
    expect(matchesAllWords(text, searchWords('revisar marketing'))).toBe(true);
    expect(matchesAllWords(text, searchWords('revisar vendas'))).toBe(false);
  });

  it("finds 'Ação' from 'acao' and ignores case", () => {
    expect(matchesAllWords(text, ['acao'])).toBe(true);
    expect(matchesAllWords(text, ['AÇÃO'])).toBe(true);
    expect(matchesAllWords(text, ['CAMPANHA'])).toBe(true);
  });

  it('matches inside words', () => {
    expect(matchesAllWords(text, ['keti'])).toBe(true);
  });

  it('matches nothing without words', () => {
    expect(matchesAllWords(text, [])).toBe(false);
  });
});

describe('highlightParts', () => {
  const join = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

  it('marks an accented occurrence found by an accent-less word, keeping the original text', () => {
    const parts = highlightParts('Revisar ação de marketing', ['acao']);
    expect(parts).toEqual([
      { text: 'Revisar ', match: false },
      { text: 'ação', match: true },
      { text: ' de marketing', match: false },
    ]);
  });

  it('marks every occurrence of every word and merges overlaps', () => {
    const parts = highlightParts('Banana e bananada', ['ana', 'nan']);
    expect(join(parts)).toBe('Banana e bananada');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['anana', 'anana']);
  });

  it('maps a letter that folds to two back to the one original letter', () => {
    expect(highlightParts('Rua Straße 10', ['strasse'])).toEqual([
      { text: 'Rua ', match: false },
      { text: 'Straße', match: true },
      { text: ' 10', match: false },
    ]);
  });

  it('returns the text as one plain part when nothing matches', () => {
    expect(highlightParts('Contrato', ['xyz'])).toEqual([{ text: 'Contrato', match: false }]);
    expect(highlightParts('', ['xyz'])).toEqual([]);
  });
});

describe('searchQuerySchema', () => {
  it('trims the query and defaults the limit to the 10 results shown', () => {
    expect(searchQuerySchema.parse({ q: '  acao  ' })).toEqual({ q: 'acao', limit: SEARCH_RESULTS_SHOWN });
    expect(searchQuerySchema.parse({})).toEqual({ q: '', limit: SEARCH_RESULTS_SHOWN });
  });

  it('accepts a limit from 1 to 50 and rejects anything else', () => {
    expect(searchQuerySchema.parse({ q: 'x', limit: '50' }).limit).toBe(SEARCH_LIMIT_MAX);
    for (const limit of ['0', '51', '2.5', 'abc', '-1']) {
      expect(searchQuerySchema.safeParse({ q: 'x', limit }).success).toBe(false);
    }
  });

  it('rejects a query longer than 200 characters', () => {
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(SEARCH_QUERY_MAX) }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(SEARCH_QUERY_MAX + 1) }).success).toBe(false);
  });
});
