import type { BoardEvent } from '@rbax/shared/event-log';
import { boardChannel, isServerMessage, userChannel } from '@rbax/shared/realtime-client';
import type { ClientMessage, PresenceUser, ServerMessage } from '@rbax/shared/realtime';

/**
 * The one realtime WebSocket of the tab (ARCHITECTURE §6, issue 5). It opens when the first
 * board is followed and closes when the last one is left; it reconnects with exponential
 * back-off and, on reconnect, subscribes each board again with `after` = the last seq applied,
 * so the server replays what was missed instead of the client refetching the board.
 */

export type BoardRealtimeHandlers = {
  /** A new event of the board, in seq order, each once. */
  onEvent: (event: BoardEvent) => void;
  /** The people viewing the board (the signed-in user included) and the card each has open. */
  onPresence: (users: PresenceUser[]) => void;
  /**
   * The subscription is live. `caughtUp`: it resumed from a known seq (missed events were
   * replayed); otherwise what the client read before subscribing may be older than the stream.
   */
  onSubscribed?: (info: { caughtUp: boolean }) => void;
  /** Too many events were missed to replay: read the board again. */
  onResync?: () => void;
  /** The server ended the subscription: the user can no longer read the board. */
  onAccessLost?: () => void;
  /** The socket dropped; presence is unknown until it comes back. */
  onDisconnected?: () => void;
};

export type UserRealtimeHandlers = {
  /** A message on the user's own channel (a notification was made). */
  onNotification: (data: Record<string, unknown>) => void;
  /** The channel is live again (after connecting or reconnecting): anything may have been missed. */
  onSubscribed?: () => void;
};

type UserState = { userId: string; handlers: Set<UserRealtimeHandlers> };

type BoardState = {
  handlers: Set<BoardRealtimeHandlers>;
  /** The last seq applied; undefined until the first `subscribed`. */
  lastSeq: number | undefined;
  subscribed: boolean;
};

type SocketLike = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number) => void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type RealtimeClientOptions = {
  url?: () => string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
};

export const PING_INTERVAL_MS = 25_000;
export const MAX_BACKOFF_MS = 30_000;
const BASE_BACKOFF_MS = 1_000;
const OPEN = 1;

export function realtimeUrl(): string {
  return `${window.location.origin.replace(/^http/, 'ws')}/api/realtime`;
}

export class RealtimeClient {
  private readonly boards = new Map<string, BoardState>();
  /** The signed-in user's own channel (notifications, issue 7), while the app shell is open. */
  private user: UserState | null = null;
  /** Per board, the card this tab has open; kept apart because a dialog may mount before its board subscribes. */
  private readonly focused = new Map<string, string>();
  private socket: SocketLike | null = null;
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private answeredSincePing = true;
  private readonly url: () => string;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;

  constructor(options: RealtimeClientOptions = {}) {
    this.url = options.url ?? realtimeUrl;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.random = options.random ?? Math.random;
  }

  /** Follows a board; the returned function stops following it. */
  subscribe(boardId: string, handlers: BoardRealtimeHandlers): () => void {
    let board = this.boards.get(boardId);
    if (!board) {
      board = { handlers: new Set(), lastSeq: undefined, subscribed: false };
      this.boards.set(boardId, board);
      this.sendSubscribe(boardId, board);
    }
    board.handlers.add(handlers);
    this.ensureSocket();
    return () => this.release(boardId, handlers);
  }

  /** Follows the signed-in user's own channel; the returned function stops following it. */
  subscribeUser(userId: string, handlers: UserRealtimeHandlers): () => void {
    if (this.user && this.user.userId !== userId) {
      this.send({ type: 'unsubscribe', channel: userChannel(this.user.userId) });
      this.user = null;
    }
    if (!this.user) {
      this.user = { userId, handlers: new Set() };
      this.send({ type: 'subscribe', channel: userChannel(userId) });
    }
    this.user.handlers.add(handlers);
    this.ensureSocket();
    return () => {
      const user = this.user;
      if (!user?.handlers.delete(handlers) || user.handlers.size > 0) return;
      this.user = null;
      this.send({ type: 'unsubscribe', channel: userChannel(user.userId) });
      queueMicrotask(() => {
        if (!this.following()) this.disconnect();
      });
    };
  }

  private following(): boolean {
    return this.boards.size > 0 || this.user !== null;
  }

  /** Tells the others which card of the board this tab has open (null: none). */
  focus(boardId: string, cardId: string | null): void {
    if ((this.focused.get(boardId) ?? null) === cardId) return;
    if (cardId) this.focused.set(boardId, cardId);
    else this.focused.delete(boardId);
    // Before `subscribed` the server would drop it; it is sent once the subscription is live.
    if (this.boards.get(boardId)?.subscribed) this.send({ type: 'focus', channel: boardChannel(boardId), cardId });
  }

