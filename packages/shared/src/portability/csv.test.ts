import { describe, expect, it } from 'vitest';
import { csvRowToCard, csvToImportBoard, guessCsvMapping } from './csv.ts';
import { decodeText, detectDelimiter, parseFlexibleDate, parseFlexibleNumber, parsePriority } from './csv-values.ts';

describe('CSV values', () => {
  it('decodes UTF-8 (with or without BOM) and falls back to Windows-1252', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Ação', 'utf8')]))).toEqual({
      text: 'Ação',
      encoding: 'utf-8',
    });
    expect(decodeText(Buffer.from('Ação', 'utf8')).text).toBe('Ação');
    // "Ação" in cp1252: 41 E7 E3 6F
    expect(decodeText(new Uint8Array([0x41, 0xe7, 0xe3, 0x6f]))).toEqual({ text: 'Ação', encoding: 'windows-1252' });
  });

  it('tells semicolons from commas outside quotes', () => {
    expect(detectDelimiter('Título;Valor\nA;1,5')).toBe(';');
    expect(detectDelimiter('Title,Value\nA,1.5')).toBe(',');
    expect(detectDelimiter('"a;b;c",x\n')).toBe(',');
  });

  it('reads dd/mm/aaaa, ISO days and instants; refuses impossible dates', () => {
    expect(parseFlexibleDate('31/12/2024')).toBe('2024-12-31T12:00:00.000Z');
    expect(parseFlexibleDate('1/2/24')).toBe('2024-02-01T12:00:00.000Z');
    expect(parseFlexibleDate('31/12/2024 14:30')).toBe('2024-12-31T17:30:00.000Z');
    expect(parseFlexibleDate('2024-12-31')).toBe('2024-12-31T12:00:00.000Z');
    expect(parseFlexibleDate('2024-12-31T10:00:00Z')).toBe('2024-12-31T10:00:00.000Z');
    expect(parseFlexibleDate('31/02/2024')).toBeNull();
    expect(parseFlexibleDate('12/31/2024')).toBeNull();
    expect(parseFlexibleDate('amanhã')).toBeNull();
  });

  it('reads money written the Brazilian way and the international way', () => {
    expect(parseFlexibleNumber('1.234,56')).toBe('1234.56');
    expect(parseFlexibleNumber('R$ 1.234,5')).toBe('1234.50');
    expect(parseFlexibleNumber('1234,56')).toBe('1234.56');
    expect(parseFlexibleNumber('1234.56')).toBe('1234.56');
    expect(parseFlexibleNumber('1,234.56')).toBe('1234.56');
    expect(parseFlexibleNumber('1.234')).toBe('1234.00');
    expect(parseFlexibleNumber('1.234.567,00')).toBe('1234567.00');
    expect(parseFlexibleNumber('-5')).toBeNull();
    expect(parseFlexibleNumber('1,234')).toBeNull();
    expect(parseFlexibleNumber('abc')).toBeNull();
  });

  it('reads priorities in three languages', () => {
    expect(parsePriority('Crítica')).toBe('critical');
    expect(parsePriority('ALTA')).toBe('high');
    expect(parsePriority('media')).toBe('medium');
    expect(parsePriority('Baja')).toBe('low');
    expect(parsePriority('')).toBeNull();
    expect(parsePriority('urgentíssimo')).toBeUndefined();
  });
});

describe('CSV rows', () => {
  const headers = ['Título', 'Descrição', 'Coluna', 'Prioridade', 'Vencimento', 'Valor', 'Etiquetas', 'E-mail'];
  const mapping = guessCsvMapping(headers);

  it('guesses the mapping from headers in Portuguese', () => {
    expect(mapping).toMatchObject({
      title: 0,
      description: 1,
      column: 2,
      priority: 3,
      dueDate: 4,
      value: 5,
      labels: 6,
      assigneeEmail: 7,
      tags: null,
    });
    expect(guessCsvMapping(['Title', 'Due date', 'Value'])).toMatchObject({ title: 0, dueDate: 1, value: 2 });
  });

  it('turns a valid row into a card', () => {
    const card = csvRowToCard(
      [
        'Pagar fornecedor',
        'Nota 123',
        'Financeiro',
        'Alta',
        '15/03/2025',
        '1.234,56',
        'Urgente, Contas',
        'ana@example.com',
      ],
      mapping,
      2,
    );
    expect(card).toMatchObject({
      title: 'Pagar fornecedor',
      columnKey: 'Financeiro',
      priority: 'high',
      dueDate: '2025-03-15T12:00:00.000Z',
      valueBrl: '1234.56',
      labelKeys: ['Urgente', 'Contas'],
      assigneeEmail: 'ana@example.com',
    });
  });

  it('reports every bad field of a row with the spec’s messages', () => {
    const errors = csvRowToCard(['', '', 'X', 'Talvez', '32/13/2025', 'muito', '', 'não-é-email'], mapping, 3);
    expect(errors).toEqual([
      { field: 'title', message: 'validation.titleRequired' },
      { field: 'priority', message: 'validation.invalidValue' },
      { field: 'dueDate', message: 'validation.dateInvalid' },
      { field: 'value', message: 'validation.valueInvalid' },
      { field: 'assigneeEmail', message: 'validation.emailInvalid' },
    ]);
    expect(csvRowToCard(['x'.repeat(101)], mapping, 4)).toEqual([
      { field: 'title', message: 'validation.titleTooLong' },
    ]);
  });

  it('builds a board from valid rows and keeps the rejected ones with their line numbers', () => {
    const { board, rejected } = csvToImportBoard(
      [
        ['A', '', 'Backlog', '', '', '', 'Bug', ''],
        ['', '', 'Backlog', '', '', '', '', ''],
        ['B', '', '', 'Baixa', '', '10', 'bug', ''],
        ['', '', '', '', '', '', '', ''],
        ['C', '', 'backlog', '', '', '', '', ''],
      ],
      mapping,
      { title: 'Planilha', defaultColumn: 'A Fazer' },
    );
    expect(board.columns.map((c) => c.name)).toEqual(['Backlog', 'A Fazer']);
    expect(board.cards.map((c) => [c.title, c.columnKey])).toEqual([
      ['A', 'Backlog'],
      ['B', 'A Fazer'],
      ['C', 'Backlog'],
    ]);
    expect(rejected).toEqual([
      {
        line: 3,
        cells: ['', '', 'Backlog', '', '', '', '', ''],
        errors: [{ field: 'title', message: 'validation.titleRequired' }],
      },
    ]);
  });
});
