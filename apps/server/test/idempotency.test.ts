import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import { rows } from '#src/db/raw.ts';
import { configureErrorHandling } from '#src/plugins/error-handler.ts';
import { canonicalJson, registerIdempotency, requestHash } from '#src/plugins/idempotency.ts';
import { createTestApp, newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let ana: U, beto: U;
let anaBoard: string, anaColumn: string, betoBoard: string, betoColumn: string;

beforeAll(async () => {
  t = await createTestApp();
  [ana, beto] = await Promise.all([newUser(t.app, 'Ana Chave'), newUser(t.app, 'Beto Chave')]);
  const setUp = async (u: U) => {
    const board = (await u.api.post('/api/v1/boards', { title: 'Fila', template: 'kanban' })).json().id as string;
    const detail = (await u.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail;
    return [board, detail.columns[0]!.id] as const;
  };
  [anaBoard, anaColumn] = await setUp(ana);
  [betoBoard, betoColumn] = await setUp(beto);
});
afterAll(async () => {
  await t.close();
});

/** A request as `u` with an Idempotency-Key, like the web app's offline queue sends it. */
const send = (u: U, method: 'POST' | 'PATCH' | 'DELETE', url: string, key?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie: u.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const createCard = (u: U, key: string | undefined, title: string, board = anaBoard, column = anaColumn) =>
  send(u, 'POST', `/api/v1/boards/${board}/cards`, key, { columnId: column, title });
const cardTitles = async (u: U, board: string) =>
  ((await u.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).cards.map((c) => c.title);

describe('Idempotency-Key on /api/v1', () => {
  it('runs a repeated card create once and replays the first response', async () => {
    const first = await createCard(ana, 'create-once', 'Só uma vez');
    const second = await createCard(ana, 'create-once', 'Só uma vez');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    expect((await cardTitles(ana, anaBoard)).filter((title) => title === 'Só uma vez')).toHaveLength(1);
  });

  it('refuses the same key with a different body (422, pt-BR)', async () => {
    expect((await createCard(ana, 'reused', 'Primeiro')).statusCode).toBe(201);
    const response = await createCard(ana, 'reused', 'Segundo');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'idempotency_key_reused', message: 'Esta chave de idempotência já foi usada com outro conteúdo.' },
    });
    expect(await cardTitles(ana, anaBoard)).not.toContain('Segundo');
  });

  it('refuses the same key and body on another URL', async () => {
    expect((await createCard(ana, 'other-url', 'Original')).statusCode).toBe(201);
    const card = (
      await ana.api.post(`/api/v1/boards/${anaBoard}/cards`, { columnId: anaColumn, title: 'Alvo' })
    ).json();
    const response = await send(ana, 'PATCH', `/api/v1/cards/${card.id}`, 'other-url', { title: 'Original' });
    expect(response.statusCode).toBe(422);
  });

  it('keeps keys per user', async () => {
    expect((await createCard(ana, 'shared-key', 'Da Ana')).statusCode).toBe(201);
    const response = await createCard(beto, 'shared-key', 'Do Beto', betoBoard, betoColumn);
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await cardTitles(beto, betoBoard)).toContain('Do Beto');
  });

  it('replays a 4xx validation response as it was', async () => {
    const first = await createCard(ana, 'invalid-title', '');
    expect(first.statusCode).toBe(400);
    const second = await createCard(ana, 'invalid-title', '');
    expect(second.statusCode).toBe(400);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(second.json().error.issues[0].message).toBe('Título é obrigatório');
  });

  it('treats an expired key as unused', async () => {
    expect((await createCard(ana, 'old-key', 'Ontem')).statusCode).toBe(201);
    expect((await createCard(ana, 'old-key', 'Hoje')).statusCode).toBe(422);
    await rows(
      t.database.db,
      sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'old-key'`,
    );
    const response = await createCard(ana, 'old-key', 'Hoje');
    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await cardTitles(ana, anaBoard)).toEqual(expect.arrayContaining(['Ontem', 'Hoje']));
  });

  it('replays the stored 204 of a repeated DELETE', async () => {
    const card = (await createCard(ana, undefined, 'Apagar')).json();
    const first = await send(ana, 'DELETE', `/api/v1/cards/${card.id}`, 'delete-once');
    const second = await send(ana, 'DELETE', `/api/v1/cards/${card.id}`, 'delete-once');
    expect(first.statusCode).toBe(204);
    expect(second.statusCode).toBe(204);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe('');
    expect((await send(ana, 'DELETE', `/api/v1/cards/${card.id}`)).statusCode).toBe(404);
  });

  it('stores the body uncompressed when the response is compressed', async () => {
    const payload = { columnId: anaColumn, title: 'Longo', description: 'texto '.repeat(400) };
    const url = `/api/v1/boards/${anaBoard}/cards`;
    const headers = { origin: TEST_ORIGIN, cookie: ana.cookie, 'idempotency-key': 'gzip', 'accept-encoding': 'gzip' };
    const first = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(first.headers['content-encoding']).toBe('gzip');
    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'accept-encoding': 'identity' },
      payload,
    });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().description).toBe(payload.description);
    expect(gunzipSync(first.rawPayload).toString('utf8')).toBe(second.body);
  });

  it('changes nothing without the header', async () => {
    const first = await createCard(ana, undefined, 'Duas vezes');
    const second = await createCard(ana, undefined, 'Duas vezes');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect((await cardTitles(ana, anaBoard)).filter((title) => title === 'Duas vezes')).toHaveLength(2);
  });

  it('leaves signed-out requests to their 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/${anaBoard}/cards`,
      headers: { origin: TEST_ORIGIN, 'idempotency-key': 'anonymous' },
      payload: { columnId: anaColumn, title: 'Sem conta' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it.each([['x'.repeat(201)], ['chave\u00e9']])('rejects the malformed key %j', async (key) => {
    const response = await createCard(ana, key, 'Chave ruim');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('idempotency hooks', () => {
  /** The plugin on a bare Fastify app, with routes that stall or fail on demand. */
  async function hookApp() {
    const app = Fastify({ logger: false });
    app.decorate('config', t.config);
    app.decorate('database', t.database);
    app.decorate('auth', t.app.auth);
    configureErrorHandling(app);
    registerIdempotency(app);
    let calls = 0;
    let failNext = true;
    let unblock: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      unblock = resolve;
    });
    app.post('/flaky', async () => {
      calls += 1;
      if (failNext) {
        failNext = false;
        throw new Error('database went away');
      }
      return { calls };
    });
    app.post('/slow', async () => {
      calls += 1;
      await blocked;
      return { calls };
    });
    await app.ready();
    const post = (url: string, key: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: { cookie: ana.cookie, 'idempotency-key': key }, payload });
    return { app, post, calls: () => calls, unblock };
  }

  it('releases the key after a 5xx so a retry runs again', async () => {
    const h = await hookApp();
    try {
      expect((await h.post('/flaky', 'flaky-key')).statusCode).toBe(500);
      const retry = await h.post('/flaky', 'flaky-key');
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ calls: 2 });
      const replay = await h.post('/flaky', 'flaky-key');
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(h.calls()).toBe(2);
    } finally {
      await h.app.close();
    }
  });

  it('answers 409 while the first request is still running', async () => {
    const h = await hookApp();
    try {
      const first = h.post('/slow', 'slow-key');
      await expect
        .poll(
          async () => (await rows(t.database.db, sql`SELECT 1 FROM idempotency_keys WHERE key = 'slow-key'`)).length,
        )
        .toBe(1);
      const during = await h.post('/slow', 'slow-key');
      expect(during.statusCode).toBe(409);
      expect(during.json().error).toEqual({
        code: 'idempotency_in_progress',
        message: 'Esta ação já está sendo processada. Tente novamente em instantes.',
      });
      h.unblock();
      expect((await first).statusCode).toBe(200);
      expect((await h.post('/slow', 'slow-key')).headers['idempotent-replayed']).toBe('true');
      expect(h.calls()).toBe(1);
    } finally {
      h.unblock();
      await h.app.close();
    }
  });
});

describe('requestHash', () => {
  it('ignores the order of object keys but not of array items', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(requestHash('POST', '/x', { a: 1, b: 2 })).toBe(requestHash('POST', '/x', { b: 2, a: 1 }));
    expect(requestHash('POST', '/x', [1, 2])).not.toBe(requestHash('POST', '/x', [2, 1]));
    expect(requestHash('POST', '/x', undefined)).not.toBe(requestHash('DELETE', '/x', undefined));
  });
});
