import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { dateOf, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import { automationRules, automationRuns } from '#src/db/schema/automations.ts';

/**
 * The queries of `automation_rules` and `automation_runs` (issue 20); the only code touching those
 * tables, and the reads of the board's columns, labels and people that a rule may refer to.
 */

export type RuleRow = typeof automationRules.$inferSelect;
export type RunRow = typeof automationRuns.$inferSelect;

export async function insertRule(db: Db, row: typeof automationRules.$inferInsert): Promise<RuleRow> {
  const [inserted] = await db.insert(automationRules).values(row).returning();
  return inserted!;
}

/** A board's rules in their order. */
export function listBoardRules(db: Db, boardId: string): Promise<RuleRow[]> {
  return db
    .select()
    .from(automationRules)
    .where(eq(automationRules.boardId, boardId))
    .orderBy(asc(automationRules.position), asc(automationRules.createdAt), asc(automationRules.id));
}

export async function findRule(db: Db, id: string): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(automationRules).where(eq(automationRules.id, id));
  return row;
}

export async function countBoardRules(db: Db, boardId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(automationRules)
    .where(eq(automationRules.boardId, boardId));
  return Number(row?.n ?? 0);
}

/** Serialises changes to a board's rule list (limit, positions) until the transaction ends. */
export async function lockBoardRules(tx: Db, boardId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`automations:${boardId}`}))`);
}

export type RulePatch = Partial<
  Pick<RuleRow, 'name' | 'description' | 'enabled' | 'version' | 'trigger' | 'conditions' | 'actions' | 'options'>
>;

export async function updateRuleRow(db: Db, id: string, patch: RulePatch): Promise<RuleRow> {
  // updated_at moves even when only the position changed (`$onUpdate` needs a set clause).
  const [row] = await db
    .update(automationRules)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(automationRules.id, id))
    .returning();
  return row!;
}

/** Turns the rule off unless it already is (auto-disable); false when it was already off or gone. */
export async function disableRuleRow(tx: Db, id: string): Promise<boolean> {
  const found = await rows<{ id: string }>(
    tx,
    sql`UPDATE automation_rules SET enabled = false, updated_at = now() WHERE id = ${id} AND enabled RETURNING id`,
  );
  return found.length > 0;
}

/** What a notification about a board's rule shows: its owner, title, icon and workspace. */
export async function findRuleBoard(
  db: Db,
  boardId: string,
): Promise<{ ownerId: string; title: string; icon: string | null; workspaceId: string | null } | undefined> {
  const [row] = await rows<{ owner_id: string; title: string; icon: string | null; workspace_id: string | null }>(
    db,
    sql`SELECT owner_id, title, icon, workspace_id FROM boards WHERE id = ${boardId}`,
  );
  return row && { ownerId: row.owner_id, title: row.title, icon: row.icon, workspaceId: row.workspace_id };
}

/** Positions 0, 1, 2… in the order of `orderedIds` (every rule of the board), in one statement. */
export async function renumberRules(tx: Db, boardId: string, orderedIds: readonly string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx.execute(sql`
    UPDATE automation_rules r SET position = o.ord - 1
    FROM unnest(${textArray(orderedIds)}) WITH ORDINALITY AS o(id, ord)
    WHERE r.id = o.id AND r.board_id = ${boardId} AND r.position <> o.ord - 1`);
}

export async function deleteRuleRow(tx: Db, id: string): Promise<void> {
  await tx.delete(automationRules).where(eq(automationRules.id, id));
}

/** A rule's runs, newest first; `before` is a run id of the previous page. */
export async function listRuleRuns(
  db: Db,
  ruleId: string,
  page: { limit: number; before?: string | undefined },
): Promise<RunRow[]> {
  const before = page.before
    ? sql`(${automationRuns.startedAt}, ${automationRuns.id}) <
          (SELECT started_at, id FROM automation_runs WHERE id = ${page.before})`
    : undefined;
  return db
    .select()
    .from(automationRuns)
    .where(and(eq(automationRuns.ruleId, ruleId), before))
    .orderBy(desc(automationRuns.startedAt), desc(automationRuns.id))
    .limit(page.limit);
}

/* ---------- what a rule may refer to ---------- */

/** Which of `ids` are active columns of the board. */
export async function columnIdsOfBoard(db: Db, boardId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM board_columns WHERE board_id = ${boardId} AND NOT archived AND id = ANY(${textArray(ids)})`,
  );
  return new Set(found.map((row) => row.id));
}

/** Which of `ids` are labels of the board. */
export async function labelIdsOfBoard(db: Db, boardId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM board_labels WHERE board_id = ${boardId} AND id = ANY(${textArray(ids)})`,
  );
  return new Set(found.map((row) => row.id));
}

/**
 * Which of `ids` can read the board now: the owner of a personal board, the members of its
 * workspace, explicit shares (the same people as `memberRowsOf` in boards-repository.ts).
 */
export async function readerIdsOfBoard(db: Db, boardId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ user_id: string }>(
    db,
    sql`SELECT r.user_id FROM (
          SELECT b.owner_id AS user_id FROM boards b WHERE b.id = ${boardId} AND b.workspace_id IS NULL
          UNION
          SELECT wm.user_id FROM workspace_members wm JOIN boards b ON b.workspace_id = wm.workspace_id
          WHERE b.id = ${boardId}
          UNION
          SELECT bm.user_id FROM board_members bm WHERE bm.board_id = ${boardId}
        ) r WHERE r.user_id = ANY(${textArray(ids)})`,
  );
  return new Set(found.map((row) => row.user_id));
}

/* ---------- run counts ---------- */

export type RuleStats = { runs: number; lastRunAt: Date | null; lastStatus: string | null };

/** Each rule's stored runs: how many, and the latest one's start and status. */
export async function runStatsOf(db: Db, ruleIds: readonly string[]): Promise<Map<string, RuleStats>> {
  if (ruleIds.length === 0) return new Map();
  const found = await rows<{ rule_id: string; runs: number; last_at: RawTimestamp | null; last_status: string | null }>(
    db,
    sql`SELECT r.id AS rule_id,
               (SELECT count(*)::int FROM automation_runs x WHERE x.rule_id = r.id) AS runs,
               l.started_at AS last_at, l.status AS last_status
        FROM unnest(${textArray(ruleIds)}) AS r(id)
        LEFT JOIN LATERAL (
          SELECT started_at, status FROM automation_runs x WHERE x.rule_id = r.id
          ORDER BY started_at DESC, id DESC LIMIT 1
        ) l ON true`,
  );
  return new Map(
    found.map((row) => [
      row.rule_id,
      { runs: row.runs, lastRunAt: row.last_at === null ? null : dateOf(row.last_at), lastStatus: row.last_status },
    ]),
  );
}
