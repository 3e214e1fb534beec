import { generateNKeysBetween } from 'fractional-indexing';
import { boardIcons, DEFAULT_BOARD_ICON, labelColors } from '@rbax/shared/boards';
import { uuidv7 } from '@rbax/shared/ids';
import type { ImportReport } from '@rbax/shared/portability/api';
import type { ImportBoard } from '@rbax/shared/portability/import-board';
import type { Db } from '#src/db/client.ts';
import {
  deleteBoardRows,
  insertBoard,
  insertCardLabels,
  insertCards,
  insertChecklistItems,
  insertColumns,
  insertLabels,
} from '#src/modules/boards/boards-repository.ts';
import { colorForId } from '#src/modules/boards/boards-service.ts';
import {
  appendBoardEvents,
  appendEvent,
  initEventCounter,
  type DatedBoardEvent,
} from '#src/modules/event-log/event-log-writer.ts';
import {
  cardEvents,
  cardLabelRows,
  cardRow,
  checklistRows,
  commentRows,
  labelColorOf,
  paletteName,
  placeCards,
  type ImportPeople,
  type PlacedCard,
} from './import-rows.ts';
import { boardShape, deleteCards, insertComments } from './portability-repository.ts';

/**
 * Writes an ImportBoard (issue 23, docs/decisions/044): a new board, or more cards on an existing
 * one (CSV). Cards go in chunks of CARD_CHUNK, each chunk one transaction, so a big import never
 * holds the embedded database's one session for long and its progress can be seen; the history
 * follows in date order through the event log's writer, each event marked `imported` so
 * notifications and automations pass over it while realtime, analytics and webhooks see it. If
 * any step fails, what was written is removed again (a new board is deleted whole).
 */

const CARD_CHUNK = 500;
const EVENT_CHUNK = 2_000;

export type ImportTarget =
  | { kind: 'new'; workspaceId: string; title: string; source: 'trello' | 'csv' | 'json' | 'marketplace' }
  | { kind: 'existing'; boardId: string; workspaceId: string };

export type ImportWrite = {
  board: ImportBoard;
  target: ImportTarget;
  actorId: string;
  people: ImportPeople;
  /** Shown beside the names of comment authors who are nobody here ('Trello'). */
  origin: string;
  onProgress?: (percent: number) => Promise<void>;
};

type Setup = {
  boardId: string;
  columnIds: Map<string, string>;
  labelIds: Map<string, string>;
  lastKeys: Map<string, string | null>;
};

export async function writeImport(
  db: Db,
  job: ImportWrite,
): Promise<{ boardId: string; imported: ImportReport['imported'] }> {
  const setup = await db.transaction((tx) => setUp(tx, job));
  const written: string[] = [];
  try {
    await job.onProgress?.(10);
    const placed = placeCards(job.board, setup.columnIds, setup.lastKeys, job.people);
    const events: DatedBoardEvent[] = [];
    for (let i = 0; i < placed.length; i += CARD_CHUNK) {
      const chunk = placed.slice(i, i + CARD_CHUNK);
      await db.transaction((tx) => writeCards(tx, chunk, setup, job, events));
      written.push(...chunk.map((c) => c.id));
      await job.onProgress?.(
        10 + Math.round((80 * Math.min(placed.length, i + CARD_CHUNK)) / Math.max(1, placed.length)),
      );
    }
    events.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
    for (let i = 0; i < events.length; i += EVENT_CHUNK) {
      await db.transaction((tx) =>
        appendBoardEvents(tx, setup.boardId, job.target.workspaceId, events.slice(i, i + EVENT_CHUNK)),
      );
    }
    await job.onProgress?.(100);
    return { boardId: setup.boardId, imported: countsOf(job.board, placed, setup) };
  } catch (error) {
    await undo(db, job.target, setup.boardId, written).catch(() => {});
    throw error;
  }
}

async function undo(db: Db, target: ImportTarget, boardId: string, cardIds: string[]) {
  if (target.kind === 'new') return deleteBoardRows(db, [boardId]);
  await deleteCards(db, cardIds);
}

function countsOf(board: ImportBoard, placed: PlacedCard[], setup: Setup): ImportReport['imported'] {
  return {
    columns: setup.columnIds.size,
    cards: placed.length,
    archivedCards: placed.filter((c) => c.source.archived).length,
    labels: setup.labelIds.size,
    checklistItems: placed.reduce((n, c) => n + c.source.checklist.length, 0),
    comments: placed.reduce((n, c) => n + c.source.comments.length, 0),
    attachmentLinks: board.cards.reduce((n, c) => n + c.attachmentLinks, 0),
  };
}

