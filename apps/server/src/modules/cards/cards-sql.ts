import { sql } from 'drizzle-orm';
import type { Card } from '@rbax/shared/cards';
import { cardFaceKinds, cardScopedKinds } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import { dateOf, firstRow, textArray, type RawTimestamp } from '#src/db/raw.ts';
import type { BoardAccessFacts } from '#src/lib/access.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { eventInsertCte, notifyBoard } from '#src/modules/event-log/event-log-writer.ts';
import { invalidNeighbour, spreadKeyBetween } from '#src/lib/positions.ts';

/**
 * The hot paths of the board (decision 016), as hand-written statements: reading a card with
 * everything a write needs in one round trip, the gap a card goes into in one more, and a move
 * or a create together with its event in a single statement (so the board's event counter row
 * is locked for one statement only). Positions are unique among a column's active cards
 * (`cards_column_position_active_uq`); a writer that loses a race for a gap retries.
 */

/** A card as these statements return it (snake_case, timestamps as the driver gives them). */
export type RawCard = {
  id: string;
  board_id: string;
  column_id: string;
  parent_card_id: string | null;
  title: string;
  description: string | null;
  priority: string | null;
  start_date: RawTimestamp | null;
  due_date: RawTimestamp | null;
  value_brl: string | null;
  assignee_id: string | null;
  tags: string[];
  cover_url: string | null;
  estimate_minutes: number | null;
  position: string;
  archived: boolean;
  completed_at: RawTimestamp | null;
  version: number;
  created_by: string | null;
  created_at: RawTimestamp;
  updated_at: RawTimestamp;
};

export type RawCardExtras = {
  label_ids: string[];
  comments: number;
  attachments: number;
  checklist_done: number;
  checklist_total: number;
  /** Sum of the card's time entries (issue 21). */
  time_spent: number;
};

const cardFields = [
  'id',
  'board_id',
  'column_id',
  'parent_card_id',
  'title',
  'description',
  'priority',
  'start_date',
  'due_date',
  'value_brl',
  'assignee_id',
  'tags',
  'cover_url',
  'estimate_minutes',
  'position',
  'archived',
  'completed_at',
  'version',
  'created_by',
  'created_at',
  'updated_at',
];
/** The RawCard columns, optionally qualified by a table alias. */
const cardColumns = (alias = '') =>
  sql.raw(
    cardFields.map((f) => (f === 'value_brl' ? `${alias}value_brl::text AS value_brl` : `${alias}${f}`)).join(', '),
  );

const isoOrNull = (value: RawTimestamp | null) => (value === null ? null : dateOf(value).toISOString());

export function cardFromRaw(row: RawCard, extras: RawCardExtras): Card {
  return {
    id: row.id,
    boardId: row.board_id,
    columnId: row.column_id,
    parentId: row.parent_card_id,
    title: row.title,
    description: row.description,
    priority: row.priority as Card['priority'],
    startDate: isoOrNull(row.start_date),
    dueDate: isoOrNull(row.due_date),
    valueBrl: row.value_brl === null ? null : Number(row.value_brl).toFixed(2),
    assigneeId: row.assignee_id,
    tags: row.tags,
    labelIds: extras.label_ids,
    coverUrl: row.cover_url,
    estimateMinutes: row.estimate_minutes === null ? null : Number(row.estimate_minutes),
    timeSpentSeconds: Number(extras.time_spent),
    position: row.position,
    archived: row.archived,
    completedAt: isoOrNull(row.completed_at),
    version: Number(row.version),
    createdBy: row.created_by,
    createdAt: dateOf(row.created_at).toISOString(),
    updatedAt: dateOf(row.updated_at).toISOString(),
    counts: {
      comments: Number(extras.comments),
      attachments: Number(extras.attachments),
      checklistDone: Number(extras.checklist_done),
      checklistTotal: Number(extras.checklist_total),
    },
  };
}

/** The time recorded on card `c` (issue 21, modules/time): one index lookup on time_entries(card_id). */
const timeSpentColumn = sql.raw(
  '(SELECT coalesce(sum(duration_seconds), 0)::int FROM time_entries WHERE card_id = c.id)',
);

