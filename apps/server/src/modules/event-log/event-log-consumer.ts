import type { EventKind } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import {
  eventsAfterId,
  lockConsumerCursor,
  recordConsumerFailure,
  saveConsumerCursor,
  skipEvent,
  snapshotHasNoOthers,
  snapshotTransactionsEnded,
  type ConsumedEvent,
} from './event-log-repository.ts';

/**
 * A durable consumer of the event log (ARCHITECTURE §3, docs/decisions/034): notifications,
 * webhooks, and the modules to come each register one. Its cursor (the last event id handled)
 * lives in `event_consumers`, locked for the length of each batch so one instance at a time moves
 * it; what the handler writes and the new cursor commit together. Delivery is at least once:
 * handlers are idempotent (dedupe keys, unique rows), so a batch that runs twice is harmless.
 *
 * Event ids come from a sequence, which hands them out in the order transactions *ask*, not the
 * order they commit: event 105 can be visible while 104 is still being written. So a consumer
 * never steps over a missing id without knowing it is gone for good. It stops there and looks
 * again; the id is skipped once every transaction that was running when the gap was first seen
 * has ended (then 104 either committed — and is read — or rolled back), or, as a last resort
 * against a session left open, after `gapTimeoutMs`.
 *
 * A batch whose handler throws is rolled back whole (nothing of it is kept, the cursor stays) and
 * the next passes take one event at a time, so the failure is pinned to one event; an event that
 * fails MAX_FAILURES times in a row is recorded in `event_consumer_skips`, logged and passed over,
 * so one bad event cannot stop a consumer for ever.
 */

export type EventConsumerDefinition<R = unknown> = {
  /** The cursor's name; never reused for another consumer. */
  name: string;
  /** Kinds whose data the handler reads; every other event only moves the cursor. */
  kinds: readonly EventKind[] | 'all';
  /** Where a new consumer starts: the log's end (default: only what happens from now on) or its start. */
  startAt?: 'end' | 'beginning';
  /** Handles a batch inside the transaction that moves the cursor. Must be idempotent. */
  handle(tx: Db, events: ConsumedEvent[]): Promise<R>;
  /** After the batch committed (e-mails, waking a job queue); failures are logged, not retried. */
  afterCommit?(result: R): Promise<void>;
};

export const BATCH_SIZE = 500;
export const MAX_FAILURES = 5;

type Logger = { warn(details: object, message: string): void; error(details: object, message: string): void };

export type ConsumerOptions = {
  gapTimeoutMs?: number;
  now?: () => number;
  batchSize?: number;
};

export type PassResult = {
  /** Events the cursor moved over. */
  handled: number;
  /** The consumer waits at a missing id. */
  waitingAtGap: boolean;
  /** There may be more to read at once. */
  more: boolean;
  /** Another instance holds the cursor (it is reading): this pass did nothing. */
  lockedElsewhere?: boolean;
};

type Gap = { at: number; seenAt: number; snapshot: string };

