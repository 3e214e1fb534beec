import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import { accountSessionsSchema } from '@rbax/shared/account';
import type { ServerMessage } from '@rbax/shared/realtime';
import { buildApp } from '#src/app.ts';
import { createDatabase } from '#src/db/client.ts';
import { announceToUser } from '#src/modules/event-log/event-log-writer.ts';
import { signedSessionToken } from '#src/modules/auth/session-lookup.ts';
import { apiAs, cookieHeader, createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

const ADMIN_EMAIL = 'chefe.realtime@example.com';
/** newUser's password. */
const PASSWORD = 'Quadro!2024';
/** A session's end must close its sockets "at once": generous on a loaded machine, far under the 30 s sweep. */
const AT_ONCE_MS = 2000;

let t: TestApp;
let url: string;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, viewer: U, outsider: U;
let ws: string, board: string, column: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/realtime`;
  [owner, member, viewer, outsider] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Ao vivo' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  board = (await owner.api.post('/api/v1/boards', { title: 'Tempo real', workspaceId: ws, template: 'kanban' })).json()
    .id;
  column = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns[0]!.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

/** A socket with its received messages and a way to wait for one. */
async function connect(cookie: string | undefined, target = url, origin = TEST_ORIGIN) {
  const socket = new WebSocket(target, { headers: { origin, ...(cookie ? { cookie } : {}) } });
  sockets.push(socket);
  const received: ServerMessage[] = [];
  const waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as ServerMessage;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
  const next = <T extends ServerMessage>(test: (m: ServerMessage) => boolean, timeoutMs = 5000) =>
    new Promise<T>((resolve, reject) => {
      const found = received.find(test);
      if (found) {
        received.splice(received.indexOf(found), 1);
        resolve(found as T);
        return;
      }
      const timer = setTimeout(() => reject(new Error('timed out waiting for a realtime message')), timeoutMs);
      waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          received.splice(received.indexOf(m), 1);
          resolve(m as T);
        },
      });
    });
  const send = (message: object) => socket.send(JSON.stringify(message));
  return { socket, received, next, send };
}

/** Resolves with the close code and the milliseconds from now to the close; rejects if still open after 5 s. */
function closing(socket: WebSocket) {
  const since = performance.now();
  return new Promise<{ code: number; ms: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket is still open')), 5000);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, ms: performance.now() - since });
    });
  });
}

/** Another session of an existing account (a second browser); returns its cookie. */
async function signIn(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookieHeader(response.headers['set-cookie']);
}

const boardChannel = () => `board:${board}`;
const isType =
  (type: ServerMessage['type'], kind?: string) =>
  (m: ServerMessage): boolean =>
    m.type === type && (!kind || (m.type === 'event' && m.event.kind === kind));

describe('/api/realtime', () => {
  it('refuses a socket without a session (401) or from another origin (403)', async () => {
    await expect(connect(undefined)).rejects.toThrow('HTTP 401');
    await expect(connect(owner.cookie, url, 'https://evil.example')).rejects.toThrow('HTTP 403');
  });

  it('refuses to subscribe someone who cannot read the board; a viewer may follow it', async () => {
    const stranger = await connect(outsider.cookie);
    stranger.send({ type: 'subscribe', channel: boardChannel() });
    expect(await stranger.next(isType('error'))).toMatchObject({ channel: boardChannel(), code: 'not_found' });
    stranger.send({ type: 'subscribe', channel: `user:${owner.id}` });
    expect(await stranger.next(isType('error'))).toMatchObject({ code: 'not_found' });
    const reader = await connect(viewer.cookie);
    reader.send({ type: 'subscribe', channel: boardChannel() });
    expect(await reader.next(isType('subscribed'))).toMatchObject({ channel: boardChannel() });
    reader.socket.close();
  });

  it('streams another person’s changes in seq order, and replays what a client missed', async () => {
    const watcher = await connect(owner.cookie);
    watcher.send({ type: 'subscribe', channel: boardChannel() });
    const { seq: start } = await watcher.next<Extract<ServerMessage, { type: 'subscribed' }>>(isType('subscribed'));
    const card = (
      await member.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Ao vivo' })
    ).json() as Card;
    const created = await watcher.next<Extract<ServerMessage, { type: 'event' }>>(isType('event', 'card.created'));
    expect(created.event).toMatchObject({ entityId: card.id, seq: start + 1, actor: { id: member.id } });
    await member.api.patch(`/api/v1/cards/${card.id}`, { title: 'Ao vivo 2' });
    await member.api.post(`/api/v1/cards/${card.id}/comments`, { body: 'oi' });
    const updated = await watcher.next<Extract<ServerMessage, { type: 'event' }>>(isType('event', 'card.updated'));
    const commented = await watcher.next<Extract<ServerMessage, { type: 'event' }>>(isType('event', 'comment.added'));
    expect([updated.event.seq, commented.event.seq]).toEqual([start + 2, start + 3]);

    // A client that only saw `start` gets the three events again, in order, then goes live.
    const late = await connect(viewer.cookie);
    late.send({ type: 'subscribe', channel: boardChannel(), after: start });
    const subscribed = await late.next<Extract<ServerMessage, { type: 'subscribed' }>>(isType('subscribed'));
    const replayed = late.received.filter((m) => m.type === 'event').map((m) => (m.type === 'event' ? m.event.seq : 0));
    expect(replayed).toEqual([start + 1, start + 2, start + 3]);
    expect(subscribed.seq).toBe(start + 3);
    watcher.socket.close();
    late.socket.close();
  });

  it('shows who is viewing the board and which card they have open', async () => {
    const a = await connect(owner.cookie);
    a.send({ type: 'subscribe', channel: boardChannel() });
    await a.next(isType('subscribed'));
    const b = await connect(member.cookie);
    b.send({ type: 'subscribe', channel: boardChannel() });
    await b.next(isType('subscribed'));
    const both = (m: ServerMessage) => m.type === 'presence' && m.users.length === 2;
    expect(await a.next(both)).toBeTruthy();
    b.send({ type: 'focus', channel: boardChannel(), cardId: 'card-x' });
    const focused = await a.next<Extract<ServerMessage, { type: 'presence' }>>(
      (m) => m.type === 'presence' && m.users.some((u) => u.cardId === 'card-x'),
    );
    expect(focused.users.find((u) => u.id === member.id)).toMatchObject({ name: 'Mara Membro', cardId: 'card-x' });
    b.socket.close();
    const alone = await a.next<Extract<ServerMessage, { type: 'presence' }>>(
      (m) => m.type === 'presence' && m.users.length === 1,
    );
    expect(alone.users[0]!.id).toBe(owner.id);
    a.socket.close();
  });

  it('ends the subscription at once when the member is removed from the workspace', async () => {
    const leaving = await newUser(t.app, 'Lia Saindo');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: leaving.email, role: 'member' });
    const socket = await connect(leaving.cookie);
    socket.send({ type: 'subscribe', channel: boardChannel() });
    await socket.next(isType('subscribed'));
    expect((await owner.api.del(`/api/v1/workspaces/${ws}/members/${leaving.id}`)).statusCode).toBeLessThan(300);
    expect(await socket.next(isType('unsubscribed'))).toMatchObject({ channel: boardChannel(), reason: 'access' });
    // Nothing more arrives on that board.
    await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Depois' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.received.filter((m) => m.type === 'event')).toEqual([]);
  });

  describe('ending a session (issue 17, decision 032)', () => {
    /** A board member with two sessions, each following the board on its own socket. */
    async function twoSessions(name: string, target = url) {
      const person = await newUser(t.app, name);
      await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: person.email, role: 'member' });
      const otherCookie = await signIn(person.email);
      const ending = await connect(person.cookie, target);
      const staying = await connect(otherCookie, target);
      for (const socket of [ending, staying]) {
        socket.send({ type: 'subscribe', channel: boardChannel() });
        await socket.next(isType('subscribed'));
      }
      return { person, otherCookie, ending, staying };
    }

    it('closes the socket of a signed-out session at once; nothing written after reaches it', async () => {
      const { person, ending, staying } = await twoSessions('Sai Agora');
      const closed = closing(ending.socket);
      expect((await person.api.post('/api/auth/sign-out', {})).statusCode).toBe(200);
      // Written right after the sign-out, before this test has seen the socket close.
      const card = (
        await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Depois da saída' })
      ).json() as Card;
      const { code, ms } = await closed;
      expect(code).toBe(4401);
      expect(ms).toBeLessThan(AT_ONCE_MS);
      const seen = await staying.next<Extract<ServerMessage, { type: 'event' }>>(isType('event', 'card.created'));
      expect(seen.event.entityId).toBe(card.id);
      expect(ending.received.filter((m) => m.type === 'event')).toEqual([]);
      expect(staying.socket.readyState).toBe(WebSocket.OPEN);
      staying.socket.close();
    });

    it('closes the socket of a session revoked from another session at once', async () => {
      const { otherCookie, ending, staying } = await twoSessions('Revogada');
      const other = apiAs(t.app, otherCookie);
      const { sessions } = accountSessionsSchema.parse((await other.get('/api/v1/account/sessions')).json());
      const target = sessions.find((session) => !session.current)!;
      const closed = closing(ending.socket);
      expect((await other.del(`/api/v1/account/sessions/${target.id}`)).statusCode).toBeLessThan(300);
      const { code, ms } = await closed;
      expect(code).toBe(4401);
      expect(ms).toBeLessThan(AT_ONCE_MS);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(staying.socket.readyState).toBe(WebSocket.OPEN);
      staying.socket.close();
    });

    it('closes every socket of an account an administrator bans, at once; others stay', async () => {
      const admin = await newUser(t.app, 'Chefe', ADMIN_EMAIL);
      const { person, ending, staying } = await twoSessions('Banida');
      const bystander = await connect(member.cookie);
      const closed = [closing(ending.socket), closing(staying.socket)];
      const banned = await admin.api.post(`/api/v1/admin/users/${person.id}/ban`, { reason: 'Spam' });
      expect(banned.statusCode, banned.body).toBe(200);
      for (const { code, ms } of await Promise.all(closed)) {
        expect(code).toBe(4401);
        expect(ms).toBeLessThan(AT_ONCE_MS);
      }
      expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
      bystander.socket.close();
    });

    it('closes the sockets of an account marked banned even when no session row is deleted', async () => {
      const { person, ending, staying } = await twoSessions('Banida Direto');
      const closed = [closing(ending.socket), closing(staying.socket)];
      await t.database.db.execute(sql`UPDATE "user" SET banned = true WHERE id = ${person.id}`);
      for (const { code, ms } of await Promise.all(closed)) {
        expect(code).toBe(4401);
        expect(ms).toBeLessThan(AT_ONCE_MS);
      }
    });

    it('closes the socket of an expired session at the heartbeat (the fallback)', async () => {
      const { person, ending, staying } = await twoSessions('Expirada');
      const token = signedSessionToken(person.cookie, t.config.authSecret, false);
      await t.database.db.execute(
        sql`UPDATE "session" SET expires_at = now() - interval '1 second' WHERE token = ${token}`,
      );
      const closed = closing(ending.socket);
      await t.app.realtime.closeEndedSessions();
      expect((await closed).code).toBe(4401);
      expect(staying.socket.readyState).toBe(WebSocket.OPEN);
      staying.socket.close();
    });

    it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
      'closes at once a socket held by another instance when the session is signed out through this one',
      async () => {
        const database = await createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.dataDir, poolMax: 2 });
        const second = await buildApp({ config: t.config, database, logger: false });
        await second.listen({ port: 0, host: '127.0.0.1' });
        try {
          const secondUrl = `ws://127.0.0.1:${(second.server.address() as AddressInfo).port}/api/realtime`;
          const { person, ending, staying } = await twoSessions('Outra Instância', secondUrl);
          const closed = closing(ending.socket);
          expect((await person.api.post('/api/auth/sign-out', {})).statusCode).toBe(200);
          const { code, ms } = await closed;
          expect(code).toBe(4401);
          expect(ms).toBeLessThan(AT_ONCE_MS);
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(staying.socket.readyState).toBe(WebSocket.OPEN);
          staying.socket.close();
        } finally {
          await second.close();
          await database.close();
        }
      },
    );
  });

  it('delivers a message for the user channel to that user only', async () => {
    const mine = await connect(member.cookie);
    mine.send({ type: 'subscribe', channel: `user:${member.id}` });
    await mine.next(isType('subscribed'));
    const other = await connect(viewer.cookie);
    await announceToUser(t.database.db, member.id, { kind: 'test', cardId: 'c1' });
    expect(await mine.next(isType('notification'))).toEqual({
      type: 'notification',
      channel: `user:${member.id}`,
      data: { kind: 'test', cardId: 'c1' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.received.filter((m) => m.type === 'notification')).toEqual([]);
    mine.socket.close();
    other.socket.close();
  });

  it('answers ping and refuses malformed messages', async () => {
    const socket = await connect(owner.cookie);
    socket.send({ type: 'ping' });
    expect(await socket.next(isType('pong'))).toEqual({ type: 'pong' });
    socket.socket.send('not json');
    expect(await socket.next(isType('error'))).toMatchObject({ code: 'invalid_message' });
    socket.socket.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'delivers a change made through another instance on the same PostgreSQL',
    async () => {
      const database = await createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.dataDir, poolMax: 2 });
      const second = await buildApp({ config: t.config, database, logger: false });
      await second.listen({ port: 0, host: '127.0.0.1' });
      try {
        const secondUrl = `ws://127.0.0.1:${(second.server.address() as AddressInfo).port}/api/realtime`;
        const watcher = await connect(viewer.cookie, secondUrl);
        watcher.send({ type: 'subscribe', channel: boardChannel() });
        await watcher.next(isType('subscribed'));
        const card = (
          await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Outra instância' })
        ).json() as Card;
        const event = await watcher.next<Extract<ServerMessage, { type: 'event' }>>(isType('event', 'card.created'));
        expect(event.event.entityId).toBe(card.id);
        watcher.socket.close();
      } finally {
        await second.close();
        await database.close();
      }
    },
  );
});