/** Access facts of a board for one user: joined onto a query whose board alias is `b`. */
const accessJoins = (userId: string) => sql`
  LEFT JOIN workspace_members wm ON wm.workspace_id = b.workspace_id AND wm.user_id = ${userId}
  LEFT JOIN board_members bm ON bm.board_id = b.id AND bm.user_id = ${userId}`;

const accessColumns = sql.raw(
  `b.owner_id AS "ownerId", b.workspace_id AS "workspaceId", wm.role AS "workspaceRole", bm.role AS "boardMemberRole"`,
);

type RawTargetColumn = { target_board_id: string | null; target_archived: boolean | null };

/** Subtasks (docs/decisions/040): the parent's column when the card is one, and how many it has. */
type RawSubtaskFacts = { parent_column_id: string | null; subtask_count: number };

export type CardWriteContext = RawCard & RawCardExtras & BoardAccessFacts & RawTargetColumn & Gap & RawSubtaskFacts;

/**
 * A card with its labels and counts, the caller's access facts on its board, the target column
 * and the gap the card would go into there — in one round trip.
 */
export function cardWriteContext(
  db: Db,
  userId: string,
  cardId: string,
  target: { columnId: string } & Placement,
): Promise<CardWriteContext | undefined> {
  return firstRow<CardWriteContext>(
    db,
    sql`SELECT ${cardColumns('c.')}, ${accessColumns},
          tc.board_id AS target_board_id, tc.archived AS target_archived,
          coalesce((SELECT array_agg(label_id ORDER BY label_id) FROM card_labels WHERE card_id = c.id), '{}') AS label_ids,
          (SELECT count(*)::int FROM comments WHERE card_id = c.id) AS comments,
          (SELECT count(*)::int FROM attachments WHERE card_id = c.id) AS attachments,
          (SELECT count(*) FILTER (WHERE done)::int FROM checklist_items WHERE card_id = c.id) AS checklist_done,
          (SELECT count(*)::int FROM checklist_items WHERE card_id = c.id) AS checklist_total,
          ${timeSpentColumn} AS time_spent,
          (SELECT p.column_id FROM cards p WHERE p.id = c.parent_card_id) AS parent_column_id,
          (SELECT count(*)::int FROM cards s WHERE s.parent_card_id = c.id AND NOT s.archived) AS subtask_count,
          ${gapColumns(target.columnId, target, cardId)}
        FROM cards c
        JOIN boards b ON b.id = c.board_id
        ${accessJoins(userId)}
        LEFT JOIN board_columns tc ON tc.id = ${target.columnId}
        WHERE c.id = ${cardId}`,
  );
}

export type BoardWriteContext = BoardAccessFacts & RawTargetColumn & Gap & { board_id: string };

/** The caller's access facts on a board, the target column and the gap there, in one round trip. */
export function boardWriteContext(
  db: Db,
  userId: string,
  boardId: string,
  target: { columnId: string } & Placement,
): Promise<BoardWriteContext | undefined> {
  return firstRow<BoardWriteContext>(
    db,
    sql`SELECT b.id AS board_id, ${accessColumns}, tc.board_id AS target_board_id, tc.archived AS target_archived,
          ${gapColumns(target.columnId, target, null)}
        FROM boards b
        ${accessJoins(userId)}
        LEFT JOIN board_columns tc ON tc.id = ${target.columnId}
        WHERE b.id = ${boardId}`,
  );
}

/** Where a card goes: `afterId` is the card just above, `beforeId` just below; neither → bottom. */
export type Placement = { afterId?: string | null | undefined; beforeId?: string | null | undefined };

export type Gap = {
  after_pos: string | null;
  before_pos: string | null;
  next_of_after: string | null;
  prev_of_before: string | null;
  last_pos: string | null;
};

/**
 * The position for a card placed in a column, from one read of its current neighbours
 * (ignoring the moving card itself). Two writers may compute the same key; the unique index
 * refuses the second, which then reads again (`retryOnPositionConflict`).
 */
