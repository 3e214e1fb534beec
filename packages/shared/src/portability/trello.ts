import {
  cleanText,
  fit,
  isoOrNull,
  type ImportBoard,
  type ImportCard,
  type ImportComment,
  type ImportHistoryItem,
  type ImportLabel,
  type ImportMember,
  type ImportNote,
} from './import-board.ts';
import { trelloColorKey } from './trello-colors.ts';
import { attachmentLinks, checklistsOf, commentsByCard, historyByCard, type Raw } from './trello-parts.ts';

/**
 * A Trello board export (JSON, "Print and export → Export as JSON") turned into an ImportBoard.
 * Real exports vary: older ones keep label names in `labelNames` and labels on cards without
 * ids, checklist states on the card (`checkItemStates`); newer ones add `start`, `dueComplete`,
 * `_dark` colours and custom fields. Every field is optional here, a card that cannot be read is
 * reported and skipped, and nothing one card holds can fail the board (issue 23).
 */

export const obj = (value: unknown): Raw | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : null;
export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const byPos = (a: { pos: number }, b: { pos: number }) => a.pos - b.pos;

/** Whether a parsed JSON document looks like a Trello board export at all. */
export function isTrelloBoard(raw: unknown): boolean {
  const board = obj(raw);
  return board !== null && Array.isArray(board.lists) && Array.isArray(board.cards);
}

/** A Trello id starts with its creation time in seconds (hex): the card's date when no action says it. */
export function trelloIdDate(id: string): string | null {
  if (!/^[0-9a-f]{24}$/i.test(id)) return null;
  return isoOrNull(Number.parseInt(id.slice(0, 8), 16) * 1000);
}

function membersOf(board: Raw): ImportMember[] {
  const members = new Map<string, ImportMember>();
  const add = (value: unknown) => {
    const m = obj(value);
    const id = str(m?.id);
    if (!m || !id || members.has(id)) return;
    const name = cleanText(m.fullName).trim() || cleanText(m.username).trim() || id;
    members.set(id, { key: id, name, username: str(m.username), email: str(m.email)?.toLowerCase() ?? null });
  };
  arr(board.members).forEach(add);
  // People who acted on the board but left it since still wrote its comments.
  for (const action of arr(board.actions)) add(obj(action)?.memberCreator);
  return [...members.values()];
}

function labelsOf(board: Raw): ImportLabel[] {
  const labels = new Map<string, ImportLabel>();
  for (const value of arr(board.labels)) {
    const l = obj(value);
    const id = str(l?.id);
    if (l && id) labels.set(id, { key: id, name: fit.label(cleanText(l.name)), color: trelloColorKey(l.color) });
  }
  // Old exports: names per colour, and cards' labels as colours without ids.
  const names = obj(board.labelNames) ?? {};
  const byColor = (color: string, name: string) => {
    const key = `color:${color}`;
    if (!labels.has(key)) labels.set(key, { key, name: fit.label(name), color });
  };
  if (labels.size === 0) {
    for (const [color, name] of Object.entries(names))
      if (cleanText(name).trim()) byColor(trelloColorKey(color), cleanText(name));
  }
  for (const card of arr(board.cards)) {
    for (const value of arr(obj(card)?.labels)) {
      const l = obj(value);
      if (l && !str(l.id)) byColor(trelloColorKey(l.color), cleanText(l.name) || cleanText(names[str(l.color) ?? '']));
    }
  }
  return [...labels.values()];
}

