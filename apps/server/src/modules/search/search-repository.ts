import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { textArray, type RawTimestamp } from '#src/db/raw.ts';

/**
 * Global search over the trigram indexes of migration 0008 (docs/decisions/023). Every
 * expression below is written exactly as its index is, so PostgreSQL can use the index:
 *   cards:  search_text (stored rbax_card_search_text(title, description, tags); archived = false)
 *   boards: public.rbax_fold(coalesce(title, '') || ' ' || coalesce(icon, ''))   (archived = false)
 *   user:   public.rbax_fold(name)
 * Statements go through `db.execute` (never a named prepared statement): a generic plan
 * cannot see the pattern and would not pick the trigram index.
 */

export type SearchCardRow = {
  id: string;
  title: string;
  priority: string | null;
  due_date: RawTimestamp | null;
  value_brl: string | null;
  board_id: string;
  board_title: string;
  board_icon: string;
  board_color: string;
  assignee_id: string | null;
  assignee_name: string | null;
  tags: string[];
  /** A subtask's parent card (same board; decision 040). */
  parent_id: string | null;
  parent_title: string | null;
};

async function execute<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** `%word%` for LIKE, with LIKE's own characters taken literally (default escape is backslash). */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A text[] of bound values (the planner sees each id when it plans). */

/** One query word: its LIKE pattern folded by the database, and the boards and people it names. */
export type WordMatch = { pattern: string; boardIds: string[]; userIds: string[] };

/**
 * For each word: the pattern folded by rbax_fold (the function behind the indexed text), the
 * boards among `boardIds` whose name or icon hold it, and the people whose name holds it and
 * who are assigned a card there (so the list stays as short as the caller's boards). One
 * round trip; the card query then gets these as constants, so the planner knows how many cards
 * each word can reach through its board or assignee (an empty list adds no condition at all).
 */
export async function wordMatches(
  db: Db,
  input: { words: readonly string[]; boardIds: readonly string[] },
): Promise<WordMatch[]> {
  if (input.words.length === 0) return [];
  const values = sql.join(
    input.words.map((word, i) => sql`(${i}::int, public.rbax_fold(${likePattern(word)}))`),
    sql`, `,
  );
  const rows = await execute<{ i: number; pattern: string; board_ids: string[]; user_ids: string[] }>(
    db,
    sql`
      SELECT w.i, w.pattern,
        ARRAY(
          SELECT b.id FROM boards b
          WHERE b.archived = false AND b.id = ANY(${textArray(input.boardIds)})
            AND public.rbax_fold(coalesce(b.title, '') || ' ' || coalesce(b.icon, '')) LIKE w.pattern
        ) AS board_ids,
        ARRAY(
          SELECT u.id FROM "user" u
          WHERE public.rbax_fold(u.name) LIKE w.pattern
            AND EXISTS (
              SELECT 1 FROM cards c
              WHERE c.assignee_id = u.id AND c.archived = false AND c.board_id = ANY(${textArray(input.boardIds)})
            )
        ) AS user_ids
      FROM (VALUES ${values}) AS w(i, pattern)
      ORDER BY w.i`,
  );
  return rows.map((row) => ({ pattern: row.pattern, boardIds: row.board_ids, userIds: row.user_ids }));
}

/**
 * Cards of `boardIds` (the boards the caller can read, not archived) where every word appears
 * in the card's own text (trigram index on search_text), its board's name or icon, or its
 * assignee's name (board_id and assignee_id indexes). Cards whose title holds every word come
 * first, then the others; each group newest first. The two groups are separate queries so
 * PostgreSQL can, for a common word, walk the newest cards (cards_active_recent_idx) and stop
 * at `limit`, and for a rare one, take the few trigram candidates and sort them.
 */
export function searchCardsQuery(input: {
  boardIds: readonly string[];
  words: readonly WordMatch[];
  limit: number;
}): SQL {
  const perWord = input.words.map((w) => {
    const arms = [sql`c.search_text LIKE ${w.pattern}`];
    if (w.boardIds.length > 0) arms.push(sql`c.board_id = ANY(${textArray(w.boardIds)})`);
    if (w.userIds.length > 0) arms.push(sql`c.assignee_id = ANY(${textArray(w.userIds)})`);
    return sql`(${sql.join(arms, sql` OR `)})`;
  });
  const titleHasAll = sql.join(
    input.words.map((w) => sql`split_part(c.search_text, chr(10), 1) LIKE ${w.pattern}`),
    sql` AND `,
  );
  const readable = sql`c.archived = false AND c.board_id = ANY(${textArray(input.boardIds)})`;
  // Newest title matches, and newest matches of any kind (title ones included, so the planner's
  // estimate is of plain matches): the first list, then the second without the first's cards,
  // gives every title match before any other, each group newest first.
  return sql`
    WITH title_hits AS (
      SELECT c.id, c.updated_at FROM cards c
      WHERE ${readable} AND ${titleHasAll}
      ORDER BY c.updated_at DESC, c.id DESC LIMIT ${input.limit}
    ), any_hits AS (
      SELECT c.id, c.updated_at FROM cards c
      WHERE ${readable} AND ${sql.join(perWord, sql` AND `)}
      ORDER BY c.updated_at DESC, c.id DESC LIMIT ${input.limit}
    ), hits AS (
      SELECT id, updated_at, 0 AS rank FROM title_hits
      UNION ALL
      SELECT id, updated_at, 1 AS rank FROM any_hits WHERE id NOT IN (SELECT id FROM title_hits)
    )
    SELECT c.id, c.title, c.priority, c.due_date, c.value_brl::text AS value_brl, c.board_id,
      b.title AS board_title, b.icon AS board_icon, b.color AS board_color,
      c.assignee_id, u.name AS assignee_name, c.tags, p.id AS parent_id, p.title AS parent_title
    FROM hits h
    JOIN cards c ON c.id = h.id
    JOIN boards b ON b.id = c.board_id AND b.archived = false
    LEFT JOIN "user" u ON u.id = c.assignee_id
    LEFT JOIN cards p ON p.id = c.parent_card_id AND p.board_id = c.board_id
    ORDER BY h.rank, h.updated_at DESC, h.id DESC
    LIMIT ${input.limit}`;
}

export async function searchCardRows(
  db: Db,
  input: { boardIds: readonly string[]; words: readonly WordMatch[]; limit: number },
): Promise<SearchCardRow[]> {
  if (input.boardIds.length === 0 || input.words.length === 0) return [];
  return execute<SearchCardRow>(db, searchCardsQuery(input));
}
