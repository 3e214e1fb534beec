import {
  BREACH_RISK_THRESHOLD_DEFAULT,
  FLOW_DEFAULT_TIME_ZONE,
  SLE_PERCENTILE_DEFAULT,
  SLE_WINDOW_DEFAULT_DAYS,
  type FlowSettings,
  type UpdateFlowSettingsInput,
} from '@rbax/shared/analytics';
import type { ErrorIssue } from '@rbax/shared/errors';
import { findTemplate, type TemplateId } from '@rbax/shared/templates';

/**
 * A board's workflow for flow metrics (issue 19, docs/decisions/037): the commitment (start) and
 * done columns, the time zone, the SLE and the breach-risk threshold. Pure functions: the row,
 * when someone configured the board, is read by the repository; without one the defaults come
 * from the board's template and columns.
 */

export type FlowColumn = { id: string; name: string };

/** What a `flow_settings` row holds (null columns: the default). */
export type FlowSettingsRow = {
  startColumnId: string | null;
  doneColumnId: string | null;
  timeZone: string;
  slePercentile: number;
  sleWindowDays: number;
  riskThreshold: number;
};

/**
 * The column of each template where work is committed to (its "doing" column): the cycle time
 * starts there. Done is the template's last column.
 */
const templateStartIndex: Partial<Record<TemplateId, number>> = {
  kanban: 1, // Em Progresso
  scrum: 2, // Em Desenvolvimento
  project: 2, // Em Execução
  marketing: 2, // Em Produção
  sales: 1, // Qualificação
  support: 1, // Em Atendimento
  hr: 1, // Triagem
  product: 2, // Desenvolvimento
  content: 1, // Em Redação
  events: 1, // Planejamento
  bugs: 2, // Em Correção
};

/** Names that say work is under way, in the three languages (lower case, no accents). */
const doingWords = [
  'progress',
  'progreso',
  'andamento',
  'doing',
  'fazendo',
  'haciendo',
  'desenvolv',
  'develop',
  'desarroll',
  'execu',
  'ejecu',
  'em produc',
  'en produc',
  'in produc',
  'atendimento',
  'atencion',
  'correcao',
  'correccion',
  'fixing',
  'working',
  'trabalhando',
  'wip',
];

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The default start and done columns of a board (columns in board order): done is the last
 * column; start is the template's "doing" column when the board still has it (by name, in any of
 * the three languages), else the first column whose name says work is under way, else the second
 * column (the first on a board of two). Null for a board without columns.
 */
export function defaultFlowColumns(
  columns: readonly FlowColumn[],
  template: string | null,
): { startColumnId: string; doneColumnId: string } | null {
  const done = columns.at(-1);
  if (!done) return null;
  const candidates = columns.slice(0, -1);
  const start =
    templateStart(candidates, template) ??
    candidates.find((column) => doingWords.some((word) => fold(column.name).includes(word))) ??
    (columns.length >= 3 ? columns[1] : columns[0]);
  return { startColumnId: start!.id, doneColumnId: done.id };
}

function templateStart(candidates: readonly FlowColumn[], template: string | null): FlowColumn | undefined {
  const found = template ? findTemplate(template) : undefined;
  const index = found ? templateStartIndex[found.id] : undefined;
  const names = index === undefined ? undefined : found?.columns[index];
  if (!names) return undefined;
  const wanted = new Set(Object.values(names).map(fold));
  return candidates.find((column) => wanted.has(fold(column.name)));
}

/**
 * The settings in force: the row's choices where they still name active columns in a valid order
 * (a configured column that was deleted, or a reorder that put start after done, falls back to
 * the defaults), the defaults elsewhere. A board without columns has empty column ids.
 */
export function resolveFlowSettings(
  boardId: string,
  row: FlowSettingsRow | null,
  columns: readonly FlowColumn[],
  template: string | null,
): FlowSettings {
  const defaults = defaultFlowColumns(columns, template) ?? { startColumnId: '', doneColumnId: '' };
  const index = new Map(columns.map((column, i) => [column.id, i]));
  const pick = (chosen: string | null | undefined, fallback: string) =>
    chosen && index.has(chosen) ? chosen : fallback;
  let startColumnId = pick(row?.startColumnId, defaults.startColumnId);
  let doneColumnId = pick(row?.doneColumnId, defaults.doneColumnId);
  if ((index.get(startColumnId) ?? 0) > (index.get(doneColumnId) ?? 0)) {
    ({ startColumnId, doneColumnId } = defaults);
  }
  return {
    boardId,
    startColumnId,
    doneColumnId,
    timeZone: row?.timeZone ?? FLOW_DEFAULT_TIME_ZONE,
    slePercentile: row?.slePercentile ?? SLE_PERCENTILE_DEFAULT,
    sleWindowDays: row?.sleWindowDays ?? SLE_WINDOW_DEFAULT_DAYS,
    riskThreshold: row?.riskThreshold ?? BREACH_RISK_THRESHOLD_DEFAULT,
    configured: row !== null,
  };
}

/**
 * The row a PATCH writes, or the issues that refuse it (400): both columns must be active
 * columns of the board (`validation.flowColumnUnknown`), and start must come at or before done
 * in board order (`validation.flowColumnsOrder`). Columns not sent keep the row's choice (or stay
 * on the default).
 */
export function updatedFlowSettingsRow(
  current: FlowSettings,
  row: FlowSettingsRow | null,
  input: UpdateFlowSettingsInput,
  columns: readonly FlowColumn[],
): { row: FlowSettingsRow } | { issues: ErrorIssue[] } {
  const index = new Map(columns.map((column, i) => [column.id, i]));
  const issues: ErrorIssue[] = [];
  for (const field of ['startColumnId', 'doneColumnId'] as const) {
    const value = input[field];
    if (value !== undefined && !index.has(value))
      issues.push({ path: [field], message: 'validation.flowColumnUnknown' });
  }
  if (issues.length > 0) return { issues };
  const start = input.startColumnId ?? current.startColumnId;
  const done = input.doneColumnId ?? current.doneColumnId;
  if ((index.get(start) ?? 0) > (index.get(done) ?? 0)) {
    return {
      issues: [
        {
          path: [input.startColumnId !== undefined ? 'startColumnId' : 'doneColumnId'],
          message: 'validation.flowColumnsOrder',
        },
      ],
    };
  }
  return {
    row: {
      startColumnId: input.startColumnId ?? row?.startColumnId ?? null,
      doneColumnId: input.doneColumnId ?? row?.doneColumnId ?? null,
      timeZone: input.timeZone ?? current.timeZone,
      slePercentile: input.slePercentile ?? current.slePercentile,
      sleWindowDays: input.sleWindowDays ?? current.sleWindowDays,
      riskThreshold: input.riskThreshold ?? current.riskThreshold,
    },
  };
}
