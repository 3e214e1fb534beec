import { SEARCH_HISTORY_STORAGE_KEY } from '@rbax/shared/search';
import { describe, expect, it } from 'vitest';
import {
  addToSearchHistory,
  parseSearchHistory,
  readSearchHistory,
  writeSearchHistory,
} from '@/features/search/lib/search-history';

describe('recent searches', () => {
  it('puts the newest search on top and keeps at most 5', () => {
    let entries = addToSearchHistory([], 'um', 1);
    for (const [i, query] of ['dois', 'três', 'quatro', 'cinco', 'seis'].entries()) {
      entries = addToSearchHistory(entries, query, i + 2);
    }
    expect(entries.map((e) => e.query)).toEqual(['seis', 'cinco', 'quatro', 'três', 'dois']);
    expect(entries[0]).toEqual({ query: 'seis', timestamp: 6 });
  });

  it('moves a repeated search to the top instead of listing it twice, whatever its accents or case', () => {
    const entries = addToSearchHistory(
      addToSearchHistory([{ query: 'Ação', timestamp: 1 }], 'contrato', 2),
      ' acao ',
      3,
    );
    expect(entries).toEqual([
      { query: 'acao', timestamp: 3 },
      { query: 'contrato', timestamp: 2 },
    ]);
  });

  it('ignores a blank search', () => {
    expect(addToSearchHistory([{ query: 'x', timestamp: 1 }], '   ', 2)).toEqual([{ query: 'x', timestamp: 1 }]);
  });

  it("is stored under 'search-history' as { query, timestamp } entries", () => {
    writeSearchHistory([{ query: 'acao', timestamp: 42 }]);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)!)).toEqual([{ query: 'acao', timestamp: 42 }]);
    expect(readSearchHistory()).toEqual([{ query: 'acao', timestamp: 42 }]);
  });

  it('survives a damaged store: bad JSON, wrong shapes, too many entries', () => {
    expect(parseSearchHistory('{oops')).toEqual([]);
    expect(parseSearchHistory('{"query":"x"}')).toEqual([]);
    const stored = [
      { query: 'a', timestamp: 1 },
      { query: '', timestamp: 2 },
      { nope: true },
      ...[3, 4, 5, 6, 7, 8].map((t) => ({ query: `q${t}`, timestamp: t })),
    ];
    expect(parseSearchHistory(JSON.stringify(stored)).map((e) => e.query)).toEqual(['q8', 'q7', 'q6', 'q5', 'q4']);
  });
});
