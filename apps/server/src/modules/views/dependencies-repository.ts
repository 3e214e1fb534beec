import { and, eq, sql } from 'drizzle-orm';
import type { CardDependency, DependencyCard } from '@rbax/shared/views/dependencies';
import type { Db } from '#src/db/client.ts';
import { dateOf, rows, type RawTimestamp } from '#src/db/raw.ts';
import { cardDependencies } from '#src/db/schema/views.ts';

/**
 * The only code that touches `card_dependencies` (issue 22, docs/decisions/043). A dependency
 * counts while both of its cards are active cards of its board: a row whose card went to
 * another board, or was archived, is left in place and read as absent (and counts again if the
 * card comes back), so no other module's write path has to know about dependencies.
 */

/** A row that counts: both cards on the row's board and not archived. */
const LIVE = sql`
  JOIN cards waiting ON waiting.id = d.card_id AND waiting.board_id = d.board_id AND NOT waiting.archived
  JOIN cards prior ON prior.id = d.depends_on_id AND prior.board_id = d.board_id AND NOT prior.archived`;

/** A board's dependencies, oldest first (the board detail's `dependencies`). One index scan. */
export async function boardDependencyRows(db: Db, boardId: string): Promise<CardDependency[]> {
  return rows<CardDependency>(
    db,
    sql`SELECT d.card_id AS "cardId", d.depends_on_id AS "dependsOnId"
        FROM card_dependencies d ${LIVE}
        WHERE d.board_id = ${boardId}
        ORDER BY d.created_at, d.card_id, d.depends_on_id`,
  );
}

type DependencyCardRow = Omit<DependencyCard, 'startDate' | 'dueDate' | 'completedAt'> & {
  side: 'blockedBy' | 'blocking';
  startDate: RawTimestamp | null;
  dueDate: RawTimestamp | null;
  completedAt: RawTimestamp | null;
};

const iso = (value: RawTimestamp | null) => (value === null ? null : dateOf(value).toISOString());

/** The cards on the other end of a card's dependencies: what it waits for, what waits for it. */
export async function dependencyCardsOf(
  db: Db,
  boardId: string,
  cardId: string,
): Promise<{ blockedBy: DependencyCard[]; blocking: DependencyCard[] }> {
  const found = await rows<DependencyCardRow>(
    db,
    sql`SELECT CASE WHEN d.card_id = ${cardId} THEN 'blockedBy' ELSE 'blocking' END AS side,
               other.id, other.title, other.column_id AS "columnId", other.start_date AS "startDate",
               other.due_date AS "dueDate", other.completed_at AS "completedAt", other.archived
        FROM card_dependencies d ${LIVE}
        JOIN cards other ON other.id = CASE WHEN d.card_id = ${cardId} THEN d.depends_on_id ELSE d.card_id END
        WHERE d.board_id = ${boardId} AND (d.card_id = ${cardId} OR d.depends_on_id = ${cardId})
        ORDER BY d.created_at, other.id`,
  );
  const result = { blockedBy: [] as DependencyCard[], blocking: [] as DependencyCard[] };
  for (const { side, startDate, dueDate, completedAt, ...card } of found)
    result[side].push({ ...card, startDate: iso(startDate), dueDate: iso(dueDate), completedAt: iso(completedAt) });
  return result;
}

/**
 * Serializes changes to one board's dependencies: the cycle check reads the board's edges after
 * this lock, so two additions that would close a loop together cannot both pass.
 */
export async function lockBoardDependencies(tx: Db, boardId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('rbax.dependencies'), hashtext(${boardId}))`);
}

/** Inserts the row, or takes over an inert one for the same pair (a card that came back). */
export async function upsertDependency(
  tx: Db,
  row: { boardId: string; cardId: string; dependsOnId: string; createdBy: string },
): Promise<void> {
  await tx
    .insert(cardDependencies)
    .values(row)
    .onConflictDoUpdate({
      target: [cardDependencies.cardId, cardDependencies.dependsOnId],
      set: { boardId: row.boardId, createdBy: row.createdBy, createdAt: sql`now()` },
    });
}

/** Deletes the pair; whether a row that counted was there. */
export async function deleteDependency(tx: Db, cardId: string, dependsOnId: string): Promise<boolean> {
  const deleted = await tx
    .delete(cardDependencies)
    .where(and(eq(cardDependencies.cardId, cardId), eq(cardDependencies.dependsOnId, dependsOnId)))
    .returning({ boardId: cardDependencies.boardId });
  return deleted.length > 0;
}
