import { AUTO_DISABLE_AFTER_FAILURES } from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { disableFailingRule } from './automations-disable.ts';
import {
  BOARD_RUNS_PER_HOUR_MAX,
  isExecuted,
  isFailure,
  type LedgerRule,
  type RunLedger,
} from './automations-ledger.ts';
import {
  executedInChains,
  failureStreak,
  insertRuns,
  NO_MATCH_KEPT_PER_RULE,
  pruneNoMatchRuns,
  recentRunCounts,
  takenRunKeys,
  type NewRun,
  type RecentRunCounts,
  type RunOutcome,
  type StoredRun,
} from './automations-runs-repository.ts';

/**
 * The ledger of one batch of the event consumer (issue 20; docs/decisions/038, addendum): what a
 * batch needs from `automation_runs` is read once, kept in memory while the batch runs, and the
 * batch's runs are written in one statement at its end — in the batch's transaction, with the
 * actions' rows and events and the cursor, so exactly-once holds as before:
 * - run keys: the keys already written for the batch's events are read first (`takenRunKeys`,
 *   a batch read again after its commit); a taken key is `skipped_duplicate`. The consumer's
 *   cursor lock lets one batch run at a time, so no other writer can take one of these keys
 *   meanwhile; should the final insert still find one taken, the batch fails and is retried;
 * - hourly caps: counted once per board at its first run in the batch, then kept in memory;
 * - the cycle guard: the chains of the batch's events, read once, then kept in memory;
 * - auto-disable: a failing rule's streak is read at its first failure in the batch;
 * - `no_match`: only the newest NO_MATCH_KEPT_PER_RULE of a rule are written (the older ones
 *   would be pruned at once).
 * Without savepoints when the batch holds many events (`savepoints: false`): an action fails
 * before it writes (automations-actions.ts), and a database refusal fails the batch, which the
 * consumer retries one event at a time — with savepoints, so the refusal is recorded on its run.
 */
export class BatchLedger implements RunLedger {
  private taken = new Set<string>();
  private chains = new Set<string>();
  private readonly counts = new Map<string, RecentRunCounts>();
  private readonly streaks = new Map<string, number>();
  private readonly disabled = new Set<string>();
  private readonly runs: StoredRun[] = [];
  /** Each rule's newest `no_match` runs, at most NO_MATCH_KEPT_PER_RULE (the older ones would be pruned). */
  private readonly noMatches = new Map<string, [NewRun, RunOutcome][]>();

  constructor(
    private readonly tx: Db,
    readonly savepoints: boolean,
  ) {}

  /** Reads the run keys of events `from`…`to` and the chains started by `roots`. */
  async prepare(from: number, to: number, roots: readonly number[]): Promise<void> {
    this.taken = await takenRunKeys(this.tx, from, to);
    this.chains = await executedInChains(this.tx, roots);
  }

  claim(run: NewRun): Promise<boolean> {
    return Promise.resolve(!this.taken.has(run.dedupeKey));
  }

  async finish(rule: LedgerRule, run: NewRun, outcome: RunOutcome): Promise<void> {
    this.runs.push({ ...run, ...outcome });
    if (isExecuted(outcome.status)) {
      const counts = await this.countsOf(rule.boardId, outcome.finishedAt);
      const key = `${rule.id}:${run.cardId}`;
      counts.perRuleCard.set(key, (counts.perRuleCard.get(key) ?? 0) + 1);
      counts.board += 1;
      if (run.rootEventId !== null && run.cardId !== null)
        this.chains.add(`${run.rootEventId}:${rule.id}:${run.cardId}`);
    }
    await this.countVerdict(rule, run, outcome);
  }

  noMatch(run: NewRun, outcome: RunOutcome): Promise<boolean> {
    if (this.taken.has(run.dedupeKey)) return Promise.resolve(false);
    let kept = this.noMatches.get(run.ruleId);
    if (!kept) this.noMatches.set(run.ruleId, (kept = []));
    if (kept.length === NO_MATCH_KEPT_PER_RULE) kept.shift();
    // Kept as given (most are dropped): merging each on arrival cost a third of the throughput.
    kept.push([run, outcome]);
    return Promise.resolve(true);
  }

  async throttled(rule: LedgerRule, run: NewRun, now: Date): Promise<boolean> {
    const counts = await this.countsOf(rule.boardId, now);
    const onCard = counts.perRuleCard.get(`${rule.id}:${run.cardId}`) ?? 0;
    return onCard >= rule.options.maxRunsPerCardPerHour || counts.board >= BOARD_RUNS_PER_HOUR_MAX;
  }

  ranInChain(root: string, ruleId: string, cardId: string): boolean {
    return this.chains.has(`${root}:${ruleId}:${cardId}`);
  }

  isDisabled(ruleId: string): boolean {
    return this.disabled.has(ruleId);
  }

  /** Writes the batch's runs (one statement) and prunes the `no_match` runs of the rules that got some. */
  async flush(): Promise<void> {
    const noMatches = [...this.noMatches.values()].flat().map(([run, outcome]) => ({ ...run, ...outcome }));
    const all = [...this.runs, ...noMatches];
    const written = await insertRuns(this.tx, all);
    if (written !== all.length) throw new Error('automations: a run key was taken while the batch ran');
    await pruneNoMatchRuns(this.tx, [...this.noMatches.keys()]);
  }

  private async countsOf(boardId: string, now: Date): Promise<RecentRunCounts> {
    let counts = this.counts.get(boardId);
    if (!counts) {
      counts = await recentRunCounts(this.tx, boardId, now);
      this.counts.set(boardId, counts);
    }
    return counts;
  }

  /** Success resets the rule's streak; a failure extends it — read from the log at the first one. */
  private async countVerdict(rule: LedgerRule, run: NewRun, outcome: RunOutcome): Promise<void> {
    if (isExecuted(outcome.status) && !isFailure(outcome.status)) {
      this.streaks.set(rule.id, 0);
      return;
    }
    if (!isFailure(outcome.status) || this.disabled.has(rule.id)) return;
    const before = this.streaks.get(rule.id) ?? (await failureStreak(this.tx, rule.id, AUTO_DISABLE_AFTER_FAILURES));
    this.streaks.set(rule.id, before + 1);
    if (before + 1 < AUTO_DISABLE_AFTER_FAILURES) return;
    this.disabled.add(rule.id);
    await disableFailingRule(this.tx, rule, run.id, outcome.error);
  }
}