export async function positionFor(
  db: Db,
  columnId: string,
  place: Placement,
  movingId: string | null,
  attempt = 1,
): Promise<string> {
  const gap = (await firstRow<Gap>(db, sql`SELECT ${gapColumns(columnId, place, movingId)}`))!;
  return keyInGap(gap, place, movingId, attempt);
}

/** The neighbours' positions around a placement, as columns of a SELECT. */
function gapColumns(columnId: string, place: Placement, movingId: string | null) {
  const active = sql`g.column_id = ${columnId} AND NOT g.archived`;
  const others = sql`${active} AND g.id IS DISTINCT FROM ${movingId}`;
  const positionOf = (id: string | null) => sql`(SELECT g.position FROM cards g WHERE g.id = ${id} AND ${active})`;
  const afterPos = positionOf(place.afterId ?? null);
  const beforePos = positionOf(place.beforeId ?? null);
  return sql`${afterPos} AS after_pos, ${beforePos} AS before_pos,
    (SELECT g.position FROM cards g WHERE ${others} AND g.position > ${afterPos} ORDER BY g.position LIMIT 1) AS next_of_after,
    (SELECT g.position FROM cards g WHERE ${others} AND g.position < ${beforePos} ORDER BY g.position DESC LIMIT 1) AS prev_of_before,
    (SELECT g.position FROM cards g WHERE ${others} ORDER BY g.position DESC LIMIT 1) AS last_pos`;
}

/** The key for a placement from its gap; a neighbour that is not (or no longer) there is a 400. */
export function keyInGap(gap: Gap, place: Placement, movingId: string | null, attempt = 1): string {
  const keyBetween = (lower: string | null, upper: string | null) =>
    spreadKeyBetween(lower, upper, attempt > 1 ? RETRY_SPREAD : 1);
  const afterId = place.afterId ?? null;
  const beforeId = place.beforeId ?? null;
  if (movingId !== null && (afterId === movingId || beforeId === movingId)) {
    throw invalidNeighbour(afterId === movingId ? 'afterId' : 'beforeId');
  }
  if (afterId) {
    if (gap.after_pos === null) throw invalidNeighbour('afterId');
    if (beforeId && gap.before_pos === null) throw invalidNeighbour('beforeId');
    return keyBetween(gap.after_pos, gap.next_of_after);
  }
  if (beforeId) {
    if (gap.before_pos === null) throw invalidNeighbour('beforeId');
    return keyBetween(gap.prev_of_before, gap.before_pos);
  }
  // At the end of a column: one of RETRY_SPREAD keys after the last card, from the first try.
  // People adding or moving cards to the bottom of one column at the same moment read the same
  // last card; with one key each they would all take the same one and all but one retry
  // (issue 25: 50 clients on one board spent most of their time in those retries). Keys after
  // the last one differ in their integer part: after 20,000 appends a key has 5 characters, not 4.
  return spreadKeyBetween(gap.last_pos, null, RETRY_SPREAD);
}

const POSITION_CONSTRAINT = 'cards_column_position_active_uq';
const MAX_POSITION_ATTEMPTS = 100;
/** How many candidate keys a retrying writer picks from. */
const RETRY_SPREAD = 32;

/** Runs a position-writing step again while another writer keeps taking the same gap. */
export async function retryOnPositionConflict<T>(write: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(attempt);
    } catch (error) {
      if (attempt >= MAX_POSITION_ATTEMPTS || !isUniqueViolation(error, POSITION_CONSTRAINT)) throw error;
    }
  }
}

/** A move within the card's board: one row update and its 'card.moved' event, one statement. */
export function moveCardRow(
  db: Db,
  move: { cardId: string; boardId: string; workspaceId: string | null; actorId: string; fromColumnId: string },
  to: { columnId: string; position: string },
): Promise<RawCard | undefined> {
  const event = { ...move, kind: 'card.moved' as const, entityId: move.cardId };
  const data = sql`jsonb_build_object(
    'version', (SELECT version FROM moved), 'fromColumnId', ${move.fromColumnId}::text, 'toColumnId', ${to.columnId}::text,
    'fromBoardId', ${move.boardId}::text, 'toBoardId', ${move.boardId}::text, 'position', ${to.position}::text)`;
  return firstRow<RawCard>(
    db,
    sql`WITH moved AS (
          UPDATE cards SET column_id = ${to.columnId}, position = ${to.position}, version = version + 1, updated_at = now()
          WHERE id = ${move.cardId} AND board_id = ${move.boardId}
          RETURNING ${cardColumns()}),
        ${eventInsertCte(event, data, sql`SELECT 1 FROM moved`)}
        SELECT moved.*, ${notifyBoard(move.boardId)} FROM moved WHERE EXISTS (SELECT 1 FROM logged)`,
  );
}

