import pg from 'pg';
import type { Database } from '#src/db/client.ts';
import { ACCESS_CHANNEL, EVENTS_CHANNEL, SESSION_END_CHANNEL, USER_CHANNEL } from '#src/lib/events.ts';

/**
 * LISTEN for the realtime NOTIFY channels: on PostgreSQL a dedicated connection (outside the
 * pool, reconnected with back-off), on PGlite the embedded client's own listener. Every
 * instance receives every notification, so a change made through one instance reaches the
 * sockets of all of them.
 */

export type RealtimeHandlers = {
  boardChanged(boardId: string): void;
  accessChanged(scope: string): void;
  userMessage(userId: string, data: Record<string, unknown>): void;
  /** A session of this user ended or the account was banned (database triggers, migration 0011). */
  sessionEnded(userId: string): void;
  /** After a reconnect: notifications may have been missed. */
  resumed(): void;
};

type Logger = { warn(details: object, message: string): void; info(details: object, message: string): void };

export type Listener = { close(): Promise<void> };

const CHANNELS = [EVENTS_CHANNEL, ACCESS_CHANNEL, USER_CHANNEL, SESSION_END_CHANNEL];

export async function listenForChanges(
  database: Database,
  databaseUrl: string | undefined,
  handlers: RealtimeHandlers,
  log: Logger,
): Promise<Listener> {
  const dispatch = (channel: string, payload: string | undefined) => {
    if (!payload) return;
    if (channel === EVENTS_CHANNEL) handlers.boardChanged(payload);
    else if (channel === ACCESS_CHANNEL) handlers.accessChanged(payload);
    else if (channel === SESSION_END_CHANNEL) handlers.sessionEnded(payload);
    else if (channel === USER_CHANNEL) {
      try {
        const { userId, data } = JSON.parse(payload) as { userId: string; data: Record<string, unknown> };
        handlers.userMessage(userId, data);
      } catch {
        log.warn({ payload }, 'realtime: unreadable user message');
      }
    }
  };

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
      log.warn({ err: error }, 'realtime: LISTEN connection lost');
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
      log.info({ attempt }, 'realtime: LISTEN connection restored');
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
          log.warn({ err: error }, 'realtime: LISTEN reconnect failed');
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
