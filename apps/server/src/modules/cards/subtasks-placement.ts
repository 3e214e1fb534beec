import { generateNKeysBetween } from 'fractional-indexing';
import type { AutomationMarker } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import { spreadKeyBetween } from '#src/lib/positions.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { updateCardRow, type CardRow } from './cards-repository.ts';
import { retryOnPositionConflict } from './cards-sql.ts';
import { lastPositionOfColumn } from './subtasks-repository.ts';

/**
 * Row writes that subtasks need (docs/decisions/040), each with its event in the caller's
 * transaction: a subtask shares its parent's column and that column's position keys, so
 * whenever subtasks change column (with their parent, promoted, restored) they take fresh keys
 * at the column's end — after every active card there, so no key can collide with one of their
 * own old keys while they are rewritten one by one.
 */

/** Who writes a subtask change: a person, or nobody (a system move) with an automation's marker. */
export type SubtaskActor = {
  actorId: string | null;
  workspaceId: string | null;
  marker?: AutomationMarker | undefined;
};

/** Spread keys past the first attempt, like every position writer (decision 016). */
const RETRY_SPREAD = 32;

function keysAfter(last: string | null, count: number, attempt: number): string[] {
  if (count === 0) return [];
  const first = spreadKeyBetween(last, null, attempt > 1 ? RETRY_SPREAD : 1);
  return count === 1 ? [first] : [first, ...generateNKeysBetween(first, null, count - 1)];
}

/**
 * Runs `write` with `count` keys after the end of `columnId` in a savepoint: when another writer
 * takes the same keys first, only the savepoint rolls back and spread keys are tried — the
 * caller's transaction (a request, an automation run, a GitHub delivery) goes on.
 */
export function atColumnEnd<T>(
  tx: Db,
  columnId: string,
  count: number,
  write: (sp: Db, keys: string[]) => Promise<T>,
): Promise<T> {
  return retryOnPositionConflict((attempt) =>
    tx.transaction(async (sp) => write(sp, keysAfter(await lastPositionOfColumn(sp, columnId), count, attempt))),
  );
}

const marked = (actor: SubtaskActor) => (actor.marker ? { automation: actor.marker } : {});

const eventBase = (row: CardRow, actor: SubtaskActor) => ({
  boardId: row.boardId,
  workspaceId: actor.workspaceId,
  actorId: actor.actorId,
  entityId: row.id,
});

/** Cards of one board to the end of `columnId`, in the given order: 'card.moved' for each. */
export async function moveToColumnEnd(
  tx: Db,
  rows: readonly CardRow[],
  columnId: string,
  actor: SubtaskActor,
): Promise<CardRow[]> {
  if (rows.length === 0) return [];
  return atColumnEnd(tx, columnId, rows.length, async (sp, keys) => {
    const moved: CardRow[] = [];
    for (const [index, row] of rows.entries()) {
      const position = keys[index]!;
      const next = await updateCardRow(sp, row.boardId, row.id, { columnId, position });
      if (!next) continue;
      const data = { version: next.version, fromColumnId: row.columnId, toColumnId: columnId, position };
      await appendEvent(sp, {
        ...eventBase(row, actor),
        kind: 'card.moved',
        data: { ...data, fromBoardId: row.boardId, toBoardId: row.boardId, ...marked(actor) },
      });
      moved.push(next);
    }
    return moved;
  });
}

/** Archived cards back at the end of `columnId` (their parent's): 'card.restored' for each. */
export async function restoreAtColumnEnd(
  tx: Db,
  rows: readonly CardRow[],
  columnId: string,
  actor: SubtaskActor,
): Promise<void> {
  if (rows.length === 0) return;
  await atColumnEnd(tx, columnId, rows.length, async (sp, keys) => {
    for (const [index, row] of rows.entries()) {
      const patch = { archived: false, archivedAt: null, columnId, position: keys[index]! };
      const next = await updateCardRow(sp, row.boardId, row.id, patch);
      if (!next) continue;
      await appendEvent(sp, {
        ...eventBase(row, actor),
        kind: 'card.restored',
        data: { version: next.version, columnId, changes: { archived: { old: true, new: false } }, ...marked(actor) },
      });
    }
  });
}

/** Archives cards at `archivedAt` (their parent's instant, so they can come back with it). */
export async function archiveRows(tx: Db, rows: readonly CardRow[], archivedAt: Date, actor: SubtaskActor) {
  for (const row of rows) {
    const next = await updateCardRow(tx, row.boardId, row.id, { archived: true, archivedAt });
    if (!next) continue;
    await appendEvent(tx, {
      ...eventBase(row, actor),
      kind: 'card.archived',
      data: {
        version: next.version,
        columnId: next.columnId,
        changes: { archived: { old: false, new: true } },
        ...marked(actor),
      },
    });
  }
}

/** The card's parent set (demoted) or cleared (promoted): 'card.updated' with `changes.parentId`. */
export async function setParent(tx: Db, row: CardRow, parentId: string | null, actor: SubtaskActor): Promise<CardRow> {
  const next = await updateCardRow(tx, row.boardId, row.id, { parentCardId: parentId });
  if (!next) return row;
  await appendEvent(tx, {
    ...eventBase(row, actor),
    kind: 'card.updated',
    data: { version: next.version, changes: { parentId: { old: row.parentCardId, new: parentId } }, ...marked(actor) },
  });
  return next;
}
