import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { uuidv7 } from '@rbax/shared/ids';
import {
  AUTOMATIONS_PER_BOARD_MAX,
  createAutomationInputSchema,
  type Automation,
  type AutomationRun,
  type AutomationRunsQuery,
  type CreateAutomation,
  type updateAutomationInputSchema,
} from '@rbax/shared/automations/rules';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, issuesFromZod, notFound, validationFailed } from '#src/lib/errors.ts';
import { assertRuleReferences } from './automations-references.ts';
import {
  countBoardRules,
  deleteRuleRow,
  findRule,
  insertRule,
  listBoardRules,
  listRuleRuns,
  lockBoardRules,
  renumberRules,
  runStatsOf,
  updateRuleRow,
  type RuleRow,
  type RuleStats,
  type RunRow,
} from './automations-repository.ts';

/**
 * A board's automation rules and their run log (issue 20, design note automations.md §7): stored,
 * validated, ordered and versioned here; run by the engine. Board `manage` (its owner, workspace
 * owners and admins) changes rules; anyone who reads the board reads them and their runs;
 * strangers 404 (docs/permissions.md).
 */

export type AutomationsDeps = Pick<Deps, 'db'>;
export type UpdateAutomation = z.output<typeof updateAutomationInputSchema>;

/** The parts whose change changes what the rule does: each edit of one bumps `version`. */
const behaviourKeys = ['name', 'trigger', 'conditions', 'actions', 'options'] as const;

const noRuns: RuleStats = { runs: 0, lastRunAt: null, lastStatus: null };

// The jsonb columns hold what `createAutomationInputSchema` produced (written only below).
function toAutomation(row: RuleRow, stats: RuleStats = noRuns): Automation {
  return {
    id: row.id,
    boardId: row.boardId,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    position: row.position,
    version: row.version,
    trigger: row.trigger as Automation['trigger'],
    conditions: row.conditions as Automation['conditions'],
    actions: row.actions as Automation['actions'],
    options: row.options as Automation['options'],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stats: {
      runs: stats.runs,
      lastRunAt: stats.lastRunAt?.toISOString() ?? null,
      lastStatus: stats.lastStatus as Automation['stats']['lastStatus'],
    },
  };
}

function toRun(row: RunRow): AutomationRun {
  return {
    id: row.id,
    ruleId: row.ruleId,
    ruleVersion: row.ruleVersion,
    triggerEventId: row.triggerEventId === null ? null : String(row.triggerEventId),
    cardId: row.cardId,
    status: row.status as AutomationRun['status'],
    depth: row.depth,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    steps: row.steps as AutomationRun['steps'],
    failedPath: row.failedPath,
    error: row.error,
  };
}

async function withStats(deps: AutomationsDeps, row: RuleRow): Promise<Automation> {
  return toAutomation(row, (await runStatsOf(deps.db, [row.id])).get(row.id));
}

/** The rule, once its board's `action` right is checked (404 when unknown or not visible). */
async function ruleFor(deps: AutomationsDeps, user: SessionUser, id: string, action: 'read' | 'manage') {
  const row = await findRule(deps.db, id);
  if (!row) throw notFound();
  await assertBoard(deps.db, user, action, row.boardId);
  return row;
}

export async function listAutomations(
  deps: AutomationsDeps,
  user: SessionUser,
  boardId: string,
): Promise<{ items: Automation[] }> {
  await assertBoard(deps.db, user, 'read', boardId);
  const rules = await listBoardRules(deps.db, boardId);
  const stats = await runStatsOf(
    deps.db,
    rules.map((rule) => rule.id),
  );
  return { items: rules.map((rule) => toAutomation(rule, stats.get(rule.id))) };
}

export async function getAutomation(deps: AutomationsDeps, user: SessionUser, id: string): Promise<Automation> {
  return withStats(deps, await ruleFor(deps, user, id, 'read'));
}

