import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { CARD_SHORT_ID_LENGTH } from '@rbax/shared/cards';
import type { Db } from '#src/db/client.ts';
import { attachments } from '#src/db/schema/attachments.ts';
import { boardColumns } from '#src/db/schema/boards.ts';
import { cards, checklistItems } from '#src/db/schema/cards.ts';
import { comments } from '#src/db/schema/comments.ts';
import { events } from '#src/db/schema/event-log.ts';
import { boardLabels, cardLabels } from '#src/db/schema/labels.ts';

export type CardRow = typeof cards.$inferSelect;
export type CardCounts = { comments: number; attachments: number; checklistDone: number; checklistTotal: number };
export type CardExtras = {
  labelIds: Map<string, string[]>;
  counts: Map<string, CardCounts>;
  /** Seconds recorded on each card (issue 21). */
  timeSpent: Map<string, number>;
};

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

/** Labels of a card, remapped by name onto another board's labels (those without a match are dropped). */
export async function remapLabels(db: Db, cardId: string, targetBoardId: string): Promise<string[]> {
  // In turn, not at once: `db` may be a transaction, whose connection runs one query at a time.
  const mine = await labelsOfCard(db, cardId);
  const theirs = await labelsOfBoard(db, targetBoardId);
  const byName = new Map(theirs.map((l) => [l.name, l.id]));
  return [...new Set(mine.map((l) => byName.get(l.name)).filter((id): id is string => id !== undefined))];
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

/** Label ids and counts of ONE card in a single round trip (responses of create, edit, move, copy). */
export async function oneCardExtras(db: Db, cardId: string): Promise<CardExtras> {
  const result = await db.execute<{
    label_ids: string[];
    comments: number;
    attachments: number;
    done: number;
    total: number;
    time_spent: number;
  }>(sql`
    SELECT
      coalesce((SELECT array_agg(label_id ORDER BY label_id) FROM card_labels WHERE card_id = ${cardId}), '{}') AS label_ids,
      (SELECT count(*)::int FROM comments WHERE card_id = ${cardId}) AS comments,
      (SELECT count(*)::int FROM attachments WHERE card_id = ${cardId}) AS attachments,
      (SELECT count(*) FILTER (WHERE done)::int FROM checklist_items WHERE card_id = ${cardId}) AS done,
      (SELECT count(*)::int FROM checklist_items WHERE card_id = ${cardId}) AS total,
      (SELECT coalesce(sum(duration_seconds), 0)::int FROM time_entries WHERE card_id = ${cardId}) AS time_spent`);
  const row = (
    result as unknown as {
      rows: {
        label_ids: string[];
        comments: number;
        attachments: number;
        done: number;
        total: number;
        time_spent: number;
      }[];
    }
  ).rows[0]!;
  return {
    timeSpent: new Map([[cardId, Number(row.time_spent)]]),
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

/* ---------- cards found and moved by integrations (GitHub, docs/decisions/036) ---------- */

export type MentionedCardRow = { id: string; columnId: string; archived: boolean };

/** Cards of the board whose id is one of `ids` or ends with one of `shortIds` (lowercase). */
export async function cardsOfBoardMatching(
  db: Db,
  boardId: string,
  ids: readonly string[],
  shortIds: readonly string[],
): Promise<MentionedCardRow[]> {
  if (ids.length === 0 && shortIds.length === 0) return [];
  const suffix = sql`lower(right(${cards.id}, ${CARD_SHORT_ID_LENGTH}))`;
  return db
    .select({ id: cards.id, columnId: cards.columnId, archived: cards.archived })
    .from(cards)
    .where(
      and(
        eq(cards.boardId, boardId),
        or(
          ids.length > 0 ? inArray(sql`lower(${cards.id})`, [...ids]) : sql`false`,
          shortIds.length > 0 ? inArray(suffix, [...shortIds]) : sql`false`,
        ),
      ),
    );
}

/** The card's column and state, its row locked until the transaction ends (a move made by the system). */
export async function lockCardOfBoard(tx: Db, boardId: string, cardId: string): Promise<MentionedCardRow | undefined> {
  const [row] = await tx
    .select({ id: cards.id, columnId: cards.columnId, archived: cards.archived })
    .from(cards)
    .where(and(eq(cards.boardId, boardId), eq(cards.id, cardId)))
    .for('update');
  return row;
}
