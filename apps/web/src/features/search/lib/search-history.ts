import {
  foldSearchText,
  SEARCH_HISTORY_MAX,
  SEARCH_HISTORY_STORAGE_KEY,
  SEARCH_QUERY_MAX,
  searchHistoryEntrySchema,
  type SearchHistoryEntry,
} from '@rbax/shared/search';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Recent searches (spec §3, §9): at most 5 `{ query, timestamp }` entries in local storage
 * under `search-history`, newest first. A query searched again moves to the top instead of
 * appearing twice (the same words, whatever their accents or case).
 */

export function parseSearchHistory(raw: string | null): SearchHistoryEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data
    .flatMap((item) => {
      const parsed = searchHistoryEntrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, SEARCH_HISTORY_MAX);
}

const sameQuery = (a: string, b: string) => foldSearchText(a.trim()) === foldSearchText(b.trim());

/** `entries` with `query` on top (searched at `timestamp`); blank queries change nothing. */
export function addToSearchHistory(
  entries: readonly SearchHistoryEntry[],
  query: string,
  timestamp: number,
): SearchHistoryEntry[] {
  const trimmed = query.trim().slice(0, SEARCH_QUERY_MAX);
  if (!trimmed) return [...entries];
  return [{ query: trimmed, timestamp }, ...entries.filter((entry) => !sameQuery(entry.query, trimmed))].slice(
    0,
    SEARCH_HISTORY_MAX,
  );
}

export function readSearchHistory(): SearchHistoryEntry[] {
  return parseSearchHistory(readStorage(SEARCH_HISTORY_STORAGE_KEY));
}

export function writeSearchHistory(entries: readonly SearchHistoryEntry[]): void {
  writeStorage(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(entries));
}
