import { sql } from 'drizzle-orm';
import type { CardFlowFacts } from '@rbax/shared/flow/facts';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';

/**
 * The stored flow facts of boards (docs/decisions/037): per-card facts, CFD deltas per local day
 * and the board's state (context key, last event folded in). Plus the reads of a board's log the
 * fold needs. Written by the `analytics` consumer and the rebuild job, read by flow-service.ts.
 */

const iso = (value: RawTimestamp) => new Date(value).toISOString();
const isoOrNull = (value: RawTimestamp | null) => (value === null ? null : iso(value));

/* ---------- board state ---------- */

export type FlowStateRow = {
  contextKey: string;
  lastEventId: number;
  lastSeq: number;
  lastFlowAt: string | null;
  stale: boolean;
};

type RawState = {
  context_key: string;
  last_event_id: string | number;
  last_seq: string | number;
  last_flow_at: RawTimestamp | null;
  stale: boolean;
};

const toState = (row: RawState): FlowStateRow => ({
  contextKey: row.context_key,
  lastEventId: Number(row.last_event_id),
  lastSeq: Number(row.last_seq),
  lastFlowAt: isoOrNull(row.last_flow_at),
  stale: row.stale,
});

/** The board's state, locked for the transaction (the consumer and the rebuild job take turns). */
export async function lockFlowState(tx: Db, boardId: string): Promise<FlowStateRow | undefined> {
  const row = await firstRow<RawState>(
    tx,
    sql`SELECT context_key, last_event_id, last_seq, last_flow_at, stale FROM flow_board_state
        WHERE board_id = ${boardId} FOR UPDATE`,
  );
  return row && toState(row);
}

/**
 * The states of many boards, locked in board id order (every locker of several boards takes them
 * in that order, so two never wait on each other); boards without a state are absent.
 */
export async function lockFlowStates(tx: Db, boardIds: readonly string[]): Promise<Map<string, FlowStateRow>> {
  if (boardIds.length === 0) return new Map();
  const found = await rows<RawState & { board_id: string }>(
    tx,
    sql`SELECT board_id, context_key, last_event_id, last_seq, last_flow_at, stale FROM flow_board_state
        WHERE board_id = ANY(${textArray(boardIds)}) ORDER BY board_id FOR UPDATE`,
  );
  return new Map(found.map((row) => [row.board_id, toState(row)]));
}

export async function findFlowState(db: Db, boardId: string): Promise<FlowStateRow | undefined> {
  const row = await firstRow<RawState>(
    db,
    sql`SELECT context_key, last_event_id, last_seq, last_flow_at, stale FROM flow_board_state WHERE board_id = ${boardId}`,
  );
  return row && toState(row);
}

/** The states of many boards (reads, like `findFlowState`). */
export async function findFlowStates(db: Db, boardIds: readonly string[]): Promise<Map<string, FlowStateRow>> {
  const found = await rows<RawState & { board_id: string }>(
    db,
    sql`SELECT board_id, context_key, last_event_id, last_seq, last_flow_at, stale FROM flow_board_state
        WHERE board_id = ANY(${textArray(boardIds)})`,
  );
  return new Map(found.map((row) => [row.board_id, toState(row)]));
}

export async function saveFlowState(
  tx: Db,
  boardId: string,
  state: Omit<FlowStateRow, 'stale'>,
  rebuilt: boolean,
): Promise<void> {
  await saveFlowStates(tx, [{ boardId, state }], rebuilt);
}

