import type { BoardEvent } from '@rbax/shared/event-log';
import type { PresenceUser } from '@rbax/shared/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BACKOFF_MS, PING_INTERVAL_MS, RealtimeClient, type BoardRealtimeHandlers } from '@/lib/realtime';
import { FakeWebSocket } from '@/test/fake-websocket';

function boardEvent(seq: number): BoardEvent {
  return {
    id: String(seq),
    seq,
    boardId: 'b1',
    workspaceId: null,
    kind: 'card.updated',
    entityId: 'c1',
    actor: null,
    data: { version: seq },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function handlers() {
  return {
    onEvent: vi.fn<(event: BoardEvent) => void>(),
    onPresence: vi.fn<(users: PresenceUser[]) => void>(),
    onSubscribed: vi.fn<(info: { caughtUp: boolean }) => void>(),
    onResync: vi.fn<() => void>(),
    onAccessLost: vi.fn<() => void>(),
    onDisconnected: vi.fn<() => void>(),
  } satisfies BoardRealtimeHandlers;
}

function connect() {
  const client = new RealtimeClient({
    url: () => 'ws://localhost/api/realtime',
    createSocket: (url) => new FakeWebSocket(url),
    random: () => 1,
  });
  return client;
}

describe('the realtime connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one socket lazily and subscribes each board once it is open', () => {
    const client = connect();
    expect(FakeWebSocket.instances).toHaveLength(0);
    client.subscribe('b1', handlers());
    client.subscribe('b2', handlers());
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest()!;
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'subscribe', channel: 'board:b1' },
      { type: 'subscribe', channel: 'board:b2' },
    ]);
  });

  it('delivers each event once, in seq order, and resubscribes after a drop with the last seq applied', () => {
    const client = connect();
    const board = handlers();
    client.subscribe('b1', board);
    const first = FakeWebSocket.latest()!;
    first.open();
    first.receive({ type: 'subscribed', channel: 'board:b1', seq: 10 });
    expect(board.onSubscribed).toHaveBeenCalledWith({ caughtUp: false });
    first.receive({ type: 'event', channel: 'board:b1', event: boardEvent(11) });
    first.receive({ type: 'event', channel: 'board:b1', event: boardEvent(11) });
    first.receive({ type: 'event', channel: 'board:b1', event: boardEvent(9) });
    first.receive({ type: 'event', channel: 'board:b1', event: boardEvent(12) });
    expect(board.onEvent.mock.calls.map(([event]) => event.seq)).toEqual([11, 12]);

    first.drop();
    expect(board.onDisconnected).toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    const second = FakeWebSocket.latest()!;
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([{ type: 'subscribe', channel: 'board:b1', after: 12 }]);
    second.receive({ type: 'event', channel: 'board:b1', event: boardEvent(13) });
    second.receive({ type: 'subscribed', channel: 'board:b1', seq: 13 });
    expect(board.onSubscribed).toHaveBeenLastCalledWith({ caughtUp: true });
    expect(board.onEvent).toHaveBeenCalledTimes(3);
  });

  it('backs off exponentially up to 30 s while the server stays unreachable', () => {
    const client = connect();
    client.subscribe('b1', handlers());
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const socket = FakeWebSocket.latest()!;
      const count = FakeWebSocket.instances.length;
      socket.drop();
      let waited = 0;
      while (FakeWebSocket.instances.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
  });

  it('pings every 25 s and treats a silent socket as dead', () => {
    const client = connect();
    client.subscribe('b1', handlers());
    const socket = FakeWebSocket.latest()!;
    socket.open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.sent.filter((message) => (message as { type: string }).type === 'ping')).toHaveLength(2);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });

  it('sends the open card once the board is subscribed, and again after a reconnect', () => {
    const client = connect();
    client.focus('b1', 'c1');
    client.subscribe('b1', handlers());
    const socket = FakeWebSocket.latest()!;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'board:b1' }]);
    socket.receive({ type: 'subscribed', channel: 'board:b1', seq: 0 });
    expect(socket.sent.at(-1)).toEqual({ type: 'focus', channel: 'board:b1', cardId: 'c1' });
    client.focus('b1', null);
    expect(socket.sent.at(-1)).toEqual({ type: 'focus', channel: 'board:b1', cardId: null });
  });

  it('reports presence, resync and lost access to the board handlers', () => {
    const client = connect();
    const board = handlers();
    client.subscribe('b1', board);
    const socket = FakeWebSocket.latest()!;
    socket.open();
    const users = [{ id: 'u2', name: 'Mara Membro', image: null, cardId: null }];
    socket.receive({ type: 'presence', channel: 'board:b1', users });
    socket.receive({ type: 'resync', channel: 'board:b1' });
    socket.receive({ type: 'unsubscribed', channel: 'board:b1', reason: 'requested' });
    expect(board.onAccessLost).not.toHaveBeenCalled();
    socket.receive({ type: 'unsubscribed', channel: 'board:b1', reason: 'access' });
    expect(board.onPresence).toHaveBeenCalledWith(users);
    expect(board.onResync).toHaveBeenCalled();
    expect(board.onAccessLost).toHaveBeenCalled();
  });

  it('unsubscribes a board left and closes the socket when no board is followed', async () => {
    const client = connect();
    const leave = client.subscribe('b1', handlers());
    const socket = FakeWebSocket.latest()!;
    socket.open();
    leave();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'board:b1' });
    await Promise.resolve();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    vi.advanceTimersByTime(MAX_BACKOFF_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('follows the user channel: notifications reach its handlers, and a reconnect subscribes it again', () => {
    const client = connect();
    const onNotification = vi.fn<(data: Record<string, unknown>) => void>();
    const onSubscribed = vi.fn<() => void>();
    client.subscribeUser('u1', { onNotification, onSubscribed });
    const first = FakeWebSocket.latest()!;
    first.open();
    expect(first.sent).toEqual([{ type: 'subscribe', channel: 'user:u1' }]);
    first.receive({ type: 'subscribed', channel: 'user:u1', seq: 0 });
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    const data = { kind: 'notification.created', notificationId: 'n1', notificationKind: 'card.mentioned' };
    first.receive({ type: 'notification', channel: 'user:u1', data });
    first.receive({ type: 'notification', channel: 'user:someone-else', data });
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith(data);

    first.drop();
    vi.advanceTimersByTime(1_000);
    const second = FakeWebSocket.latest()!;
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([{ type: 'subscribe', channel: 'user:u1' }]);
  });

  it('keeps the socket while the user channel is followed, even with no board', async () => {
    const client = connect();
    const stopUser = client.subscribeUser('u1', { onNotification: () => {} });
    const leaveBoard = client.subscribe('b1', handlers());
    const socket = FakeWebSocket.latest()!;
    socket.open();
    leaveBoard();
    await Promise.resolve();
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    stopUser();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'user:u1' });
    await Promise.resolve();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });
});
