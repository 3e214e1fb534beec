import { sql } from 'drizzle-orm';
import type { AutomationRunStatus, AutomationRunStep } from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows, textArray } from '#src/db/raw.ts';

/**
 * The engine's writes to `automation_runs` (issue 20, design note §7.7 rules 5, 10, 12): the run
 * key is claimed first (`INSERT … ON CONFLICT (dedupe_key) DO NOTHING`) in the transaction that
 * makes the rule's changes, so a redelivered event, a second scheduler pass or a retried crash
 * finds the key taken and does nothing.
 */

/** `no_match` runs kept per rule (the newest): "why didn't my rule fire?" without the noise. */
export const NO_MATCH_KEPT_PER_RULE = 20;

export type NewRun = {
  id: string;
  ruleId: string;
  ruleVersion: number;
  boardId: string;
  triggerEventId: number | null;
  /**
   * The person's event that started the chain (the trigger event itself at depth 0), as the
   * marker writes it; null for chains a time trigger or a button started.
   */
  rootEventId: string | null;
  cardId: string | null;
  dedupeKey: string;
  depth: number;
  startedAt: Date;
};

/** Runs that did something (or tried): the hourly caps count them, the cycle guard looks for them. */
export const EXECUTED_STATUSES = ['success', 'no_op', 'partial', 'failed'] as const;
/** Runs that say whether a rule works (auto-disable, §7.7.10): `no_match` and `throttled` say nothing. */
const VERDICT_STATUSES = [...EXECUTED_STATUSES, 'loop_blocked'] as const;
const executed = sql.raw(EXECUTED_STATUSES.map((status) => `'${status}'`).join(', '));
const verdicts = sql.raw(VERDICT_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Claims the run key; false when a run with the same key exists (a duplicate delivery). A run
 * that ends at once (`no_match`) is written finished, in the same statement.
 */
export async function claimRun(
  tx: Db,
  run: NewRun,
  status: AutomationRunStatus,
  finished?: { failedPath: string | null; finishedAt: Date; durationMs: number },
): Promise<boolean> {
  const row = await firstRow<{ id: string }>(
    tx,
    sql`INSERT INTO automation_runs (id, rule_id, rule_version, board_id, trigger_event_id, root_event_id, card_id,
                                     dedupe_key, status, depth, started_at, failed_path, finished_at, duration_ms)
        VALUES (${run.id}, ${run.ruleId}, ${run.ruleVersion}, ${run.boardId}, ${run.triggerEventId}::bigint,
                ${run.rootEventId}::bigint, ${run.cardId}, ${run.dedupeKey}, ${status}, ${run.depth},
                ${run.startedAt.toISOString()}::timestamptz,
                ${finished?.failedPath ?? null}, ${finished ? finished.finishedAt.toISOString() : null}::timestamptz,
                ${finished?.durationMs ?? null}::int)
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id`,
  );
  return row !== undefined;
}

export type RunOutcome = {
  status: AutomationRunStatus;
  steps: AutomationRunStep[];
  error: string | null;
  failedPath: string | null;
  finishedAt: Date;
  durationMs: number;
};

export async function finishRun(tx: Db, id: string, outcome: RunOutcome): Promise<void> {
  await tx.execute(
    sql`UPDATE automation_runs SET status = ${outcome.status}, steps = ${JSON.stringify(outcome.steps)}::jsonb,
          error = ${outcome.error}, failed_path = ${outcome.failedPath},
          finished_at = ${outcome.finishedAt.toISOString()}::timestamptz, duration_ms = ${outcome.durationMs}
        WHERE id = ${id}`,
  );
}

/** Runs of the rule on the card that did something (or tried) in the hour before `now`. */
export async function recentRunsOnCard(
  tx: Db,
  ruleId: string,
  cardId: string,
  now: Date,
  exceptRunId: string,
): Promise<number> {
  const row = await firstRow<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM automation_runs
        WHERE rule_id = ${ruleId} AND card_id = ${cardId} AND id <> ${exceptRunId} AND status IN (${executed})
          AND started_at > ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** A run written whole at the end of a batch (automations-batch.ts). */
export type StoredRun = NewRun & RunOutcome;

/**
 * Writes finished runs in one statement; returns how many were written. A run key already taken
 * is left alone and not counted (the caller checked the keys first, so fewer means a race).
 */
export async function insertRuns(tx: Db, runs: readonly StoredRun[]): Promise<number> {
  if (runs.length === 0) return 0;
  const list = runs.map((run) => ({
    id: run.id,
    rule_id: run.ruleId,
    rule_version: run.ruleVersion,
    board_id: run.boardId,
    trigger_event_id: run.triggerEventId,
    root_event_id: run.rootEventId === null ? null : Number(run.rootEventId),
    card_id: run.cardId,
    dedupe_key: run.dedupeKey,
    status: run.status,
    depth: run.depth,
    steps: run.steps,
    error: run.error,
    failed_path: run.failedPath,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt.toISOString(),
    duration_ms: run.durationMs,
  }));
  const written = await rows<{ id: string }>(
    tx,
    sql`INSERT INTO automation_runs (id, rule_id, rule_version, board_id, trigger_event_id, root_event_id, card_id,
                                     dedupe_key, status, depth, steps, error, failed_path, started_at, finished_at,
                                     duration_ms)
        SELECT r.id, r.rule_id, r.rule_version, r.board_id, r.trigger_event_id, r.root_event_id, r.card_id,
               r.dedupe_key, r.status, r.depth, coalesce(r.steps, '[]'::jsonb), r.error, r.failed_path, r.started_at,
               r.finished_at, r.duration_ms
        FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS r(id text, rule_id text, rule_version int,
          board_id text, trigger_event_id bigint, root_event_id bigint, card_id text, dedupe_key text, status text,
          depth int, steps jsonb, error text, failed_path text, started_at timestamptz, finished_at timestamptz,
          duration_ms int)
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id`,
  );
  return written.length;
}

/** The run keys already written for events `from`…`to` (a batch read again after its commit). */
export async function takenRunKeys(tx: Db, from: number, to: number): Promise<Set<string>> {
  const found = await rows<{ dedupe_key: string }>(
    tx,
    sql`SELECT dedupe_key FROM automation_runs WHERE trigger_event_id BETWEEN ${from} AND ${to}`,
  );
  return new Set(found.map((row) => row.dedupe_key));
}

export type RecentRunCounts = { perRuleCard: Map<string, number>; board: number };

/** `ruleId:cardId` → runs that did something in the hour before `now`, and the board's total (§7.7.10). */
export async function recentRunCounts(tx: Db, boardId: string, now: Date): Promise<RecentRunCounts> {
  const found = await rows<{ rule_id: string; card_id: string | null; n: number }>(
    tx,
    sql`SELECT rule_id, card_id, count(*)::int AS n FROM automation_runs
        WHERE board_id = ${boardId} AND status IN (${executed})
          AND started_at > ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz
        GROUP BY rule_id, card_id`,
  );
  const perRuleCard = new Map<string, number>();
  let board = 0;
  for (const row of found) {
    const n = Number(row.n);
    board += n;
    if (row.card_id !== null) perRuleCard.set(`${row.rule_id}:${row.card_id}`, n);
  }
  return { perRuleCard, board };
}

/** `root:ruleId:cardId` of the runs that did something in the chains these person's events started (§7.7.4). */
export async function executedInChains(tx: Db, roots: readonly number[]): Promise<Set<string>> {
  if (roots.length === 0) return new Set();
  const found = await rows<{ root: string; rule_id: string; card_id: string }>(
    tx,
    sql`SELECT root_event_id::text AS root, rule_id, card_id FROM automation_runs
        WHERE root_event_id = ANY(${`{${roots.join(',')}}`}::bigint[]) AND card_id IS NOT NULL AND status IN (${executed})`,
  );
  return new Set(found.map((row) => `${row.root}:${row.rule_id}:${row.card_id}`));
}

/** How many of the rule's newest runs that say whether it works, in a row, are `failed` or `loop_blocked`. */
export async function failureStreak(tx: Db, ruleId: string, limit: number): Promise<number> {
  const found = await rows<{ status: string }>(
    tx,
    sql`SELECT status FROM automation_runs WHERE rule_id = ${ruleId} AND status IN (${verdicts})
        ORDER BY started_at DESC, id DESC LIMIT ${limit}`,
  );
  const streak = found.findIndex((row) => row.status !== 'failed' && row.status !== 'loop_blocked');
  return streak === -1 ? found.length : streak;
}

/** Runs of the board's rules that did something (or tried) in the hour before `now` (§7.7.10 quota). */
export async function recentRunsOnBoard(tx: Db, boardId: string, now: Date, exceptRunId: string): Promise<number> {
  const row = await firstRow<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM automation_runs
        WHERE board_id = ${boardId} AND id <> ${exceptRunId} AND status IN (${executed})
          AND started_at > ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** Keeps only the newest NO_MATCH_KEPT_PER_RULE `no_match` runs of each rule, in one statement. */
export async function pruneNoMatchRuns(tx: Db, ruleIds: readonly string[]): Promise<void> {
  if (ruleIds.length === 0) return;
  await tx.execute(
    sql`DELETE FROM automation_runs WHERE id IN (
          SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY rule_id ORDER BY started_at DESC, id DESC) AS place
            FROM automation_runs WHERE rule_id = ANY(${textArray(ruleIds)}) AND status = 'no_match'
          ) ranked WHERE place > ${NO_MATCH_KEPT_PER_RULE})`,
  );
}

/** Deletes up to `limit` runs started before `before`; how many went. */
export async function purgeRuns(db: Db, before: Date, limit: number): Promise<number> {
  const deleted = await rows<{ id: string }>(
    db,
    sql`DELETE FROM automation_runs WHERE id IN (
          SELECT id FROM automation_runs WHERE started_at < ${before.toISOString()}::timestamptz LIMIT ${limit})
        RETURNING id`,
  );
  return deleted.length;
}