/** `saveFlowState` for several boards in one statement. */
export async function saveFlowStates(
  tx: Db,
  states: readonly { boardId: string; state: Omit<FlowStateRow, 'stale'> }[],
  rebuilt: boolean,
): Promise<void> {
  if (states.length === 0) return;
  const records = states.map(({ boardId, state }) => ({
    board_id: boardId,
    context_key: state.contextKey,
    last_event_id: state.lastEventId,
    last_seq: state.lastSeq,
    last_flow_at: state.lastFlowAt,
  }));
  await tx.execute(sql`
    INSERT INTO flow_board_state (board_id, context_key, last_event_id, last_seq, last_flow_at, stale, rebuilt_at, updated_at)
    SELECT r.board_id, r.context_key, r.last_event_id, r.last_seq, r.last_flow_at, false, now(), now()
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(
      board_id text, context_key text, last_event_id bigint, last_seq bigint, last_flow_at timestamptz)
    ON CONFLICT (board_id) DO UPDATE SET
      context_key = excluded.context_key, last_event_id = excluded.last_event_id, last_seq = excluded.last_seq,
      last_flow_at = excluded.last_flow_at, stale = false, updated_at = now()
      ${rebuilt ? sql`, rebuilt_at = now()` : sql``}`);
}

/** The settings changed: the facts wait for the rebuild job (reads use the raw log meanwhile). */
export async function markFlowStale(tx: Db, boardId: string): Promise<void> {
  await tx.execute(sql`UPDATE flow_board_state SET stale = true, updated_at = now() WHERE board_id = ${boardId}`);
}

/** The consumer leaves a big board's fold to the rebuild job: the state says so (created if need be). */
export async function upsertFlowStale(tx: Db, boardId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO flow_board_state (board_id, context_key, last_event_id, last_seq, stale)
    VALUES (${boardId}, '', 0, 0, true)
    ON CONFLICT (board_id) DO UPDATE SET stale = true, updated_at = now()`);
}

/** How many events the board's stream holds (its seq is gap-free from 1). */
export async function boardEventCount(db: Db, boardId: string): Promise<number> {
  const row = await firstRow<{ n: string | number }>(
    db,
    sql`SELECT last_seq AS n FROM board_event_counters WHERE board_id = ${boardId}`,
  );
  return Number(row?.n ?? 0);
}

export async function staleBoardIds(db: Db, limit: number): Promise<string[]> {
  const found = await rows<{ board_id: string }>(
    db,
    sql`SELECT board_id FROM flow_board_state WHERE stale ORDER BY updated_at LIMIT ${limit}`,
  );
  return found.map((row) => row.board_id);
}

/** The last event id the `analytics` consumer has passed (every event up to it is settled). */
export async function consumerPosition(db: Db, name: string): Promise<number> {
  const row = await firstRow<{ id: string | number }>(
    db,
    sql`SELECT last_event_id AS id FROM event_consumers WHERE name = ${name}`,
  );
  return Number(row?.id ?? 0);
}

/* ---------- card facts ---------- */

/** An instant as `toISOString()` writes it (UTC, milliseconds), formatted by the database. */
const isoText = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The board's card facts in order of first appearance (all of them, or those of `cardIds`). The
 * rows come back as one JSON text: 5,000 cards parse in one `JSON.parse` instead of 5,000 rows of
 * the driver's per-column parsing (docs/decisions/037, measured there).
 */
export async function loadCardFacts(
  db: Db,
  boardId: string,
  cardIds?: readonly string[],
): Promise<Map<string, CardFlowFacts>> {
  if (cardIds && cardIds.length === 0) return new Map();
  const only = cardIds ? sql`AND card_id = ANY(${textArray(cardIds)})` : sql``;
  const [row] = await rows<{ facts: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(board_id, ${factColumns}) ORDER BY ord, card_id), '[]')::text AS facts
        FROM flow_card_facts WHERE board_id = ${boardId} ${only}`,
  );
  return parseFacts(row?.facts).get(boardId) ?? new Map();
}

