import pg from 'pg';
import type { Database } from '#src/db/client.ts';

/**
 * LISTEN for PostgreSQL NOTIFY channels: on PostgreSQL a dedicated connection (outside the pool,
 * reconnected with back-off), on PGlite the embedded client's own listener. Every instance
 * receives every notification, so a change committed through one instance reaches all of them.
 * The event log's own channel wakes its consumers; realtime listens to its channels here too.
 */

type Logger = { warn(details: object, message: string): void; info(details: object, message: string): void };

export type Listener = { close(): Promise<void> };

export type ListenerOptions = {
  channels: readonly string[];
  dispatch(channel: string, payload: string): void;
  /** After a reconnect: notifications may have been missed. */
  resumed(): void;
};

export async function listenForNotifications(
  database: Database,
  databaseUrl: string | undefined,
  { channels, dispatch: deliver, resumed }: ListenerOptions,
  log: Logger,
): Promise<Listener> {
  const CHANNELS = channels;
  const dispatch = (channel: string, payload: string | undefined) => {
    if (payload) deliver(channel, payload);
  };
  const handlers = { resumed };

  if (database.driver.kind === 'embedded') {
    const client = database.driver.client;
    const stops = await Promise.all(
      CHANNELS.map((channel) => client.listen(channel, (payload) => dispatch(channel, payload))),
    );
    return {
      async close() {
        if (client.closed) return;
        await Promise.all(stops.map((stop) => stop()));
      },
    };
  }

  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => dispatch(message.channel, message.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'event-log: LISTEN connection lost');
      schedule();
    });
    await next.connect();
    await next.query(CHANNELS.map((channel) => `LISTEN ${channel};`).join(' '));
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    if (attempt > 0) {
      log.info({ attempt }, 'event-log: LISTEN connection restored');
      handlers.resumed();
    }
    attempt = 0;
  };
  const schedule = () => {
    if (closed || retry) return;
    const old = client;
    client = null;
    void old?.end().catch(() => {});
    attempt += 1;
    retry = setTimeout(
      () => {
        retry = null;
        connect().catch((error: unknown) => {
          log.warn({ err: error }, 'event-log: LISTEN reconnect failed');
          schedule();
        });
      },
      Math.min(30_000, 250 * 2 ** attempt),
    );
    retry.unref();
  };
  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
