import { priorities, type Priority } from '../cards.ts';

/**
 * Values as Brazilian spreadsheets write them (issue 23): dates `dd/mm/aaaa` (or ISO), money
 * `1.234,56` or `1234.56` (with or without `R$`), priorities in any of our three languages. Each
 * returns null for something it cannot read, so the row is rejected with the field's message.
 */

/** Text bytes as UTF-8 when they are valid UTF-8 (a byte-order mark is dropped), else Windows-1252. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    // Excel's "CSV" in a Brazilian Windows is cp1252: every byte is a character, so this never fails.
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}

/** `;` when the header line has more semicolons than commas outside quotes (Excel pt-BR), else `,`. */
export function detectDelimiter(text: string): ';' | ',' {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  let inQuotes = false;
  let semicolons = 0;
  let commas = 0;
  for (const char of line) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && char === ';') semicolons += 1;
    else if (!inQuotes && char === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

const validDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return (
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2999
  );
};

/**
 * `dd/mm/aaaa` (also `-` or `.`, two-digit years as 20xx), `aaaa-mm-dd`, or a full ISO instant. A
 * day without a time becomes noon UTC: the same calendar day in every Brazilian zone and in Europe.
 */
export function parseFlexibleDate(input: string): string | null {
  const text = input.trim();
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(text);
  if (br) {
    const [d, m, y] = [Number(br[1]), Number(br[2]), Number(br[3]!.length === 2 ? `20${br[3]}` : br[3])];
    if (!validDay(y, m, d)) return null;
    const hours = br[4] === undefined ? 12 : Number(br[4]);
    const minutes = br[5] === undefined ? 0 : Number(br[5]);
    if (hours > 23 || minutes > 59) return null;
    // A time written in a Brazilian sheet is São Paulo's (UTC−3, no daylight saving since 2019).
    const offset = br[4] === undefined ? 0 : 3;
    return new Date(Date.UTC(y, m - 1, d, hours + offset, minutes)).toISOString();
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return validDay(y, m, d) ? new Date(Date.UTC(y, m - 1, d, 12)).toISOString() : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const date = new Date(text);
    const year = date.getUTCFullYear();
    return Number.isNaN(date.getTime()) || year < 1900 || year > 2999 ? null : date.toISOString();
  }
  return null;
}

/**
 * Money as a decimal string with two places ("1234.50"), or null. `1.234,56` and `1234,56` are
 * Brazilian; `1234.56` and `1,234.56` are not; a lone dot followed by exactly three digits
 * (`1.234`) is read as a Brazilian thousands separator, as a sheet exported in pt-BR means it.
 */
export function parseFlexibleNumber(input: string): string | null {
  let text = input
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  if (text === '' || !/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma > lastDot) text = text.replace(/\./g, '').replace(',', '.');
  else if (lastComma >= 0) text = text.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text).toFixed(2);
}

const priorityWords: Record<string, Priority> = {
  critica: 'critical',
  critical: 'critical',
  alta: 'high',
  high: 'high',
  media: 'medium',
  medium: 'medium',
  baixa: 'low',
  baja: 'low',
  low: 'low',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** 'Crítica', 'ALTA', 'media', 'Baja', 'high' → the priority; '' → null; anything else → undefined. */
export function parsePriority(input: string): Priority | null | undefined {
  const text = fold(input);
  if (text === '') return null;
  if ((priorities as readonly string[]).includes(text)) return text as Priority;
  return priorityWords[text];
}

export const foldHeader = fold;