  private release(boardId: string, handlers: BoardRealtimeHandlers) {
    const board = this.boards.get(boardId);
    if (!board?.handlers.delete(handlers) || board.handlers.size > 0) return;
    this.boards.delete(boardId);
    this.send({ type: 'unsubscribe', channel: boardChannel(boardId) });
    // A page that re-renders (React's StrictMode, one board to the next) subscribes again in
    // the same task: keep the socket until then.
    queueMicrotask(() => {
      if (!this.following()) this.disconnect();
    });
  }

  private ensureSocket() {
    if (this.socket || this.reconnectTimer) return;
    const socket = this.createSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.answeredSincePing = true;
      this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
      for (const [boardId, board] of this.boards) this.sendSubscribe(boardId, board);
      if (this.user) this.send({ type: 'subscribe', channel: userChannel(this.user.userId) });
    };
    socket.onmessage = (message) => {
      this.answeredSincePing = true;
      this.receive(message.data);
    };
    socket.onclose = () => this.dropped(socket);
    socket.onerror = () => socket.close();
  }

  private disconnect() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.attempts = 0;
    const socket = this.socket;
    this.stopSocket();
    socket?.close(1000);
  }

  private stopSocket() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    if (this.socket) {
      this.socket.onopen = this.socket.onmessage = this.socket.onclose = this.socket.onerror = null;
    }
    this.socket = null;
  }

  /** The socket closed or failed: try again after 1 s, 2 s, 4 s … up to 30 s, with jitter. */
  private dropped(socket: SocketLike) {
    if (socket !== this.socket) return;
    this.stopSocket();
    for (const board of this.boards.values()) {
      board.subscribed = false;
      for (const handlers of board.handlers) handlers.onDisconnected?.();
    }
    if (!this.following()) return;
    const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** this.attempts);
    this.attempts += 1;
    const delay = ceiling / 2 + (this.random() * ceiling) / 2;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.following()) this.ensureSocket();
    }, delay);
  }

  /** Browsers do not expose protocol pings: a socket silent for a whole interval is dead. */
  private ping() {
    const socket = this.socket;
    if (!socket) return;
    if (!this.answeredSincePing) {
      socket.close();
      this.dropped(socket);
      return;
    }
    this.answeredSincePing = false;
    this.send({ type: 'ping' });
  }

  private sendSubscribe(boardId: string, board: BoardState) {
    board.subscribed = false;
    const message: ClientMessage = { type: 'subscribe', channel: boardChannel(boardId) };
    if (board.lastSeq !== undefined) message.after = board.lastSeq;
    this.send(message);
  }

  private send(message: ClientMessage) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(raw: unknown) {
    let data: unknown;
    try {
      data = JSON.parse(String(raw));
    } catch {
      return;
    }
    if (isServerMessage(data)) this.dispatch(data);
  }

  private dispatchUser(message: ServerMessage) {
    const user = this.user;
    if (!user || !('channel' in message) || message.channel !== userChannel(user.userId)) return;
    if (message.type === 'notification')
      for (const handlers of [...user.handlers]) handlers.onNotification(message.data);
    else if (message.type === 'subscribed') for (const handlers of [...user.handlers]) handlers.onSubscribed?.();
  }

  private dispatch(message: ServerMessage) {
    if (message.type === 'pong') return;
    if (message.type !== 'presence' && message.channel?.startsWith('user:')) {
      this.dispatchUser(message);
      return;
    }
    if (message.type === 'notification') return;
    const boardId = message.channel?.startsWith('board:') ? message.channel.slice('board:'.length) : null;
    const board = boardId ? this.boards.get(boardId) : undefined;
    if (!boardId || !board) return;
    const each = (call: (handlers: BoardRealtimeHandlers) => void) => [...board.handlers].forEach(call);
    switch (message.type) {
      case 'event': {
        const { event } = message;
        if (board.lastSeq !== undefined && event.seq <= board.lastSeq) return;
        board.lastSeq = event.seq;
        each((handlers) => handlers.onEvent(event));
        return;
      }
      case 'subscribed': {
        const caughtUp = board.lastSeq !== undefined;
        board.lastSeq = Math.max(board.lastSeq ?? 0, message.seq);
        board.subscribed = true;
        const cardId = this.focused.get(boardId);
        if (cardId) this.send({ type: 'focus', channel: message.channel, cardId });
        each((handlers) => handlers.onSubscribed?.({ caughtUp }));
        return;
      }
      case 'resync':
        each((handlers) => handlers.onResync?.());
        return;
      case 'presence':
        each((handlers) => handlers.onPresence(message.users));
        return;
      case 'unsubscribed':
        if (message.reason !== 'access') return;
        board.subscribed = false;
        each((handlers) => handlers.onAccessLost?.());
        return;
      case 'error':
        // A subscribe refused (not found, no access): the page's own read shows why.
        board.subscribed = false;
        each((handlers) => handlers.onAccessLost?.());
        return;
    }
  }
}

/** The tab's connection. */
export const realtime = new RealtimeClient();
