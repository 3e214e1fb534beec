import { sql } from 'drizzle-orm';
import type { DocLevel } from '@rbax/shared/docs/docs';
import type { PresenceUser, ServerMessage } from '@rbax/shared/realtime';
import type { Db } from '#src/db/client.ts';
import { AppError, forbidden } from '#src/lib/errors.ts';
import type { Connection } from '#src/modules/realtime/realtime-hub.ts';
import {
  appendDocUpdate,
  COMPACT_AFTER_UPDATES,
  compactDoc,
  DOC_AWARENESS_CHANNEL,
  docUpdatesAfter,
  loadDocState,
} from './doc-content.ts';
import { decoding, encoding, loadDocLibs, yjs } from './doc-libs.ts';
import { assertDoc } from './docs-access.ts';
import { afterContentChange } from './docs-maintenance.ts';

/**
 * The `doc:<id>` channel (issue 26, docs/decisions/051) on the realtime socket: the same
 * authentication, Origin check and session revocation as boards (realtime-routes.ts), plus:
 * - subscribe: read access (404 otherwise); the server sends what the client lacks given its
 *   state vector, and its own state vector so the client sends back what the server lacks
 *   (edits made offline);
 * - doc-update: edit access (the subscription's level, which every access re-check refreshes);
 *   stored (appended) before the ack,
 *   then fanned out to every instance through NOTIFY, like board events;
 * - doc-awareness: cursors and selections, relayed (not stored) to the other subscribers;
 * - access re-checks (member removed, role changed, document restricted or deleted) end the
 *   subscription at once, before any further update is sent.
 * Yjs and lib0 load with the first subscription (doc-libs.ts), so the hub costs nothing until
 * someone opens a document; updates and awareness come only on a subscription, after that load.
 */

type Logger = { warn(details: object, message: string): void };

type DocSubscription = {
  level: DocLevel;
  /** Last update id sent to this subscriber. */
  lastId: number;
  /** Live updates held back while the initial sync is being sent. */
  queue: { id: number; update: Uint8Array }[] | null;
  /** Awareness client ids this socket announced, with their last clock (to remove them when it leaves). */
  awareness: Map<number, number>;
};

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromB64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** Awareness clients (id → clock) in an encoded awareness update (y-protocols format). */
function awarenessClients(update: Uint8Array): Map<number, number> {
  const clients = new Map<number, number>();
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  for (let i = 0; i < count; i += 1) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    decoding.readVarString(decoder);
    clients.set(clientId, clock);
  }
  return clients;
}

/** An awareness update saying these clients are gone (state `null`, next clock). */
function awarenessRemoval(clients: Map<number, number>): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, clients.size);
  for (const [clientId, clock] of clients) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock + 1);
    encoding.writeVarString(encoder, 'null');
  }
  return encoding.toUint8Array(encoder);
}

let instanceSeq = 0;

