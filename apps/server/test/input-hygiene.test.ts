import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@rbax/shared/ids';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/**
 * Bad input is a 4xx with the API's error shape, never a 500 (issue 17, decision 028): each case
 * here answered 500 before.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof newUser>>;
let stranger: Awaited<ReturnType<typeof newUser>>;
let workspace: string;
let board: string;
let column: string;
let card: string;
let item: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t.app, 'Dona');
  stranger = await newUser(t.app, 'Estranha');
  workspace = (await owner.api.post('/api/v1/workspaces', { name: 'Equipe' })).json().id;
  board = (
    await owner.api.post('/api/v1/boards', { title: 'Quadro', workspaceId: workspace, template: 'kanban' })
  ).json().id;
  column = (await owner.api.get(`/api/v1/boards/${board}`)).json().columns[0].id;
  card = (await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Card' })).json().id;
  item = (await owner.api.post(`/api/v1/cards/${card}/checklist`, { text: 'Item' })).json().id;
});
afterAll(async () => {
  await t.close();
});

const issues = (body: string) =>
  (JSON.parse(body) as { error: { issues?: { path: unknown[]; message: string }[] } }).error.issues;

describe('text with NUL or lone surrogates', () => {
  it.each([
    ['a NUL in a workspace name', () => owner.api.post('/api/v1/workspaces', { name: 'a\u0000b' }), ['name']],
    [
      'a lone high surrogate in a card title',
      () => owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: '\ud800' }),
      ['title'],
    ],
    [
      'a lone low surrogate in a comment',
      () => owner.api.post(`/api/v1/cards/${card}/comments`, { text: 'oi \udc00' }),
      ['text'],
    ],
    ['a NUL in a tag', () => owner.api.patch(`/api/v1/cards/${card}`, { tags: ['ok', 'x\u0000'] }), ['tags', 1]],
    ['a NUL in a key', () => owner.api.patch(`/api/v1/cards/${card}`, { ['ti\u0000tle']: 'x' }), ['ti\u0000tle']],
  ] as const)('refuses %s with 400 naming the field', async (_name, request, path) => {
    const response = await request();
    expect(response.statusCode).toBe(400);
    expect(issues(response.body)).toEqual([{ path, message: 'Texto com caracteres inválidos' }]);
  });

  it('keeps well-formed text outside the Basic Multilingual Plane (emoji)', async () => {
    const response = await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Lançar 🚀' });
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe('Lançar 🚀');
  });

  it('refuses %00 in a path id or a query with 400, on every route', async () => {
    for (const url of [
      '/api/v1/cards/%00',
      '/api/v1/boards/%00',
      '/api/v1/workspaces/%00/members',
      '/api/v1/checklist/%00',
      `/api/v1/search?q=a%00b`,
      `/api/v1/boards?workspaceId=%00`,
    ]) {
      const response = await owner.api.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('invalid_path');
    }
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/v1/cards/%00', payload: { title: 'x' } });
    expect(patch.statusCode).toBe(400);
  });
});

describe('ids', () => {
  it('answers 404 to a path id that cannot exist, as to one that does not', async () => {
    for (const id of ['x', 'abc-def', '1'.repeat(36), `${card}x`]) {
      expect((await owner.api.get(`/api/v1/cards/${encodeURIComponent(id)}`)).statusCode, id).toBe(404);
    }
    expect((await owner.api.get(`/api/v1/cards/${uuidv7()}`)).statusCode).toBe(404);
  });

  it('refuses an empty-string workspaceId or assigneeId with 400', async () => {
    const boardResponse = await owner.api.post('/api/v1/boards', { title: 'B', workspaceId: '' });
    expect(boardResponse.statusCode).toBe(400);
    expect(issues(boardResponse.body)).toEqual([{ path: ['workspaceId'], message: 'Identificador inválido' }]);
    const cardResponse = await owner.api.patch(`/api/v1/cards/${card}`, { assigneeId: '' });
    expect(cardResponse.statusCode).toBe(400);
    expect(issues(cardResponse.body)).toEqual([{ path: ['assigneeId'], message: 'Identificador inválido' }]);
  });
});

describe('dates', () => {
  it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '3000-01-01T00:00:00Z'])(
    'refuses a start date of %s with 400',
    async (startDate) => {
      const response = await owner.api.patch(`/api/v1/cards/${card}`, { startDate });
      expect(response.statusCode).toBe(400);
      expect(issues(response.body)).toEqual([
        { path: ['startDate'], message: 'Data fora do intervalo permitido (anos 1900 a 2999)' },
      ]);
    },
  );

  it('accepts the edges of the range', async () => {
    const response = await owner.api.patch(`/api/v1/cards/${card}`, {
      startDate: '1900-01-01T00:00:00Z',
      dueDate: '2999-12-31T23:59:59Z',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('updates that change nothing', () => {
  it.each([
    ['a checklist item', () => `/api/v1/checklist/${item}`],
    ['a card', () => `/api/v1/cards/${card}`],
    ['a column', () => `/api/v1/columns/${column}`],
    ['a board', () => `/api/v1/boards/${board}`],
    ['a workspace', () => `/api/v1/workspaces/${workspace}`],
    ['me', () => '/api/v1/me'],
  ])('refuses an empty PATCH of %s with 400', async (_name, url) => {
    const response = await owner.api.patch(url(), {});
    expect(response.statusCode).toBe(400);
    expect(issues(response.body)).toEqual([{ path: [], message: 'Nada para atualizar' }]);
  });

  it('counts a card version alone as nothing to update', async () => {
    const response = await owner.api.patch(`/api/v1/cards/${card}`, { version: 1 });
    expect(response.statusCode).toBe(400);
  });
});

describe('client-chosen card ids', () => {
  const createWith = (api: typeof owner.api, boardId: string, columnId: string, id: string) =>
    api.post(`/api/v1/boards/${boardId}/cards`, { id, columnId, title: 'Offline' });

  it('gives one 201 and 409s to 20 parallel creates with the same id, and one card', async () => {
    const id = uuidv7();
    const responses = await Promise.all(Array.from({ length: 20 }, () => createWith(owner.api, board, column, id)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('id_taken');
    }
    const cards = (await owner.api.get(`/api/v1/boards/${board}`)).json().cards as { id: string }[];
    expect(cards.filter((c) => c.id === id)).toHaveLength(1);
  });

  it("tells another tenant nothing about a card id: the same 409 as a taken id of one's own", async () => {
    const own = await stranger.api.post('/api/v1/boards', { title: 'Dela', template: 'kanban' });
    const strangerBoard = own.json().id as string;
    const strangerColumn = (await stranger.api.get(`/api/v1/boards/${strangerBoard}`)).json().columns[0].id as string;
    const mine = uuidv7();
    expect((await createWith(stranger.api, strangerBoard, strangerColumn, mine)).statusCode).toBe(201);
    const foreign = await createWith(stranger.api, strangerBoard, strangerColumn, card);
    const taken = await createWith(stranger.api, strangerBoard, strangerColumn, mine);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.body).toBe(taken.body);
  });

  it('refuses ids that are not recent UUIDv7s before looking anything up', async () => {
    const month = 31 * 24 * 60 * 60 * 1000;
    for (const id of [uuidv7(Date.now() - month), uuidv7(Date.now() + 3 * 24 * 60 * 60 * 1000), crypto.randomUUID()]) {
      const response = await createWith(owner.api, board, column, id);
      expect(response.statusCode, id).toBe(400);
      expect(issues(response.body)).toEqual([
        { path: ['id'], message: 'Identificador inválido: gere um novo (UUID v7 recente)' },
      ]);
    }
  });
});
