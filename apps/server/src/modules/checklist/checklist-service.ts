import type { ChecklistItem } from '@rbax/shared/cards';
import type { Db } from '#src/db/client.ts';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import type { EventData, EventKind } from '@rbax/shared/event-log';
import { appendEvent, type NewEvent } from '#src/modules/event-log/event-log-writer.ts';
import { notFound } from '#src/lib/errors.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { invalidNeighbour, keyBetween } from '#src/lib/positions.ts';
import { lockPositions } from '#src/modules/cards/cards-repository.ts';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import {
  deleteItemRow,
  findItem,
  insertItem,
  itemPosition,
  itemsOfCard,
  neighbourItemPosition,
  updateItemRow,
  type ChecklistRow,
} from './checklist-repository.ts';

type D = Pick<Deps, 'db'>;
type Place = { afterId?: string | null | undefined; beforeId?: string | null | undefined };

const toItem = (row: ChecklistRow): ChecklistItem => ({
  id: row.id,
  cardId: row.cardId,
  text: row.text,
  done: row.done,
  position: row.position,
});

async function itemPositionFor(tx: Db, cardId: string, place: Place, movingId: string | null): Promise<string> {
  if (movingId && (place.afterId === movingId || place.beforeId === movingId)) throw invalidNeighbour('afterId');
  if (place.afterId) {
    const lower = await itemPosition(tx, cardId, place.afterId);
    if (lower === undefined) throw invalidNeighbour('afterId');
    return keyBetween(lower, await neighbourItemPosition(tx, cardId, lower, 'next', movingId));
  }
  if (place.beforeId) {
    const upper = await itemPosition(tx, cardId, place.beforeId);
    if (upper === undefined) throw invalidNeighbour('beforeId');
    return keyBetween(await neighbourItemPosition(tx, cardId, upper, 'prev', movingId), upper);
  }
  return keyBetween(await neighbourItemPosition(tx, cardId, null, 'prev', movingId), null);
}

export async function listItems(deps: D, user: SessionUser, cardId: string): Promise<ChecklistItem[]> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  return (await itemsOfCard(deps.db, card.boardId, card.id)).map(toItem);
}

export async function addItem(deps: D, user: SessionUser, cardId: string, text: string): Promise<ChecklistItem> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  const row = await deps.db.transaction(async (tx) => {
    await lockPositions(tx, `checklist:${card.id}`);
    const position = await itemPositionFor(tx, card.id, {}, null);
    const inserted = await insertItem(tx, { id: uuidv7(), boardId: card.boardId, cardId: card.id, text, position });
    await appendEvent(tx, {
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'checklist.item_added',
      entityId: card.id,
      data: { itemId: inserted.id, text },
    });
    return inserted;
  });
  return toItem(row);
}

/** The item, then edit access to its board (404 when the board is unreadable). */
async function itemForEdit(deps: D, user: SessionUser, itemId: string) {
  const item = await findItem(deps.db, itemId);
  if (!item) throw notFound();
  const access = await assertBoard(deps.db, user, 'edit', item.boardId);
  return { item, workspaceId: access.board.workspaceId };
}

type ItemEventKind = Extract<EventKind, 'checklist.item_updated' | 'checklist.item_moved'>;

async function writeItem<K extends ItemEventKind>(
  deps: D,
  user: SessionUser,
  itemId: string,
  kind: K,
  change: (
    tx: Db,
    item: ChecklistRow,
  ) => Promise<{ patch: Partial<ChecklistRow>; data: Omit<EventData<K>, 'itemId' | 'text'> & { text?: string } }>,
): Promise<ChecklistItem> {
  const { item, workspaceId } = await itemForEdit(deps, user, itemId);
  const row = await deps.db.transaction(async (tx) => {
    const { patch, data } = await change(tx, item);
    const updated = await updateItemRow(tx, item.cardId, item.id, patch);
    if (!updated) throw notFound();
    await appendEvent(tx, {
      boardId: item.boardId,
      workspaceId,
      actorId: user.id,
      kind,
      entityId: item.cardId,
      data: { itemId: item.id, text: item.text, ...data } as EventData<K>,
    } as NewEvent<K>);
    return updated;
  });
  return toItem(row);
}

export function updateItem(
  deps: D,
  user: SessionUser,
  itemId: string,
  input: { text?: string | undefined; done?: boolean | undefined },
): Promise<ChecklistItem> {
  return writeItem(deps, user, itemId, 'checklist.item_updated', async () => {
    const patch: Partial<ChecklistRow> = {};
    if (input.text !== undefined) patch.text = input.text;
    if (input.done !== undefined) patch.done = input.done;
    return { patch, data: { ...patch } };
  });
}

export function moveItem(deps: D, user: SessionUser, itemId: string, place: Place): Promise<ChecklistItem> {
  return writeItem(deps, user, itemId, 'checklist.item_moved', async (tx, item) => {
    await lockPositions(tx, `checklist:${item.cardId}`);
    const position = await itemPositionFor(tx, item.cardId, place, item.id);
    return { patch: { position }, data: { position } };
  });
}

export async function deleteItem(deps: D, user: SessionUser, itemId: string): Promise<void> {
  const { item, workspaceId } = await itemForEdit(deps, user, itemId);
  await deps.db.transaction(async (tx) => {
    await deleteItemRow(tx, item.cardId, item.id);
    await appendEvent(tx, {
      boardId: item.boardId,
      workspaceId,
      actorId: user.id,
      kind: 'checklist.item_deleted',
      entityId: item.cardId,
      data: { itemId: item.id, text: item.text },
    });
  });
}
