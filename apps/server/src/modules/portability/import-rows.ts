import { generateNKeysBetween } from 'fractional-indexing';
import { labelPalette } from '@rbax/shared/boards';
import { COMMENT_MAX } from '@rbax/shared/cards';
import { uuidv7 } from '@rbax/shared/ids';
import type { ImportBoard, ImportCard } from '@rbax/shared/portability/import-board';
import { fitText } from '@rbax/shared/portability/import-board';
import { proposedColor } from '@rbax/shared/portability/trello-colors';
import type { DatedBoardEvent } from '#src/modules/event-log/event-log-writer.ts';

/**
 * The rows and the dated history of an import, built from an ImportBoard before anything is
 * written (issue 23). Pure but for the ids it draws, so the writer only inserts.
 */

export type ImportPeople = {
  /** Source member key → a person of the workspace (or unassigned). */
  members: ReadonlyMap<string, string | null>;
  /** E-mail (lower case) → a person of the workspace (CSV assignees). */
  emails: ReadonlyMap<string, string>;
  /** Source colour → palette colour. */
  colors: Readonly<Record<string, string>>;
};

export type PlacedCard = {
  id: string;
  source: ImportCard;
  columnId: string;
  position: string;
  parentId: string | null;
  assigneeId: string | null;
};

const paletteHex = new Set<string>(labelPalette.map((c) => c.hex));
export const labelColorOf = (color: string, colors: ImportPeople['colors']) =>
  colors[color] ?? (paletteHex.has(color) ? color : proposedColor(color));
export const paletteName = (hex: string) => labelPalette.find((c) => c.hex === hex)?.name ?? 'Cinza';

/** Positions after each column's last card, in the board's order; subtasks follow their parent's column. */
export function placeCards(
  board: ImportBoard,
  columnIds: ReadonlyMap<string, string>,
  lastKeys: ReadonlyMap<string, string | null>,
  people: ImportPeople,
): PlacedCard[] {
  const ids = new Map(board.cards.map((c) => [c.key, uuidv7()]));
  const parents = new Map(board.cards.map((c) => [c.key, c]));
  const byColumn = new Map<string, ImportCard[]>();
  for (const card of board.cards) {
    const parent = card.parentKey ? parents.get(card.parentKey) : undefined;
    const columnId = columnIds.get(parent?.columnKey ?? card.columnKey);
    if (!columnId) continue;
    byColumn.set(columnId, [...(byColumn.get(columnId) ?? []), card]);
  }
  const placed: PlacedCard[] = [];
  for (const [columnId, list] of byColumn) {
    const keys = generateNKeysBetween(lastKeys.get(columnId) ?? null, null, list.length);
    list.forEach((card, i) => {
      const parentOk = card.parentKey !== null && ids.has(card.parentKey) && !parents.get(card.parentKey)?.parentKey;
      placed.push({
        id: ids.get(card.key)!,
        source: card,
        columnId,
        position: keys[i]!,
        parentId: parentOk ? ids.get(card.parentKey!)! : null,
        assigneeId: assigneeOf(card, people),
      });
    });
  }
  // Parents before their subtasks, so a subtask never points at a row of a later insert.
  return [...placed.filter((c) => !c.parentId), ...placed.filter((c) => c.parentId)];
}

function assigneeOf(card: ImportCard, people: ImportPeople): string | null {
  if (card.assigneeKey) return people.members.get(card.assigneeKey) ?? null;
  if (card.assigneeEmail) return people.emails.get(card.assigneeEmail) ?? null;
  return null;
}

/** A comment whose author is nobody here keeps the author's name as its first line. */
export function commentBody(comment: ImportCard['comments'][number], mapped: boolean, origin: string): string {
  if (mapped) return comment.body;
  const by = comment.authorName ? `**${comment.authorName}**${origin ? ` (${origin})` : ''}` : `_${origin}_`;
  return fitText(`${by}\n\n${comment.body}`, COMMENT_MAX);
}

export const archivedAtOf = (card: ImportCard, now: string) =>
  [...card.history].reverse().find((h) => h.kind === 'archived')?.at ?? now;