/** A new rule goes to the end of the board's list; at most AUTOMATIONS_PER_BOARD_MAX per board (409). */
export async function createAutomation(
  deps: AutomationsDeps,
  user: SessionUser,
  boardId: string,
  input: CreateAutomation,
): Promise<Automation> {
  await assertBoard(deps.db, user, 'manage', boardId);
  await assertRuleReferences(deps.db, boardId, input);
  const row = await deps.db.transaction(async (tx) => {
    await lockBoardRules(tx, boardId);
    const count = await countBoardRules(tx, boardId);
    if (count >= AUTOMATIONS_PER_BOARD_MAX) {
      throw new AppError(409, 'conflict', 'errors.automationLimit', { params: { max: AUTOMATIONS_PER_BOARD_MAX } });
    }
    return insertRule(tx, {
      id: uuidv7(),
      boardId,
      name: input.name,
      description: input.description,
      enabled: input.enabled,
      position: count,
      trigger: input.trigger,
      conditions: input.conditions,
      actions: input.actions,
      options: input.options,
      createdBy: user.id,
    });
  });
  return toAutomation(row);
}

/** The stored rule with `input`'s parts over it, checked again as a whole (cross-part rules). */
function mergedRule(current: RuleRow, input: UpdateAutomation): CreateAutomation {
  const merged = {
    name: input.name ?? current.name,
    description: input.description ?? current.description,
    enabled: input.enabled ?? current.enabled,
    trigger: input.trigger ?? current.trigger,
    conditions: input.conditions ?? current.conditions,
    actions: input.actions ?? current.actions,
    // Options are merged field by field into the stored ones.
    options: { ...current.options, ...input.options },
  };
  const parsed = createAutomationInputSchema.safeParse(merged);
  if (!parsed.success) throw validationFailed(issuesFromZod(parsed.error.issues));
  return parsed.data;
}

/**
 * Enable or disable, rename, describe, move to another index (the others renumbered in the same
 * transaction), or replace any part; `version` goes up when name, trigger, conditions, actions
 * or options actually change.
 */
export async function updateAutomation(
  deps: AutomationsDeps,
  user: SessionUser,
  id: string,
  input: UpdateAutomation,
): Promise<Automation> {
  const { boardId } = await ruleFor(deps, user, id, 'manage');
  const row = await deps.db.transaction(async (tx) => {
    // Under the board's lock and read again: two changes at once each see the other's result.
    await lockBoardRules(tx, boardId);
    const current = await findRule(tx, id);
    if (!current) throw notFound();
    const rule = mergedRule(current, input);
    const changesBehaviour = behaviourKeys.some(
      (key) => input[key] !== undefined && !isDeepStrictEqual(rule[key], current[key]),
    );
    if (changesBehaviour) await assertRuleReferences(tx, boardId, rule);
    if (input.position !== undefined) await moveRule(tx, current, input.position);
    return updateRuleRow(tx, id, {
      ...(input.description !== undefined ? { description: rule.description } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(changesBehaviour
        ? {
            name: rule.name,
            trigger: rule.trigger,
            conditions: rule.conditions,
            actions: rule.actions,
            options: rule.options,
            version: current.version + 1,
          }
        : {}),
    });
  });
  return withStats(deps, row);
}

/** Puts the rule at `index` (clamped to the list) and renumbers the board's rules 0, 1, 2… */
async function moveRule(tx: AutomationsDeps['db'], rule: RuleRow, index: number): Promise<void> {
  const others = (await listBoardRules(tx, rule.boardId)).map((row) => row.id).filter((other) => other !== rule.id);
  const at = Math.max(0, Math.min(index, others.length));
  await renumberRules(tx, rule.boardId, [...others.slice(0, at), rule.id, ...others.slice(at)]);
}

/** Deletes the rule and its run log; the rules after it move up. */
export async function deleteAutomation(deps: AutomationsDeps, user: SessionUser, id: string): Promise<void> {
  const rule = await ruleFor(deps, user, id, 'manage');
  await deps.db.transaction(async (tx) => {
    await lockBoardRules(tx, rule.boardId);
    await deleteRuleRow(tx, id);
    await renumberRules(
      tx,
      rule.boardId,
      (await listBoardRules(tx, rule.boardId)).map((row) => row.id),
    );
  });
}

/** The rule's runs, newest first, a page at a time (`before`: the last run id of the previous page). */
export async function listAutomationRuns(
  deps: AutomationsDeps,
  user: SessionUser,
  id: string,
  query: AutomationRunsQuery,
): Promise<{ items: AutomationRun[] }> {
  await ruleFor(deps, user, id, 'read');
  const found = await listRuleRuns(deps.db, id, query);
  return { items: found.map(toRun) };
}
