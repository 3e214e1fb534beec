import { describe, expect, it } from 'vitest';
import { boardTemplates } from '@rbax/shared/templates';
import {
  defaultFlowColumns,
  resolveFlowSettings,
  updatedFlowSettingsRow,
  type FlowColumn,
} from '#src/modules/analytics/flow-settings.ts';

/** The defaults and the rules of a board's workflow settings (pure; issue 19, docs/decisions/037). */

const columnsOf = (names: string[]): FlowColumn[] => names.map((name, i) => ({ id: `c${i}`, name }));
const templateColumns = (id: string, locale: 'pt-BR' | 'en-US' | 'es-ES' = 'pt-BR') =>
  columnsOf(boardTemplates.find((template) => template.id === id)!.columns.map((names) => names[locale]));
const nameOf = (columns: FlowColumn[], id: string | undefined) => columns.find((column) => column.id === id)?.name;

describe('defaultFlowColumns', () => {
  it('starts scrum at Em Desenvolvimento and ends it at Concluído', () => {
    const columns = templateColumns('scrum');
    const chosen = defaultFlowColumns(columns, 'scrum')!;
    expect([nameOf(columns, chosen.startColumnId), nameOf(columns, chosen.doneColumnId)]).toEqual([
      'Em Desenvolvimento',
      'Concluído',
    ]);
  });

  it('starts kanban at its doing column, in any of the three languages', () => {
    for (const locale of ['pt-BR', 'en-US', 'es-ES'] as const) {
      const columns = templateColumns('kanban', locale);
      const chosen = defaultFlowColumns(columns, 'kanban')!;
      expect(chosen).toEqual({ startColumnId: 'c1', doneColumnId: 'c2' });
    }
  });

  it('gives every template with columns a start before its last column', () => {
    for (const template of boardTemplates.filter((t) => t.columns.length > 0)) {
      const columns = templateColumns(template.id);
      const chosen = defaultFlowColumns(columns, template.id)!;
      const start = columns.findIndex((column) => column.id === chosen.startColumnId);
      expect(start, template.id).toBeGreaterThan(0);
      expect(start, template.id).toBeLessThan(columns.length - 1);
      expect(chosen.doneColumnId, template.id).toBe(columns.at(-1)!.id);
    }
  });

  it('finds the template column by name after the board was reordered or renamed elsewhere', () => {
    const columns = columnsOf(['Backlog', 'Ideias', 'Sprint Atual', 'Em Desenvolvimento', 'Pronto']);
    expect(defaultFlowColumns(columns, 'scrum')).toEqual({ startColumnId: 'c3', doneColumnId: 'c4' });
  });

  it('without a template: the first column whose name says work is under way, else the second', () => {
    expect(defaultFlowColumns(columnsOf(['Entrada', 'Análise', 'Fazendo', 'Feito']), null)).toEqual({
      startColumnId: 'c2',
      doneColumnId: 'c3',
    });
    expect(defaultFlowColumns(columnsOf(['Entrada', 'Análise', 'Feito']), 'blank')).toEqual({
      startColumnId: 'c1',
      doneColumnId: 'c2',
    });
    expect(defaultFlowColumns(columnsOf(['A fazer', 'Feito']), null)).toEqual({
      startColumnId: 'c0',
      doneColumnId: 'c1',
    });
    expect(defaultFlowColumns(columnsOf(['Tudo']), null)).toEqual({ startColumnId: 'c0', doneColumnId: 'c0' });
    expect(defaultFlowColumns([], null)).toBeNull();
  });

  it('never picks the done column as a doing column', () => {
    expect(defaultFlowColumns(columnsOf(['Novo', 'Revisão', 'Em progresso']), null)).toEqual({
      startColumnId: 'c1',
      doneColumnId: 'c2',
    });
  });
});

describe('resolveFlowSettings', () => {
  const columns = templateColumns('scrum');
  const row = {
    startColumnId: 'c1',
    doneColumnId: 'c3',
    timeZone: 'Europe/Lisbon',
    slePercentile: 90,
    sleWindowDays: 30,
    riskThreshold: 0.7,
  };

  it('uses the defaults without a row', () => {
    expect(resolveFlowSettings('b', null, columns, 'scrum')).toEqual({
      boardId: 'b',
      startColumnId: 'c2',
      doneColumnId: 'c4',
      timeZone: 'America/Sao_Paulo',
      slePercentile: 85,
      sleWindowDays: 60,
      riskThreshold: 0.5,
      configured: false,
    });
  });

  it("keeps the row's choices, and falls back where a column is gone or the order broke", () => {
    expect(resolveFlowSettings('b', row, columns, 'scrum')).toMatchObject({
      startColumnId: 'c1',
      doneColumnId: 'c3',
      timeZone: 'Europe/Lisbon',
      configured: true,
    });
    expect(resolveFlowSettings('b', { ...row, doneColumnId: 'gone' }, columns, 'scrum')).toMatchObject({
      startColumnId: 'c1',
      doneColumnId: 'c4',
    });
    const reordered = [columns[3]!, columns[0]!, columns[1]!, columns[2]!, columns[4]!];
    expect(resolveFlowSettings('b', row, reordered, 'scrum')).toMatchObject({
      startColumnId: 'c2',
      doneColumnId: 'c4',
    });
  });
});

describe('updatedFlowSettingsRow', () => {
  const columns = templateColumns('scrum');
  const current = resolveFlowSettings('b', null, columns, 'scrum');

  it('refuses columns of another board and start after done', () => {
    expect(updatedFlowSettingsRow(current, null, { startColumnId: 'elsewhere' }, columns)).toEqual({
      issues: [{ path: ['startColumnId'], message: 'validation.flowColumnUnknown' }],
    });
    expect(updatedFlowSettingsRow(current, null, { doneColumnId: 'c1' }, columns)).toEqual({
      issues: [{ path: ['doneColumnId'], message: 'validation.flowColumnsOrder' }],
    });
    expect(updatedFlowSettingsRow(current, null, { startColumnId: 'c4', doneColumnId: 'c3' }, columns)).toEqual({
      issues: [{ path: ['startColumnId'], message: 'validation.flowColumnsOrder' }],
    });
  });

  it('keeps unsent columns on the default, and start may equal done', () => {
    expect(updatedFlowSettingsRow(current, null, { timeZone: 'UTC' }, columns)).toEqual({
      row: {
        startColumnId: null,
        doneColumnId: null,
        timeZone: 'UTC',
        slePercentile: 85,
        sleWindowDays: 60,
        riskThreshold: 0.5,
      },
    });
    expect(updatedFlowSettingsRow(current, null, { startColumnId: 'c4' }, columns)).toMatchObject({
      row: { startColumnId: 'c4', doneColumnId: null },
    });
  });
});
