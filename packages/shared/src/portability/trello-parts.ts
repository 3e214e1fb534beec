import {
  cleanText,
  fit,
  isoOrNull,
  type ImportComment,
  type ImportHistoryItem,
  type ImportNote,
} from './import-board.ts';

/** Pieces of a Trello card that come from elsewhere in the export: actions, checklists, attachments. */

export type Raw = Record<string, unknown>;

const obj = (value: unknown): Raw | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

type Action = { type: string; date: string; data: Raw; creator: Raw | null; creatorId: string | null };

/** Actions that can be read, oldest first (Trello lists them newest first). */
function readableActions(actions: unknown[]): Action[] {
  const result: Action[] = [];
  for (const value of actions) {
    const a = obj(value);
    const date = isoOrNull(a?.date);
    const type = str(a?.type);
    const data = obj(a?.data);
    if (!a || !date || !type || !data) continue;
    result.push({ type, date, data, creator: obj(a.memberCreator), creatorId: str(a.idMemberCreator) });
  }
  return result.sort((x, y) => x.date.localeCompare(y.date));
}

const cardIdOf = (action: Action) => str(obj(action.data.card)?.id);

/** Comments are `commentCard` actions: text, author (kept by name: they may not be here) and date. */
export function commentsByCard(actions: unknown[]): Map<string, ImportComment[]> {
  const result = new Map<string, ImportComment[]>();
  for (const action of readableActions(actions)) {
    const card = cardIdOf(action);
    const text = cleanText(action.data.text);
    if (action.type !== 'commentCard' || !card || !text.trim()) continue;
    const authorName =
      cleanText(action.creator?.fullName).trim() || cleanText(action.creator?.username).trim() || 'Trello';
    const comment = { authorKey: action.creatorId, authorName, body: fit.comment(text), createdAt: action.date };
    result.set(card, [...(result.get(card) ?? []), comment]);
  }
  return result;
}

const CREATING = new Set(['createCard', 'copyCard', 'convertToCardFromCheckItem', 'moveCardToBoard', 'emailCard']);

/** A card's history from `updateCard` actions (list changes, archiving, due marked complete), and when it was made. */
export function historyByCard(actions: unknown[]): {
  history: Map<string, ImportHistoryItem[]>;
  created: Map<string, string>;
} {
  const history = new Map<string, ImportHistoryItem[]>();
  const created = new Map<string, string>();
  const push = (card: string, item: ImportHistoryItem) => history.set(card, [...(history.get(card) ?? []), item]);
  for (const action of readableActions(actions)) {
    const card = cardIdOf(action);
    if (!card) continue;
    if (CREATING.has(action.type)) {
      if (!created.has(card)) created.set(card, action.date);
      continue;
    }
    if (action.type !== 'updateCard') continue;
    const { data } = action;
    const old = obj(data.old) ?? {};
    const from = str(obj(data.listBefore)?.id);
    const to = str(obj(data.listAfter)?.id);
    if (from && to && from !== to) push(card, { kind: 'moved', at: action.date, fromColumnKey: from, toColumnKey: to });
    if (old.closed === false && obj(data.card)?.closed === true) push(card, { kind: 'archived', at: action.date });
    if (old.dueComplete === false && obj(data.card)?.dueComplete === true)
      push(card, { kind: 'completed', at: action.date });
  }
  return { history, created };
}

/**
 * Checklist items in order. Our cards have one checklist: with several, each item carries its
 * checklist's name. Item state is on the item (`state`), or in old exports on the card (`checkItemStates`).
 */
export function checklistsOf(card: Raw, boardChecklists: Raw[]): { text: string; done: boolean }[] {
  const lists = [
    ...boardChecklists,
    ...arr(card.checklists)
      .map(obj)
      .filter((c): c is Raw => c !== null),
  ];
  const seen = new Set<string>();
  const unique = lists.filter((c) => {
    const id = str(c.id);
    if (id && seen.has(id)) return false;
    if (id) seen.add(id);
    return true;
  });
  const states = new Map(
    arr(card.checkItemStates)
      .map(obj)
      .filter((s): s is Raw => s !== null)
      .map((s) => [str(s.idCheckItem) ?? '', s.state === 'complete']),
  );
  const pos = (value: Raw) => (typeof value.pos === 'number' ? value.pos : 0);
  const items: { text: string; done: boolean }[] = [];
  for (const list of unique.sort((a, b) => pos(a) - pos(b))) {
    const prefix = unique.length > 1 && cleanText(list.name).trim() ? `${cleanText(list.name).trim()}: ` : '';
    const entries = arr(list.checkItems)
      .map(obj)
      .filter((i): i is Raw => i !== null)
      .sort((a, b) => pos(a) - pos(b));
    for (const item of entries) {
      const done = item.state === 'complete' || states.get(str(item.id) ?? '') === true;
      items.push({ text: fit.checklist(`${prefix}${cleanText(item.name)}`), done });
    }
  }
  return items;
}

/**
 * Attachments become links in the description: links stay links, and files Trello hosts cannot be
 * fetched from here (they need the person's Trello session), so their name and address are kept.
 */
export function attachmentLinks(card: Raw, warnings: ImportNote[], title: string): { text: string; count: number } {
  const lines: string[] = [];
  for (const value of arr(card.attachments)) {
    const a = obj(value);
    const url = str(a?.url);
    if (!a || !url || !/^https?:\/\//i.test(url)) continue;
    const name = cleanText(a.name).trim().replace(/[[\]]/g, '') || url;
    lines.push(`- [${name}](${url.replace(/[()\s]/g, encodeURIComponent)})`);
    if (a.isUpload === true) warnings.push({ kind: 'card', name: title, reason: 'uploadedFileLinked' });
  }
  return { text: lines.length > 0 ? `**Anexos (Trello)**\n${lines.join('\n')}` : '', count: lines.length };
}
