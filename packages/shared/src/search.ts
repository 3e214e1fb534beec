import { z } from 'zod';
import { priorities } from './cards.ts';

/**
 * Global search (spec §2 "Global search palette", §5, §7, §9; issue 7). The server matches with
 * PostgreSQL (unaccent + pg_trgm, docs/decisions/023); the pure functions below are the same
 * rule in JavaScript, used by the palette to highlight what matched and by the unit tests.
 */

/** A query under this many characters (after trimming) finds nothing (spec §5). */
export const SEARCH_MIN_CHARS = 2;
/** Longest query accepted by the API. */
export const SEARCH_QUERY_MAX = 200;
/** The palette waits this long after the last keystroke before asking (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Card results shown by the palette, and the API's default page (spec §9). */
export const SEARCH_RESULTS_SHOWN = 10;
/** Most card results one request may ask for (spec §7 fetches 50). */
export const SEARCH_LIMIT_MAX = 50;
/** Matching boards returned with the cards (spec §7). */
export const SEARCH_BOARDS_MAX = 20;
/** Recent searches kept in local storage under `search-history` (spec §3, §9). */
export const SEARCH_HISTORY_MAX = 5;
export const SEARCH_HISTORY_STORAGE_KEY = 'search-history';

/** `GET /api/v1/search?q=&limit=` */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'validation.invalidValue' })
    .trim()
    .max(SEARCH_QUERY_MAX, { error: 'validation.invalidValue' })
    .default(''),
  limit: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(1, { error: 'validation.invalidValue' })
    .max(SEARCH_LIMIT_MAX, { error: 'validation.invalidValue' })
    .default(SEARCH_RESULTS_SHOWN),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  priority: z.enum(priorities).nullable(),
  dueDate: z.string().nullable(),
  /** Decimal string ('1234.50'), as everywhere in the API. */
  valueBrl: z.string().nullable(),
  boardId: z.string(),
  boardTitle: z.string(),
  boardIcon: z.string(),
  boardColor: z.string(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  /** A subtask shows the card it belongs to (issue 21, docs/decisions/040); null for a card of the board. */
  parent: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type SearchCard = z.infer<typeof searchCardSchema>;

export const searchBoardSchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string(),
  color: z.string(),
});
export type SearchBoard = z.infer<typeof searchBoardSchema>;

/** A document the caller may read whose title or text holds every word (issue 26, modules/docs). */
export const searchDocSchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  workspaceName: z.string(),
});
export type SearchDoc = z.infer<typeof searchDocSchema>;

export const searchResultSchema = z.object({
  cards: z.array(searchCardSchema),
  boards: z.array(searchBoardSchema),
  /** Present when some readable document matches. */
  docs: z.array(searchDocSchema).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** One entry of the recent-searches list (spec §3). */
export const searchHistoryEntrySchema = z.object({
  query: z.string().min(1).max(SEARCH_QUERY_MAX),
  timestamp: z.number().int().nonnegative(),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

/* ---------- matching ---------- */

/** Letters that Unicode does not decompose but PostgreSQL's unaccent folds all the same. */
const extraFolds: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  ð: 'd',
  þ: 'th',
};
const COMBINING_MARK = /\p{M}/u;

/** One character folded: lower case, accents removed ('Ç' → 'c', 'ß' → 'ss'); may be ''. */
function foldChar(char: string): string {
  const lower = char.toLowerCase();
  const extra = extraFolds[lower];
  if (extra !== undefined) return extra;
  let out = '';
  for (const part of lower.normalize('NFD')) if (!COMBINING_MARK.test(part)) out += part;
  return out;
}

/** Lower case without accents: 'Ação Rápida' → 'acao rapida' (what the server's rbax_fold does). */
export function foldSearchText(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}

/**
 * The words of a query, folded, each one required (spec §5): split on whitespace; a query
 * shorter than SEARCH_MIN_CHARS gives no words. Repeated words count once.
 */
export function searchWords(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_CHARS) return [];
  const words = foldSearchText(trimmed)
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** True when every word appears in the text (accent- and case-insensitively); no words → false. */
export function matchesAllWords(haystack: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const folded = foldSearchText(haystack);
  return words.every((word) => folded.includes(foldSearchText(word)));
}

export type HighlightPart = { text: string; match: boolean };

/**
 * `text` cut into plain and matched parts, for `<mark>`: every occurrence of every word,
 * found accent- and case-insensitively, overlapping occurrences merged. The parts joined
 * give back `text` unchanged.
 */
export function highlightParts(text: string, words: readonly string[]): HighlightPart[] {
  // Folded text, and for each folded position the [start, end) of the original character.
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const f = foldChar(char);
    for (let i = 0; i < f.length; i += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    folded += f;
    offset += char.length;
  }
  const marked = new Array<boolean>(text.length).fill(false);
  for (const raw of words) {
    const word = foldSearchText(raw);
    if (!word) continue;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      for (let i = starts[at]!; i < ends[at + word.length - 1]!; i += 1) marked[i] = true;
    }
  }
  const parts: HighlightPart[] = [];
  for (let i = 0; i < text.length;) {
    const match = marked[i]!;
    let j = i + 1;
    while (j < text.length && marked[j] === match) j += 1;
    parts.push({ text: text.slice(i, j), match });
    i = j;
  }
  return parts;
}
