import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail, BoardSummary } from '@rbax/shared/boards';
import { API_KEYS_ACTIVE_MAX, type ApiKey, type ApiKeyList, type CreatedApiKey } from '@rbax/shared/integrations';
import type { MeSummary } from '@rbax/shared/me';
import type { Monitoring } from '@rbax/shared/monitoring';
import type { NotificationList } from '@rbax/shared/notifications';
import type { SearchResult } from '@rbax/shared/search';
import type { Workspace } from '@rbax/shared/workspaces';
import { uuidv7 } from '@rbax/shared/ids';
import type { App } from '#src/app.ts';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/**
 * API keys (issue 18, docs/decisions/033-api-keys.md) on the real server and database: made
 * and revoked with a session, used as `Authorization: Bearer` like curl would (no cookie, no
 * Origin), narrowed by scopes and workspaces, refused when revoked, expired or banned.
 */

type U = Awaited<ReturnType<typeof newUser>>;
type InjectResponse = Awaited<ReturnType<App['inject']>>;

let t: TestApp;
let ana: U, bruno: U, stranger: U, boss: U;
let wsA: string, wsB: string;
let boardA: string, columnA: string, boardB: string, columnB: string, personal: string;

const PAST = '2024-01-10T23:59:59.999Z';
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A client holding only the key, as a script would: no cookie, no Origin. */
function keyClient(app: App, key: string) {
  const headers = { authorization: `Bearer ${key}` };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) }),
    patch: (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers, payload }),
    del: (url: string) => app.inject({ method: 'DELETE', url, headers }),
  };
}