export class DocHub {
  private readonly byDoc = new Map<string, Set<Connection>>();
  private readonly subs = new WeakMap<Connection, Map<string, DocSubscription>>();
  private readonly delivered = new Map<string, number>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly readAgain = new Set<string>();
  /** Updates this instance stored for a socket: not echoed back to it. */
  private readonly writers = new Map<number, Connection>();
  private readonly compacting = new Set<string>();
  /** Names this instance in awareness NOTIFY payloads (it relays its own sockets directly). */
  readonly instanceId = `${process.pid}-${Date.now()}-${(instanceSeq += 1)}`;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly send: (connection: Connection, message: ServerMessage) => void,
    private readonly isOpen: (connection: Connection) => boolean,
  ) {}

  get stats() {
    return { docs: this.byDoc.size };
  }

  private subsOf(connection: Connection): Map<string, DocSubscription> {
    let map = this.subs.get(connection);
    if (!map) this.subs.set(connection, (map = new Map()));
    return map;
  }

  async subscribe(connection: Connection, docId: string, stateVector: string | undefined): Promise<void> {
    await loadDocLibs();
    const { level } = await assertDoc(this.db, connection.user, 'read', docId);
    if (!this.isOpen(connection)) return;
    const channel = `doc:${docId}`;
    this.leave(connection, docId);
    const subscription: DocSubscription = { level, lastId: 0, queue: [], awareness: new Map() };
    this.subsOf(connection).set(docId, subscription);
    let subscribers = this.byDoc.get(docId);
    if (!subscribers) this.byDoc.set(docId, (subscribers = new Set()));
    subscribers.add(connection);
    const state = await loadDocState(this.db, docId);
    if (!this.delivered.has(docId)) this.delivered.set(docId, state.lastId);
    subscription.lastId = state.lastId;
    let update = state.update;
    if (stateVector) {
      try {
        update = yjs.diffUpdate(state.update, fromB64(stateVector));
      } catch {
        update = state.update;
      }
    }
    this.send(connection, {
      type: 'doc-sync',
      channel,
      update: b64(update),
      stateVector: b64(yjs.encodeStateVectorFromUpdate(state.update)),
      level,
    });
    const held = subscription.queue ?? [];
    subscription.queue = null;
    for (const item of held) this.deliver(connection, docId, subscription, item);
    this.send(connection, { type: 'subscribed', channel, seq: 0 });
    this.broadcastPresence(docId);
    this.changed(docId);
    if (state.pending >= COMPACT_AFTER_UPDATES) this.compact(docId);
  }

  unsubscribe(connection: Connection, docId: string, reason?: string): void {
    if (!this.subs.get(connection)?.has(docId)) return;
    this.leave(connection, docId);
    if (reason) this.send(connection, { type: 'unsubscribed', channel: `doc:${docId}`, reason });
  }

  /** A Yjs update from a subscriber: edit access (checked now), stored, acknowledged, fanned out. */
  async update(connection: Connection, docId: string, encoded: string, ref: number): Promise<void> {
    const subscription = this.subs.get(connection)?.get(docId);
    if (!subscription) throw new AppError(404, 'not_found', 'errors.notFound');
    // The level is kept current by the access re-checks (role changes, removals, restrictions):
    // no query per keystroke.
    if (subscription.level === 'read') throw forbidden();
    const update = fromB64(encoded);
    try {
      yjs.decodeUpdate(update);
    } catch {
      throw new AppError(400, 'validation_failed', 'errors.validationFailed');
    }
    await this.store(docId, update, connection.user.id, connection);
    this.send(connection, { type: 'doc-ack', channel: `doc:${docId}`, ref });
  }

  /** Stores an update (from a socket, the REST fallback or a restore) and schedules upkeep. */
  async store(docId: string, update: Uint8Array, userId: string | null, from?: Connection): Promise<number> {
    const id = await appendDocUpdate(this.db, docId, update, userId);
    if (from) {
      this.writers.set(id, from);
      if (this.writers.size > 10_000) this.writers.delete(this.writers.keys().next().value!);
    }
    afterContentChange(this.db, this.log, docId, userId, () => this.compact(docId));
    return id;
  }

  /** Awareness from a subscriber: relayed to the others here and on the other instances. */
  async awareness(connection: Connection, docId: string, encoded: string): Promise<void> {
    const subscription = this.subs.get(connection)?.get(docId);
    if (!subscription) return;
    try {
      for (const [clientId, clock] of awarenessClients(fromB64(encoded))) subscription.awareness.set(clientId, clock);
    } catch {
      return;
    }
    this.relayAwareness(docId, encoded, connection);
    if (encoded.length < 7000) {
      const payload = JSON.stringify({ docId, from: this.instanceId, update: encoded });
      await this.db.execute(sql`SELECT pg_notify(${DOC_AWARENESS_CHANNEL}, ${payload})`);
    }
  }

  /** Awareness NOTIFY from any instance (its own are skipped). */
  remoteAwareness(payload: string): void {
    try {
      const { docId, from, update } = JSON.parse(payload) as { docId: string; from: string; update: string };
      if (from !== this.instanceId) this.relayAwareness(docId, update, null);
    } catch {
      this.log.warn({ payload }, 'docs: unreadable awareness message');
    }
  }

  private relayAwareness(docId: string, update: string, except: Connection | null): void {
    for (const connection of this.byDoc.get(docId) ?? []) {
      if (connection !== except) this.send(connection, { type: 'doc-awareness', channel: `doc:${docId}`, update });
    }
  }

  /** A document has new updates (NOTIFY): read them once and fan them out. */
  changed(docId: string): void {
    if (!this.byDoc.has(docId)) return;
    if (this.reading.has(docId)) {
      this.readAgain.add(docId);
      return;
    }
    const run = this.readNew(docId)
      .catch((error: unknown) => this.log.warn({ err: error, docId }, 'docs: reading new updates failed'))
      .finally(() => {
        this.reading.delete(docId);
        if (this.readAgain.delete(docId)) this.changed(docId);
      });
    this.reading.set(docId, run);
  }

  resumeAll(): void {
    for (const docId of this.byDoc.keys()) this.changed(docId);
    void this.recheckAccess({});
  }

  /** Subscriptions whose reader lost access end now; the others learn their current level. */
  async recheckAccess(scope: { userId?: string; docId?: string }): Promise<void> {
    const pairs: [Connection, string][] = [];
    for (const [docId, connections] of this.byDoc) {
      if (scope.docId && docId !== scope.docId) continue;
      for (const connection of connections) {
        if (!scope.userId || connection.user.id === scope.userId) pairs.push([connection, docId]);
      }
    }
    await Promise.all(
      pairs.map(async ([connection, docId]) => {
        // Until the answer, nothing more reaches this socket (as with ended sessions).
        connection.holds += 1;
        connection.held ??= [];
        try {
          const { level } = await assertDoc(this.db, connection.user, 'read', docId);
          const subscription = this.subs.get(connection)?.get(docId);
          if (subscription) subscription.level = level;
        } catch {
          // What this socket was about to receive of the document is dropped (a concurrent
          // re-check may already have queued the 'unsubscribed' notice: that one stays).
          const channel = `doc:${docId}`;
          if (connection.held)
            connection.held = connection.held.filter(
              (m) => !('channel' in m) || m.channel !== channel || m.type === 'unsubscribed',
            );
          this.unsubscribe(connection, docId, 'access');
        } finally {
          this.release(connection);
        }
      }),
    );
  }

  remove(connection: Connection): void {
    for (const docId of [...(this.subs.get(connection)?.keys() ?? [])]) this.leave(connection, docId);
  }

  closeAll(): void {
    this.byDoc.clear();
  }

  private release(connection: Connection) {
    connection.holds -= 1;
    if (connection.holds > 0 || !connection.held) return;
    const held = connection.held;
    connection.held = null;
    for (const message of held) this.send(connection, message);
  }

  private compact(docId: string): void {
    if (this.compacting.has(docId)) return;
    this.compacting.add(docId);
    compactDoc(this.db, docId)
      .catch((error: unknown) => this.log.warn({ err: error, docId }, 'docs: compaction failed'))
      .finally(() => this.compacting.delete(docId));
  }

  private async readNew(docId: string): Promise<void> {
    for (;;) {
      const after = this.delivered.get(docId) ?? 0;
      const updates = await docUpdatesAfter(this.db, docId, after);
      if (updates.length === 0) {
        // Compaction may have removed rows this instance never read: a subscriber that is behind
        // the snapshot gets the state it lacks instead.
        return;
      }
      for (const item of updates) {
        for (const connection of this.byDoc.get(docId) ?? []) {
          const subscription = this.subs.get(connection)?.get(docId);
          if (subscription) this.deliver(connection, docId, subscription, item);
        }
        this.writers.delete(item.id);
      }
      this.delivered.set(docId, updates.at(-1)!.id);
      if (updates.length < 500) return;
    }
  }

  private deliver(
    connection: Connection,
    docId: string,
    subscription: DocSubscription,
    item: { id: number; update: Uint8Array },
  ): void {
    if (subscription.queue) {
      subscription.queue.push(item);
      return;
    }
    if (item.id <= subscription.lastId) return;
    subscription.lastId = item.id;
    if (this.writers.get(item.id) === connection) return;
    this.send(connection, { type: 'doc-update', channel: `doc:${docId}`, update: b64(item.update) });
  }

  private leave(connection: Connection, docId: string): void {
    const subscription = this.subs.get(connection)?.get(docId);
    if (!subscription) return;
    this.subs.get(connection)!.delete(docId);
    const subscribers = this.byDoc.get(docId);
    if (subscribers?.delete(connection) && subscribers.size === 0) {
      this.byDoc.delete(docId);
      this.delivered.delete(docId);
    }
    if (subscription.awareness.size > 0) {
      const removal = b64(awarenessRemoval(subscription.awareness));
      this.relayAwareness(docId, removal, connection);
      const payload = JSON.stringify({ docId, from: this.instanceId, update: removal });
      if (removal.length < 7000)
        this.db
          .execute(sql`SELECT pg_notify(${DOC_AWARENESS_CHANNEL}, ${payload})`)
          .catch((error: unknown) => this.log.warn({ err: error }, 'docs: awareness notify failed'));
    }
    this.broadcastPresence(docId);
  }

  private broadcastPresence(docId: string): void {
    const subscribers = this.byDoc.get(docId);
    if (!subscribers) return;
    const users = new Map<string, PresenceUser>();
    for (const { user } of subscribers)
      users.set(user.id, { id: user.id, name: user.name, image: user.image, cardId: null });
    const message: ServerMessage = { type: 'presence', channel: `doc:${docId}`, users: [...users.values()] };
    for (const connection of subscribers) this.send(connection, message);
  }
}
