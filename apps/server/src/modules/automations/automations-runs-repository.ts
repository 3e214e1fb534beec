import { sql } from 'drizzle-orm';
import type { AutomationRunStatus, AutomationRunStep } from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows } from '#src/db/raw.ts';

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
  cardId: string | null;
  dedupeKey: string;
  depth: number;
  startedAt: Date;
};

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
    sql`INSERT INTO automation_runs (id, rule_id, rule_version, board_id, trigger_event_id, card_id, dedupe_key,
                                     status, depth, started_at, failed_path, finished_at, duration_ms)
        VALUES (${run.id}, ${run.ruleId}, ${run.ruleVersion}, ${run.boardId}, ${run.triggerEventId}::bigint,
                ${run.cardId}, ${run.dedupeKey}, ${status}, ${run.depth}, ${run.startedAt.toISOString()}::timestamptz,
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
        WHERE rule_id = ${ruleId} AND card_id = ${cardId} AND id <> ${exceptRunId}
          AND status IN ('success', 'no_op', 'partial', 'failed')
          AND started_at > ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

export type NoMatchRun = NewRun & { failedPath: string | null; finishedAt: Date; durationMs: number };

/** Writes `no_match` runs in one statement; a run key already there is left alone (a redelivery). */
export async function insertNoMatchRuns(tx: Db, runs: readonly NoMatchRun[]): Promise<void> {
  if (runs.length === 0) return;
  const list = runs.map((run) => ({
    id: run.id,
    rule_id: run.ruleId,
    rule_version: run.ruleVersion,
    board_id: run.boardId,
    trigger_event_id: run.triggerEventId,
    card_id: run.cardId,
    dedupe_key: run.dedupeKey,
    depth: run.depth,
    started_at: run.startedAt.toISOString(),
    failed_path: run.failedPath,
    finished_at: run.finishedAt.toISOString(),
    duration_ms: run.durationMs,
  }));
  await tx.execute(
    sql`INSERT INTO automation_runs (id, rule_id, rule_version, board_id, trigger_event_id, card_id, dedupe_key,
                                     status, depth, started_at, failed_path, finished_at, duration_ms)
        SELECT r.id, r.rule_id, r.rule_version, r.board_id, r.trigger_event_id, r.card_id, r.dedupe_key,
               'no_match', r.depth, r.started_at, r.failed_path, r.finished_at, r.duration_ms
        FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb) AS r(id text, rule_id text, rule_version int,
          board_id text, trigger_event_id bigint, card_id text, dedupe_key text, depth int,
          started_at timestamptz, failed_path text, finished_at timestamptz, duration_ms int)
        ON CONFLICT (dedupe_key) DO NOTHING`,
  );
}

/** Runs of the board's rules that did something (or tried) in the hour before `now` (§7.7.10 quota). */
export async function recentRunsOnBoard(tx: Db, boardId: string, now: Date, exceptRunId: string): Promise<number> {
  const row = await firstRow<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM automation_runs
        WHERE board_id = ${boardId} AND id <> ${exceptRunId}
          AND status IN ('success', 'no_op', 'partial', 'failed')
          AND started_at > ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** Keeps only the newest NO_MATCH_KEPT_PER_RULE `no_match` runs of the rule. */
export async function pruneNoMatchRuns(tx: Db, ruleId: string): Promise<void> {
  await tx.execute(
    sql`DELETE FROM automation_runs WHERE rule_id = ${ruleId} AND status = 'no_match' AND id NOT IN (
          SELECT id FROM automation_runs WHERE rule_id = ${ruleId} AND status = 'no_match'
          ORDER BY started_at DESC, id DESC LIMIT ${NO_MATCH_KEPT_PER_RULE})`,
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
