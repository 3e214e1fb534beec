import {
  BOARD_EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type BoardExport,
  type ExportCard,
} from '@rbax/shared/portability/board-export';
import type { Priority } from '@rbax/shared/cards';
import type { Db } from '#src/db/client.ts';
import { FILES_PREFIX } from '#src/modules/uploads/uploads-service.ts';
import { boardRows, peopleByIds, type BoardRows } from './board-export-repository.ts';

/**
 * A board as the JSON export format (packages/shared/src/portability/board-export.ts). Callers
 * authorize. The `imported` marker on events (decision 044) is a transport detail of this server
 * and stays out of the file, so a restored board's export equals the original's.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

function cardsOf(rows: BoardRows): ExportCard[] {
  const labels = groupBy(rows.cardLabels, (r) => r.cardId);
  const checklist = groupBy(rows.checklist, (r) => r.cardId);
  const comments = groupBy(rows.comments, (r) => r.cardId);
  const attachments = groupBy(rows.attachments, (r) => r.cardId);
  const time = groupBy(rows.timeEntries, (r) => r.cardId);
  return rows.cards.map((c) => ({
    id: c.id,
    columnId: c.columnId,
    parentId: c.parentCardId,
    title: c.title,
    description: c.description,
    priority: c.priority as Priority | null,
    startDate: iso(c.startDate),
    dueDate: iso(c.dueDate),
    valueBrl: c.valueBrl,
    assigneeId: c.assigneeId,
    tags: c.tags,
    labelIds: (labels.get(c.id) ?? []).map((l) => l.labelId).sort(),
    coverUrl: c.coverUrl,
    estimateMinutes: c.estimateMinutes,
    position: c.position,
    archived: c.archived,
    archivedAt: iso(c.archivedAt),
    completedAt: iso(c.completedAt),
    version: c.version,
    createdBy: c.createdBy,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    checklist: (checklist.get(c.id) ?? []).map((i) => ({
      id: i.id,
      text: i.text,
      done: i.done,
      position: i.position,
      createdAt: i.createdAt.toISOString(),
    })),
    comments: (comments.get(c.id) ?? []).map((m) => ({
      id: m.id,
      authorId: m.authorId,
      body: m.body,
      edited: m.edited,
      automationRuleName: m.automationRuleName,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    })),
    attachments: (attachments.get(c.id) ?? []).map((a) => ({
      id: a.id,
      name: a.name,
      size: a.size,
      mime: a.mime,
      url: `${FILES_PREFIX}${a.storageKey}`,
      uploadedBy: a.uploadedBy,
      createdAt: a.createdAt.toISOString(),
    })),
    timeEntries: (time.get(c.id) ?? []).map((t) => ({
      id: t.id,
      userId: t.userId,
      source: t.source,
      startedAt: t.startedAt.toISOString(),
      endedAt: t.endedAt.toISOString(),
      durationSeconds: t.durationSeconds,
      note: t.note,
      billable: t.billable,
      workDate: t.workDate,
    })),
  }));
}

function withoutMarker(data: unknown): Record<string, unknown> {
  const { imported: _imported, ...rest } = (data ?? {}) as Record<string, unknown>;
  return rest;
}

/** Everyone the board's rows name, with their e-mail so another instance can find them again. */
function referencedIds(rows: BoardRows): string[] {
  const ids: (string | null)[] = [rows.board.ownerId];
  for (const c of rows.cards) ids.push(c.assigneeId, c.createdBy);
  for (const m of rows.comments) ids.push(m.authorId);
  for (const a of rows.attachments) ids.push(a.uploadedBy);
  for (const t of rows.timeEntries) ids.push(t.userId);
  for (const e of rows.events) ids.push(e.actorId);
  return ids.filter((id): id is string => id !== null);
}

export function toBoardExport(
  rows: BoardRows,
  people: { id: string; name: string; email: string }[],
  exportedAt = new Date(),
): BoardExport {
  const chosen = new Set(rows.chosen.map((c) => c.labelId));
  const b = rows.board;
  return {
    format: BOARD_EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedAt: exportedAt.toISOString(),
    board: {
      id: b.id,
      title: b.title,
      description: b.description,
      icon: b.icon,
      color: b.color,
      coverUrl: b.coverUrl,
      archived: b.archived,
      template: b.template,
      ownerId: b.ownerId,
      workspaceId: b.workspaceId,
      version: b.version,
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
    },
    people: people.map((p) => ({ id: p.id, name: p.name, email: p.email })),
    columns: rows.columns.map((c) => ({
      id: c.id,
      name: c.name,
      position: c.position,
      wipLimit: c.wipLimit,
      color: c.color,
      archived: c.archived,
      archivedAt: iso(c.archivedAt),
      createdAt: c.createdAt.toISOString(),
    })),
    labels: rows.labels.map((l) => ({ id: l.id, name: l.name, color: l.color, onBoard: chosen.has(l.id) })),
    cards: cardsOf(rows),
    dependencies: rows.dependencies,
    events: rows.events.map((e) => ({
      seq: e.seq,
      kind: e.kind,
      entityId: e.entityId,
      actorId: e.actorId,
      data: withoutMarker(e.data),
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** The board's export, or null for a board that does not exist. */
export async function exportBoard(db: Db, boardId: string): Promise<BoardExport | null> {
  const rows = await boardRows(db, boardId);
  if (!rows) return null;
  return toBoardExport(rows, await peopleByIds(db, referencedIds(rows)));
}
