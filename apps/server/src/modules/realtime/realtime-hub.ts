import type { WebSocket } from '@fastify/websocket';
import { REPLAY_LIMIT, type PresenceUser, type ServerMessage } from '@rbax/shared/realtime';
import type { BoardEvent } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import { liveSessionTokens } from '#src/modules/auth/session-lookup.ts';
import { toBoardEvent } from '#src/modules/event-log/event-log-mapper.ts';
import { boardEventsAfter, boardSeq } from '#src/modules/event-log/event-log-repository.ts';

/**
 * The sockets of this instance and what they follow (ARCHITECTURE §6). Events reach it through
 * PostgreSQL NOTIFY (realtime-listener.ts), whichever instance wrote them; the hub reads each
 * board's new events once, in seq order, and sends them to that board's subscribers. A
 * subscriber never gets an event twice or out of order: while its replay runs, live events
 * wait in its queue.
 */

type Logger = { warn(details: object, message: string): void };

type Subscription = {
  boardId: string;
  /** The last seq sent on this subscription. */
  lastSeq: number;
  /** Live events held back while the replay is being sent. */
  queue: BoardEvent[] | null;
  cardId: string | null;
};

export type Connection = {
  socket: WebSocket;
  user: SessionUser;
  boards: Map<string, Subscription>;
  alive: boolean;
  /** The session the socket was opened with: signing out or a ban closes the socket. */
  sessionToken: string;
  /** Session checks in flight for this socket; while any runs, outgoing messages wait in `held`. */
  holds: number;
  held: ServerMessage[] | null;
};

