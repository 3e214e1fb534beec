import type { Deps } from '#src/lib/deps.ts';
import type { JobsRegistry } from '#src/lib/jobs.ts';
import type { EventLogRuntime } from '#src/modules/event-log/event-log-runtime.ts';
import { sendNotificationMails } from '#src/modules/notifications/notifications-producer.ts';
import { ANALYTICS_CONSUMER, analyticsConsumer } from './flow-consumer.ts';
import { consumerPosition, lockFlowState, staleBoardIds } from './flow-facts-repository.ts';
import { foldBoardLog, loadBoardContext, writeFoldedLog } from './flow-fold.ts';
import { notifyBreachRisks } from './flow-risk.ts';

/**
 * The background side of flow analytics (docs/decisions/037), registered in app.ts next to the
 * other consumers of the event log:
 * - the `analytics` consumer, which keeps the boards' flow facts folded up to the log's end;
 * - `analytics.rebuild` (stately; woken after a settings change and by the consumer, and every
 *   minute by cron, so a wake lost with a restart costs at most a minute) folds again the boards
 *   whose facts were marked stale;
 * - `analytics.risk` (hourly) sends the breach-risk notifications ('Em risco de atrasar').
 * With BACKGROUND_JOBS=off nothing runs by itself: tests call the methods.
 */

export const REBUILD_QUEUE = 'analytics.rebuild';
export const RISK_QUEUE = 'analytics.risk';
/** Boards folded again per rebuild pass. */
const REBUILD_BATCH = 50;

export class AnalyticsRuntime {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
    private readonly eventLog: EventLogRuntime,
    private readonly jobs: JobsRegistry,
  ) {
    eventLog.register(analyticsConsumer(() => this.wakeRebuild()));
    jobs.register({
      name: REBUILD_QUEUE,
      policy: 'stately',
      cron: '* * * * *',
      pollingIntervalSeconds: 10,
      handler: async () => {
        await this.rebuildStale();
      },
    });
    jobs.register({
      name: RISK_QUEUE,
      policy: 'stately',
      cron: '23 * * * *',
      pollingIntervalSeconds: 60,
      handler: async () => {
        await this.notifyRisks();
      },
    });
  }

  /** Queues the rebuild of stale facts (after a settings change). */
  wakeRebuild = async (): Promise<void> => {
    await this.jobs.send(REBUILD_QUEUE);
  };

  /** Reads the log to its end for the facts (tests, and BACKGROUND_JOBS=off). */
  async processEvents(): Promise<void> {
    await this.eventLog.drain(ANALYTICS_CONSUMER);
  }

  /**
   * Folds again the boards whose facts are stale (up to REBUILD_BATCH per pass; the cron and the
   * next wake take the rest). The log is folded outside any transaction, up to the consumer's
   * position (every event up to it is settled); then, with the board's state row locked, the
   * events the consumer passed meanwhile (and skipped, the board being stale) are folded too and
   * the facts written. A board the consumer already folded, or whose context changed during the
   * fold, is left as it is.
   */
  async rebuildStale(options: { afterFold?: () => Promise<void> } = {}): Promise<number> {
    const { db } = this.deps;
    let rebuilt = 0;
    for (const boardId of await staleBoardIds(db, REBUILD_BATCH)) {
      const board = await loadBoardContext(db, boardId);
      if (!board) continue;
      const position = await consumerPosition(db, ANALYTICS_CONSUMER);
      const folded = await foldBoardLog(db, board, position);
      // Tests run the consumer here, as another instance may at this point.
      await options.afterFold?.();
      await db.transaction(async (tx) => {
        const state = await lockFlowState(tx, boardId);
        if (!state?.stale) return;
        const now = await loadBoardContext(tx, boardId);
        if (now?.contextKey !== board.contextKey) return;
        const upto = await consumerPosition(tx, ANALYTICS_CONSUMER);
        await writeFoldedLog(tx, board, upto > position ? await foldBoardLog(tx, board, upto, folded) : folded, upto);
        rebuilt += 1;
      });
    }
    return rebuilt;
  }

  /** The breach-risk notifications as of `now`, then their e-mails. */
  async notifyRisks(now: Date = new Date()): Promise<string[]> {
    const created = await notifyBreachRisks(this.deps.db, now);
    await sendNotificationMails(this.deps, created);
    return created;
  }
}
