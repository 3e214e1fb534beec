import { DOC_SOCKET_UPDATE_MAX, docChannel, serverMessageSchema, type PresenceUser } from '@rbax/shared/realtime';
import type { DocLevel } from '@rbax/shared/docs/docs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { realtimeUrl } from '@/lib/realtime';

/**
 * A document's Yjs content over our realtime socket (issue 26, docs/decisions/051): subscribes
 * to `doc:<id>` with its state vector, applies what the server sends, sends every local change
 * (acknowledged once stored; too large for a socket message → `POST /docs/:id/updates`), relays
 * awareness (cursors). y-indexeddb keeps a copy on the device, so a page opened before opens
 * offline, and edits made offline reach the server when the socket is back (the server's
 * state vector says what it lacks). When the browser reports it is offline the socket is
 * closed at once (a socket can stay half-open for minutes, taking edits nobody acknowledges)
 * and no new one is tried until it reports `online`.
 */

export type DocConnection = 'connecting' | 'online' | 'offline' | 'denied';

type Listener = () => void;
const b64 = (bytes: Uint8Array) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export class DocProvider {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  status: DocConnection = 'connecting';
  level: DocLevel | null = null;
  people: PresenceUser[] = [];
  /** Local changes not yet acknowledged by the server. */
  unsaved = 0;
  synced = false;
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private ref = 0;
  private readonly pending = new Set<number>();
  private destroyed = false;
  private readonly local: IndexeddbPersistence | null;

  constructor(
    readonly docId: string,
    user: { name: string; color: string },
  ) {
    this.local = typeof indexedDB === 'undefined' ? null : new IndexeddbPersistence(`rbax-doc-${docId}`, this.doc);
    this.awareness.setLocalStateField('user', user);
    this.doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.disconnectNow);
    this.connect();
  }

  get channel() {
    return docChannel(this.docId);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private connect() {
    if (this.destroyed) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      // No network: wait for the browser's 'online' (the edits stay in the Y.Doc and on the device).
      this.setStatus('offline');
      return;
    }
    this.setStatus(this.attempts === 0 ? 'connecting' : 'offline');
    const socket = new WebSocket(realtimeUrl());
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      socket.send(
        JSON.stringify({ type: 'subscribe', channel: this.channel, stateVector: b64(Y.encodeStateVector(this.doc)) }),
      );
      this.ping = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), 25_000);
    };
    socket.onmessage = (event) => this.onMessage(String(event.data));
    socket.onclose = () => {
      if (this.ping) clearInterval(this.ping);
      this.socket = null;
      // Unacknowledged changes are sent again from the state vectors on the next sync; nothing
      // is sent before it (an update ahead of the new subscription is refused as not found).
      this.pending.clear();
      this.unsaved = 0;
      this.synced = false;
      if (this.destroyed || this.status === 'denied') return;
      this.setStatus('offline');
      removeAwarenessStates(
        this.awareness,
        [...this.awareness.getStates().keys()].filter((id) => id !== this.doc.clientID),
        this,
      );
      this.attempts += 1;
      this.timer = setTimeout(() => this.connect(), Math.min(30_000, 500 * 2 ** Math.min(this.attempts, 6)));
    };
  }

  private readonly reconnectNow = () => {
    if (this.destroyed || this.status === 'denied') return;
    const socket = this.socket;
    if (socket?.readyState === WebSocket.OPEN) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (socket) {
      // A connection tried while offline: start again now instead of after its failure and back-off.
      socket.onclose = null;
      socket.close();
      this.socket = null;
      if (this.ping) clearInterval(this.ping);
      this.pending.clear();
      this.unsaved = 0;
      this.synced = false;
    }
    this.attempts = 0;
    this.connect();
  };

  private readonly disconnectNow = () => {
    if (this.destroyed || this.status === 'denied') return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.socket) this.socket.close();
    else this.setStatus('offline');
  };

  private onMessage(raw: string) {
    let parsed;
    try {
      parsed = serverMessageSchema.safeParse(JSON.parse(raw));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const message = parsed.data;
    if ('channel' in message && message.channel !== this.channel) return;
    switch (message.type) {
      case 'doc-sync': {
        this.level = message.level;
        Y.applyUpdate(this.doc, fromB64(message.update), this);
        // Synced before sending: what this device has and the server lacks (offline edits, also
        // those kept on the device from before a reload) is sent now.
        this.synced = true;
        const missing = Y.encodeStateAsUpdate(this.doc, fromB64(message.stateVector));
        const decoded = Y.decodeUpdate(missing);
        if (decoded.structs.length > 0 || decoded.ds.clients.size > 0) this.sendUpdate(missing);
        this.setStatus('online');
        const state = this.awareness.getLocalState();
        if (state) this.sendAwareness([this.doc.clientID]);
        break;
      }
      case 'doc-update':
        Y.applyUpdate(this.doc, fromB64(message.update), this);
        break;
      case 'doc-ack':
        this.pending.delete(message.ref);
        this.unsaved = this.pending.size;
        this.emit();
        break;
      case 'doc-awareness':
        applyAwarenessUpdate(this.awareness, fromB64(message.update), this);
        break;
      case 'presence':
        this.people = message.users;
        this.emit();
        break;
      case 'unsubscribed':
      case 'error':
        if (message.type === 'error' && message.code === 'forbidden') {
          // A write was refused (read only now): the server's copy wins on the next sync.
          this.level = 'read';
          this.emit();
          break;
        }
        this.setStatus('denied');
        this.socket?.close();
        break;
      default:
    }
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this || (this.local !== null && origin === this.local)) return;
    this.sendUpdate(update);
  };

  private sendUpdate(update: Uint8Array) {
    if (this.level === 'read') return;
    if (update.byteLength > DOC_SOCKET_UPDATE_MAX) {
      this.unsaved += 1;
      this.emit();
      void fetch(`/api/v1/docs/${this.docId}/updates`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ update: b64(update) }),
      }).finally(() => {
        this.unsaved = Math.max(0, this.unsaved - 1);
        this.emit();
      });
      return;
    }
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || !this.synced) return;
    this.ref += 1;
    this.pending.add(this.ref);
    this.unsaved = this.pending.size;
    socket.send(JSON.stringify({ type: 'doc-update', channel: this.channel, update: b64(update), ref: this.ref }));
    this.emit();
  }

  private readonly onAwarenessUpdate = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    if (origin === this) return;
    this.sendAwareness([...added, ...updated, ...removed]);
  };

  private sendAwareness(clients: number[]) {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || !this.synced) return;
    socket.send(
      JSON.stringify({
        type: 'doc-awareness',
        channel: this.channel,
        update: b64(encodeAwarenessUpdate(this.awareness, clients)),
      }),
    );
  }

  private setStatus(status: DocConnection) {
    if (this.status === status) return;
    this.status = status;
    this.emit();
  }

  destroy() {
    this.destroyed = true;
    if (this.timer) clearTimeout(this.timer);
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.disconnectNow);
    removeAwarenessStates(this.awareness, [this.doc.clientID], 'local');
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    if (this.socket) {
      this.socket.onclose = null;
      if (this.socket.readyState === WebSocket.OPEN)
        this.socket.send(JSON.stringify({ type: 'unsubscribe', channel: this.channel }));
      this.socket.close();
    }
    if (this.ping) clearInterval(this.ping);
    void this.local?.destroy();
    this.awareness.destroy();
    this.doc.destroy();
  }
}