/** The facts of the given cards of several boards (board id → card ids), in one read. */
export async function loadCardFactsOf(
  db: Db,
  wanted: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, Map<string, CardFlowFacts>>> {
  const boardIds: string[] = [];
  const cardIds: string[] = [];
  for (const [boardId, cards] of wanted) {
    for (const cardId of cards) {
      boardIds.push(boardId);
      cardIds.push(cardId);
    }
  }
  if (cardIds.length === 0) return new Map();
  const [row] = await rows<{ facts: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_array(board_id, ${factColumns}) ORDER BY board_id, ord, card_id), '[]')::text AS facts
        FROM flow_card_facts
        WHERE (board_id, card_id) IN (SELECT * FROM unnest(${textArray(boardIds)}, ${textArray(cardIds)}))`,
  );
  return parseFacts(row?.facts);
}

const factColumns = sql`card_id, ${isoText('created_at')}, column_id, ${isoText('entered_column_at')}, entries,
  backward_moves, ${isoText('discarded_at')}, departed, ms_in_columns`;

/** Facts as `json_build_array(board_id, factColumns)` rows, by board then card (in row order). */
function parseFacts(text: string | undefined): Map<string, Map<string, CardFlowFacts>> {
  const list = JSON.parse(text ?? '[]') as [
    string,
    string,
    string,
    string | null,
    string,
    Record<string, string>,
    number,
    string | null,
    boolean,
    Record<string, number>,
  ][];
  const byBoard = new Map<string, Map<string, CardFlowFacts>>();
  for (const [
    boardId,
    cardId,
    createdAt,
    columnId,
    enteredColumnAt,
    entries,
    backwardMoves,
    discardedAt,
    departed,
    ms,
  ] of list) {
    let cards = byBoard.get(boardId);
    if (!cards) byBoard.set(boardId, (cards = new Map()));
    cards.set(cardId, {
      cardId,
      createdAt,
      columnId,
      enteredColumnAt,
      entries,
      backwardMoves,
      discardedAt,
      departed,
      msInColumns: ms,
    });
  }
  return byBoard;
}

const UPSERT_CHUNK = 1000;

/** Writes cards' facts; `ord` is kept for a card already stored. */
export async function upsertCardFacts(
  tx: Db,
  boardId: string,
  cards: readonly { ord: number; facts: CardFlowFacts }[],
): Promise<void> {
  await upsertCardFactsOf(
    tx,
    cards.map((card) => ({ boardId, ...card })),
  );
}

/** `upsertCardFacts` for cards of several boards. */
export async function upsertCardFactsOf(
  tx: Db,
  cards: readonly { boardId: string; ord: number; facts: CardFlowFacts }[],
): Promise<void> {
  for (let i = 0; i < cards.length; i += UPSERT_CHUNK) {
    const chunk = cards.slice(i, i + UPSERT_CHUNK).map(({ boardId, ord, facts }) => ({
      board_id: boardId,
      card_id: facts.cardId,
      ord,
      created_at: facts.createdAt,
      column_id: facts.columnId,
      entered_column_at: facts.enteredColumnAt,
      entries: facts.entries,
      backward_moves: facts.backwardMoves,
      discarded_at: facts.discardedAt,
      departed: facts.departed,
      ms_in_columns: facts.msInColumns,
    }));
    await tx.execute(sql`
      INSERT INTO flow_card_facts (board_id, card_id, ord, created_at, column_id, entered_column_at, entries,
                                   backward_moves, discarded_at, departed, ms_in_columns)
      SELECT r.board_id, r.card_id, r.ord, r.created_at, r.column_id, r.entered_column_at, r.entries, r.backward_moves,
             r.discarded_at, r.departed, r.ms_in_columns
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS r(
        board_id text, card_id text, ord bigint, created_at timestamptz, column_id text, entered_column_at timestamptz,
        entries jsonb, backward_moves int, discarded_at timestamptz, departed boolean, ms_in_columns jsonb)
      ON CONFLICT (board_id, card_id) DO UPDATE SET
        created_at = excluded.created_at, column_id = excluded.column_id,
        entered_column_at = excluded.entered_column_at, entries = excluded.entries,
        backward_moves = excluded.backward_moves, discarded_at = excluded.discarded_at,
        departed = excluded.departed, ms_in_columns = excluded.ms_in_columns`);
  }
}

/* ---------- CFD deltas ---------- */

/** Adds a batch's deltas (one entry per day and column) to the stored sums. */
export async function addCfdDeltas(tx: Db, boardId: string, deltas: Map<string, Map<string, number>>): Promise<void> {
  await addCfdDeltasOf(tx, [{ boardId, deltas }]);
}

/** `addCfdDeltas` for several boards. */
export async function addCfdDeltasOf(
  tx: Db,
  boards: readonly { boardId: string; deltas: Map<string, Map<string, number>> }[],
): Promise<void> {
  const list: { board_id: string; day: string; column_id: string; delta: number }[] = [];
  for (const { boardId, deltas } of boards) {
    for (const [day, columns] of deltas) {
      for (const [columnId, delta] of columns) {
        if (delta !== 0) list.push({ board_id: boardId, day, column_id: columnId, delta });
      }
    }
  }
  for (let i = 0; i < list.length; i += UPSERT_CHUNK) {
    await tx.execute(sql`
      INSERT INTO flow_cfd_deltas (board_id, day, column_id, delta)
      SELECT r.board_id, r.day, r.column_id, r.delta
      FROM jsonb_to_recordset(${JSON.stringify(list.slice(i, i + UPSERT_CHUNK))}::jsonb)
        AS r(board_id text, day text, column_id text, delta int)
      ON CONFLICT (board_id, day, column_id) DO UPDATE SET delta = flow_cfd_deltas.delta + excluded.delta`);
  }
}

export async function loadCfdDeltas(db: Db, boardId: string): Promise<Map<string, Map<string, number>>> {
  const found = await rows<{ day: string; column_id: string; delta: number }>(
    db,
    sql`SELECT day, column_id, delta FROM flow_cfd_deltas WHERE board_id = ${boardId} AND delta <> 0 ORDER BY day, column_id`,
  );
  const deltas = new Map<string, Map<string, number>>();
  for (const row of found) {
    let day = deltas.get(row.day);
    if (!day) deltas.set(row.day, (day = new Map()));
    day.set(row.column_id, row.delta);
  }
  return deltas;
}

/** Throws a board's facts away before folding its log again. */
export async function deleteBoardFacts(tx: Db, boardId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM flow_card_facts WHERE board_id = ${boardId}`);
  await tx.execute(sql`DELETE FROM flow_cfd_deltas WHERE board_id = ${boardId}`);
}

