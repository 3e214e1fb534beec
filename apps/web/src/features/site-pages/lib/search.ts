import type { GuideSearchEntry } from '@/features/site-pages/content/types';

/** Lower case without diacritics, plus where each output character came from in the input. */
export function foldText(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    for (let i = 0; i < plain.length; i += 1) map.push(index);
    folded += plain;
    index += char.length;
  }
  map.push(index);
  return { folded, map };
}

export function queryWords(query: string): string[] {
  return [
    ...new Set(
      foldText(query)
        .folded.split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

export type TextPart = { text: string; match: boolean };

/** Splits `text` into plain and matching parts for every word (case- and accent-insensitive). */
export function highlight(text: string, words: string[]): TextPart[] {
  if (words.length === 0) return [{ text, match: false }];
  const { folded, map } = foldText(text);
  const marks = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let at = folded.indexOf(word);
    while (at !== -1) {
      for (let i = map[at] ?? 0; i < (map[at + word.length] ?? text.length); i += 1) marks[i] = true;
      at = folded.indexOf(word, at + word.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts.at(-1);
    if (last && last.match === marks[i]) last.text += text[i];
    else parts.push({ text: text[i] ?? '', match: Boolean(marks[i]) });
  }
  return parts;
}

export type SearchHit = GuideSearchEntry & { snippet: string };

const SNIPPET_CHARS = 180;

/** Around the first matching word, cut at word boundaries, with ellipses where text was cut. */
function snippetOf(text: string, words: string[]): string {
  const { folded, map } = foldText(text);
  const first = Math.min(...words.map((word) => folded.indexOf(word)).filter((i) => i >= 0));
  const center = Number.isFinite(first) ? (map[first] ?? 0) : 0;
  let start = Math.max(0, center - 60);
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/** Sections containing every word of the query (in title, article title or text); title hits first. */
export function searchGuide(entries: readonly GuideSearchEntry[], query: string, limit = 20): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { hit: SearchHit; score: number }[] = [];
  for (const entry of entries) {
    const title = foldText(`${entry.articleTitle} ${entry.title}`).folded;
    const haystack = `${title} ${foldText(entry.text).folded}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    const score = words.filter((word) => title.includes(word)).length;
    scored.push({ hit: { ...entry, snippet: snippetOf(entry.text, words) }, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ hit }) => hit);
}
