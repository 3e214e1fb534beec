import type { AutomationRunStatus } from '@rbax/shared/automations/rules';
import { AUTO_DISABLE_AFTER_FAILURES } from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { disableFailingRule, type DisablingRule } from './automations-disable.ts';
import {
  claimRun,
  failureStreak,
  finishRun,
  recentRunsOnBoard,
  recentRunsOnCard,
  type NewRun,
  type RunOutcome,
} from './automations-runs-repository.ts';

/**
 * Where the bookkeeping of runs goes (issue 20, design note §7.7; docs/decisions/038 and its
 * addendum). The executor asks the ledger to claim a run key, to count the hourly caps, and to
 * record how each run ended; the ledger also answers the cycle guard and turns off a rule that
 * keeps failing (§7.7.10). Three of them:
 * - `DirectLedger` (buttons, the time-trigger scan): a run claims its key with an INSERT before
 *   its actions, counts the caps with a query, is finished with an UPDATE, and each action runs
 *   in a savepoint;
 * - `BatchLedger` (the event consumer, automations-batch.ts): reads what it needs once per batch
 *   and writes the batch's runs in one statement at its end;
 * - `DryLedger` (the dry run's chain, below): writes nothing and remembers what ran.
 */

/** The rule as the ledger needs it: its caps, and what turning it off writes. */
export type LedgerRule = DisablingRule & { options: { maxRunsPerCardPerHour: number } };

export interface RunLedger {
  /** Whether each action runs in a savepoint (a failing one is rolled back alone). */
  readonly savepoints: boolean;
  /** Claims the key of a run about to act; false when it is taken (a redelivery: `skipped_duplicate`). */
  claim(run: NewRun): Promise<boolean>;
  /** Records how a claimed run ended. */
  finish(rule: LedgerRule, run: NewRun, outcome: RunOutcome): Promise<void>;
  /** Records a `no_match` run (its claim is its record); false when the key was taken. */
  noMatch(run: NewRun, outcome: RunOutcome): Promise<boolean>;
  /** Whether the per-card or per-board hourly cap is reached (the run about to act not counted). */
  throttled(rule: LedgerRule, run: NewRun, now: Date): Promise<boolean>;
  /** Whether the rule already ran on the card in the chain `root` started (the cycle guard, §7.7.4). */
  ranInChain(root: string, ruleId: string, cardId: string): boolean;
  /** Whether the rule was turned off in this transaction (it must not run again in it). */
  isDisabled(ruleId: string): boolean;
}

/** Runs a board's rules may make in an hour (§7.7 rule 10); past it, runs are `throttled`. */
export const BOARD_RUNS_PER_HOUR_MAX = 1000;

/** Runs that did something (or tried): the caps count them, the cycle guard looks for them. */
export const isExecuted = (status: AutomationRunStatus) =>
  status === 'success' || status === 'no_op' || status === 'partial' || status === 'failed';
/** A run that says the rule does not work (auto-disable counts them in a row). */
export const isFailure = (status: AutomationRunStatus) => status === 'failed' || status === 'loop_blocked';

/** Each run written as it goes, in the caller's transaction. */
export class DirectLedger implements RunLedger {
  readonly savepoints = true;
  private readonly disabled = new Set<string>();

  constructor(private readonly tx: Db) {}

  claim(run: NewRun): Promise<boolean> {
    return claimRun(this.tx, run, 'success');
  }

  async finish(rule: LedgerRule, run: NewRun, outcome: RunOutcome): Promise<void> {
    await finishRun(this.tx, run.id, outcome);
    if (!isFailure(outcome.status)) return;
    // The run is written: the streak read now includes it.
    if ((await failureStreak(this.tx, rule.id, AUTO_DISABLE_AFTER_FAILURES)) < AUTO_DISABLE_AFTER_FAILURES) return;
    if (await disableFailingRule(this.tx, rule, run.id, outcome.error)) this.disabled.add(rule.id);
  }

  noMatch(run: NewRun, outcome: RunOutcome): Promise<boolean> {
    return claimRun(this.tx, run, 'no_match', outcome);
  }

  async throttled(rule: LedgerRule, run: NewRun, now: Date): Promise<boolean> {
    if (run.cardId !== null) {
      const onCard = await recentRunsOnCard(this.tx, rule.id, run.cardId, now, run.id);
      if (onCard >= rule.options.maxRunsPerCardPerHour) return true;
    }
    return (await recentRunsOnBoard(this.tx, rule.boardId, now, run.id)) >= BOARD_RUNS_PER_HOUR_MAX;
  }

  ranInChain(): boolean {
    return false;
  }

  isDisabled(ruleId: string): boolean {
    return this.disabled.has(ruleId);
  }
}

export type DryTrigger = { ruleId: string; ruleName: string; depth: number; status: AutomationRunStatus };

/**
 * The dry run's chain (§7.7.13): nothing is written (the transaction is rolled back anyway), no
 * cap applies, and every run of another rule is remembered for the answer's `triggers`.
 */
export class DryLedger implements RunLedger {
  readonly savepoints = true;
  readonly triggers: DryTrigger[] = [];
  private readonly chains = new Set<string>();

  constructor(private readonly names: ReadonlyMap<string, string>) {}

  claim(): Promise<boolean> {
    return Promise.resolve(true);
  }

  finish(rule: LedgerRule, run: NewRun, outcome: RunOutcome): Promise<void> {
    this.remember(run, outcome.status);
    if (isExecuted(outcome.status) && run.cardId !== null && run.rootEventId !== null) {
      this.chains.add(`${run.rootEventId}:${rule.id}:${run.cardId}`);
    }
    return Promise.resolve();
  }

  noMatch(run: NewRun): Promise<boolean> {
    this.remember(run, 'no_match');
    return Promise.resolve(true);
  }

  throttled(): Promise<boolean> {
    return Promise.resolve(false);
  }

  ranInChain(root: string, ruleId: string, cardId: string): boolean {
    return this.chains.has(`${root}:${ruleId}:${cardId}`);
  }

  /** The tried rule itself ran on the card at the chain's start. */
  started(root: string, ruleId: string, cardId: string): void {
    this.chains.add(`${root}:${ruleId}:${cardId}`);
  }

  isDisabled(): boolean {
    return false;
  }

  private remember(run: NewRun, status: AutomationRunStatus) {
    this.triggers.push({ ruleId: run.ruleId, ruleName: this.names.get(run.ruleId) ?? '', depth: run.depth, status });
  }
}