export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly byBoard = new Map<string, Set<Connection>>();
  private readonly byUser = new Map<string, Set<Connection>>();
  /** Per board: the last seq read from the log and fanned out by this instance. */
  private readonly delivered = new Map<string, number>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly readAgain = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  get stats() {
    return { connections: this.connections.size, boards: this.byBoard.size };
  }

  add(socket: WebSocket, user: SessionUser, sessionToken: string): Connection {
    const connection: Connection = { socket, user, boards: new Map(), alive: true, sessionToken, holds: 0, held: null };
    this.connections.add(connection);
    setOf(this.byUser, user.id).add(connection);
    return connection;
  }

  remove(connection: Connection): void {
    this.connections.delete(connection);
    removeFrom(this.byUser, connection.user.id, connection);
    for (const boardId of [...connection.boards.keys()]) this.leaveBoard(connection, boardId);
  }

  /** Whether the socket is still one of this hub's (not closed or removed). */
  isConnected(connection: Connection): boolean {
    return this.connections.has(connection);
  }

  send(connection: Connection, message: ServerMessage): void {
    if (connection.held) connection.held.push(message);
    else if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  }

  /** Checks read access, replays what was missed after `after`, then streams new events. */
  async subscribeBoard(connection: Connection, boardId: string, after: number | undefined): Promise<void> {
    const channel = `board:${boardId}`;
    await assertBoard(this.db, connection.user, 'read', boardId);
    if (!this.connections.has(connection)) return;
    const existing = connection.boards.get(boardId);
    if (existing) this.leaveBoard(connection, boardId);
    const current = await boardSeq(this.db, boardId);
    const subscription: Subscription = { boardId, lastSeq: current, queue: [], cardId: null };
    connection.boards.set(boardId, subscription);
    const subscribers = setOf(this.byBoard, boardId);
    subscribers.add(connection);
    if (!this.delivered.has(boardId)) this.delivered.set(boardId, current);
    if (after !== undefined && after < current) {
      if (current - after > REPLAY_LIMIT) {
        this.send(connection, { type: 'resync', channel });
      } else {
        subscription.lastSeq = after;
        for (const event of (await boardEventsAfter(this.db, boardId, after, REPLAY_LIMIT)).map(toBoardEvent)) {
          if (event.seq > current) break;
          this.sendEvent(connection, subscription, event);
        }
        subscription.lastSeq = Math.max(subscription.lastSeq, current);
      }
    }
    const held = subscription.queue ?? [];
    subscription.queue = null;
    for (const event of held) this.sendEvent(connection, subscription, event);
    this.send(connection, { type: 'subscribed', channel, seq: subscription.lastSeq });
    this.broadcastPresence(boardId);
    // Anything committed between the seq read and joining the board's subscribers.
    this.boardChanged(boardId);
  }

  unsubscribeBoard(connection: Connection, boardId: string, reason?: string): void {
    if (!connection.boards.has(boardId)) return;
    this.leaveBoard(connection, boardId);
    if (reason) this.send(connection, { type: 'unsubscribed', channel: `board:${boardId}`, reason });
  }

  focusCard(connection: Connection, boardId: string, cardId: string | null): void {
    const subscription = connection.boards.get(boardId);
    if (!subscription || subscription.cardId === cardId) return;
    subscription.cardId = cardId;
    this.broadcastPresence(boardId);
  }

  /** A board's log has new events (NOTIFY): read them once and fan them out. */
  boardChanged(boardId: string): void {
    if (!this.byBoard.has(boardId)) return;
    if (this.reading.has(boardId)) {
      this.readAgain.add(boardId);
      return;
    }
    const run = this.readNew(boardId)
      .catch((error: unknown) => this.log.warn({ err: error, boardId }, 'realtime: reading new events failed'))
      .finally(() => {
        this.reading.delete(boardId);
        if (this.readAgain.delete(boardId)) this.boardChanged(boardId);
      });
    this.reading.set(boardId, run);
  }

  /** After the LISTEN connection came back: read every followed board's log again. */
  resumeAll(): void {
    for (const boardId of this.byBoard.keys()) this.boardChanged(boardId);
    void this.recheckAccess({});
    this.closeEndedSessions().catch((error: unknown) =>
      this.log.warn({ err: error }, 'realtime: session check failed'),
    );
  }

  /** Someone's access may have shrunk: subscriptions they can no longer read end now. */
  async recheckAccess(scope: { userId?: string; boardId?: string }): Promise<void> {
    const candidates = scope.userId
      ? [...(this.byUser.get(scope.userId) ?? [])]
      : scope.boardId
        ? [...(this.byBoard.get(scope.boardId) ?? [])]
        : [...this.connections];
    await Promise.all(
      candidates.flatMap((connection) =>
        [...connection.boards.keys()]
          .filter((boardId) => !scope.boardId || boardId === scope.boardId)
          .map(async (boardId) => {
            try {
              await assertBoard(this.db, connection.user, 'read', boardId);
            } catch {
              this.unsubscribeBoard(connection, boardId, 'access');
            }
          }),
      ),
    );
  }

  /** A message on the user's own channel (notifications). */
  notifyUser(userId: string, data: Record<string, unknown>): void {
    for (const connection of this.byUser.get(userId) ?? []) {
      this.send(connection, { type: 'notification', channel: `user:${userId}`, data });
    }
  }

  /** Heartbeat: sockets that did not answer the previous ping are closed. */
  sweep(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.remove(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /**
   * A session of this user ended or the account was banned (NOTIFY from the database triggers,
   * decision 032): the user's sockets whose session is gone close now. Until the check answers,
   * messages to those sockets wait, so nothing committed after the sign-out reaches them.
   */
  async sessionEnded(userId: string): Promise<void> {
    const candidates = [...(this.byUser.get(userId) ?? [])];
    for (const connection of candidates) {
      connection.holds += 1;
      connection.held ??= [];
    }
    try {
      await this.closeEndedSessions(candidates);
    } finally {
      for (const connection of candidates) this.release(connection);
    }
  }

  /**
   * Closes the sockets whose session ended (signed out, expired, revoked, account banned). The
   * heartbeat checks all of them: the fallback for expiry and for a missed notification.
   */
  async closeEndedSessions(connections: Iterable<Connection> = this.connections): Promise<void> {
    const candidates = [...connections].filter((connection) => this.connections.has(connection));
    if (candidates.length === 0) return;
    const valid = await liveSessionTokens(this.db, [...new Set(candidates.map((c) => c.sessionToken))]);
    for (const connection of candidates) {
      if (valid.has(connection.sessionToken) || !this.connections.has(connection)) continue;
      connection.held = null;
      connection.socket.close(4401, 'session ended');
      this.remove(connection);
    }
  }

  closeAll(): void {
    for (const connection of this.connections) connection.socket.close(1001, 'server shutting down');
    this.connections.clear();
    this.byBoard.clear();
    this.byUser.clear();
  }

  /** The last session check of this socket answered (still live): send what waited. */
  private release(connection: Connection) {
    connection.holds -= 1;
    if (connection.holds > 0 || !connection.held) return;
    const held = connection.held;
    connection.held = null;
    for (const message of held) this.send(connection, message);
  }

  private async readNew(boardId: string): Promise<void> {
    for (;;) {
      const after = this.delivered.get(boardId) ?? 0;
      const events = (await boardEventsAfter(this.db, boardId, after, REPLAY_LIMIT)).map(toBoardEvent);
      if (events.length === 0) return;
      for (const event of events) {
        for (const connection of this.byBoard.get(boardId) ?? []) {
          const subscription = connection.boards.get(boardId);
          if (subscription) this.deliver(connection, subscription, event);
        }
        // Moving the board to another workspace changes who may read it.
        if (event.kind === 'board.moved') void this.recheckAccess({ boardId });
      }
      this.delivered.set(boardId, events.at(-1)!.seq);
      if (events.length < REPLAY_LIMIT) return;
    }
  }

  private deliver(connection: Connection, subscription: Subscription, event: BoardEvent) {
    if (subscription.queue) subscription.queue.push(event);
    else this.sendEvent(connection, subscription, event);
  }

  private sendEvent(connection: Connection, subscription: Subscription, event: BoardEvent) {
    if (event.seq <= subscription.lastSeq) return;
    subscription.lastSeq = event.seq;
    this.send(connection, { type: 'event', channel: `board:${subscription.boardId}`, event });
  }

  private leaveBoard(connection: Connection, boardId: string) {
    connection.boards.delete(boardId);
    const subscribers = this.byBoard.get(boardId);
    if (subscribers?.delete(connection) && subscribers.size === 0) {
      this.byBoard.delete(boardId);
      this.delivered.delete(boardId);
    }
    this.broadcastPresence(boardId);
  }

  private broadcastPresence(boardId: string) {
    const subscribers = this.byBoard.get(boardId);
    if (!subscribers) return;
    const users = new Map<string, PresenceUser>();
    for (const connection of subscribers) {
      const { user } = connection;
      const cardId = connection.boards.get(boardId)?.cardId ?? null;
      const known = users.get(user.id);
      if (!known || (!known.cardId && cardId)) {
        users.set(user.id, { id: user.id, name: user.name, image: user.image, cardId });
      }
    }
    const message: ServerMessage = { type: 'presence', channel: `board:${boardId}`, users: [...users.values()] };
    for (const connection of subscribers) this.send(connection, message);
  }
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (set?.delete(value) && set.size === 0) map.delete(key);
}