async function createKey(user: U, input: Record<string, unknown> = {}): Promise<CreatedApiKey> {
  const response = await user.api.post('/api/v1/api-keys', { name: 'Script', scopes: ['read', 'write'], ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedApiKey;
}

async function listKeys(user: U): Promise<ApiKey[]> {
  const response = await user.api.get('/api/v1/api-keys');
  expect(response.statusCode).toBe(200);
  return (response.json() as ApiKeyList).items;
}

async function createBoard(user: U, title: string, workspaceId?: string) {
  const response = await user.api.post('/api/v1/boards', { title, template: 'kanban', workspaceId });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  const detail = (await user.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail;
  return { id, column: detail.columns[0]!.id };
}

async function createCard(user: U, boardId: string, columnId: string, fields: Record<string, unknown>) {
  const response = await user.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

function expectError(response: InjectResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
}

async function storedKeyRow(id: string) {
  const result = await t.database.db.execute(sql`SELECT * FROM api_keys WHERE id = ${id}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
  return rows[0];
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'chefe.keys@example.com' });
  [ana, bruno, stranger, boss] = await Promise.all([
    newUser(t.app, 'Ana Chaves'),
    newUser(t.app, 'Bruno Script'),
    newUser(t.app, 'Estela Estranha'),
    newUser(t.app, 'Chefe', 'chefe.keys@example.com'),
  ]);
  wsA = (await ana.api.post('/api/v1/workspaces', { name: 'Alfa' })).json().id;
  wsB = (await ana.api.post('/api/v1/workspaces', { name: 'Beta' })).json().id;
  for (const ws of [wsA, wsB]) {
    await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: bruno.email, role: 'member' });
  }
  ({ id: boardA, column: columnA } = await createBoard(ana, 'Quadro Alfa', wsA));
  ({ id: boardB, column: columnB } = await createBoard(ana, 'Quadro Beta', wsB));
  ({ id: personal } = await createBoard(ana, 'Quadro Pessoal'));
  await createCard(ana, boardA, columnA, { title: 'Relatório alfa', dueDate: PAST });
  await createCard(ana, boardB, columnB, { title: 'Relatório beta', dueDate: PAST });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/v1/api-keys', () => {
  it('answers with the key once; the list and later reads never carry it', async () => {
    const created = await createKey(ana, { name: 'Relatórios semanais', scopes: ['read'] });
    expect(created.key).toMatch(/^rbax_[0-9A-Za-z]{40}$/);
    expect(created.prefix).toBe(created.key.slice(0, 11));
    expect(created).toMatchObject({ name: 'Relatórios semanais', scopes: ['read'], workspaces: null, expiresAt: null });
    const listed = (await listKeys(ana)).find((key) => key.id === created.id)!;
    expect(listed).toEqual({
      id: created.id,
      name: 'Relatórios semanais',
      prefix: created.prefix,
      scopes: ['read'],
      workspaces: null,
      expiresAt: null,
      lastUsedAt: null,
      createdAt: created.createdAt,
    });
    expect(JSON.stringify(await listKeys(ana))).not.toContain(created.key);
  });

  it('stores only the SHA-256 of the key', async () => {
    const created = await createKey(ana);
    const row = (await storedKeyRow(created.id))!;
    expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it('names the workspaces of a restricted key and keeps the expiry', async () => {
    const expiresAt = inAWeek();
    const created = await createKey(ana, { workspaceIds: [wsA], expiresAt });
    expect(created.workspaces).toEqual([{ id: wsA, name: 'Alfa' }]);
    expect(created.expiresAt).toBe(expiresAt);
  });

  it('refuses a bad name, scopes or expiry with the shared messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Dê um nome à chave'],
      [{ name: 'x'.repeat(61) }, 'name', 'Nome deve ter no máximo 60 caracteres'],
      [{ scopes: [] }, 'scopes', 'Escolha pelo menos uma permissão'],
      [{ scopes: ['admin'] }, 'scopes', 'Valor inválido'],
      [{ expiresAt: PAST }, 'expiresAt', 'A data de expiração deve estar no futuro'],
      [{ workspaceIds: [] }, 'workspaceIds', 'Escolha pelo menos um workspace'],
    ];
    for (const [input, field, message] of cases) {
      const response = await ana.api.post('/api/v1/api-keys', { name: 'Ok', scopes: ['read'], ...input });
      expectError(response, 400, 'validation_failed');
      const issues = (response.json() as { error: { issues: { path: string[]; message: string }[] } }).error.issues;
      expect(
        issues.some((issue) => issue.path[0] === field && issue.message === message),
        JSON.stringify(issues),
      ).toBe(true);
    }
  });

  it('refuses workspaces the user does not belong to (400)', async () => {
    const own = (await stranger.api.post('/api/v1/workspaces', { name: 'Alheio' })).json().id as string;
    const response = await ana.api.post('/api/v1/api-keys', {
      name: 'Invasora',
      scopes: ['read'],
      workspaceIds: [wsA, own, uuidv7()],
    });
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.issues).toEqual([
      { path: ['workspaceIds', 1], message: 'Escolha apenas workspaces dos quais você é membro' },
      { path: ['workspaceIds', 2], message: 'Escolha apenas workspaces dos quais você é membro' },
    ]);
  });

  it(`allows at most ${API_KEYS_ACTIVE_MAX} keys that have not expired`, async () => {
    const counter = await newUser(t.app, 'Colecionadora');
    const made = [];
    for (let i = 0; i < API_KEYS_ACTIVE_MAX; i += 1) made.push(await createKey(counter, { name: `Chave ${i}` }));
    expectError(
      await counter.api.post('/api/v1/api-keys', { name: 'Uma a mais', scopes: ['read'] }),
      409,
      'conflict',
      `Você já tem ${API_KEYS_ACTIVE_MAX} chaves de API ativas. Revogue uma antes de criar outra.`,
    );
    // An expired key no longer counts.
    await t.database.db.execute(sql`UPDATE api_keys SET expires_at = ${PAST} WHERE id = ${made[0]!.id}`);
    await createKey(counter, { name: 'Agora cabe' });
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/api-keys' });
    expectError(response, 401, 'unauthorized');
  });
});

describe('DELETE /api/v1/api-keys/:id', () => {
  it("is 404 for someone else's key, which keeps working", async () => {
    const created = await createKey(ana);
    expectError(await stranger.api.del(`/api/v1/api-keys/${created.id}`), 404, 'not_found');
    expect((await keyClient(t.app, created.key).get('/api/v1/boards')).statusCode).toBe(200);
  });

  it('revokes: the key is gone from the list and its next request is 401', async () => {
    const created = await createKey(ana);
    const client = keyClient(t.app, created.key);
    expect((await client.get('/api/v1/boards')).statusCode).toBe(200);
    expect((await ana.api.del(`/api/v1/api-keys/${created.id}`)).statusCode).toBe(204);
    expect((await listKeys(ana)).some((key) => key.id === created.id)).toBe(false);
    const refused = await client.get('/api/v1/boards');
    expectError(refused, 401, 'unauthorized', 'Chave de API inválida, revogada ou expirada');
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    expectError(await ana.api.del(`/api/v1/api-keys/${created.id}`), 404, 'not_found');
  });
});

describe('Authorization: Bearer', () => {
  it('acts as the owner: lists boards and creates a card without cookie or Origin', async () => {
    const client = keyClient(t.app, (await createKey(ana)).key);
    const boards = (await client.get('/api/v1/boards')).json() as BoardSummary[];
    expect(boards.map((b) => b.title).sort()).toEqual(['Quadro Alfa', 'Quadro Beta', 'Quadro Pessoal']);
    const created = await client.post(`/api/v1/boards/${boardA}/cards`, { columnId: columnA, title: 'Pelo script' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().createdBy).toBe(ana.id);
    expect((await client.get('/api/v1/me')).json().id).toBe(ana.id);
  });

  it("has no more than the owner's permissions", async () => {
    const client = keyClient(t.app, (await createKey(stranger)).key);
    expectError(await client.get(`/api/v1/boards/${boardA}`), 404, 'not_found');
    expect((await client.get('/api/v1/boards')).json()).toEqual([]);
  });

  it("keeps the owner's role: a viewer's write key cannot edit (403)", async () => {
    const viewer = await newUser(t.app, 'Vera Leitora');
    await ana.api.post(`/api/v1/workspaces/${wsA}/members`, { email: viewer.email, role: 'viewer' });
    const client = keyClient(t.app, (await createKey(viewer)).key);
    expect((await client.get(`/api/v1/boards/${boardA}`)).statusCode).toBe(200);
    expectError(await client.patch(`/api/v1/boards/${boardA}`, { title: 'Não pode' }), 403, 'forbidden');
    expectError(
      await client.post(`/api/v1/boards/${boardA}/cards`, { columnId: columnA, title: 'x' }),
      403,
      'forbidden',
    );
  });

  it('a read key reads, and every mutating method is 403', async () => {
    const client = keyClient(t.app, (await createKey(ana, { scopes: ['read'] })).key);
    expect((await client.get(`/api/v1/boards/${boardA}`)).statusCode).toBe(200);
    const message = 'Esta chave de API só permite leitura';
    expectError(
      await client.post(`/api/v1/boards/${boardA}/cards`, { columnId: columnA, title: 'x' }),
      403,
      'forbidden',
      message,
    );
    expectError(await client.patch(`/api/v1/boards/${boardA}`, { title: 'Novo' }), 403, 'forbidden', message);
    expectError(await client.del(`/api/v1/boards/${boardA}`), 403, 'forbidden', message);
    expect(((await ana.api.get(`/api/v1/boards/${boardA}`)).json() as BoardDetail).board.title).toBe('Quadro Alfa');
  });

  it('a write-only key cannot read', async () => {
    const client = keyClient(t.app, (await createKey(ana, { scopes: ['write'] })).key);
    expectError(await client.get('/api/v1/boards'), 403, 'forbidden');
  });

  it('an expired key is 401', async () => {
    const created = await createKey(ana, { expiresAt: inAWeek() });
    const client = keyClient(t.app, created.key);
    expect((await client.get('/api/v1/boards')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = ${created.id}`,
    );
    expectError(await client.get('/api/v1/boards'), 401, 'unauthorized');
  });

  it('an unknown or malformed key is 401, even beside a valid session cookie', async () => {
    for (const key of ['rbax_nope', 'not-a-key', `rbax_${'a'.repeat(300)}`]) {
      expectError(await keyClient(t.app, key).get('/api/v1/boards'), 401, 'unauthorized');
    }
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/v1/boards',
      headers: { authorization: 'Bearer rbax_nope', cookie: ana.cookie },
    });
    expectError(both, 401, 'unauthorized');
  });

  it('stops working when the owner is banned', async () => {
    const victim = await newUser(t.app, 'Banida');
    const client = keyClient(t.app, (await createKey(victim)).key);
    expect((await client.get('/api/v1/boards')).statusCode).toBe(200);
    const ban = await boss.api.post(`/api/v1/admin/users/${victim.id}/ban`, { reason: 'Spam' });
    expect(ban.statusCode, ban.body).toBe(200);
    expectError(await client.get('/api/v1/boards'), 401, 'unauthorized');
  });

  it('cannot reach the key, account or admin routes (403)', async () => {
    const client = keyClient(t.app, (await createKey(boss)).key);
    const message = 'Chaves de API não podem acessar esta área. Entre com a sua conta.';
    const own = (await listKeys(boss))[0]!;
    for (const response of [
      await client.get('/api/v1/api-keys'),
      await client.post('/api/v1/api-keys', { name: 'Filha', scopes: ['read'] }),
      await client.del(`/api/v1/api-keys/${own.id}`),
      await client.get('/api/v1/account/sessions'),
      await client.post('/api/v1/account/sessions/revoke-others'),
      await client.get('/api/v1/admin/status'),
      await client.get('/api/v1/admin/users'),
      await client.get('//api/v1//admin/users/'),
    ]) {
      expectError(response, 403, 'forbidden', message);
    }
    expect((await listKeys(boss)).length).toBe(1);
  });

  it('records the last use at most once a minute', async () => {
    const created = await createKey(ana);
    const client = keyClient(t.app, created.key);
    await client.get('/api/v1/boards');
    const first = (await listKeys(ana)).find((key) => key.id === created.id)!.lastUsedAt;
    expect(first).not.toBeNull();
    await client.get('/api/v1/boards');
    expect((await listKeys(ana)).find((key) => key.id === created.id)!.lastUsedAt).toBe(first);
    await t.database.db.execute(
      sql`UPDATE api_keys SET last_used_at = now() - interval '2 minutes' WHERE id = ${created.id}`,
    );
    await client.get('/api/v1/boards');
    const later = (await listKeys(ana)).find((key) => key.id === created.id)!.lastUsedAt!;
    expect(Date.now() - new Date(later).valueOf()).toBeLessThan(30_000);
  });

  it('never replays what the session was answered for the same Idempotency-Key', async () => {
    const idempotencyKey = 'chave-repetida-1';
    const payload = { columnId: columnB, title: 'Pela sessão' };
    const bySession = await ana.api.post(`/api/v1/boards/${boardB}/cards`, payload, {
      'idempotency-key': idempotencyKey,
    });
    expect(bySession.statusCode).toBe(201);
    const restricted = (await createKey(ana, { workspaceIds: [wsA] })).key;
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/${boardB}/cards`,
      headers: { authorization: `Bearer ${restricted}`, 'idempotency-key': idempotencyKey },
      payload,
    });
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expectError(replay, 404, 'not_found');
  });

  it('is ignored outside /api/v1 (the session decides there)', async () => {
    const key = (await createKey(ana)).key;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});

describe('a key restricted to some workspaces', () => {
  let client: ReturnType<typeof keyClient>;
  beforeAll(async () => {
    client = keyClient(t.app, (await createKey(ana, { workspaceIds: [wsA] })).key);
  });

  it('reaches its workspace and its boards', async () => {
    expect((await client.get(`/api/v1/workspaces/${wsA}`)).statusCode).toBe(200);
    expect((await client.get(`/api/v1/boards/${boardA}`)).statusCode).toBe(200);
    const card = await client.post(`/api/v1/boards/${boardA}/cards`, { columnId: columnA, title: 'Dentro' });
    expect(card.statusCode, card.body).toBe(201);
  });

  it('sees nothing of other workspaces or personal boards (404, like a stranger)', async () => {
    const cardB = await createCard(ana, boardB, columnB, { title: 'Fora do alcance' });
    for (const url of [
      `/api/v1/workspaces/${wsB}`,
      `/api/v1/workspaces/${wsB}/members`,
      `/api/v1/boards/${boardB}`,
      `/api/v1/boards/${personal}`,
      `/api/v1/boards?workspaceId=${wsB}`,
      `/api/v1/boards/${boardB}/labels`,
      `/api/v1/cards/${cardB}`,
      `/api/v1/cards/${cardB}/comments`,
    ]) {
      expectError(await client.get(url), 404, 'not_found');
    }
    expectError(await client.patch(`/api/v1/cards/${cardB}`, { title: 'Mexido' }), 404, 'not_found');
    expectError(
      await client.post(`/api/v1/boards/${boardB}/cards`, { columnId: columnB, title: 'x' }),
      404,
      'not_found',
    );
    expectError(
      await client.post(`/api/v1/cards/${await createCard(ana, boardA, columnA, { title: 'Mover' })}/move`, {
        columnId: columnB,
        boardId: boardB,
      }),
      404,
      'not_found',
    );
  });

  it('cannot make things it would not reach (403)', async () => {
    const message = 'Esta chave de API só alcança os workspaces escolhidos para ela';
    expectError(
      await client.post('/api/v1/boards', { title: 'Pessoal', template: 'kanban' }),
      403,
      'forbidden',
      message,
    );
    expectError(await client.post('/api/v1/workspaces', { name: 'Nova' }), 403, 'forbidden', message);
    expectError(await client.patch(`/api/v1/boards/${boardA}`, { workspaceId: null }), 403, 'forbidden', message);
    const inside = await client.post('/api/v1/boards', {
      title: 'Dentro de Alfa',
      template: 'kanban',
      workspaceId: wsA,
    });
    expect(inside.statusCode, inside.body).toBe(201);
  });

  it('lists only its workspaces', async () => {
    const list = (await client.get('/api/v1/workspaces')).json() as Workspace[];
    expect(list.map((w) => w.id)).toEqual([wsA]);
  });

  it('lists only the boards of its workspaces', async () => {
    const all = (await client.get('/api/v1/boards')).json() as BoardSummary[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((b) => b.workspaceId === wsA)).toBe(true);
    expect((await client.get('/api/v1/boards?workspaceId=none')).json()).toEqual([]);
    expect((await client.get('/api/v1/boards?archived=true')).json()).toEqual([]);
  });

  it('searches only its boards', async () => {
    const result = (await client.get('/api/v1/search?q=relatorio')).json() as SearchResult;
    expect(result.cards.map((c) => c.title)).toEqual(['Relatório alfa']);
    const boards = (await client.get('/api/v1/search?q=quadro')).json() as SearchResult;
    expect(boards.boards.every((b) => b.id !== boardB && b.id !== personal)).toBe(true);
    const unrestricted = (await ana.api.get('/api/v1/search?q=relatorio')).json() as SearchResult;
    expect(unrestricted.cards.map((c) => c.title).sort()).toEqual(['Relatório alfa', 'Relatório beta']);
  });

  it('monitors only its boards', async () => {
    const monitoring = (await client.get('/api/v1/monitoring')).json() as Monitoring;
    expect(monitoring.overdue.items.map((c) => c.title)).toEqual(['Relatório alfa']);
    expect(monitoring.activity.every((a) => a.boardId !== boardB && a.boardId !== personal)).toBe(true);
    const everything = (await ana.api.get('/api/v1/monitoring')).json() as Monitoring;
    expect(everything.activity.some((a) => a.boardId === boardB)).toBe(true);
  });

  it('summarises only its boards in /me/summary', async () => {
    const summary = (await client.get('/api/v1/me/summary')).json() as MeSummary;
    expect(summary.activity.length).toBeGreaterThan(0);
    expect(summary.activity.every((a) => a.boardId !== boardB && a.boardId !== personal)).toBe(true);
    const everything = (await ana.api.get('/api/v1/me/summary')).json() as MeSummary;
    expect(everything.activity.some((a) => a.boardId === boardB)).toBe(true);
  });

  it('lists, counts and marks only the notifications of its workspaces', async () => {
    const ids = { boardA: uuidv7(), boardB: uuidv7(), wsA: uuidv7(), wsB: uuidv7(), personal: uuidv7() };
    const rows: [string, string | null, string | null][] = [
      [ids.boardA, wsA, boardA],
      [ids.boardB, wsB, boardB],
      [ids.wsA, wsA, null],
      [ids.wsB, wsB, null],
      [ids.personal, null, personal],
    ];
    for (const [id, workspaceId, boardId] of rows) {
      await t.database.db.execute(
        sql`INSERT INTO notifications (id, user_id, kind, workspace_id, board_id, dedupe_key)
            VALUES (${id}, ${ana.id}, 'workspace.invited', ${workspaceId}, ${boardId}, ${`test:${id}`})`,
      );
    }
    const seen = (await client.get('/api/v1/notifications?limit=100')).json() as NotificationList;
    expect(seen.items.map((n) => n.id).sort()).toEqual([ids.boardA, ids.wsA].sort());
    expect(seen.unreadCount).toBe(2);
    expectError(await client.patch(`/api/v1/notifications/${ids.wsB}`, { read: true }), 404, 'not_found');
    expect((await client.patch(`/api/v1/notifications/${ids.wsA}`, { read: true })).statusCode).toBe(200);
    expect((await client.post('/api/v1/notifications/read-all')).json()).toEqual({ updated: 1, unreadCount: 0 });
    const all = (await ana.api.get('/api/v1/notifications?limit=100&unread=true')).json() as NotificationList;
    expect(all.items.map((n) => n.id).sort()).toEqual([ids.boardB, ids.wsB, ids.personal].sort());
  });
});

describe('a key of someone removed from a workspace', () => {
  it('sees nothing there any more', async () => {
    const client = keyClient(t.app, (await createKey(bruno, { workspaceIds: [wsA, wsB] })).key);
    expect((await client.get(`/api/v1/boards/${boardB}`)).statusCode).toBe(200);
    expect((await ana.api.del(`/api/v1/workspaces/${wsB}/members/${bruno.id}`)).statusCode).toBe(204);
    expectError(await client.get(`/api/v1/boards/${boardB}`), 404, 'not_found');
    expectError(await client.get(`/api/v1/workspaces/${wsB}`), 404, 'not_found');
    expect(((await client.get('/api/v1/workspaces')).json() as Workspace[]).map((w) => w.id)).toEqual([wsA]);
    expect(((await client.get('/api/v1/boards')).json() as BoardSummary[]).every((b) => b.workspaceId === wsA)).toBe(
      true,
    );
    // The key's own list no longer names the workspace the owner left.
    const [listed] = await listKeys(bruno);
    expect(listed!.workspaces).toEqual([{ id: wsA, name: 'Alfa' }]);
  });
});

describe('OpenAPI', () => {
  it('declares the bearer scheme on the routes a key may call, and only there', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const schemes = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.security ?? []).flatMap((requirement) => Object.keys(requirement));
    expect(schemes('/api/v1/boards', 'get')).toEqual(['session', 'apiKey']);
    expect(schemes('/api/v1/me', 'get')).toEqual(['session', 'apiKey']);
    expect(schemes('/api/v1/api-keys', 'post')).toEqual(['session']);
    expect(schemes('/api/v1/account/sessions', 'get')).toEqual(['session']);
    expect(schemes('/api/v1/admin/users', 'get')).toEqual(['session']);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
        const keyless = /^\/api\/v1\/(api-keys|account|admin)(\/|$)/.test(path) || path.endsWith('/calendar-feed');
        if (names.includes('session') && path.startsWith('/api/v1/') && !keyless) {
          expect(names, `${method} ${path}`).toContain('apiKey');
        }
        if (keyless) expect(names, `${method} ${path}`).not.toContain('apiKey');
      }
    }
  });
});

describe('per-key rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_KEY_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 in the API shape once a key has used its minute, without touching other keys', async () => {
    const owner = await newUser(limited.app, 'Apressada');
    const create = async () =>
      (await owner.api.post('/api/v1/api-keys', { name: 'Rápida', scopes: ['read'] })).json() as CreatedApiKey;
    const [first, second] = [await create(), await create()];
    const client = keyClient(limited.app, first.key);
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/v1/boards')).statusCode).toBe(200);
    const refused = await client.get('/api/v1/boards');
    expectError(refused, 429, 'rate_limited');
    expect(refused.json().error.message).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos/);
    expect((await keyClient(limited.app, second.key).get('/api/v1/boards')).statusCode).toBe(200);
    expect((await owner.api.get('/api/v1/boards')).statusCode).toBe(200);
  });
});
