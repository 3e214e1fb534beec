import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rows, textArray, type RawTimestamp } from '#src/db/raw.ts';

/**
 * What AI Insights reads beside the boards' flow (issue 24, docs/decisions/048): the open cards of
 * boards already authorized by lib/access.ts — with their assignee and the instant of their last
 * event (any card-scoped kind: an edit, a move, a comment, a checklist item, time logged; on this
 * board or one it came from), which says whether a card went stale. One statement for all the
 * boards; the last event is one probe of `events_entity_id_id_idx` per card (the newest id), not a
 * read of the card's whole history (90 → 30 ms on the benchmark's board of 5,000 cards).
 */

export type InsightCardRow = {
  id: string;
  board_id: string;
  title: string;
  column_id: string;
  due_date: RawTimestamp | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_image: string | null;
  last_activity_at: RawTimestamp | null;
};

/**
 * The cards on `boardIds` that are not archived, in an active column, and outside the columns of
 * `doneColumnIds` (finished work raises no insight), by board then position.
 */
export function openInsightCards(
  db: Db,
  boardIds: readonly string[],
  doneColumnIds: readonly string[],
): Promise<InsightCardRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return rows<InsightCardRow>(
    db,
    sql`SELECT c.id, c.board_id, c.title, c.column_id, c.due_date, c.assignee_id,
               u.name AS assignee_name, u.image AS assignee_image,
               (SELECT e.created_at FROM events e
                 WHERE e.entity_id = c.id ORDER BY e.id DESC LIMIT 1) AS last_activity_at
        FROM cards c
        JOIN board_columns col ON col.id = c.column_id AND NOT col.archived
        LEFT JOIN "user" u ON u.id = c.assignee_id
        WHERE c.board_id = ANY(${textArray(boardIds)}) AND NOT c.archived
          AND c.column_id <> ALL(${textArray(doneColumnIds)})
        ORDER BY c.board_id, c.position COLLATE "C", c.id`,
  );
}
