import { sql } from 'drizzle-orm';
import { cardScopedKinds } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import { rows, textArray, type RawTimestamp } from '#src/db/raw.ts';

/**
 * The lists of GET /api/v1/monitoring (docs/decisions/025), one statement each, always over
 * the ids of boards the caller may read (decided by lib/access.ts before). Archived boards,
 * columns and cards never appear; completed cards are neither overdue nor stale.
 */

/** A text[] of bound values. */

type BoardCols = { board_id: string; board_title: string; board_icon: string; board_color: string };

export type ActivityRow = BoardCols & {
  id: string;
  seq: string;
  workspace_id: string | null;
  kind: string;
  entity_id: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_image: string | null;
  data: unknown;
  created_at: RawTimestamp;
  card_id: string;
  card_title: string;
  card_board_id: string;
};

/**
 * The newest card events of the boards: per board the last `limit` by seq (the
 * (board_id, seq) index, read backwards, stopping at `limit`), whose card still exists, is
 * not archived and sits on a readable board; then the newest `limit` of all.
 */
export function recentActivity(db: Db, boardIds: readonly string[], limit: number): Promise<ActivityRow[]> {
  return rows<ActivityRow>(
    db,
    sql`SELECT e.id::text AS id, e.seq::text AS seq, e.board_id, e.workspace_id, e.kind, e.entity_id, e.actor_id,
               u.name AS actor_name, u.image AS actor_image, e.data, e.created_at,
               e.card_id, e.card_title, e.card_board_id,
               b.title AS board_title, b.icon AS board_icon, b.color AS board_color
        FROM unnest(${textArray(boardIds)}) AS rb(id)
        CROSS JOIN LATERAL (
          SELECT ev.*, c.id AS card_id, c.title AS card_title, c.board_id AS card_board_id
          FROM events ev
          JOIN cards c ON c.id = ev.entity_id AND c.archived = false
          WHERE ev.board_id = rb.id AND ev.kind = ANY(${textArray(cardScopedKinds)}) AND c.board_id = ANY(${textArray(boardIds)})
          ORDER BY ev.seq DESC
          LIMIT ${limit}
        ) e
        JOIN boards b ON b.id = e.board_id
        LEFT JOIN "user" u ON u.id = e.actor_id
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT ${limit}`,
  );
}

/** Names of columns (archived ones too: an old move still names its column). */
export function columnNames(db: Db, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(db, sql`SELECT id, name FROM board_columns WHERE id = ANY(${textArray(ids)})`);
}

export type WipRow = BoardCols & {
  column_id: string;
  column_name: string;
  wip_limit: number;
  card_count: number;
  cards: { id: string; title: string }[] | null;
  total: number;
};

/**
 * Columns holding more active cards than their limit (the board's own rule, isOverWipLimit), most
 * over first. Subtasks are part of their parent card, not cards of the column (decision 040).
 */
export function columnsOverWip(
  db: Db,
  boardIds: readonly string[],
  input: { limit: number; cardsPerColumn: number },
): Promise<WipRow[]> {
  return rows<WipRow>(
    db,
    sql`SELECT col.id AS column_id, col.name AS column_name, col.wip_limit, n.card_count,
               b.id AS board_id, b.title AS board_title, b.icon AS board_icon, b.color AS board_color,
               (SELECT json_agg(json_build_object('id', f.id, 'title', f.title) ORDER BY f.position)
                FROM (SELECT c.id, c.title, c.position FROM cards c
                      WHERE c.column_id = col.id AND c.archived = false AND c.parent_card_id IS NULL
                      ORDER BY c.position LIMIT ${input.cardsPerColumn}) f) AS cards,
               count(*) OVER ()::int AS total
        FROM board_columns col
        JOIN boards b ON b.id = col.board_id
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS card_count FROM cards c
          WHERE c.column_id = col.id AND c.archived = false AND c.parent_card_id IS NULL
        ) n
        WHERE col.board_id = ANY(${textArray(boardIds)}) AND col.archived = false
          AND col.wip_limit IS NOT NULL AND n.card_count > col.wip_limit
        ORDER BY n.card_count - col.wip_limit DESC, b.title, col.position
        LIMIT ${input.limit}`,
  );
}

export type CardRow = BoardCols & {
  id: string;
  title: string;
  column_id: string;
  column_name: string;
  priority: string | null;
  due_date: RawTimestamp | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_image: string | null;
  total: number;
};

const cardColumns = sql`c.id, c.title, c.priority, c.due_date, c.column_id, col.name AS column_name,
  c.assignee_id, u.name AS assignee_name, u.image AS assignee_image,
  b.id AS board_id, b.title AS board_title, b.icon AS board_icon, b.color AS board_color,
  count(*) OVER ()::int AS total`;

const openCardsOf = (boardIds: readonly string[]) =>
  sql`c.board_id = ANY(${textArray(boardIds)}) AND c.archived = false AND c.completed_at IS NULL AND col.archived = false`;

/** Open cards whose due date has passed (the cards_due_date_open_idx condition), the oldest due first. */
export function overdueCards(db: Db, boardIds: readonly string[], input: { now: Date; limit: number }) {
  return rows<CardRow>(
    db,
    sql`SELECT ${cardColumns}
        FROM cards c
        JOIN board_columns col ON col.id = c.column_id
        JOIN boards b ON b.id = c.board_id
        LEFT JOIN "user" u ON u.id = c.assignee_id
        WHERE ${openCardsOf(boardIds)} AND c.due_date IS NOT NULL AND c.due_date < ${input.now.toISOString()}::timestamptz
        ORDER BY c.due_date, c.id
        LIMIT ${input.limit}`,
  );
}

export type StaleRow = CardRow & { last_moved_at: RawTimestamp };

/**
 * Open cards whose last move is older than `before`. A move is a 'card.moved' event that changed
 * the column or the board (reordering inside a column is not progress), or the card's
 * 'card.created' / 'card.copied' event; a card without any falls back to its created_at. Each
 * card's events come from the (entity_id, id) index.
 */
export function staleCards(db: Db, boardIds: readonly string[], input: { before: Date; limit: number }) {
  return rows<StaleRow>(
    db,
    sql`SELECT ${cardColumns}, m.last_moved_at
        FROM cards c
        JOIN board_columns col ON col.id = c.column_id
        JOIN boards b ON b.id = c.board_id
        LEFT JOIN "user" u ON u.id = c.assignee_id
        CROSS JOIN LATERAL (
          SELECT coalesce(
            (SELECT max(e.created_at) FROM events e
             WHERE e.entity_id = c.id
               AND (e.kind IN ('card.created', 'card.copied')
                    OR (e.kind = 'card.moved'
                        AND (e.data->>'fromColumnId' IS DISTINCT FROM e.data->>'toColumnId'
                             OR e.data->>'fromBoardId' IS DISTINCT FROM e.data->>'toBoardId')))),
            c.created_at) AS last_moved_at
        ) m
        WHERE ${openCardsOf(boardIds)} AND m.last_moved_at < ${input.before.toISOString()}::timestamptz
        ORDER BY m.last_moved_at, c.id
        LIMIT ${input.limit}`,
  );
}
