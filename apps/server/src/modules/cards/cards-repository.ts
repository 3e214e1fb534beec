import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { attachments } from '#src/db/schema/attachments.ts';
import { user } from '#src/db/schema/auth.ts';
import { boardColumns } from '#src/db/schema/boards.ts';
import { cards, checklistItems } from '#src/db/schema/cards.ts';
import { comments } from '#src/db/schema/comments.ts';
import { events } from '#src/db/schema/events.ts';
import { boardLabels, cardLabels } from '#src/db/schema/labels.ts';

export type CardRow = typeof cards.$inferSelect;
export type CardCounts = { comments: number; attachments: number; checklistDone: number; checklistTotal: number };
export type CardExtras = { labelIds: Map<string, string[]>; counts: Map<string, CardCounts> };

/**
 * Serializes writers that compute positions in one column (or one board's columns): the
 * neighbours are read after the lock, so two moves into the same gap never get the same key.
 */
export async function lockPositions(tx: Db, scope: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${scope}))`);
}

export async function findCard(db: Db, cardId: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.id, cardId));
  return row;
}

export async function insertCard(db: Db, row: typeof cards.$inferInsert): Promise<CardRow> {
  const [inserted] = await db.insert(cards).values(row).returning();
  return inserted!;
}

/** Updates a card of this board (parent and id), bumping its version. */
export async function updateCardRow(
  db: Db,
  boardId: string,
  cardId: string,
  patch: Partial<typeof cards.$inferInsert>,
): Promise<CardRow | undefined> {
  const [row] = await db
    .update(cards)
    .set({ ...patch, version: sql`${cards.version} + 1` })
    .where(and(eq(cards.boardId, boardId), eq(cards.id, cardId)))
    .returning();
  return row;
}

export async function deleteCardRow(db: Db, boardId: string, cardId: string): Promise<void> {
  await db.delete(cards).where(and(eq(cards.boardId, boardId), eq(cards.id, cardId)));
}

export async function setCardLabels(db: Db, boardId: string, cardId: string, labelIds: string[]): Promise<void> {
  await db.delete(cardLabels).where(and(eq(cardLabels.boardId, boardId), eq(cardLabels.cardId, cardId)));
  if (labelIds.length > 0) {
    await db.insert(cardLabels).values(labelIds.map((labelId) => ({ cardId, labelId, boardId })));
  }
}

export async function labelsOfCard(db: Db, cardId: string) {
  return db
    .select({ id: boardLabels.id, name: boardLabels.name })
    .from(cardLabels)
    .innerJoin(boardLabels, eq(boardLabels.id, cardLabels.labelId))
    .where(eq(cardLabels.cardId, cardId));
}

export async function labelsOfBoard(db: Db, boardId: string) {
  return db
    .select({ id: boardLabels.id, name: boardLabels.name })
    .from(boardLabels)
    .where(eq(boardLabels.boardId, boardId));
}

export async function findColumn(db: Db, columnId: string) {
  const [row] = await db.select().from(boardColumns).where(eq(boardColumns.id, columnId));
  return row;
}

export async function firstActiveColumn(db: Db, boardId: string) {
  const [row] = await db
    .select()
    .from(boardColumns)
    .where(and(eq(boardColumns.boardId, boardId), eq(boardColumns.archived, false)))
    .orderBy(asc(boardColumns.position), asc(boardColumns.id))
    .limit(1);
  return row;
}

/** Child rows follow a card moved to another board (every board-owned row carries board_id). */
export async function moveCardChildren(db: Db, cardId: string, boardId: string): Promise<void> {
  await db.update(checklistItems).set({ boardId }).where(eq(checklistItems.cardId, cardId));
  await db.update(comments).set({ boardId }).where(eq(comments.cardId, cardId));
  await db.update(attachments).set({ boardId }).where(eq(attachments.cardId, cardId));
}

export async function storageKeysOfCard(db: Db, cardId: string): Promise<string[]> {
  const rows = await db.select({ key: attachments.storageKey }).from(attachments).where(eq(attachments.cardId, cardId));
  return rows.map((r) => r.key);
}

export async function checklistOfCard(db: Db, cardId: string) {
  return db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.cardId, cardId))
    .orderBy(asc(checklistItems.position), asc(checklistItems.id));
}

export async function insertChecklistRows(db: Db, rows: (typeof checklistItems.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(checklistItems).values(rows);
}

/**
 * The fields someone else changed on a card after `version`, each with the time of its latest
 * such change (from the event log: every card change event carries the resulting `version` and
 * its `changes`). The caller's own later edits are not conflicts (an offline queue replays
 * several edits made on the same version).
 */
export async function fieldsChangedSince(
  db: Db,
  boardId: string,
  cardId: string,
  version: number,
  exceptActorId: string,
): Promise<Map<string, Date>> {
  const rows = await db
    .select({ data: events.data, createdAt: events.createdAt })
    .from(events)
    .where(
      and(
        eq(events.boardId, boardId),
        eq(events.entityId, cardId),
        sql`(${events.data}->>'version')::int > ${version}`,
        sql`${events.actorId} IS DISTINCT FROM ${exceptActorId}`,
      ),
    );
  const fields = new Map<string, Date>();
  for (const row of rows) {
    const changes = (row.data as { changes?: Record<string, unknown> }).changes;
    if (!changes) continue;
    const at = new Date(row.createdAt);
    for (const key of Object.keys(changes)) {
      const seen = fields.get(key);
      if (!seen || seen < at) fields.set(key, at);
    }
  }
  return fields;
}

const eventColumns = {
  id: events.id,
  seq: events.seq,
  boardId: events.boardId,
  kind: events.kind,
  entityId: events.entityId,
  data: events.data,
  createdAt: events.createdAt,
  actorId: user.id,
  actorName: user.name,
  actorImage: user.image,
};
export type EventRow = {
  id: number;
  seq: number;
  boardId: string;
  kind: string;
  entityId: string | null;
  data: unknown;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorImage: string | null;
};

/** A card's history, newest first — on every board it has been on (its events carry its id). */
export function cardEvents(db: Db, cardId: string, limit: number): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(events)
    .leftJoin(user, eq(user.id, events.actorId))
    .where(eq(events.entityId, cardId))
    .orderBy(desc(events.id))
    .limit(limit);
}

/** A board's events after `after`, ascending by seq (catch-up). */
export function boardEventsAfter(db: Db, boardId: string, after: number, limit: number): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(events)
    .leftJoin(user, eq(user.id, events.actorId))
    .where(and(eq(events.boardId, boardId), gt(events.seq, after)))
    .orderBy(asc(events.seq))
    .limit(limit);
}

/** Label ids and counts of ONE card in a single round trip (responses of create, edit, move, copy). */
export async function oneCardExtras(db: Db, cardId: string): Promise<CardExtras> {
  const result = await db.execute<{
    label_ids: string[];
    comments: number;
    attachments: number;
    done: number;
    total: number;
  }>(sql`
    SELECT
      coalesce((SELECT array_agg(label_id ORDER BY label_id) FROM card_labels WHERE card_id = ${cardId}), '{}') AS label_ids,
      (SELECT count(*)::int FROM comments WHERE card_id = ${cardId}) AS comments,
      (SELECT count(*)::int FROM attachments WHERE card_id = ${cardId}) AS attachments,
      (SELECT count(*) FILTER (WHERE done)::int FROM checklist_items WHERE card_id = ${cardId}) AS done,
      (SELECT count(*)::int FROM checklist_items WHERE card_id = ${cardId}) AS total`);
  const row = (
    result as unknown as {
      rows: { label_ids: string[]; comments: number; attachments: number; done: number; total: number }[];
    }
  ).rows[0]!;
  return {
    labelIds: new Map([[cardId, row.label_ids]]),
    counts: new Map([
      [
        cardId,
        {
          comments: Number(row.comments),
          attachments: Number(row.attachments),
          checklistDone: Number(row.done),
          checklistTotal: Number(row.total),
        },
      ],
    ]),
  };
}
