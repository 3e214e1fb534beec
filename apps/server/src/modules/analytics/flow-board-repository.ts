import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import type { FlowSettingsRow } from './flow-settings.ts';

/**
 * What flow analytics reads of a board (issue 19): its template, its active columns in board
 * order, its workflow settings row, and the cards' current fields for the report. Only this file
 * and flow-facts-repository.ts touch the database for the module.
 */

export type FlowBoardColumn = { id: string; name: string; wipLimit: number | null };
export type FlowBoardRow = { id: string; template: string | null };

export async function findFlowBoard(db: Db, boardId: string): Promise<FlowBoardRow | undefined> {
  return firstRow<FlowBoardRow>(db, sql`SELECT id, template FROM boards WHERE id = ${boardId}`);
}

/** Active columns, left to right. */
export function activeColumns(db: Db, boardId: string): Promise<FlowBoardColumn[]> {
  return rows<FlowBoardColumn>(
    db,
    sql`SELECT id, name, wip_limit AS "wipLimit" FROM board_columns
        WHERE board_id = ${boardId} AND archived = false ORDER BY position, id`,
  );
}

export async function findSettingsRow(db: Db, boardId: string): Promise<FlowSettingsRow | null> {
  const row = await firstRow<{
    start_column_id: string | null;
    done_column_id: string | null;
    time_zone: string;
    sle_percentile: number;
    sle_window_days: number;
    risk_threshold: number | string;
  }>(
    db,
    sql`SELECT start_column_id, done_column_id, time_zone, sle_percentile, sle_window_days, risk_threshold
        FROM flow_settings WHERE board_id = ${boardId}`,
  );
  if (!row) return null;
  return {
    startColumnId: row.start_column_id,
    doneColumnId: row.done_column_id,
    timeZone: row.time_zone,
    slePercentile: row.sle_percentile,
    sleWindowDays: row.sle_window_days,
    riskThreshold: Number(row.risk_threshold),
  };
}

/**
 * The same three reads for many boards at once (the dashboard and the Global Hub read every board
 * of a person: three statements instead of three per board).
 */
export async function findFlowBoards(db: Db, boardIds: readonly string[]): Promise<FlowBoardRow[]> {
  return rows<FlowBoardRow>(db, sql`SELECT id, template FROM boards WHERE id = ANY(${textArray(boardIds)})`);
}

export async function activeColumnsOf(db: Db, boardIds: readonly string[]): Promise<Map<string, FlowBoardColumn[]>> {
  const found = await rows<FlowBoardColumn & { boardId: string }>(
    db,
    sql`SELECT board_id AS "boardId", id, name, wip_limit AS "wipLimit" FROM board_columns
        WHERE board_id = ANY(${textArray(boardIds)}) AND archived = false ORDER BY board_id, position, id`,
  );
  const byBoard = new Map<string, FlowBoardColumn[]>();
  for (const { boardId, ...column } of found) {
    const list = byBoard.get(boardId);
    if (list) list.push(column);
    else byBoard.set(boardId, [column]);
  }
  return byBoard;
}

export async function findSettingsRows(db: Db, boardIds: readonly string[]): Promise<Map<string, FlowSettingsRow>> {
  const found = await rows<{
    board_id: string;
    start_column_id: string | null;
    done_column_id: string | null;
    time_zone: string;
    sle_percentile: number;
    sle_window_days: number;
    risk_threshold: number | string;
  }>(
    db,
    sql`SELECT board_id, start_column_id, done_column_id, time_zone, sle_percentile, sle_window_days, risk_threshold
        FROM flow_settings WHERE board_id = ANY(${textArray(boardIds)})`,
  );
  return new Map(
    found.map((row) => [
      row.board_id,
      {
        startColumnId: row.start_column_id,
        doneColumnId: row.done_column_id,
        timeZone: row.time_zone,
        slePercentile: row.sle_percentile,
        sleWindowDays: row.sle_window_days,
        riskThreshold: Number(row.risk_threshold),
      },
    ]),
  );
}

export async function upsertSettingsRow(
  tx: Db,
  boardId: string,
  row: FlowSettingsRow,
  updatedBy: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO flow_settings (board_id, start_column_id, done_column_id, time_zone, sle_percentile, sle_window_days,
                               risk_threshold, updated_by, updated_at)
    VALUES (${boardId}, ${row.startColumnId}, ${row.doneColumnId}, ${row.timeZone}, ${row.slePercentile},
            ${row.sleWindowDays}, ${row.riskThreshold}, ${updatedBy}, now())
    ON CONFLICT (board_id) DO UPDATE SET
      start_column_id = excluded.start_column_id, done_column_id = excluded.done_column_id,
      time_zone = excluded.time_zone, sle_percentile = excluded.sle_percentile,
      sle_window_days = excluded.sle_window_days, risk_threshold = excluded.risk_threshold,
      updated_by = excluded.updated_by, updated_at = now()`);
}

/** The fields of the report's card rows, as the cards are now (archived ones too). */
export type FlowCardFields = {
  id: string;
  title: string;
  valueBrl: string | null;
  priority: string | null;
  assigneeId: string | null;
  createdBy: string | null;
  dueDate: string | null;
  labelIds: string[];
  archived: boolean;
};

/** Every card on the board now, with its labels. */
export async function cardFieldsOfBoard(db: Db, boardId: string): Promise<Map<string, FlowCardFields>> {
  const found = await rows<{
    id: string;
    title: string;
    value_brl: string | null;
    priority: string | null;
    assignee_id: string | null;
    created_by: string | null;
    due_date: RawTimestamp | null;
    label_ids: string[] | null;
    archived: boolean;
  }>(
    db,
    sql`SELECT c.id, c.title, c.value_brl::text AS value_brl, c.priority, c.assignee_id, c.created_by, c.due_date,
               c.archived, l.label_ids
        FROM cards c
        LEFT JOIN (SELECT card_id, array_agg(label_id ORDER BY label_id) AS label_ids
                   FROM card_labels WHERE board_id = ${boardId} GROUP BY card_id) l ON l.card_id = c.id
        WHERE c.board_id = ${boardId}`,
  );
  return new Map(
    found.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        valueBrl: row.value_brl === null ? null : Number(row.value_brl).toFixed(2),
        priority: row.priority,
        assigneeId: row.assignee_id,
        createdBy: row.created_by,
        dueDate: row.due_date === null ? null : new Date(row.due_date).toISOString(),
        labelIds: row.label_ids ?? [],
        archived: row.archived,
      },
    ]),
  );
}

/**
 * The title this board last knew for cards that are no longer on it (deleted, or moved to another
 * board): from their events on this board — `card.deleted` and `card.created`/`card.copied` carry
 * it, an edit changes it. What the card is called on another board since is not this board's to show.
 */
export async function lastKnownTitles(
  db: Db,
  boardId: string,
  cardIds: readonly string[],
): Promise<Map<string, string>> {
  if (cardIds.length === 0) return new Map();
  const found = await rows<{ entity_id: string; title: string | null }>(
    db,
    sql`SELECT DISTINCT ON (e.entity_id) e.entity_id,
               coalesce(e.data->>'title', e.data->'changes'->'title'->>'new') AS title
        FROM events e
        WHERE e.board_id = ${boardId} AND e.entity_id = ANY(${textArray(cardIds)})
          AND (e.kind IN ('card.deleted', 'card.created', 'card.copied')
               OR (e.kind = 'card.updated' AND e.data->'changes' ? 'title'))
        ORDER BY e.entity_id, e.id DESC`,
  );
  return new Map(found.map((row) => [row.entity_id, row.title ?? '']));
}
