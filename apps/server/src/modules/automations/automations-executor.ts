import { uuidv7 } from '@rbax/shared/ids';
import { evaluateConditions, type ConditionContext } from '@rbax/shared/automations/conditions';
import {
  automationSchema,
  type Automation,
  type AutomationRunStatus,
  type AutomationRunStep,
} from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { ActionError, type ActionContext, type EmittedEvent } from './automations-action-context.ts';
import { runAction } from './automations-actions.ts';
import { conditionCard, type CardState } from './automations-card-state.ts';
import { DirectLedger, type RunLedger } from './automations-ledger.ts';
import type { RuleRow } from './automations-repository.ts';
import type { NewRun, RunOutcome } from './automations-runs-repository.ts';

/**
 * One run of one rule on one card (issue 20, design note §7.7), inside the caller's transaction
 * (the consumer's batch, a button's request, the scheduler's pass); its bookkeeping goes to the
 * caller's ledger (automations-ledger.ts: written at once, or with the batch's runs at its end):
 * 1. the conditions against the card as it is now: `no_match`, with the failing path (the ledger
 *    keeps only the newest NO_MATCH_KEPT_PER_RULE of a rule) — its record is its claim;
 * 2. the run key is claimed (`dedupe_key` unique): taken → `skipped_duplicate`, nothing else;
 *    then the per-card and per-board hourly caps (`throttled`);
 * 3. the actions in order (each in a savepoint when the ledger asks for it): a failing one is
 *    rolled back alone and, with `stopOnError`, ends the run (`failed`, or `partial` when an
 *    earlier one changed something);
 * 4. the run gets its outcome — in the same transaction as the actions' rows and events, so a
 *    crash before commit leaves neither the effect nor the run, and the retry runs once.
 * Events the actions write carry `data.automation = { ruleId, runId, depth: run depth + 1,
 * rootEventId, ruleName }`.
 */

export type ParsedRule = Pick<
  Automation,
  'id' | 'boardId' | 'name' | 'version' | 'trigger' | 'conditions' | 'actions' | 'options' | 'createdBy'
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
    createdBy: row.createdBy,
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
  /**
   * The person's event that started the chain (the event itself at depth 0, the marker's
   * `rootEventId` further down); null for a time trigger, a button, or an old marker.
   */
  rootEventId: string | null;
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
  /** The dry run's own rule: the actions are planned even when the conditions fail; nothing is recorded. */
  dryRun?: boolean;
  /** Where the run is recorded; a `DirectLedger` on `tx` when not given. */
  ledger?: RunLedger;
  /** Collects the events the actions write (the dry run follows the chain). */
  emitted?: EmittedEvent[];
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function newRunOf(rule: ParsedRule, cardId: string | null, trigger: RunTrigger, startedAt: Date): NewRun {
  return {
    id: uuidv7(),
    ruleId: rule.id,
    ruleVersion: rule.version,
    boardId: rule.boardId,
    triggerEventId: trigger.eventId,
    rootEventId: trigger.rootEventId,
    cardId,
    dedupeKey: trigger.dedupeKey,
    depth: trigger.depth,
    startedAt,
  };
}

const blankOutcome = (status: AutomationRunStatus, at: Date): RunOutcome => ({
  status,
  steps: [],
  error: null,
  failedPath: null,
  finishedAt: at,
  durationMs: 0,
});

