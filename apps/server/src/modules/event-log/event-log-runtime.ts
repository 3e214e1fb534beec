import type { Config } from '#src/config/env.ts';
import type { Database } from '#src/db/client.ts';
import type { JobsRegistry } from '#src/lib/jobs.ts';
import {
  EventConsumer,
  type ConsumerOptions,
  type EventConsumerDefinition,
  type PassResult,
} from './event-log-consumer.ts';
import { listenForNotifications, type Listener } from './event-log-listener.ts';
import { EVENTS_CHANNEL } from './event-log-writer.ts';

/**
 * The event log at run time (docs/decisions/034): the consumers registered at start-up, their
 * pg-boss queues, and the NOTIFY listener.
 * - When NOTIFY says events were written (debounced), each instance runs every consumer's passes
 *   itself, one run at a time per consumer and one more after it if more was written meanwhile
 *   (decision 057: going through the queue cost three more statements per consumer and trigger,
 *   a third of a write's work on a busy board). The cursor's row lock still lets one instance at
 *   a time read; one that finds it held elsewhere, or a run that failed, queues the consumer.
 * - Each consumer has a `stately` queue (one job waiting, one running, across every instance):
 *   the fallback above, and at a gap it queues itself again a second later.
 * - `event-log.tick` (every minute) queues every consumer, in case a NOTIFY was missed.
 * - Other modules listen to their own NOTIFY channels through `on` (realtime), so the process
 *   keeps one LISTEN connection.
 * With BACKGROUND_JOBS=off nothing runs by itself: tests call `drain()`.
 */

const TRIGGER_DEBOUNCE_MS = 50;
const GAP_RETRY_SECONDS = 1;
export const TICK_QUEUE = 'event-log.tick';
export const consumerQueue = (name: string) => `event-log.${name}`;

type Logger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  info(details: object, message: string): void;
};

type ChannelHandler = (payload: string) => void;

export class EventLogRuntime {
  private readonly consumers = new Map<string, EventConsumer<unknown>>();
  private readonly handlers = new Map<string, ChannelHandler[]>();
  private readonly resumeHandlers: (() => void)[] = [];
  private listener: Listener | null = null;
  private debounce: NodeJS.Timeout | null = null;
  /** Consumers whose passes run here now, and those to run again once that ends. */
  private readonly runs = new Map<string, Promise<void>>();
  private readonly runAgain = new Set<string>();
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly config: Pick<Config, 'databaseUrl'>,
    private readonly jobs: JobsRegistry,
    private readonly log: Logger,
    private readonly consumerOptions: ConsumerOptions = {},
  ) {
    jobs.register({
      name: TICK_QUEUE,
      policy: 'stately',
      cron: '* * * * *',
      pollingIntervalSeconds: 10,
      handler: async () => {
        for (const name of this.consumers.keys()) await this.jobs.send(consumerQueue(name));
      },
    });
    this.on(EVENTS_CHANNEL, () => this.eventsAppended());
  }

  /** Adds a consumer (at start-up, before the app is ready). */
  register<R>(definition: EventConsumerDefinition<R>): EventConsumer<R> {
    if (this.consumers.has(definition.name)) throw new Error(`consumer ${definition.name} registered twice`);
    const consumer = new EventConsumer<R>(this.database.db, definition, this.log, this.consumerOptions);
    this.consumers.set(definition.name, consumer as EventConsumer<unknown>);
    const queue = consumerQueue(definition.name);
    this.jobs.register({
      name: queue,
      policy: 'stately',
      pollingIntervalSeconds: 5,
      handler: async () => {
        const { waitingAtGap } = await consumer.drain();
        if (waitingAtGap) await this.jobs.send(queue, { startAfterSeconds: GAP_RETRY_SECONDS });
      },
    });
    return consumer;
  }

  consumer(name: string): EventConsumer<unknown> | undefined {
    return this.consumers.get(name);
  }

  /** Listens to a NOTIFY channel on the process's one LISTEN connection (before `start`). */
  on(channel: string, handler: ChannelHandler): void {
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  /** After the LISTEN connection came back: notifications may have been missed. */
  onResume(handler: () => void): void {
    this.resumeHandlers.push(handler);
  }

  /** Creates every consumer's cursor (a new one starts at the log's end), then listens. */
  async start(): Promise<void> {
    for (const consumer of this.consumers.values()) await consumer.ensureCursor();
    this.listener = await listenForNotifications(
      this.database,
      this.config.databaseUrl,
      {
        channels: [...this.handlers.keys()],
        dispatch: (channel, payload) => {
          for (const handler of this.handlers.get(channel) ?? []) handler(payload);
        },
        resumed: () => {
          this.eventsAppended();
          for (const handler of this.resumeHandlers) handler();
        },
      },
      this.log,
    );
  }

  /** Events were written somewhere: every consumer reads them (a burst of writes wakes each once). */
  eventsAppended(): void {
    if (!this.jobs.running || this.debounce || this.stopped) return;
    this.debounce = setTimeout(() => {
      this.debounce = null;
      for (const name of this.consumers.keys()) this.runHere(name);
    }, TRIGGER_DEBOUNCE_MS);
    this.debounce.unref();
  }

  /** The consumer's passes on this instance now; through its queue when that cannot be done here. */
  private runHere(name: string): void {
    if (this.stopped) return;
    if (this.runs.has(name)) {
      this.runAgain.add(name);
      return;
    }
    const queue = consumerQueue(name);
    const requeue = (options?: { startAfterSeconds: number }) =>
      this.jobs
        .send(queue, options)
        .catch((error: unknown) => this.log.warn({ err: error, consumer: name }, 'event-log: queueing failed'));
    const run = this.consumers
      .get(name)!
      .drain()
      .then(async ({ waitingAtGap, lockedElsewhere }) => {
        // The instance reading now may have read before the latest events committed.
        if (lockedElsewhere) await requeue();
        else if (waitingAtGap) await requeue({ startAfterSeconds: GAP_RETRY_SECONDS });
      })
      .catch(async (error: unknown) => {
        this.log.warn({ err: error, consumer: name }, 'event-log: a pass failed; queued again');
        await requeue();
      })
      .finally(() => {
        this.runs.delete(name);
        if (this.runAgain.delete(name)) this.runHere(name);
      });
    this.runs.set(name, run);
  }

  /** Reads the log to its end for one consumer or all (tests, and BACKGROUND_JOBS=off). */
  async drain(name?: string): Promise<Record<string, PassResult>> {
    const results: Record<string, PassResult> = {};
    for (const consumer of this.consumers.values()) {
      if (name === undefined || consumer.name === name) results[consumer.name] = await consumer.drain();
    }
    return results;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = null;
    this.runAgain.clear();
    await Promise.all(this.runs.values());
    const listener = this.listener;
    this.listener = null;
    await listener?.close();
  }
}