export class EventConsumer<R = unknown> {
  private gap: Gap | null = null;
  private running: Promise<unknown> = Promise.resolve();
  /** After a failed batch: one event per pass until the cursor has passed this id (the batch's last). */
  private isolateThrough: number | null = null;
  private readonly gapTimeoutMs: number;
  private readonly now: () => number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    readonly definition: EventConsumerDefinition<R>,
    private readonly log: Logger,
    options: ConsumerOptions = {},
  ) {
    this.gapTimeoutMs = options.gapTimeoutMs ?? 120_000;
    this.now = options.now ?? Date.now;
    this.batchSize = options.batchSize ?? BATCH_SIZE;
  }

  get name(): string {
    return this.definition.name;
  }

  /** Creates the cursor (where a new consumer starts) without reading anything. */
  async ensureCursor(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockConsumerCursor(tx, this.name, this.definition.startAt);
    });
  }

  /** One batch; passes of this instance never overlap. A failed batch rejects. */
  pass(): Promise<PassResult> {
    const next = this.running.then(() => this.runPass());
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Batches until the log is read to its end (or to a gap that must be waited for). */
  async drain(): Promise<PassResult> {
    const total: PassResult = { handled: 0, waitingAtGap: false, more: false };
    for (;;) {
      const result = await this.pass();
      total.handled += result.handled;
      total.waitingAtGap = result.waitingAtGap;
      if (result.lockedElsewhere) total.lockedElsewhere = true;
      if (!result.more) return total;
    }
  }

  private async runPass(): Promise<PassResult> {
    // Checked before reading: if every transaction running when the gap was seen has ended
    // now, a read that still misses the id proves it was rolled back.
    const gapSettled = this.gap
      ? (await snapshotTransactionsEnded(this.db, this.gap.snapshot)) ||
        this.now() - this.gap.seenAt >= this.gapTimeoutMs
      : false;
    let batchEnd: number | null = null;
    try {
      const outcome = await this.db.transaction(async (tx) => {
        const cursor = await lockConsumerCursor(tx, this.name, this.definition.startAt);
        if (cursor === null) {
          return { result: { handled: 0, waitingAtGap: false, more: false, lockedElsewhere: true }, value: undefined };
        }
        const isolating =
          cursor.failures > 0 || (this.isolateThrough !== null && cursor.lastEventId < this.isolateThrough);
        const limit = isolating ? 1 : this.batchSize;
        const { events, snapshot } = await eventsAfterId(tx, cursor.lastEventId, limit, this.definition.kinds);
        const { taken, waitingAtGap } = await this.upToGap(tx, cursor.lastEventId, events, snapshot, gapSettled);
        if (taken.length === 0) return { result: { handled: 0, waitingAtGap, more: false }, value: undefined };
        const last = taken.at(-1)!;
        batchEnd = last.id;
        // An event that failed again and again is passed over (recorded, logged) instead of handled.
        if (isolating && cursor.failures >= MAX_FAILURES) {
          await skipEvent(tx, this.name, last.id, 'gave up after repeated failures');
          this.log.error({ consumer: this.name, eventId: last.id, kind: last.kind }, 'event-log: skipped an event');
          return { result: { handled: 1, waitingAtGap: false, more: true }, value: undefined };
        }
        const value = await this.definition.handle(tx, taken);
        await saveConsumerCursor(tx, this.name, last.id);
        const more = !waitingAtGap && (isolating || events.length === limit);
        return { result: { handled: taken.length, waitingAtGap, more }, value };
      });
      if (this.isolateThrough !== null && batchEnd !== null && batchEnd >= this.isolateThrough)
        this.isolateThrough = null;
      if (outcome.value !== undefined && this.definition.afterCommit) {
        await this.definition.afterCommit(outcome.value).catch((error: unknown) => {
          this.log.warn({ err: error, consumer: this.name }, 'event-log: after-commit step failed');
        });
      }
      return outcome.result;
    } catch (error) {
      const failures = await recordConsumerFailure(this.db, this.name, errorText(error)).catch(() => 0);
      if (batchEnd !== null) this.isolateThrough = Math.max(this.isolateThrough ?? 0, batchEnd);
      this.log.warn({ err: error, consumer: this.name, failures }, 'event-log: a batch failed; retrying one by one');
      throw error;
    }
  }

  /** The events up to the first missing id that may still be coming. */
  private async upToGap(
    tx: Db,
    cursor: number,
    events: ConsumedEvent[],
    snapshot: string,
    gapSettled: boolean,
  ): Promise<{ taken: ConsumedEvent[]; waitingAtGap: boolean }> {
    let last = cursor;
    const taken: ConsumedEvent[] = [];
    for (const event of events) {
      if (event.id !== last + 1) {
        const missing = last + 1;
        const settled = (this.gap?.at === missing && gapSettled) || (await snapshotHasNoOthers(tx, snapshot));
        if (!settled) {
          if (this.gap?.at !== missing) this.gap = { at: missing, seenAt: this.now(), snapshot };
          return { taken, waitingAtGap: true };
        }
        if (this.gap?.at === missing && this.now() - this.gap.seenAt >= this.gapTimeoutMs) {
          this.log.warn(
            { consumer: this.name, from: missing, to: event.id - 1 },
            'event-log: skipped ids after waiting',
          );
        }
        this.gap = null;
      }
      taken.push(event);
      last = event.id;
    }
    this.gap = null;
    return { taken, waitingAtGap: false };
  }
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