/** Records a run that did not get to its actions (`loop_blocked`, `throttled`), once per key. */
export async function recordBlockedRun(
  ledger: RunLedger,
  rule: ParsedRule,
  cardId: string | null,
  trigger: RunTrigger,
  status: 'loop_blocked' | 'throttled',
  now: Date,
): Promise<void> {
  const run = newRunOf(rule, cardId, trigger, now);
  if (await ledger.claim(run)) await ledger.finish(rule, run, blankOutcome(status, now));
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
  const ledger = options.ledger ?? new DirectLedger(tx);
  const run = newRunOf(rule, card.id, trigger, now);
  const result = (status: AutomationRunStatus, extra: Partial<RunResult> = {}): RunResult => ({
    runId: run.id,
    status,
    steps: [],
    error: null,
    failedPath: null,
    webhooks: 0,
    ...extra,
  });
  const elapsed = () => Math.round(performance.now() - started);
  const outcome = (done: RunResult): RunOutcome => ({
    status: done.status,
    steps: done.steps,
    error: done.error,
    failedPath: done.failedPath,
    finishedAt: new Date(now.getTime() + elapsed()),
    durationMs: elapsed(),
  });
  // The conditions first (pure, against the card as it is now): most runs end here.
  const conditions = evaluateConditions(rule.conditions, {
    card: conditionCard(card),
    actor: trigger.actor,
    now,
    ...(trigger.comment ? { comment: trigger.comment } : {}),
  });
  const failedPath = conditions.matched ? null : (conditions.failedPath ?? null);
  if (!conditions.matched && !options.dryRun) {
    const done = result('no_match', { failedPath });
    return (await ledger.noMatch(run, outcome(done))) ? done : result('skipped_duplicate', { failedPath });
  }
  if (!options.dryRun && !(await ledger.claim(run))) return result('skipped_duplicate');
  const finish = async (done: RunResult): Promise<RunResult> => {
    if (!options.dryRun) await ledger.finish(rule, run, outcome(done));
    return done;
  };
  if (!options.dryRun && (await ledger.throttled(rule, run, now))) return finish(result('throttled'));

  const context: ActionContext = {
    tx,
    card,
    marker: {
      ruleId: rule.id,
      runId: run.id,
      depth: trigger.depth + 1,
      rootEventId: trigger.rootEventId,
      ruleName: rule.name,
    },
    actorId: trigger.actor.kind === 'human' ? trigger.actor.userId : null,
    ruleName: rule.name,
    now,
    publicUrl: options.publicUrl,
    effects: { webhooks: 0, notifications: 0 },
    ...(options.emitted ? { emitted: options.emitted } : {}),
  };
  const savepoints = options.dryRun === true || ledger.savepoints;
  const { steps, error } = await runActions(tx, rule, context, savepoints);
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

/** The actions in order; with `stopOnError`, the first failure ends them. */
async function runActions(
  tx: Db,
  rule: ParsedRule,
  context: ActionContext,
  savepoints: boolean,
): Promise<{ steps: AutomationRunStep[]; error: string | null }> {
  const { card, emitted } = context;
  const steps: AutomationRunStep[] = [];
  let error: string | null = null;
  for (const action of rule.actions) {
    const snapshot = structuredClone(card);
    const emittedBefore = emitted?.length ?? 0;
    try {
      const done = savepoints
        ? await tx.transaction(async (sp) => {
            context.tx = sp;
            return runAction(context, action);
          })
        : await runAction(context, action);
      steps.push({
        actionType: action.type,
        ok: true,
        changed: done.changed,
        ...(done.detail === undefined ? {} : { detail: done.detail }),
      });
    } catch (failure) {
      // What the failing action changed is rolled back: its card state and its events too.
      Object.assign(card, snapshot);
      if (emitted) emitted.length = emittedBefore;
      // Without a savepoint a database refusal has spoilt the transaction: the batch fails and
      // is retried one event at a time, with savepoints (automations-batch.ts).
      if (!(failure instanceof ActionError) && !(savepoints && isDbError(failure))) throw failure;
      error = `${action.type}: ${message(failure)}`;
      steps.push({ actionType: action.type, ok: false, changed: false, error: message(failure) });
      if (rule.options.stopOnError) break;
    } finally {
      context.tx = tx;
    }
  }
  return { steps, error };
}

/** A database refusal (constraint, bad reference) fails the action; anything else fails the batch. */
function isDbError(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /^(22|23)/.test(code);
}