/** The card's dated history as events: created, moves, completion, archiving, comments. */
export function cardEvents(
  card: PlacedCard,
  ctx: {
    boardId: string;
    actorId: string;
    columnIds: ReadonlyMap<string, string>;
    now: string;
    commentIds: string[];
    commentAuthors: (string | null)[];
  },
): DatedBoardEvent[] {
  const { source } = card;
  const createdAt = source.createdAt ?? ctx.now;
  const firstMove = source.history.find((h) => h.kind === 'moved');
  const startColumn = (firstMove?.kind === 'moved' && ctx.columnIds.get(firstMove.fromColumnKey)) || card.columnId;
  const base = { entityId: card.id, actorId: ctx.actorId };
  const events: DatedBoardEvent[] = [
    {
      ...base,
      kind: 'card.created',
      createdAt,
      data: {
        version: 1,
        columnId: startColumn,
        title: source.title,
        assigneeId: card.assigneeId,
        position: card.position,
        ...(card.parentId ? { parentId: card.parentId } : {}),
        imported: true,
      },
    },
  ];
  for (const item of source.history) {
    if (item.kind !== 'moved') continue;
    const from = ctx.columnIds.get(item.fromColumnKey);
    const to = ctx.columnIds.get(item.toColumnKey);
    if (!from || !to) continue;
    events.push({
      ...base,
      kind: 'card.moved',
      createdAt: item.at,
      data: {
        version: 1,
        fromColumnId: from,
        toColumnId: to,
        fromBoardId: ctx.boardId,
        toBoardId: ctx.boardId,
        position: card.position,
        imported: true,
      },
    });
  }
  if (source.completedAt) {
    const changes = { completedAt: { old: null, new: source.completedAt } };
    events.push({
      ...base,
      kind: 'card.completed',
      createdAt: source.completedAt,
      data: { version: 1, columnId: card.columnId, changes, imported: true },
    });
  }
  if (source.archived) {
    const at = archivedAtOf(source, ctx.now);
    const changes = { archived: { old: false, new: true } };
    events.push({
      ...base,
      kind: 'card.archived',
      createdAt: at,
      data: { version: 1, columnId: card.columnId, changes, imported: true },
    });
  }
  source.comments.forEach((comment, i) => {
    events.push({
      entityId: card.id,
      actorId: ctx.commentAuthors[i] ?? null,
      kind: 'comment.added',
      createdAt: comment.createdAt,
      data: { commentId: ctx.commentIds[i]!, mentions: [], imported: true },
    });
  });
  return events;
}

/** A placed card as its row of `cards`: the source's fields, dates as instants, the importer as creator. */
export function cardRow(c: PlacedCard, boardId: string, actorId: string, now: string) {
  return {
    id: c.id,
    boardId,
    columnId: c.columnId,
    title: c.source.title,
    description: c.source.description,
    priority: c.source.priority,
    dueDate: c.source.dueDate ? new Date(c.source.dueDate) : null,
    startDate: c.source.startDate ? new Date(c.source.startDate) : null,
    valueBrl: c.source.valueBrl,
    assigneeId: c.assigneeId,
    tags: c.source.tags,
    position: c.position,
    archived: c.source.archived,
    archivedAt: c.source.archived ? new Date(archivedAtOf(c.source, now)) : null,
    completedAt: c.source.completedAt ? new Date(c.source.completedAt) : null,
    parentCardId: c.parentId,
    estimateMinutes: c.source.estimateMinutes,
    createdBy: actorId,
    createdAt: new Date(c.source.createdAt ?? now),
  };
}

export function cardLabelRows(chunk: PlacedCard[], labelIds: ReadonlyMap<string, string>, boardId: string) {
  return chunk.flatMap((c) => {
    const ids = new Set(c.source.labelKeys.map((k) => labelIds.get(k)).filter((id): id is string => !!id));
    return [...ids].map((labelId) => ({ cardId: c.id, labelId, boardId }));
  });
}

/** Checklist items in the source's order (fresh keys per card). */
export function checklistRows(chunk: PlacedCard[], boardId: string) {
  return chunk.flatMap((c) => {
    const keys = generateNKeysBetween(null, null, c.source.checklist.length);
    return c.source.checklist.map((item, i) => ({
      id: uuidv7(),
      boardId,
      cardId: c.id,
      text: item.text,
      done: item.done,
      position: keys[i]!,
    }));
  });
}

/** A card's comments with their original dates; the author when mapped, else their name in the body. */
export function commentRows(card: PlacedCard, boardId: string, members: ImportPeople['members'], origin: string) {
  return card.source.comments.map((comment) => {
    const authorId = comment.authorKey ? (members.get(comment.authorKey) ?? null) : null;
    const at = new Date(comment.createdAt);
    return {
      id: uuidv7(),
      boardId,
      cardId: card.id,
      authorId,
      body: commentBody(comment, authorId !== null, origin),
      createdAt: at,
      updatedAt: at,
    };
  });
}
