import { z } from 'zod';
import { priorities } from '../cards.ts';
import type { Locale } from '../i18n.ts';
import type { BoardExport } from '../portability/board-export.ts';
import type { ImportBoard } from '../portability/import-board.ts';
import { boardTemplates, type TemplateId } from '../templates.ts';

/**
 * What a marketplace template carries (issue 27, docs/decisions/052): a board's structure and
 * example content captured from the portability export and stripped of everything personal —
 * no members, assignees, comments, attachments, time, history, dates or covers. Keys are the
 * source board's ids, so automation rules can point at columns and labels until an install gives
 * them new ids. Rules naming anything else (a person, a webhook) are left out at capture.
 */

export const SNAPSHOT_CARDS_MAX = 200;
export const SNAPSHOT_AUTOMATIONS_MAX = 50;

export const snapshotIncludeSchema = z.object({
  labels: z.boolean().default(true),
  cards: z.boolean().default(true),
  automations: z.boolean().default(true),
  /** Workflow settings: WIP limits and column colours, the board's icon, colour and chosen labels. */
  settings: z.boolean().default(true),
});
export type SnapshotInclude = z.infer<typeof snapshotIncludeSchema>;
export const INCLUDE_ALL: SnapshotInclude = { labels: true, cards: true, automations: true, settings: true };

const snapshotColumnSchema = z.object({
  key: z.string(),
  name: z.string(),
  wipLimit: z.number().int().nullable(),
  color: z.string().nullable(),
});
const snapshotLabelSchema = z.object({ key: z.string(), name: z.string(), color: z.string(), onBoard: z.boolean() });
const snapshotCardSchema = z.object({
  key: z.string(),
  columnKey: z.string(),
  parentKey: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(priorities).nullable(),
  estimateMinutes: z.number().int().nullable(),
  tags: z.array(z.string()),
  labelKeys: z.array(z.string()),
  checklist: z.array(z.object({ text: z.string() })),
});
const snapshotAutomationSchema = z.object({
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  trigger: z.record(z.string(), z.unknown()),
  conditions: z.record(z.string(), z.unknown()),
  actions: z.array(z.record(z.string(), z.unknown())),
  options: z.record(z.string(), z.unknown()),
});

export const templateSnapshotSchema = z.object({
  icon: z.string().nullable(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  columns: z.array(snapshotColumnSchema),
  labels: z.array(snapshotLabelSchema),
  cards: z.array(snapshotCardSchema),
  automations: z.array(snapshotAutomationSchema),
});
export type TemplateSnapshot = z.infer<typeof templateSnapshotSchema>;
export type SnapshotAutomation = z.infer<typeof snapshotAutomationSchema>;

/** A rule as the automations module stores it (the parts that travel in a template). */
export type AutomationRuleParts = SnapshotAutomation & { position: number };

export const snapshotSummarySchema = z.object({
  columns: z.number().int(),
  labels: z.number().int(),
  cards: z.number().int(),
  checklistItems: z.number().int(),
  automations: z.number().int(),
  /** Rules left out because they name people or webhooks of the source board. */
  automationsOmitted: z.number().int(),
});
export type SnapshotSummary = z.infer<typeof snapshotSummarySchema>;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every id-looking string inside a rule's parts. */
function idsIn(value: unknown): string[] {
  return (JSON.stringify(value).match(UUID) ?? []).map((id) => id.toLowerCase());
}

/** A rule travels only when every id in it is one of the template's columns or labels. */
export function ruleIsPortable(rule: SnapshotAutomation, keys: ReadonlySet<string>): boolean {
  return idsIn([rule.trigger, rule.conditions, rule.actions, rule.options]).every((id) => keys.has(id));
}

const byPosition = <T extends { position: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));

/**
 * The stripped snapshot of an exported board: open columns, labels, open cards (title,
 * description, priority, estimate, tags, labels, subtask parent, checklist texts unticked) and
 * the portable automation rules, as `include` asks.
 */
