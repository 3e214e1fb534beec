import { describe, expect, it } from 'vitest';
import { buildCsv, escapeCsvCell, exportFileName } from '@/features/analytics/charts/csv';
import type { TableModel } from '@/features/analytics/charts/table';

const table: TableModel = {
  columns: [
    { key: 'title', label: 'Card', kind: 'text' },
    { key: 'done', label: 'Concluído em', kind: 'date' },
    { key: 'cycle', label: 'Tempo de ciclo (dias)', kind: 'days' },
    { key: 'risk', label: 'Risco', kind: 'percent' },
    { key: 'value', label: 'Valor (R$)', kind: 'brl' },
  ],
  rows: [
    ['Proposta; versão "final"', '2027-03-04', 1.5, 0.4, 123456],
    ['=HYPERLINK("x")', null, 3, null, -50],
  ],
};

describe('buildCsv', () => {
  it('writes a BOM, a `;`-separated header and CRLF lines', () => {
    const csv = buildCsv(table, 'pt-BR');
    expect(csv.startsWith('\uFEFFCard;Concluído em;Tempo de ciclo (dias);Risco;Valor (R$)\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes cells with separators or quotes, keeps ISO dates and uses the decimal comma in pt-BR', () => {
    const [, first] = buildCsv(table, 'pt-BR').split('\r\n');
    expect(first).toBe('"Proposta; versão ""final""";2027-03-04;1,5;40;1234,56');
  });

  it('uses the decimal point in en-US', () => {
    const [, first] = buildCsv(table, 'en-US').split('\r\n');
    expect(first).toBe('"Proposta; versão ""final""";2027-03-04;1.5;40;1234.56');
  });

  it('defuses text a spreadsheet would run as a formula, not negative numbers', () => {
    const [, , second] = buildCsv(table, 'pt-BR').split('\r\n');
    expect(second).toBe(`"'=HYPERLINK(""x"")";;3;;-0,50`);
    expect(escapeCsvCell('-5', false)).toBe('-5');
  });
});

describe('exportFileName', () => {
  it('drops accents and anything a file system dislikes', () => {
    expect(exportFileName('tempo-de-ciclo', 'Lançamento Q1/2027', '2027-03-01', '2027-03-30')).toBe(
      'tempo-de-ciclo-lancamento-q1-2027-2027-03-01-2027-03-30',
    );
  });
});