/** The board (new) or its current shape (existing), the columns and labels the import adds, their events. */
async function setUp(tx: Db, job: ImportWrite): Promise<Setup> {
  const { board, target } = job;
  const boardId = target.kind === 'new' ? uuidv7() : target.boardId;
  const shape =
    target.kind === 'new'
      ? { columns: [], labels: [], lastKeys: new Map<string, string | null>() }
      : await boardShape(tx, boardId);
  if (target.kind === 'new') {
    await insertBoard(tx, {
      id: boardId,
      workspaceId: target.workspaceId,
      ownerId: job.actorId,
      title: target.title,
      description: board.description ? board.description.slice(0, 500) : null,
      icon: board.icon && (boardIcons as readonly string[]).includes(board.icon) ? board.icon : DEFAULT_BOARD_ICON,
      color: board.color && labelColors.includes(board.color) ? board.color : colorForId(boardId),
    });
    await initEventCounter(tx, boardId);
  }
  const columnIds = new Map<string, string>();
  const existingColumns = new Map(shape.columns.filter((c) => !c.archived).map((c) => [c.name.toLowerCase(), c.id]));
  const newColumns = board.columns.filter((c) => {
    const found = target.kind === 'existing' ? existingColumns.get(c.name.toLowerCase()) : undefined;
    if (found) columnIds.set(c.key, found);
    return !found;
  });
  const keys = generateNKeysBetween(shape.columns.at(-1)?.position ?? null, null, newColumns.length);
  const columnRows = newColumns.map((c, i) => ({
    id: uuidv7(),
    boardId,
    name: c.name,
    position: keys[i]!,
    archived: c.archived,
    archivedAt: c.archived ? new Date() : null,
  }));
  newColumns.forEach((c, i) => columnIds.set(c.key, columnRows[i]!.id));
  await insertColumns(tx, columnRows);
  const labelIds = new Map<string, string>();
  const existingLabels = new Map(shape.labels.map((l) => [l.name.toLowerCase(), l.id]));
  const labelRows = [];
  for (const label of board.labels) {
    const color = labelColorOf(label.color, job.people.colors);
    const name = label.name || paletteName(color);
    const found = existingLabels.get(name.toLowerCase());
    if (found) labelIds.set(label.key, found);
    else {
      const row = { id: uuidv7(), boardId, name, color };
      existingLabels.set(name.toLowerCase(), row.id);
      labelIds.set(label.key, row.id);
      labelRows.push(row);
    }
  }
  await insertLabels(tx, labelRows);
  await setUpEvents(tx, job, boardId, columnRows, labelRows);
  return { boardId, columnIds, labelIds, lastKeys: new Map(shape.lastKeys) };
}

async function setUpEvents(
  tx: Db,
  job: ImportWrite,
  boardId: string,
  columns: { id: string; name: string; position: string }[],
  labels: { id: string; name: string; color: string }[],
) {
  const { target } = job;
  const base = { boardId, workspaceId: target.workspaceId, actorId: job.actorId };
  if (target.kind === 'new') {
    const data = {
      title: target.title,
      template: null,
      duplicatedFrom: null,
      columns: columns.length,
      cards: job.board.cards.length,
      importedFrom: target.source,
    };
    await appendEvent(tx, { ...base, kind: 'board.created', entityId: boardId, data });
    return;
  }
  for (const c of columns)
    await appendEvent(tx, {
      ...base,
      kind: 'column.created',
      entityId: c.id,
      data: { name: c.name, position: c.position },
    });
  for (const l of labels)
    await appendEvent(tx, { ...base, kind: 'label.created', entityId: l.id, data: { name: l.name, color: l.color } });
}

async function writeCards(tx: Db, chunk: PlacedCard[], setup: Setup, job: ImportWrite, events: DatedBoardEvent[]) {
  const now = new Date().toISOString();
  const { boardId } = setup;
  await insertCards(
    tx,
    chunk.map((c) => cardRow(c, boardId, job.actorId, now)),
  );
  await insertCardLabels(tx, cardLabelRows(chunk, setup.labelIds, boardId));
  await insertChecklistItems(tx, checklistRows(chunk, boardId));
  const comments = [];
  for (const card of chunk) {
    const rows = commentRows(card, boardId, job.people.members, job.origin);
    comments.push(...rows);
    const commentIds = rows.map((r) => r.id);
    const commentAuthors = rows.map((r) => r.authorId);
    events.push(
      ...cardEvents(card, {
        boardId,
        actorId: job.actorId,
        columnIds: setup.columnIds,
        now,
        commentIds,
        commentAuthors,
      }),
    );
  }
  await insertComments(tx, comments);
}
