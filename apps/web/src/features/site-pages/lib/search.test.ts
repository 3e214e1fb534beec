import { describe, expect, it } from 'vitest';
import type { GuideSearchEntry } from '@/features/site-pages/content/types';
import { highlight, queryWords, searchGuide } from '@/features/site-pages/lib/search';

const entries: GuideSearchEntry[] = [
  {
    slug: 'automacoes',
    articleTitle: 'Automações',
    id: 'regras',
    title: 'Regras se-então',
    text: 'Crie uma automação que move o card quando a data vence.',
  },
  {
    slug: 'metricas',
    articleTitle: 'Métricas',
    id: 'limite-wip',
    title: 'Limite WIP',
    text: 'O limite de trabalho em progresso evita gargalos.',
  },
  {
    slug: 'boards',
    articleTitle: 'Boards',
    id: '',
    title: 'Boards',
    text: 'Um board tem colunas e cards; a automação é opcional.',
  },
];

describe('searchGuide', () => {
  it('ignores case and accents in both the query and the text', () => {
    expect(searchGuide(entries, 'AUTOMACAO').map((hit) => hit.slug)).toEqual(['automacoes', 'boards']);
    expect(searchGuide(entries, 'metricas').map((hit) => hit.slug)).toEqual(['metricas']);
  });

  it('requires every word to appear', () => {
    expect(searchGuide(entries, 'automação card data').map((hit) => hit.slug)).toEqual(['automacoes']);
    expect(searchGuide(entries, 'automação gargalos')).toEqual([]);
  });

  it('puts hits in titles first', () => {
    expect(searchGuide(entries, 'boards')[0]?.slug).toBe('boards');
    expect(searchGuide(entries, 'wip').map((hit) => hit.id)).toEqual(['limite-wip']);
  });

  it('returns nothing for an empty or punctuation-only query', () => {
    expect(searchGuide(entries, '   ')).toEqual([]);
    expect(searchGuide(entries, '?!')).toEqual([]);
  });

  it('cuts a snippet around the first match', () => {
    const long = { ...entries[0]!, text: `${'palavra '.repeat(60)}automação ${'fim '.repeat(60)}` };
    const [hit] = searchGuide([long], 'automacao');
    expect(hit?.snippet.startsWith('… ')).toBe(true);
    expect(hit?.snippet.endsWith(' …')).toBe(true);
    expect(hit?.snippet).toContain('automação');
  });
});

describe('queryWords', () => {
  it('folds and de-duplicates words', () => {
    expect(queryWords('Ação  acao, AÇÃO wip')).toEqual(['acao', 'wip']);
  });
});

describe('highlight', () => {
  it('marks matches in the original text, keeping its accents', () => {
    expect(highlight('Automação de cards', ['automacao'])).toEqual([
      { text: 'Automação', match: true },
      { text: ' de cards', match: false },
    ]);
  });

  it('marks every occurrence of every word', () => {
    const parts = highlight('WIP: limite e Limite', ['limite', 'wip']);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['WIP', 'limite', 'Limite']);
  });
});
