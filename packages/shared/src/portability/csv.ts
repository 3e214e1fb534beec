import { z } from 'zod';
import { CARD_DESCRIPTION_MAX, CARD_TAG_MAX, CARD_TAGS_MAX, CARD_TITLE_MAX } from '../cards.ts';
import type { MessageKey } from '../messages.ts';
import { cleanText, fit, type ImportBoard, type ImportCard } from './import-board.ts';
import { foldHeader, parseFlexibleDate, parseFlexibleNumber, parsePriority } from './csv-values.ts';

/**
 * A CSV of cards (issue 23): the columns of the file are mapped to card fields, each row is
 * validated with the spec's messages, valid rows become cards and rejected rows are kept with
 * their errors so the person can download, fix and send them again.
 */

export const csvFields = [
  'title',
  'description',
  'column',
  'priority',
  'startDate',
  'dueDate',
  'value',
  'labels',
  'tags',
  'assigneeEmail',
] as const;
export type CsvField = (typeof csvFields)[number];

/** For each field, the index of the file's column that holds it (null: not in the file). */
export const csvMappingSchema = z.object(
  Object.fromEntries(csvFields.map((f) => [f, z.number().int().min(0).max(199).nullable()])) as Record<
    CsvField,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** Header words (folded: no accents, lower case) that name each field, in our three languages. */
const headerWords: Record<CsvField, string[]> = {
  title: ['titulo', 'title', 'nome', 'name', 'tarefa', 'task', 'card', 'tarea'],
  description: ['descricao', 'description', 'descripcion', 'detalhes', 'details'],
  column: ['coluna', 'column', 'columna', 'status', 'estado', 'lista', 'list', 'etapa', 'stage'],
  priority: ['prioridade', 'priority', 'prioridad'],
  startDate: ['inicio', 'data de inicio', 'start', 'start date', 'fecha de inicio'],
  dueDate: ['vencimento', 'prazo', 'entrega', 'data de entrega', 'due', 'due date', 'fecha limite', 'vencimiento'],
  value: ['valor', 'value', 'valor (r$)', 'value_brl', 'preco', 'price', 'precio'],
  labels: ['etiquetas', 'labels', 'etiqueta', 'label'],
  tags: ['tags', 'tag'],
  assigneeEmail: ['responsavel', 'assignee', 'email', 'e-mail', 'responsable', 'email do responsavel'],
};

/** The mapping a file's header suggests; the person confirms or changes it. */
export function guessCsvMapping(headers: readonly string[]): CsvMapping {
  const folded = headers.map(foldHeader);
  const mapping = Object.fromEntries(csvFields.map((f) => [f, null])) as CsvMapping;
  const taken = new Set<number>();
  for (const field of csvFields) {
    const index = folded.findIndex((h, i) => !taken.has(i) && headerWords[field].includes(h));
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

export type CsvRowError = { field: CsvField; message: MessageKey };
export type CsvRejectedRow = { line: number; cells: string[]; errors: CsvRowError[] };

const cell = (cells: readonly string[], index: number | null) => (index === null ? '' : cleanText(cells[index] ?? ''));
const EMAIL = z.email();
const splitList = (text: string) =>
  text
    .split(/[,;|]/)
    .map((part) => part.trim())
    .filter(Boolean);

function checkDates(start: string, due: string, errors: CsvRowError[]) {
  const startDate = start.trim() ? parseFlexibleDate(start) : null;
  const dueDate = due.trim() ? parseFlexibleDate(due) : null;
  if (start.trim() && !startDate) errors.push({ field: 'startDate', message: 'validation.dateInvalid' });
  if (due.trim() && !dueDate) errors.push({ field: 'dueDate', message: 'validation.dateInvalid' });
  if (startDate && dueDate && dueDate < startDate)
    errors.push({ field: 'dueDate', message: 'validation.dueBeforeStart' });
  return { startDate, dueDate };
}

/** One row → a card, or the row's errors (every field checked, so all of them show at once). */
export function csvRowToCard(cells: readonly string[], mapping: CsvMapping, line: number): ImportCard | CsvRowError[] {
  const get = (field: CsvField) => cell(cells, mapping[field]);
  const errors: CsvRowError[] = [];
  const title = get('title').trim();
  if (!title) errors.push({ field: 'title', message: 'validation.titleRequired' });
  else if ([...title].length > CARD_TITLE_MAX) errors.push({ field: 'title', message: 'validation.titleTooLong' });
  const description = get('description');
  if (description.length > CARD_DESCRIPTION_MAX)
    errors.push({ field: 'description', message: 'validation.cardDescriptionTooLong' });
  const priority = parsePriority(get('priority'));
  if (priority === undefined) errors.push({ field: 'priority', message: 'validation.invalidValue' });
  const { startDate, dueDate } = checkDates(get('startDate'), get('dueDate'), errors);
  const valueText = get('value').trim();
  const valueBrl = valueText ? parseFlexibleNumber(valueText) : null;
  if (valueText && !valueBrl) errors.push({ field: 'value', message: 'validation.valueInvalid' });
  const email = get('assigneeEmail').trim().toLowerCase();
  if (email && !EMAIL.safeParse(email).success)
    errors.push({ field: 'assigneeEmail', message: 'validation.emailInvalid' });
  const tags = splitList(get('tags'));
  if (tags.length > CARD_TAGS_MAX || tags.some((t) => t.length > CARD_TAG_MAX))
    errors.push({ field: 'tags', message: 'validation.tagInvalid' });
  if (errors.length > 0) return errors;
  return {
    key: `row:${line}`,
    columnKey: fit.column(get('column')).replace(/^—$/, ''),
    title,
    description: description.trim() ? description : null,
    priority: priority ?? null,
    startDate,
    dueDate,
    completedAt: null,
    valueBrl,
    assigneeKey: null,
    assigneeEmail: email || null,
    labelKeys: splitList(get('labels')).map(fit.label),
    tags,
    parentKey: null,
    estimateMinutes: null,
    archived: false,
    createdAt: null,
    checklist: [],
    attachmentLinks: 0,
    comments: [],
    history: [],
  };
}

/**
 * The rows (header excluded; `firstLine` is the file line of the first one) as a board: columns
 * named by the rows (in order of appearance; blank → `defaultColumn`), labels by name, and the
 * rows that failed with their errors.
 */
export function csvToImportBoard(
  rows: readonly (readonly string[])[],
  mapping: CsvMapping,
  options: { title: string; defaultColumn: string; firstLine?: number },
): { board: ImportBoard; rejected: CsvRejectedRow[] } {
  const cards: ImportCard[] = [];
  const rejected: CsvRejectedRow[] = [];
  const columns = new Map<string, string>();
  const labels = new Set<string>();
  rows.forEach((cells, index) => {
    const line = (options.firstLine ?? 2) + index;
    if (cells.every((c) => c.trim() === '')) return;
    const result = csvRowToCard(cells, mapping, line);
    if (Array.isArray(result)) {
      rejected.push({ line, cells: [...cells], errors: result });
      return;
    }
    const column = result.columnKey || fit.column(options.defaultColumn);
    if (!columns.has(column.toLowerCase())) columns.set(column.toLowerCase(), column);
    result.labelKeys.forEach((l) => labels.add(l));
    cards.push({ ...result, columnKey: columns.get(column.toLowerCase())! });
  });
  return {
    board: {
      title: fit.boardTitle(options.title),
      description: null,
      columns: [...columns.values()].map((name) => ({ key: name, name, archived: false })),
      labels: [...labels].map((name) => ({ key: name, name, color: 'none' })),
      members: [],
      cards,
      skipped: [],
      warnings: [],
    },
    rejected,
  };
}
