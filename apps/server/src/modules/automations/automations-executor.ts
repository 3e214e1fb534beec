import { uuidv7 } from '@rbax/shared/ids';
import { evaluateConditions, type ConditionContext } from '@rbax/shared/automations/conditions';
import {
  automationSchema,
  type Automation,
  type AutomationRunStatus,
  type AutomationRunStep,
} from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { ActionError, runAction, type ActionContext } from './automations-actions.ts';
import { conditionCard, type CardState } from './automations-card-state.ts';
import type { RuleRow } from './automations-repository.ts';
import {
  claimRun,
  finishRun,
  recentRunsOnBoard,
  recentRunsOnCard,
  type NoMatchRun,
} from './automations-runs-repository.ts';

/**
 * One run of one rule on one card (issue 20, design note §7.7), inside the caller's transaction
 * (the consumer's batch, a button's request, the scheduler's pass):
 * 1. the run key is claimed (`dedupe_key` unique): taken → `skipped_duplicate`, nothing else
 *    (for a run whose conditions fail, the claim is the whole run);
 * 2. the conditions against the card as it is now (`no_match`, with the failing path, written in
 *    one statement; the callers keep only the newest NO_MATCH_KEPT_PER_RULE of a rule), then the
 *    per-card and per-board hourly caps (`throttled`);
 * 3. the actions in order, each in a savepoint: a failing one is rolled back alone and, with
 *    `stopOnError`, ends the run (`failed`, or `partial` when an earlier one changed something);
 * 4. the run row gets its outcome — in the same transaction as the actions' rows and events, so a
 *    crash before commit leaves neither the effect nor the run, and the retry runs once.
 * Events the actions write carry `data.automation = { ruleId, runId, depth: run depth + 1 }`.
 */

export type ParsedRule = Pick<
  Automation,
  'id' | 'boardId' | 'name' | 'version' | 'trigger' | 'conditions' | 'actions' | 'options'
> & { createdAt: Date };

/** The stored rule, parsed by the shared schema (defaults filled); null when it no longer parses. */
export function parseRule(row: RuleRow): ParsedRule | null {
  const parsed = automationSchema
    .pick({ trigger: true, conditions: true, actions: true, options: true })
    .safeParse({ trigger: row.trigger, conditions: row.conditions, actions: row.actions, options: row.options });
  if (!parsed.success) return null;
  return {
    id: row.id,
    boardId: row.boardId,
    name: row.name,
    version: row.version,
    createdAt: row.createdAt,
    ...parsed.data,
  };
}

export type RunTrigger = {
  /** The event log id, or null (time triggers, buttons). */
  eventId: number | null;
  /** The run key: `ruleId:eventId:cardId`, `ruleId:cardId:slot`, `ruleId:button:<uuid>`. */
  dedupeKey: string;
  /** 0 for a person's event, a button or a time trigger; the marker's depth for an automation's. */
  depth: number;
  actor: ConditionContext['actor'];
  comment?: { text: string };
};

export type RunResult = {
  runId: string;
  status: AutomationRunStatus;
  steps: AutomationRunStep[];
  error: string | null;
  failedPath: string | null;
  /** Webhook deliveries queued (the caller wakes the delivery worker after commit). */
  webhooks: number;
};

export type RunOptions = {
  now: Date;
  publicUrl: string;
  dryRun?: boolean;
  /**
   * Collects `no_match` runs for the caller to write together (`insertNoMatchRuns`, in the same
   * transaction) instead of one insert each: the consumer's batch, where most runs end so.
   */
  deferNoMatch?: (run: NoMatchRun) => void;
};

/** Runs a board's rules may make in an hour (§7.7 rule 10); past it, runs are `throttled`. */
export const BOARD_RUNS_PER_HOUR_MAX = 1000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Records a run that did not get to its actions (`loop_blocked`, `throttled`), once per key. */
export async function recordBlockedRun(
  tx: Db,
  rule: ParsedRule,
  cardId: string | null,
  trigger: RunTrigger,
  status: 'loop_blocked' | 'throttled',
  now: Date,
): Promise<void> {
  const runId = uuidv7();
  const claimed = await claimRun(
    tx,
    {
      id: runId,
      ruleId: rule.id,
      ruleVersion: rule.version,
      boardId: rule.boardId,
      triggerEventId: trigger.eventId,
      cardId,
      dedupeKey: trigger.dedupeKey,
      depth: trigger.depth,
      startedAt: now,
    },
    status,
  );
  if (claimed) {
    await finishRun(tx, runId, { status, steps: [], error: null, failedPath: null, finishedAt: now, durationMs: 0 });
  }
}