export function toTemplateSnapshot(
  doc: BoardExport,
  rules: readonly AutomationRuleParts[],
  include: SnapshotInclude = INCLUDE_ALL,
): { snapshot: TemplateSnapshot; summary: SnapshotSummary } {
  const columns = byPosition(doc.columns.filter((c) => !c.archived)).map((c) => ({
    key: c.id,
    name: c.name,
    wipLimit: include.settings ? c.wipLimit : null,
    color: include.settings ? c.color : null,
  }));
  const columnKeys = new Set(columns.map((c) => c.key));
  const labels = include.labels
    ? doc.labels.map((l) => ({ key: l.id, name: l.name, color: l.color, onBoard: include.settings && l.onBoard }))
    : [];
  const labelKeys = new Set(labels.map((l) => l.key));
  const open = include.cards ? byPosition(doc.cards.filter((c) => !c.archived && columnKeys.has(c.columnId))) : [];
  const kept = new Set(open.slice(0, SNAPSHOT_CARDS_MAX).map((c) => c.id));
  const cards = open
    .filter((c) => kept.has(c.id))
    .map((c) => ({
      key: c.id,
      columnKey: c.columnId,
      parentKey: c.parentId && kept.has(c.parentId) ? c.parentId : null,
      title: c.title,
      description: c.description,
      priority: c.priority,
      estimateMinutes: c.estimateMinutes,
      tags: c.tags,
      labelKeys: c.labelIds.filter((id) => labelKeys.has(id)),
      checklist: byPosition(c.checklist).map((item) => ({ text: item.text })),
    }));
  const portableKeys = new Set([...columnKeys, ...labelKeys].map((k) => k.toLowerCase()));
  const candidates = include.automations ? [...rules].sort((a, b) => a.position - b.position) : [];
  const automations = candidates
    .map(({ position: _position, ...rule }) => rule)
    .filter((rule) => ruleIsPortable(rule, portableKeys))
    .slice(0, SNAPSHOT_AUTOMATIONS_MAX);
  const snapshot: TemplateSnapshot = {
    icon: include.settings ? doc.board.icon : null,
    color: include.settings ? doc.board.color : null,
    description: doc.board.description,
    columns,
    labels,
    cards,
    automations,
  };
  return { snapshot, summary: summarize(snapshot, candidates.length - automations.length) };
}

export function summarize(snapshot: TemplateSnapshot, automationsOmitted = 0): SnapshotSummary {
  return {
    columns: snapshot.columns.length,
    labels: snapshot.labels.length,
    cards: snapshot.cards.length,
    checklistItems: snapshot.cards.reduce((n, c) => n + c.checklist.length, 0),
    automations: snapshot.automations.length,
    automationsOmitted,
  };
}

/** The snapshot as the portability writer's input: a new board with the template's content. */
export function snapshotToImportBoard(snapshot: TemplateSnapshot, title: string): ImportBoard {
  return {
    title,
    description: snapshot.description,
    ...(snapshot.icon ? { icon: snapshot.icon } : {}),
    ...(snapshot.color ? { color: snapshot.color } : {}),
    columns: snapshot.columns.map((c) => ({ key: c.key, name: c.name, archived: false })),
    labels: snapshot.labels.map((l) => ({ key: l.key, name: l.name, color: l.color })),
    members: [],
    cards: snapshot.cards.map((c) => ({
      key: c.key,
      columnKey: c.columnKey,
      title: c.title,
      description: c.description,
      priority: c.priority,
      startDate: null,
      dueDate: null,
      completedAt: null,
      valueBrl: null,
      assigneeKey: null,
      assigneeEmail: null,
      labelKeys: c.labelKeys,
      tags: c.tags,
      parentKey: c.parentKey,
      estimateMinutes: c.estimateMinutes,
      archived: false,
      createdAt: null,
      checklist: c.checklist.map((item) => ({ text: item.text, done: false })),
      attachmentLinks: 0,
      comments: [],
      history: [],
    })),
    skipped: [],
    warnings: [],
  };
}

/** A rule's parts with the template's keys replaced by the installed board's ids. */
export function remapRule(rule: SnapshotAutomation, ids: ReadonlyMap<string, string>): SnapshotAutomation {
  const lower = new Map([...ids].map(([k, v]) => [k.toLowerCase(), v]));
  const swap = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value).replace(UUID, (id) => lower.get(id.toLowerCase()) ?? id)) as T;
  return {
    ...rule,
    trigger: swap(rule.trigger),
    conditions: swap(rule.conditions),
    actions: swap(rule.actions),
    options: swap(rule.options),
  };
}

/** A built-in template (templates.ts) as a snapshot in one language: its columns only. */
export function officialSnapshot(id: TemplateId, locale: Locale): TemplateSnapshot {
  const template = boardTemplates.find((t) => t.id === id)!;
  return {
    icon: template.icon,
    color: null,
    description: template.description[locale],
    columns: template.columns.map((names, i) => ({
      key: `${id}-${i}`,
      name: names[locale],
      wipLimit: null,
      color: null,
    })),
    labels: [],
    cards: [],
    automations: [],
  };
}
