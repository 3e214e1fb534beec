import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { FakeWebSocket } from '@/test/fake-websocket';
import { DocProvider } from './doc-provider';

const docId = '01900000-0000-7000-8000-000000000001';
const channel = `doc:${docId}`;
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

type Sent = { type: string; update?: string; ref?: number; stateVector?: string };
const sentOf = (socket: FakeWebSocket) => socket.sent as Sent[];

/** The server's copy of the document: answers a subscribe with what the client lacks. */
function sync(socket: FakeWebSocket, server: Y.Doc) {
  const subscribe = sentOf(socket).find((m) => m.type === 'subscribe')!;
  socket.receive({
    type: 'doc-sync',
    channel,
    update: b64(Y.encodeStateAsUpdate(server, fromB64(subscribe.stateVector!))),
    stateVector: b64(Y.encodeStateVector(server)),
    level: 'edit',
  });
}

/** Applies what the client sent on `socket` to the server's copy and acknowledges it. */
function store(socket: FakeWebSocket, server: Y.Doc) {
  for (const message of sentOf(socket).filter((m) => m.type === 'doc-update')) {
    Y.applyUpdate(server, fromB64(message.update!));
    socket.receive({ type: 'doc-ack', channel, ref: message.ref! });
  }
}

let online = true;
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DocProvider', () => {
  it('closes the socket when the browser goes offline, tries none until it is back, then sends what was written', () => {
    const server = new Y.Doc();
    const provider = new DocProvider(docId, { name: 'Ana', color: '#1d4ed8' });
    const first = FakeWebSocket.latest()!;
    first.open();
    sync(first, server);
    expect(provider.status).toBe('online');
    provider.doc.getText('t').insert(0, 'Dia 1.');
    store(first, server);
    expect(server.getText('t').toString()).toBe('Dia 1.');
    expect(provider.unsaved).toBe(0);

    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    expect(provider.status).toBe('offline');
    provider.doc.getText('t').insert(6, ' Dia 2.');
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(server.getText('t').toString()).toBe('Dia 1.');

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(2);
    const second = FakeWebSocket.latest()!;
    second.open();
    sync(second, server);
    store(second, server);
    expect(server.getText('t').toString()).toBe('Dia 1. Dia 2.');
    expect(provider.status).toBe('online');
    expect(provider.unsaved).toBe(0);
    provider.destroy();
  });

  it('sends at the first sync what the device kept from before a reload (written offline)', () => {
    const server = new Y.Doc();
    server.getText('t').insert(0, 'Dia 1.');
    const provider = new DocProvider(docId, { name: 'Ana', color: '#1d4ed8' });
    // y-indexeddb puts back the copy of the device: the server's text plus what was written offline.
    const device = new Y.Doc();
    Y.applyUpdate(device, Y.encodeStateAsUpdate(server));
    device.getText('t').insert(6, ' Dia 2.');
    Y.applyUpdate(provider.doc, Y.encodeStateAsUpdate(device), 'device');
    const socket = FakeWebSocket.latest()!;
    socket.open();
    sync(socket, server);
    store(socket, server);
    expect(server.getText('t').toString()).toBe('Dia 1. Dia 2.');
    provider.destroy();
  });

  it('opened offline, waits for the browser to be online instead of trying', () => {
    online = false;
    const provider = new DocProvider(docId, { name: 'Ana', color: '#1d4ed8' });
    expect(provider.status).toBe('offline');
    expect(FakeWebSocket.instances).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(provider.status).toBe('connecting');
    provider.destroy();
  });

  it('sends nothing on a new socket before its sync (the server would refuse it and the page would lock)', () => {
    const server = new Y.Doc();
    const provider = new DocProvider(docId, { name: 'Ana', color: '#1d4ed8' });
    const first = FakeWebSocket.latest()!;
    first.open();
    sync(first, server);
    provider.doc.getText('t').insert(0, 'a');
    // Not acknowledged: the connection drops (a restart); 'Salvando…' does not stay forever.
    first.drop();
    expect(provider.unsaved).toBe(0);
    vi.advanceTimersByTime(1_000);
    const second = FakeWebSocket.latest()!;
    expect(second).not.toBe(first);
    second.open();
    provider.doc.getText('t').insert(1, 'b');
    expect(sentOf(second).map((m) => m.type)).toEqual(['subscribe']);
    sync(second, server);
    store(second, server);
    expect(server.getText('t').toString()).toBe('ab');
    expect(provider.status).toBe('online');
    provider.destroy();
  });
});