export async function runRule(
  tx: Db,
  rule: ParsedRule,
  card: CardState,
  trigger: RunTrigger,
  options: RunOptions,
): Promise<RunResult> {
  const started = performance.now();
  const { now } = options;
  const runId = uuidv7();
  const result = (status: AutomationRunStatus, extra: Partial<RunResult> = {}): RunResult => ({
    runId,
    status,
    steps: [],
    error: null,
    failedPath: null,
    webhooks: 0,
    ...extra,
  });
  const newRun = {
    id: runId,
    ruleId: rule.id,
    ruleVersion: rule.version,
    boardId: rule.boardId,
    triggerEventId: trigger.eventId,
    cardId: card.id,
    dedupeKey: trigger.dedupeKey,
    depth: trigger.depth,
    startedAt: now,
  };
  const elapsed = () => Math.round(performance.now() - started);
  // The conditions first (pure, against the card as it is now): most runs end here, in one insert.
  const conditions = evaluateConditions(rule.conditions, {
    card: conditionCard(card),
    actor: trigger.actor,
    now,
    ...(trigger.comment ? { comment: trigger.comment } : {}),
  });
  const failedPath = conditions.matched ? null : (conditions.failedPath ?? null);
  if (!conditions.matched && !options.dryRun) {
    const finished = { failedPath, finishedAt: new Date(now.getTime() + elapsed()), durationMs: elapsed() };
    if (options.deferNoMatch) {
      options.deferNoMatch({ ...newRun, ...finished });
      return result('no_match', { failedPath });
    }
    const claimed = await claimRun(tx, newRun, 'no_match', finished);
    return result(claimed ? 'no_match' : 'skipped_duplicate', { failedPath });
  }
  if (!options.dryRun && !(await claimRun(tx, newRun, 'success'))) return result('skipped_duplicate');
  const finish = async (outcome: RunResult): Promise<RunResult> => {
    if (options.dryRun) return outcome;
    await finishRun(tx, runId, {
      status: outcome.status,
      steps: outcome.steps,
      error: outcome.error,
      failedPath: outcome.failedPath,
      finishedAt: new Date(now.getTime() + elapsed()),
      durationMs: elapsed(),
    });
    return outcome;
  };
  if (
    !options.dryRun &&
    ((await recentRunsOnCard(tx, rule.id, card.id, now, runId)) >= rule.options.maxRunsPerCardPerHour ||
      (await recentRunsOnBoard(tx, rule.boardId, now, runId)) >= BOARD_RUNS_PER_HOUR_MAX)
  ) {
    return finish(result('throttled'));
  }

  const context: ActionContext = {
    tx,
    card,
    marker: { ruleId: rule.id, runId, depth: trigger.depth + 1 },
    actorId: trigger.actor.kind === 'human' ? trigger.actor.userId : null,
    ruleName: rule.name,
    now,
    publicUrl: options.publicUrl,
    effects: { webhooks: 0, notifications: 0 },
  };
  const steps: AutomationRunStep[] = [];
  let error: string | null = null;
  for (const action of rule.actions) {
    try {
      // A savepoint per action: a failing one leaves nothing behind, the earlier ones stay.
      const snapshot = structuredClone(card);
      const outcome = await tx.transaction(async (sp) => {
        context.tx = sp;
        try {
          return await runAction(context, action);
        } catch (failure) {
          Object.assign(card, snapshot);
          throw failure;
        }
      });
      steps.push({
        actionType: action.type,
        ok: true,
        changed: outcome.changed,
        ...(outcome.detail === undefined ? {} : { detail: outcome.detail }),
      });
    } catch (failure) {
      if (!(failure instanceof ActionError) && !isDbError(failure)) throw failure;
      error = `${action.type}: ${message(failure)}`;
      steps.push({ actionType: action.type, ok: false, changed: false, error: message(failure) });
      if (rule.options.stopOnError) break;
    } finally {
      context.tx = tx;
    }
  }
  const changed = steps.some((step) => step.changed);
  const status: AutomationRunStatus = options.dryRun
    ? 'dry_run'
    : error === null
      ? changed
        ? 'success'
        : 'no_op'
      : changed
        ? 'partial'
        : 'failed';
  return finish(result(status, { steps, error, failedPath, webhooks: context.effects.webhooks }));
}

/** A database refusal (constraint, bad reference) fails the action; anything else fails the batch. */
function isDbError(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /^(22|23)/.test(code);
}