/* ---------- the board's log ---------- */

/** An event of a board's stream as the fold reads it. */
export type BoardLogEvent = {
  id: number;
  seq: number;
  kind: string;
  entityId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
};

/**
 * A page of the board's stream by seq (which, within a board, follows the same order as id):
 * events with seq > `afterSeq`, and id ≤ `uptoId` when given. Only the kinds the fold reads carry
 * their data.
 */
export async function boardLogPage(
  db: Db,
  boardId: string,
  options: { afterSeq: number; uptoId?: number; kinds: readonly string[]; limit: number },
): Promise<BoardLogEvent[]> {
  const upto = options.uptoId === undefined ? sql`` : sql`AND e.id <= ${options.uptoId}`;
  const found = await rows<{
    id: string | number;
    seq: string | number;
    kind: string;
    entity_id: string | null;
    data: Record<string, unknown> | null;
    created_at: RawTimestamp;
  }>(
    db,
    sql`SELECT e.id, e.seq, e.kind, e.entity_id,
               CASE WHEN e.kind = ANY(${textArray(options.kinds)}) THEN e.data END AS data, e.created_at
        FROM events e
        WHERE e.board_id = ${boardId} AND e.seq > ${options.afterSeq} ${upto}
        ORDER BY e.seq LIMIT ${options.limit}`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    seq: Number(row.seq),
    kind: row.kind,
    entityId: row.entity_id,
    data: row.data ?? {},
    createdAt: iso(row.created_at),
  }));
}
