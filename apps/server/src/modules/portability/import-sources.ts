import { boardExportSchema } from '@rbax/shared/portability/board-export';
import { guessCsvMapping } from '@rbax/shared/portability/csv';
import { decodeText, detectDelimiter } from '@rbax/shared/portability/csv-values';
import type { ImportBoard } from '@rbax/shared/portability/import-board';
import { boardExportToImport } from '@rbax/shared/portability/json-import';
import { isTrelloBoard, parseTrelloBoard } from '@rbax/shared/portability/trello';
import type { ImportSource } from '@rbax/shared/portability/api';
import { AppError } from '#src/lib/errors.ts';
import type { Storage } from '#src/lib/storage.ts';

/**
 * An import's stored file read back and understood. A file that is not what its source says is
 * 422 `unprocessable` (the upload was fine; its content cannot be imported), never a 500.
 */

export const unreadable = (message = 'errors.importUnreadable') => new AppError(422, 'unprocessable', message);

export async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(decodeText(bytes).text);
  } catch {
    throw unreadable();
  }
}

export type CsvTable = { headers: string[]; rows: string[][]; delimiter: string; encoding: string };

/**
 * The CSV's cells (papaparse: quotes, `""`, line breaks inside quotes), header first. papaparse
 * loads with the first CSV, not with every server start (issue 25: embedded mode's idle memory).
 */
export async function readCsv(bytes: Buffer): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse');
  const { text, encoding } = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  const [headers, ...rows] = parsed.data;
  if (!headers || headers.length === 0 || headers.length > 200) throw unreadable('errors.importCsvEmpty');
  return { headers: headers.map((h) => h.trim()), rows, delimiter, encoding };
}

/** Trello or our own JSON export, as a board to import. */
export function readBoardFile(source: Exclude<ImportSource, 'csv'>, bytes: Buffer): ImportBoard {
  const raw = parseJson(bytes);
  if (source === 'trello') {
    if (!isTrelloBoard(raw)) throw unreadable('errors.importNotTrello');
    return parseTrelloBoard(raw);
  }
  const doc = boardExportSchema.safeParse(raw);
  if (!doc.success) throw unreadable('errors.importNotRbax');
  return boardExportToImport(doc.data);
}

export const csvPreviewOf = (table: CsvTable) => ({
  headers: table.headers,
  rows: table.rows.slice(0, 10),
  totalRows: table.rows.length,
  delimiter: table.delimiter,
  encoding: table.encoding,
  mapping: guessCsvMapping(table.headers),
});