export type NewCardRow = {
  id: string;
  boardId: string;
  columnId: string;
  title: string;
  description: string | null;
  priority: string | null;
  startDate: string | null;
  dueDate: string | null;
  valueBrl: string | null;
  assigneeId: string | null;
  tags: string[];
  position: string;
  createdBy: string;
};

/** A new card, its labels and its 'card.created' event in one statement. */
export function insertCardRow(
  db: Db,
  card: NewCardRow,
  labelIds: string[],
  workspaceId: string | null,
): Promise<RawCard | undefined> {
  const event = {
    boardId: card.boardId,
    workspaceId,
    actorId: card.createdBy,
    kind: 'card.created' as const,
    entityId: card.id,
  };
  const data = sql`jsonb_build_object('version', 1, 'columnId', ${card.columnId}::text, 'title', ${card.title}::text,
    'assigneeId', ${card.assigneeId}::text, 'position', ${card.position}::text)`;
  const labels =
    labelIds.length === 0
      ? sql``
      : sql`, labelled AS (
          INSERT INTO card_labels (card_id, label_id, board_id)
          SELECT ${card.id}, unnest(${textArray(labelIds)}), ${card.boardId} FROM inserted)`;
  return firstRow<RawCard>(
    db,
    sql`WITH inserted AS (
          INSERT INTO cards (id, board_id, column_id, title, description, priority, start_date, due_date, value_brl,
                             assignee_id, tags, position, created_by)
          VALUES (${card.id}, ${card.boardId}, ${card.columnId}, ${card.title}, ${card.description}, ${card.priority},
                  ${card.startDate}::timestamptz, ${card.dueDate}::timestamptz, ${card.valueBrl}::numeric,
                  ${card.assigneeId}, ${textArray(card.tags)}, ${card.position}, ${card.createdBy})
          RETURNING ${cardColumns()})${labels},
        ${eventInsertCte(event, data, sql`SELECT 1 FROM inserted`)}
        SELECT inserted.*, ${notifyBoard(card.boardId)} FROM inserted WHERE EXISTS (SELECT 1 FROM logged)`,
  );
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One card of the board detail as JSON text built by PostgreSQL, trimmed to its face (issue 25,
 * the shared `boardCardSchema`): no `boardId`, `archived` or `createdBy`; null, empty and zero
 * fields left out by json_strip_nulls; `counts` only when one of them is not zero.
 */
const cardJson = sql`json_strip_nulls(json_build_object(
  'id', c.id, 'columnId', c.column_id, 'parentId', c.parent_card_id,
  'title', c.title, 'description', c.description,
  'priority', c.priority, 'startDate', ${sql.raw(iso('c.start_date'))}, 'dueDate', ${sql.raw(iso('c.due_date'))},
  'valueBrl', c.value_brl::text, 'assigneeId', c.assignee_id, 'tags', nullif(c.tags, '{}'),
  'labelIds', (SELECT array_agg(label_id ORDER BY label_id) FROM card_labels WHERE card_id = c.id),
  'coverUrl', c.cover_url, 'estimateMinutes', c.estimate_minutes, 'timeSpentSeconds', nullif(${timeSpentColumn}, 0),
  'position', c.position,
  'completedAt', ${sql.raw(iso('c.completed_at'))}, 'version', c.version,
  'createdAt', ${sql.raw(iso('c.created_at'))}, 'updatedAt', ${sql.raw(iso('c.updated_at'))},
  'counts', CASE WHEN ch.total + ch.comments + ch.attachments > 0 THEN json_build_object(
    'comments', nullif(ch.comments, 0), 'attachments', nullif(ch.attachments, 0),
    'checklistDone', nullif(ch.done, 0), 'checklistTotal', nullif(ch.total, 0)) END))::text`;

/** The board's visible cards (active, in an active column): joins shared by the full read and the delta. */
const visibleCards = (boardId: string) => sql`
  FROM cards c
  JOIN board_columns col ON col.id = c.column_id AND col.board_id = c.board_id AND NOT col.archived
  CROSS JOIN LATERAL (
    SELECT list.total, list.done,
           (SELECT count(*) FROM comments WHERE card_id = c.id) AS comments,
           (SELECT count(*) FROM attachments WHERE card_id = c.id) AS attachments
    FROM (SELECT count(*) AS total, count(*) FILTER (WHERE done) AS done FROM checklist_items WHERE card_id = c.id) list
  ) ch
  WHERE c.board_id = ${boardId} AND NOT c.archived`;

/** A card of the board detail: its JSON and what orders it (column, position). */
export type BoardCardJson = { id: string; column_id: string; position: string; json: string };

/**
 * Every visible card of a board as JSON built by PostgreSQL, with the board's event seq read
 * in the same statement, so the pair names one consistent state (board-detail-cache.ts).
 * Labels and counts are per-card index lookups: the plan does not depend on table statistics
 * (PGlite has no autovacuum to collect them).
 */
export async function boardCardsJson(db: Db, boardId: string): Promise<{ seq: number; cards: BoardCardJson[] }> {
  const row = await firstRow<{ seq: number | string | null; cards: string }>(
    db,
    sql`SELECT (SELECT last_seq FROM board_event_counters WHERE board_id = ${boardId}) AS seq,
          (SELECT coalesce(json_agg(json_build_array(c.id, c.column_id, c.position, ${cardJson})), '[]')
           ${visibleCards(boardId)})::text AS cards`,
  );
  return { seq: Number(row?.seq ?? 0), cards: parseCardRows(row?.cards ?? '[]') };
}

const parseCardRows = (text: string): BoardCardJson[] =>
  (JSON.parse(text) as [string, string, string, string][]).map(([id, columnId, position, json]) => ({
    id,
    column_id: columnId,
    position,
    json,
  }));

/** Event kinds whose entity is a card and that change only that card in the board detail. */

export type BoardCardsDelta =
  { structural: true; seq: number } | { structural: false; seq: number; changedIds: string[]; cards: BoardCardJson[] };

/**
 * What changed in a board's cards after `afterSeq`, from the event log, in one statement: the
 * ids of cards whose face changed (the shared `cardFaceKinds`; time logged changes nothing the
 * board shows), and the current JSON of those still visible. An event that is not about one card
 * (columns, labels, the board) is `structural`: the caller reads the whole board again.
 */
export async function boardCardsDelta(db: Db, boardId: string, afterSeq: number): Promise<BoardCardsDelta> {
  const row = (await firstRow<{ seq: number | string | null; structural: boolean; ids: string; cards: string }>(
    db,
    sql`WITH later AS (SELECT kind, entity_id FROM events WHERE board_id = ${boardId} AND seq > ${afterSeq}),
             changed AS (SELECT DISTINCT entity_id FROM later
                         WHERE kind = ANY(${textArray(cardFaceKinds)}) AND entity_id IS NOT NULL)
        SELECT (SELECT last_seq FROM board_event_counters WHERE board_id = ${boardId}) AS seq,
               EXISTS (SELECT 1 FROM later WHERE NOT kind = ANY(${textArray(cardScopedKinds)})) AS structural,
               (SELECT coalesce(json_agg(entity_id), '[]') FROM changed)::text AS ids,
               (SELECT coalesce(json_agg(json_build_array(c.id, c.column_id, c.position, ${cardJson})), '[]')
                ${visibleCards(boardId)} AND c.id IN (SELECT entity_id FROM changed))::text AS cards`,
  ))!;
  const seq = Number(row.seq ?? 0);
  if (row.structural) return { structural: true, seq };
  return { structural: false, seq, changedIds: JSON.parse(row.ids) as string[], cards: parseCardRows(row.cards) };
}