function cardLabelKeys(card: Raw, known: Set<string>): string[] {
  const keys = arr(card.idLabels).filter((id): id is string => typeof id === 'string' && known.has(id));
  for (const value of arr(card.labels)) {
    const l = obj(value);
    const key = str(l?.id) ?? (l ? `color:${trelloColorKey(l.color)}` : null);
    if (key && known.has(key) && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

type CardContext = {
  lists: Set<string>;
  labels: Set<string>;
  comments: Map<string, ImportComment[]>;
  history: Map<string, ImportHistoryItem[]>;
  created: Map<string, string>;
  checklists: Map<string, Raw[]>;
  warnings: ImportNote[];
};

function cardOf(raw: Raw, ctx: CardContext): ImportCard {
  const id = str(raw.id);
  const listId = str(raw.idList);
  if (!id) throw new Error('invalidCard');
  if (!listId || !ctx.lists.has(listId)) throw new Error('listNotFound');
  const name = cleanText(raw.name);
  const title = fit.cardTitle(name);
  const history = ctx.history.get(id) ?? [];
  const links = attachmentLinks(raw, ctx.warnings, title);
  let description = [name.trim() !== title ? name.trim() : '', cleanText(raw.desc), links.text]
    .filter(Boolean)
    .join('\n\n');
  if (description.length > fit.description(description).length)
    ctx.warnings.push({ kind: 'card', name: title, reason: 'descriptionTruncated' });
  description = fit.description(description);
  if (arr(raw.customFieldItems).length > 0)
    ctx.warnings.push({ kind: 'card', name: title, reason: 'customFieldsIgnored' });
  const members = arr(raw.idMembers).filter((m): m is string => typeof m === 'string');
  if (members.length > 1) ctx.warnings.push({ kind: 'card', name: title, reason: 'extraMembers' });
  const dueComplete = raw.dueComplete === true;
  const completed = [...history].reverse().find((h) => h.kind === 'completed');
  return {
    key: id,
    columnKey: listId,
    title,
    description: description || null,
    priority: null,
    startDate: isoOrNull(raw.start),
    dueDate: isoOrNull(raw.due),
    completedAt: dueComplete ? (completed?.at ?? isoOrNull(raw.dateLastActivity) ?? trelloIdDate(id)) : null,
    valueBrl: null,
    assigneeKey: members[0] ?? null,
    assigneeEmail: null,
    labelKeys: cardLabelKeys(raw, ctx.labels),
    tags: [],
    parentKey: null,
    estimateMinutes: null,
    archived: raw.closed === true,
    createdAt: ctx.created.get(id) ?? trelloIdDate(id),
    checklist: checklistsOf(raw, ctx.checklists.get(id) ?? []),
    attachmentLinks: links.count,
    comments: ctx.comments.get(id) ?? [],
    history: history.filter((h) => h.kind !== 'completed' || dueComplete),
  };
}

/** The whole board: lists in Trello's order (closed ones marked archived), cards by list and position. */
export function parseTrelloBoard(raw: unknown): ImportBoard {
  const board = obj(raw) ?? {};
  const lists = arr(board.lists)
    .map(obj)
    .filter((l): l is Raw => l !== null && typeof l.id === 'string')
    .map((l) => ({
      key: l.id as string,
      name: fit.column(cleanText(l.name)),
      archived: l.closed === true,
      pos: num(l.pos),
    }))
    .sort(byPos);
  const labels = labelsOf(board);
  const warnings: ImportNote[] = [];
  const skipped: ImportNote[] = [];
  const ctx: CardContext = {
    lists: new Set(lists.map((l) => l.key)),
    labels: new Set(labels.map((l) => l.key)),
    comments: commentsByCard(arr(board.actions)),
    ...historyByCard(arr(board.actions)),
    checklists: checklistsByCard(arr(board.checklists)),
    warnings,
  };
  const listOrder = new Map(lists.map((l, i) => [l.key, i]));
  const cards: (ImportCard & { pos: number })[] = [];
  for (const value of arr(board.cards)) {
    const card = obj(value);
    try {
      if (!card) throw new Error('invalidCard');
      cards.push({ ...cardOf(card, ctx), pos: num(card.pos) });
    } catch (error) {
      const reason = error instanceof Error && /^[a-zA-Z]+$/.test(error.message) ? error.message : 'invalidCard';
      skipped.push({ kind: 'card', name: fit.cardTitle(cleanText(card?.name)), reason });
    }
  }
  cards.sort((a, b) => listOrder.get(a.columnKey)! - listOrder.get(b.columnKey)! || a.pos - b.pos);
  return {
    title: fit.boardTitle(cleanText(board.name) || 'Trello'),
    description: cleanText(board.desc).trim().slice(0, 500) || null,
    columns: lists.map(({ key, name, archived }) => ({ key, name, archived })),
    labels,
    members: membersOf(board),
    cards: cards.map(({ pos: _pos, ...card }) => card),
    skipped,
    warnings,
  };
}

function checklistsByCard(checklists: unknown[]): Map<string, Raw[]> {
  const result = new Map<string, Raw[]>();
  for (const value of checklists) {
    const c = obj(value);
    const card = str(c?.idCard);
    if (!c || !card) continue;
    result.set(card, [...(result.get(card) ?? []), c]);
  }
  return result;
}
