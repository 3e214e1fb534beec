import { sql } from 'drizzle-orm';
import type { Priority } from '@rbax/shared/cards';
import type { ConditionContext } from '@rbax/shared/automations/conditions';
import type { Db } from '#src/db/client.ts';
import { dateOf, firstRow, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';

/**
 * The card as a rule sees it at execution time (design note §7.7 rule 8, fresh state): read
 * inside the run's transaction, its row locked until the transaction ends so two runs on one card
 * never interleave; the actions then keep it up to date in memory. One round trip: fields,
 * labels (ids and names), checklist counts, the column's and board's names and the workspace.
 */

export type CardState = {
  id: string;
  boardId: string;
  workspaceId: string | null;
  boardName: string;
  columnId: string;
  columnName: string;
  title: string;
  description: string | null;
  priority: Priority | null;
  labelIds: string[];
  labelNames: string[];
  assigneeId: string | null;
  assigneeName: string | null;
  createdBy: string | null;
  startDate: Date | null;
  dueDate: Date | null;
  /** Decimal string ('1234.50') or null, as the API answers it. */
  valueBrl: string | null;
  archived: boolean;
  checklist: { done: number; total: number };
  version: number;
  /**
   * Set by an action that changed the column, the labels or the assignee: the names beside them
   * (`columnName`, `labelNames`, `assigneeName`) are read again by `freshNames` before use. The
   * fields conditions read are kept exact by the actions themselves.
   */
  namesStale: boolean;
};

type Raw = {
  id: string;
  board_id: string;
  workspace_id: string | null;
  board_name: string;
  column_id: string;
  column_name: string | null;
  title: string;
  description: string | null;
  priority: string | null;
  label_ids: string[] | null;
  label_names: string[] | null;
  assignee_id: string | null;
  assignee_name: string | null;
  created_by: string | null;
  start_date: RawTimestamp | null;
  due_date: RawTimestamp | null;
  value_brl: string | null;
  archived: boolean;
  done: number;
  total: number;
  version: number;
};

const selectCardState = sql`
  SELECT c.id, c.board_id, b.workspace_id, b.title AS board_name, c.column_id, col.name AS column_name,
         c.title, c.description, c.priority, c.assignee_id, u.name AS assignee_name, c.created_by,
         c.start_date, c.due_date, c.value_brl::text AS value_brl, c.archived, c.version,
         (SELECT array_agg(l.id ORDER BY l.id) FROM card_labels cl JOIN board_labels l ON l.id = cl.label_id
           WHERE cl.card_id = c.id) AS label_ids,
         (SELECT array_agg(l.name ORDER BY l.id) FROM card_labels cl JOIN board_labels l ON l.id = cl.label_id
           WHERE cl.card_id = c.id) AS label_names,
         (SELECT count(*) FILTER (WHERE done)::int FROM checklist_items WHERE card_id = c.id) AS done,
         (SELECT count(*)::int FROM checklist_items WHERE card_id = c.id) AS total
  FROM cards c
  JOIN boards b ON b.id = c.board_id
  LEFT JOIN board_columns col ON col.id = c.column_id
  LEFT JOIN "user" u ON u.id = c.assignee_id`;

/** The card's state with its row locked (`FOR UPDATE OF c`), or undefined when it is gone. */
export async function loadCardState(tx: Db, cardId: string): Promise<CardState | undefined> {
  const row = await firstRow<Raw>(tx, sql`${selectCardState} WHERE c.id = ${cardId} FOR UPDATE OF c`);
  return row ? toCardState(row) : undefined;
}

/**
 * The states of many cards in one statement (the consumer's batch), their rows locked in id
 * order — the order every batch takes them in, so two batches never wait on each other in a
 * circle. Cards that are gone are missing from the map.
 */
export async function loadCardStates(tx: Db, cardIds: readonly string[]): Promise<Map<string, CardState>> {
  if (cardIds.length === 0) return new Map();
  const found = await rows<Raw>(
    tx,
    sql`${selectCardState} WHERE c.id = ANY(${textArray([...cardIds].sort())}) ORDER BY c.id FOR UPDATE OF c`,
  );
  return new Map(found.map((row) => [row.id, toCardState(row)]));
}

/**
 * Reads again the names an action left stale (`namesStale`: the column after a move, the labels'
 * names after a label change, the assignee's name after an assignment) — only when a template or
 * auto-assignment needs them, so a run that changes a card costs no second read of it.
 */
export async function freshNames(tx: Db, card: CardState): Promise<CardState> {
  if (!card.namesStale) return card;
  const row = await firstRow<{
    column_name: string | null;
    assignee_name: string | null;
    label_names: string[] | null;
  }>(
    tx,
    sql`SELECT (SELECT name FROM board_columns WHERE id = ${card.columnId}) AS column_name,
               (SELECT name FROM "user" WHERE id = ${card.assigneeId}) AS assignee_name,
               (SELECT array_agg(l.name ORDER BY l.id) FROM board_labels l
                 WHERE l.id = ANY(${textArray(card.labelIds)})) AS label_names`,
  );
  card.columnName = row?.column_name ?? '';
  card.assigneeName = row?.assignee_name ?? null;
  card.labelNames = row?.label_names ?? [];
  card.namesStale = false;
  return card;
}

function toCardState(row: Raw): CardState {
  return {
    id: row.id,
    boardId: row.board_id,
    workspaceId: row.workspace_id,
    boardName: row.board_name,
    columnId: row.column_id,
    columnName: row.column_name ?? '',
    title: row.title,
    description: row.description,
    priority: row.priority as Priority | null,
    labelIds: row.label_ids ?? [],
    labelNames: row.label_names ?? [],
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    createdBy: row.created_by,
    startDate: row.start_date === null ? null : dateOf(row.start_date),
    dueDate: row.due_date === null ? null : dateOf(row.due_date),
    valueBrl: row.value_brl === null ? null : normaliseDecimal(row.value_brl),
    archived: row.archived,
    checklist: { done: Number(row.done), total: Number(row.total) },
    version: Number(row.version),
    namesStale: false,
  };
}

/** '1234.5' / '1234.50' → '1234.50' (PGlite and PostgreSQL agree on numeric(14,2) text, kept safe). */
function normaliseDecimal(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The condition evaluator's view of the card. */
export function conditionCard(card: CardState): ConditionContext['card'] {
  return {
    columnId: card.columnId,
    priority: card.priority,
    labelIds: card.labelIds,
    assigneeId: card.assigneeId,
    dueDate: card.dueDate?.toISOString() ?? null,
    valueBrl: card.valueBrl,
    title: card.title,
    description: card.description,
    checklist: card.checklist,
  };
}
