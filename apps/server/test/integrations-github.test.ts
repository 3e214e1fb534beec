import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import { cardShortId, type Card } from '@rbax/shared/cards';
import type { BoardEvent } from '@rbax/shared/event-log';
import { uuidv7 } from '@rbax/shared/ids';
import {
  GITHUB_DELIVERIES_PER_MINUTE,
  type GithubConnection,
  type GithubConnectionSecret,
  type GithubConnectionState,
  type GithubDeliveryResult,
} from '@rbax/shared/integrations';
import { createTestApp, newUser, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';

/**
 * GitHub (issue 18, docs/decisions/036-github-inbound.md) on the real server and database: the
 * board's connection managed by who may manage the board, and deliveries signed here with an
 * HMAC of our own over the exact bytes sent, as GitHub signs them.
 */

type U = Awaited<ReturnType<typeof newUser>>;

let t: TestApp;
let owner: U, editor: U, viewer: U, stranger: U;
let board: string, cols: string[], otherBoard: string, otherCols: string[];

async function createBoard(user: U, title: string, workspaceId?: string) {
  const response = await user.api.post('/api/v1/boards', { title, template: 'kanban', workspaceId });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  const detail = (await user.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail;
  return { id, cols: detail.columns.map((column) => column.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Gina Dona'),
    newUser(t.app, 'Edu Editor'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  const ws = (await owner.api.post('/api/v1/workspaces', { name: 'Código' })).json().id as string;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: editor.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  ({ id: board, cols } = await createBoard(owner, 'Produto', ws));
  ({ id: otherBoard, cols: otherCols } = await createBoard(owner, 'Outro', ws));
});
afterAll(async () => {
  await t.close();
});

async function createCard(title: string, input: Record<string, unknown> = {}, boardId = board, columnId = cols[0]) {
  const response = await owner.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, title, ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Card;
}

async function connect(user: U = owner, boardId = board): Promise<GithubConnectionSecret> {
  const response = await user.api.post(`/api/v1/boards/${boardId}/github`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GithubConnectionSecret;
}

/** GitHub's signature, computed independently of the server's code. */
const sign = (secret: string, body: Buffer) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

type Delivery = {
  event?: string;
  payload?: unknown;
  secret?: string;
  signature?: string;
  delivery?: string;
  raw?: Buffer;
  contentType?: string;
};

function deliver(connection: GithubConnectionSecret, options: Delivery = {}) {
  const body = options.raw ?? Buffer.from(JSON.stringify(options.payload ?? {}), 'utf8');
  const signature = options.signature ?? sign(options.secret ?? connection.secret, body);
  return t.app.inject({
    method: 'POST',
    url: new URL(connection.url).pathname,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'user-agent': 'GitHub-Hookshot/test',
      'x-github-event': options.event ?? 'push',
      'x-github-delivery': options.delivery ?? randomUUID(),
      'x-hub-signature-256': signature,
    },
    payload: body,
  });
}

const pushOf = (...messages: string[]) => ({
  ref: 'refs/heads/main',
  commits: messages.map((message, index) => ({
    id: `${index}abcdef0123456789abcdef0123456789abcde`.slice(0, 40),
    message,
    url: `https://github.com/acme/app/commit/${index}abcdef`,
    distinct: true,
    author: { name: 'Ana Dev', username: 'anadev' },
  })),
});

const pullRequest = (action: string, body: string, merged = false, number = 7) => ({
  action,
  number,
  pull_request: {
    html_url: `https://github.com/acme/app/pull/${number}`,
    title: `Login novo ${number}`,
    body,
    merged,
    user: { login: 'anadev' },
    merged_by: merged ? { login: 'bia' } : null,
  },
});

async function history(cardId: string): Promise<BoardEvent[]> {
  const response = await owner.api.get(`/api/v1/cards/${cardId}/activity`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BoardEvent[];
}
const linksOf = async (cardId: string) => (await history(cardId)).filter((event) => event.kind === 'card.linked');
const movesOf = async (cardId: string) => (await history(cardId)).filter((event) => event.kind === 'card.moved');
const cardUrl = (card: Card) => `${TEST_PUBLIC_URL}/board/${card.boardId}/card/${card.id}`;

describe('managing a board’s GitHub connection', () => {
  it('is refused to viewers and editors (403) and to strangers (404)', async () => {
    const routes = (user: U) => [
      user.api.get(`/api/v1/boards/${otherBoard}/github`),
      user.api.post(`/api/v1/boards/${otherBoard}/github`),
      user.api.patch(`/api/v1/boards/${otherBoard}/github`, { active: false }),
      user.api.post(`/api/v1/boards/${otherBoard}/github/rotate-secret`),
      user.api.del(`/api/v1/boards/${otherBoard}/github`),
    ];
    for (const [user, status] of [
      [viewer, 403],
      [editor, 403],
      [stranger, 404],
    ] as const) {
      const answers = await Promise.all(routes(user));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => status));
    }
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/v1/boards/${otherBoard}/github` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers the payload URL and the secret once; the secret is never sent or stored in clear again', async () => {
    expect((await owner.api.get(`/api/v1/boards/${otherBoard}/github`)).json()).toEqual({ connection: null });
    const created = await connect(owner, otherBoard);
    expect(created.url).toBe(`${TEST_PUBLIC_URL}/api/v1/integrations/github/${created.id}`);
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/);

    const read = await owner.api.get(`/api/v1/boards/${otherBoard}/github`);
    expect(read.body).not.toContain(created.secret);
    const { connection } = read.json() as GithubConnectionState;
    expect(connection).toMatchObject({ id: created.id, url: created.url, mergedColumnId: null, active: true });
    const patched = await owner.api.patch(`/api/v1/boards/${otherBoard}/github`, { mergedColumnId: otherCols[2] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.body).not.toContain(created.secret);

    const stored = await t.database.db.execute(sql`SELECT * FROM github_connections WHERE id = ${created.id}`);
    expect(JSON.stringify(stored)).not.toContain(created.secret);
  });

  it('accepts only an active column of the board for merged pull requests', async () => {
    const path = `/api/v1/boards/${otherBoard}/github`;
    expect((await owner.api.patch(path, { mergedColumnId: cols[0] })).statusCode).toBe(400);
    expect((await owner.api.patch(path, {})).statusCode).toBe(400);
    const cleared = await owner.api.patch(path, { mergedColumnId: null });
    expect((cleared.json() as GithubConnection).mergedColumnId).toBeNull();
  });

  it('rotates the secret under the same URL and disconnects', async () => {
    const first = await connect(owner, otherBoard);
    const rotated = await owner.api.post(`/api/v1/boards/${otherBoard}/github/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json() as GithubConnectionSecret;
    expect(second.id).toBe(first.id);
    expect(second.secret).not.toBe(first.secret);
    expect((await deliver(first, { event: 'ping' })).statusCode).toBe(401);
    expect((await deliver(second, { event: 'ping' })).statusCode).toBe(200);

    expect((await owner.api.del(`/api/v1/boards/${otherBoard}/github`)).statusCode).toBe(204);
    expect((await deliver(second, { event: 'ping' })).statusCode).toBe(404);
    expect((await owner.api.del(`/api/v1/boards/${otherBoard}/github`)).statusCode).toBe(404);
  });

  it('replaces the connection when connecting again: the old URL stops working', async () => {
    const first = await connect(owner, otherBoard);
    const second = await connect(owner, otherBoard);
    expect(second.id).not.toBe(first.id);
    expect((await deliver(first, { event: 'ping' })).statusCode).toBe(404);
    expect((await deliver(second, { event: 'ping' })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/integrations/github/:connectionId', () => {
  let connection: GithubConnectionSecret;
  beforeAll(async () => {
    connection = await connect();
  });

  it('refuses a bad, missing or foreign signature with 401, and unknown connections with 404', async () => {
    const payload = pushOf('nada');
    expect((await deliver(connection, { payload, secret: 'not-the-secret' })).statusCode).toBe(401);
    expect((await deliver(connection, { payload, signature: '' })).statusCode).toBe(401);
    expect((await deliver(connection, { payload, signature: `sha1=${'0'.repeat(40)}` })).statusCode).toBe(401);
    // Signed over other bytes than those sent (same JSON, other spacing).
    const body = Buffer.from(JSON.stringify(payload, null, 2));
    const signature = sign(connection.secret, Buffer.from(JSON.stringify(payload)));
    expect((await deliver(connection, { raw: body, signature })).statusCode).toBe(401);

    const unknown = { ...connection, url: `${TEST_PUBLIC_URL}/api/v1/integrations/github/${uuidv7()}` };
    expect((await deliver(unknown, { payload })).statusCode).toBe(404);
    const malformed = { ...connection, url: `${TEST_PUBLIC_URL}/api/v1/integrations/github/nope` };
    expect((await deliver(malformed, { payload })).statusCode).toBe(404);
  });

  it('answers ping, ignores other events with 202 and wants JSON', async () => {
    const ping = await deliver(connection, { event: 'ping', payload: { zen: 'Keep it logically awesome.' } });
    expect(ping.statusCode, ping.body).toBe(200);
    expect((ping.json() as GithubDeliveryResult).status).toBe('pong');
    const issues = await deliver(connection, { event: 'issues', payload: { action: 'opened' } });
    expect(issues.statusCode).toBe(202);
    expect((issues.json() as GithubDeliveryResult).status).toBe('ignored');
    const form = await deliver(connection, {
      raw: Buffer.from('payload=%7B%7D'),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    const broken = await deliver(connection, { raw: Buffer.from('{"commits": [') });
    expect(broken.statusCode).toBe(400);
    const strange = await deliver(connection, { payload: { commits: 'none' } });
    expect(strange.statusCode).toBe(400);
    const noPullRequest = await deliver(connection, { event: 'pull_request', payload: { action: 'opened' } });
    expect(noPullRequest.statusCode).toBe(400);
    const state = (await owner.api.get(`/api/v1/boards/${board}/github`)).json() as GithubConnectionState;
    expect(state.connection?.lastDeliveryAt).not.toBeNull();
  });

  it('links a push’s commits that mention #<short id> or the card URL, once even when redelivered', async () => {
    const [a, b] = [await createCard('Tela de login'), await createCard('Recuperar senha')];
    const payload = pushOf(
      `Corrige o login (#${cardShortId(a.id).toUpperCase()})\n\nVeja também ${cardUrl(a)}`,
      `Recupera senha\n\nRef ${TEST_PUBLIC_URL}/board/${board}?card=${b.id}`,
    );
    const delivery = randomUUID();
    const first = await deliver(connection, { payload, delivery });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json() as GithubDeliveryResult;
    expect(result.status).toBe('processed');
    expect(result.linked.map((link) => link.cardId).sort()).toEqual([a.id, b.id].sort());

    const again = await deliver(connection, { payload, delivery });
    expect(again.statusCode).toBe(200);
    expect((again.json() as GithubDeliveryResult).status).toBe('duplicate');

    const [linkA] = await linksOf(a.id);
    expect(await linksOf(a.id)).toHaveLength(1);
    expect(linkA).toMatchObject({
      actor: null,
      data: {
        provider: 'github',
        kind: 'commit',
        url: 'https://github.com/acme/app/commit/0abcdef',
        title: 'Corrige o login (#' + cardShortId(a.id).toUpperCase() + ')',
        author: 'anadev',
      },
    });
    expect(await linksOf(b.id)).toHaveLength(1);
    // A link changes no field of the card: it stays where it was, same version.
    const after = (await owner.api.get(`/api/v1/cards/${a.id}`)).json() as Card;
    expect(after).toMatchObject({ columnId: cols[0], version: a.version });
  });

  it('writes a delivery once when GitHub sends it twice at the same time', async () => {
    const card = await createCard('Corrida');
    const options = { payload: pushOf(`Corrida #${cardShortId(card.id)}`), delivery: randomUUID() };
    const answers = await Promise.all([deliver(connection, options), deliver(connection, options)]);
    expect(answers.map((answer) => (answer.json() as GithubDeliveryResult).status).sort()).toEqual([
      'duplicate',
      'processed',
    ]);
    expect(await linksOf(card.id)).toHaveLength(1);
  });

  it('links a commit already pushed to another branch only once (distinct: false)', async () => {
    const card = await createCard('Fast-forward');
    const payload = pushOf(`Ajuste #${cardShortId(card.id)}`);
    payload.commits[0]!.distinct = false;
    const answer = await deliver(connection, { payload });
    expect((answer.json() as GithubDeliveryResult).linked).toEqual([]);
    expect(await linksOf(card.id)).toHaveLength(0);
  });

  it('links nothing for an ambiguous short id and says so', async () => {
    const first = uuidv7();
    const second = `${uuidv7().slice(0, -8)}${first.slice(-8)}`;
    const [x, y] = [await createCard('Gêmeo 1', { id: first }), await createCard('Gêmeo 2', { id: second })];
    expect(cardShortId(x.id)).toBe(cardShortId(y.id));
    const answer = await deliver(connection, { payload: pushOf(`Mexe no #${cardShortId(x.id)}`) });
    expect(answer.statusCode).toBe(200);
    const result = answer.json() as GithubDeliveryResult;
    expect(result).toMatchObject({ status: 'processed', linked: [], ambiguous: [cardShortId(x.id)] });
    expect(await linksOf(x.id)).toHaveLength(0);
    expect(await linksOf(y.id)).toHaveLength(0);
  });

  it('never reaches a card of another board, even by its URL', async () => {
    const foreign = await createCard('De outro board', {}, otherBoard, otherCols[0]);
    const answer = await deliver(connection, {
      payload: pushOf(`#${cardShortId(foreign.id)} ${cardUrl(foreign)}`),
    });
    const result = answer.json() as GithubDeliveryResult;
    expect(result.linked).toEqual([]);
    expect(result.unknown).toEqual([cardShortId(foreign.id), foreign.id]);
    expect(await linksOf(foreign.id)).toHaveLength(0);
  });

  it('links an opened pull request without moving the card; a merged one moves it to the chosen column', async () => {
    const card = await createCard('Checkout');
    await owner.api.patch(`/api/v1/boards/${board}/github`, { mergedColumnId: cols[2] });
    const text = `Fecha #${cardShortId(card.id)}`;

    const opened = await deliver(connection, { event: 'pull_request', payload: pullRequest('opened', text) });
    expect((opened.json() as GithubDeliveryResult).moved).toEqual([]);
    expect((await owner.api.get(`/api/v1/cards/${card.id}`)).json()).toMatchObject({ columnId: cols[0] });
    const edited = await deliver(connection, { event: 'pull_request', payload: pullRequest('edited', text) });
    expect(edited.statusCode).toBe(202);

    const delivery = randomUUID();
    const payload = pullRequest('closed', text, true);
    const merged = await deliver(connection, { event: 'pull_request', payload, delivery });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((merged.json() as GithubDeliveryResult).moved).toEqual([card.id]);
    await deliver(connection, { event: 'pull_request', payload, delivery });

    const moved = (await owner.api.get(`/api/v1/cards/${card.id}`)).json() as Card;
    expect(moved.columnId).toBe(cols[2]);
    const moves = await movesOf(card.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      actor: null,
      data: {
        fromColumnId: cols[0],
        toColumnId: cols[2],
        fromBoardId: board,
        toBoardId: board,
        version: moved.version,
      },
    });
    const links = await linksOf(card.id);
    expect(links.map((event) => event.data)).toEqual([
      expect.objectContaining({ kind: 'pull_request', merged: true, author: 'bia', title: 'Login novo 7' }),
      expect.objectContaining({ kind: 'pull_request', merged: false, author: 'anadev' }),
    ]);
    // The board a person reads shows the card in its new column.
    const detail = (await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail;
    expect(detail.cards.find((item) => item.id === card.id)?.columnId).toBe(cols[2]);
  });

  it('does not move archived cards, nor to a column deleted since it was chosen', async () => {
    const archived = await createCard('Arquivado');
    await owner.api.patch(`/api/v1/cards/${archived.id}`, { archived: true });
    const kept = await createCard('Fica');
    const column = (await owner.api.post(`/api/v1/boards/${board}/columns`, { name: 'Publicado' })).json() as {
      id: string;
    };
    await owner.api.patch(`/api/v1/boards/${board}/github`, { mergedColumnId: column.id });
    const text = `#${cardShortId(archived.id)}`;
    const first = await deliver(connection, { event: 'pull_request', payload: pullRequest('closed', text, true, 8) });
    expect(first.json() as GithubDeliveryResult).toMatchObject({ linked: [{ cardId: archived.id }], moved: [] });

    expect((await owner.api.del(`/api/v1/columns/${column.id}`)).statusCode).toBe(204);
    const payload = pullRequest('closed', `#${cardShortId(kept.id)}`, true, 9);
    const second = await deliver(connection, { event: 'pull_request', payload });
    expect(second.json() as GithubDeliveryResult).toMatchObject({ linked: [{ cardId: kept.id }], moved: [] });
    expect((await owner.api.get(`/api/v1/cards/${kept.id}`)).json()).toMatchObject({ columnId: cols[0] });
  });

  it('reads pushes bigger than the API’s usual 1 MB, up to its own limit', async () => {
    const card = await createCard('Grande');
    const filler = 'x'.repeat(1_500_000);
    const big = await deliver(connection, { payload: pushOf(`Grande #${cardShortId(card.id)}\n\n${filler}`) });
    expect(big.statusCode, big.body.slice(0, 200)).toBe(200);
    expect(await linksOf(card.id)).toHaveLength(1);
    const huge = await deliver(connection, { payload: pushOf('x'.repeat(6 * 1024 * 1024)) });
    expect(huge.statusCode).toBe(413);
  });

  it('wants X-GitHub-Delivery on events that write', async () => {
    const card = await createCard('Sem id');
    const answer = await deliver(connection, { payload: pushOf(`#${cardShortId(card.id)}`), delivery: '' });
    expect(answer.statusCode).toBe(400);
    expect(await linksOf(card.id)).toHaveLength(0);
  });

  it('limits deliveries per connection (429); another connection goes on', async () => {
    const { id: busyBoard } = await createBoard(owner, 'Movimentado');
    const busy = await connect(owner, busyBoard);
    const answers = [];
    for (let i = 0; i <= GITHUB_DELIVERIES_PER_MINUTE; i += 1)
      answers.push((await deliver(busy, { event: 'ping' })).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(GITHUB_DELIVERIES_PER_MINUTE);
    expect(answers.at(-1)).toBe(429);
    expect((await deliver(connection, { event: 'ping' })).statusCode).toBe(200);
  });

  it('refuses deliveries while paused, with the same answer as an unknown connection', async () => {
    await owner.api.patch(`/api/v1/boards/${board}/github`, { active: false });
    expect((await deliver(connection, { event: 'ping' })).statusCode).toBe(404);
    await owner.api.patch(`/api/v1/boards/${board}/github`, { active: true });
    expect((await deliver(connection, { event: 'ping' })).statusCode).toBe(200);
  });
});
