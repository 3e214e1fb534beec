import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardDetailSchema, type BoardDetail } from '@rbax/shared/boards';
import { expandBoardCard, type Card } from '@rbax/shared/cards';
import type { BoardEvent } from '@rbax/shared/event-log';
import { uuidv7 } from '@rbax/shared/ids';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, viewer: U, outsider: U;
let ws: string, board: string, cols: string[];

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, viewer, outsider] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Cartões' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  board = (await owner.api.post('/api/v1/boards', { title: 'Quadro', workspaceId: ws, template: 'kanban' })).json().id;
  cols = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns.map((c) => c.id);
});
afterAll(async () => {
  await t.close();
});

const create = async (input: Record<string, unknown>, u: U = owner, boardId = board) => {
  const response = await u.api.post(`/api/v1/boards/${boardId}/cards`, { columnId: cols[0], ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Card;
};
const detail = async (u: U = owner, boardId = board) =>
  (await u.api.get(`/api/v1/boards/${boardId}`)).json() as BoardDetail;
const issueMessages = (body: string) =>
  (JSON.parse(body) as { error: { issues: { path: string[]; message: string }[] } }).error.issues.map((i) => i.message);
const idsIn = async (columnId: string, boardId = board) =>
  (await detail(owner, boardId)).cards.filter((c) => c.columnId === columnId).map((c) => c.id);

describe('POST /api/v1/boards/:id/cards with a client-chosen id', () => {
  it('creates the card under that id once; the same id again is 409 and a malformed one 400', async () => {
    const id = uuidv7();
    const first = await create({ id, title: 'Offline' });
    expect(first.id).toBe(id);
    const again = await owner.api.post(`/api/v1/boards/${board}/cards`, { id, columnId: cols[0], title: 'Outra' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('id_taken');
    expect((await detail()).cards.filter((c) => c.id === id)).toHaveLength(1);
    const bad = await owner.api.post(`/api/v1/boards/${board}/cards`, { id: 'nope', columnId: cols[0], title: 'X' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/v1/boards/:id/cards validation', () => {
  const post = (input: Record<string, unknown>) =>
    owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: cols[0], title: 'Ok', ...input });
  it.each([
    [{ title: '' }, 'Título é obrigatório'],
    [{ title: 'x'.repeat(101) }, 'Título deve ter no máximo 100 caracteres'],
    [{ description: 'x'.repeat(10_001) }, 'Descrição deve ter no máximo 10.000 caracteres'],
    [{ valueBrl: '12.345' }, 'Valor deve ser um número positivo com até 2 casas decimais'],
    [{ valueBrl: '-1' }, 'Valor deve ser um número positivo com até 2 casas decimais'],
    [{ priority: 'urgent' }, 'Valor inválido'],
    [
      { startDate: '2026-05-10T00:00:00.000Z', dueDate: '2026-05-09T00:00:00.000Z' },
      'A data de entrega deve ser igual ou posterior à data de início',
    ],
  ])('refuses %j', async (input, message) => {
    const response = await post(input);
    expect(response.statusCode).toBe(400);
    expect(issueMessages(response.body)).toContain(message);
  });

  it('accepts 100 characters, 10,000 of description and "10,5" as 10.50', async () => {
    const response = await post({
      title: 'x'.repeat(100),
      description: 'd'.repeat(10_000),
      valueBrl: '10,5',
      priority: 'high',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ valueBrl: '10.50', priority: 'high', version: 1 });
  });

  it('refuses a column, assignee or label of another board (400)', async () => {
    const other = (await owner.api.post('/api/v1/boards', { title: 'Outro', template: 'kanban' })).json().id;
    const otherCol = (await detail(owner, other)).columns[0]!.id;
    const otherLabel = (await owner.api.post(`/api/v1/boards/${other}/labels`, { name: 'X', color: '#3b82f6' })).json()
      .id;
    expect((await post({ columnId: otherCol })).statusCode).toBe(400);
    expect((await post({ assigneeId: outsider.id })).statusCode).toBe(400);
    expect((await post({ labelIds: [otherLabel] })).statusCode).toBe(400);
    expect((await post({ assigneeId: member.id })).statusCode).toBe(201);
  });
});

describe('board detail', () => {
  it('lists cards with label ids and counts, and the members with roles', async () => {
    const label = (await owner.api.post(`/api/v1/boards/${board}/labels`, { name: 'Bug', color: '#ef4444' })).json().id;
    const card = await create({ title: 'Com tudo', labelIds: [label], tags: ['a'] });
    await owner.api.post(`/api/v1/cards/${card.id}/comments`, { body: 'Oi' });
    const item = (await owner.api.post(`/api/v1/cards/${card.id}/checklist`, { text: 'Um' })).json();
    await owner.api.post(`/api/v1/cards/${card.id}/checklist`, { text: 'Dois' });
    await owner.api.patch(`/api/v1/checklist/${item.id}`, { done: true });
    const d = await detail(member);
    const found = d.cards.find((c) => c.id === card.id)!;
    expect(found.labelIds).toEqual([label]);
    expect(found.counts).toEqual({ comments: 1, checklistDone: 1, checklistTotal: 2 });
    const roles = Object.fromEntries(d.members.map((m) => [m.id, m.role]));
    expect(roles).toEqual({ [owner.id]: 'owner', [member.id]: 'member', [viewer.id]: 'viewer' });
  });

  it('sends cards trimmed to their faces, which expand field for field to what the card endpoint shows', async () => {
    const label = (await owner.api.post(`/api/v1/boards/${board}/labels`, { name: 'Forma', color: '#3b82f6' })).json()
      .id;
    const card = await create({
      title: 'Formato',
      description: '**negrito**',
      priority: 'critical',
      startDate: '2026-05-01T12:30:00.000Z',
      dueDate: '2026-05-09T08:00:00.000Z',
      valueBrl: '1234,5',
      assigneeId: member.id,
      tags: ['x', 'y'],
      labelIds: [label],
    });
    await owner.api.patch(`/api/v1/cards/${card.id}`, { completed: true });
    const response = await owner.api.get(`/api/v1/boards/${board}`);
    expect(response.headers['content-type']).toContain('application/json');
    const parsed = boardDetailSchema.strict().safeParse(response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    const cards = (response.json() as BoardDetail).cards;
    const fromBoard = cards.find((c) => c.id === card.id)!;
    const single = (await owner.api.get(`/api/v1/cards/${card.id}`)).json() as Card;
    expect(expandBoardCard(fromBoard, board)).toEqual({ ...single, createdBy: null });
    for (const key of ['boardId', 'archived', 'createdBy', 'parentId', 'coverUrl', 'estimateMinutes', 'timeSpentSeconds'])
      expect(fromBoard).not.toHaveProperty(key);
    // A card with only a title carries only what places and versions it.
    const bare = await create({ title: 'Só título' });
    const bareFace = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).cards.find(
      (c) => c.id === bare.id,
    )!;
    expect(Object.keys(bareFace).sort()).toEqual(['columnId', 'createdAt', 'id', 'position', 'title', 'updatedAt', 'version']);
    expect(expandBoardCard(bareFace, board)).toEqual({
      ...((await owner.api.get(`/api/v1/cards/${bare.id}`)).json() as Card),
      createdBy: null,
    });
    expect(single).toMatchObject({ valueBrl: '1234.50', dueDate: '2026-05-09T08:00:00.000Z', labelIds: [label] });
    expect(single.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('revalidates with the ETag: 304 while unchanged, a new body after any card change', async () => {
    const first = await owner.api.get(`/api/v1/boards/${board}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      url: `/api/v1/boards/${board}`,
      headers: { cookie: owner.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const card = await create({ title: 'Muda o estado' });
    const after = await t.app.inject({
      url: `/api/v1/boards/${board}`,
      headers: { cookie: owner.cookie, 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as BoardDetail).cards.some((c) => c.id === card.id)).toBe(true);
  });

  it("answers br, gzip and identity with the same board, and never another viewer's permissions", async () => {
    const get = (cookie: string, encoding: string) =>
      t.app.inject({ url: `/api/v1/boards/${board}`, headers: { cookie, 'accept-encoding': encoding } });
    const plain = await get(owner.cookie, 'identity');
    const br = await get(owner.cookie, 'br, gzip');
    const gz = await get(owner.cookie, 'gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const asViewer = JSON.parse(brotliDecompressSync((await get(viewer.cookie, 'br')).rawPayload).toString());
    expect(asViewer.board.permissions).toEqual({ canEdit: false, canManage: false });
    expect(plain.json().board.permissions).toEqual({ canEdit: true, canManage: true });
    expect(asViewer.cards).toEqual(plain.json().cards);
  });

  it('keeps the cached board equal to a fresh read through every kind of change', async () => {
    const b = (
      await owner.api.post('/api/v1/boards', { title: 'Incremental', workspaceId: ws, template: 'kanban' })
    ).json().id;
    const other = (
      await owner.api.post('/api/v1/boards', { title: 'Outro', workspaceId: ws, template: 'kanban' })
    ).json().id;
    const [c0, c1, c2] = (await detail(owner, b)).columns.map((c) => c.id);
    const otherCol = (await detail(owner, other)).columns[0]!.id;
    const label = (await owner.api.post(`/api/v1/boards/${b}/labels`, { name: 'Inc', color: '#ef4444' })).json().id;
    const add = async (title: string, columnId = c0!) =>
      (await owner.api.post(`/api/v1/boards/${b}/cards`, { columnId, title })).json() as Card;
    const [a, bb, c, d] = [await add('A'), await add('B'), await add('C'), await add('D', c1)];
    const fresh = async () => {
      t.app.boardCache.clear();
      return detail(owner, b);
    };
    const steps: (() => Promise<unknown>)[] = [
      () => add('E', c2),
      () =>
        owner.api.patch(`/api/v1/cards/${a.id}`, { title: 'A2', priority: 'high', valueBrl: '9,9', labelIds: [label] }),
      () => owner.api.post(`/api/v1/cards/${c.id}/move`, { columnId: c0, beforeId: a.id }),
      () => owner.api.post(`/api/v1/cards/${bb.id}/move`, { columnId: c1, afterId: d.id }),
      () => owner.api.patch(`/api/v1/cards/${d.id}`, { archived: true }),
      () => owner.api.post(`/api/v1/cards/${a.id}/comments`, { body: 'oi' }),
      () => owner.api.post(`/api/v1/cards/${a.id}/checklist`, { text: 'item' }),
      () => owner.api.patch(`/api/v1/cards/${d.id}`, { archived: false }),
      () => owner.api.patch(`/api/v1/cards/${bb.id}`, { completed: true }),
      () => owner.api.post(`/api/v1/cards/${c.id}/copy`, { columnId: c2 }),
      () => owner.api.post(`/api/v1/cards/${c.id}/move`, { columnId: otherCol, boardId: other }),
      () => owner.api.del(`/api/v1/cards/${d.id}`),
      () => owner.api.post(`/api/v1/cards/${c.id}/move`, { columnId: c1, boardId: b }),
      () => owner.api.post(`/api/v1/columns/${c1}/move`, { afterId: c2 }),
      () => owner.api.del(`/api/v1/columns/${c2}`),
    ];
    await detail(owner, b);
    for (const [index, step] of steps.entries()) {
      const response = (await step()) as { statusCode?: number; body?: string } | Card;
      if ('statusCode' in response && response.statusCode) expect(response.statusCode, response.body).toBeLessThan(300);
      const cached = await detail(owner, b);
      expect(cached, `after step ${index}`).toEqual(await fresh());
    }
    expect((await detail(owner, b)).cards.map((card) => card.title).sort()).toEqual(['A2', 'B', 'C']);
  });

  it('uses the same number of queries for 3 and 300 cards', async () => {
    const b = (await owner.api.post('/api/v1/boards', { title: 'Contagem', template: 'kanban' })).json().id;
    const col = (await detail(owner, b)).columns[0]!.id;
    const countQueries = async () => {
      const db = t.database;
      let n = 0;
      if (db.driver.kind === 'postgres') {
        const pool = db.driver.pool as unknown as { query: (...a: unknown[]) => unknown };
        const original = pool.query.bind(pool);
        pool.query = (...a: unknown[]) => ((n += 1), original(...a));
        try {
          expect((await owner.api.get(`/api/v1/boards/${b}`)).statusCode).toBe(200);
        } finally {
          pool.query = original;
        }
      } else {
        const client = db.driver.client as unknown as { query: (...a: unknown[]) => unknown };
        const original = client.query.bind(client);
        client.query = (...a: unknown[]) => ((n += 1), original(...a));
        try {
          expect((await owner.api.get(`/api/v1/boards/${b}`)).statusCode).toBe(200);
        } finally {
          client.query = original;
        }
      }
      return n;
    };
    const values = (k: number, from: number) =>
      Array.from(
        { length: k },
        (_, i) =>
          sql`(${`card-${b}-${from + i}`}, ${b}, ${col}, ${`C${from + i}`}, ${`a${String(from + i).padStart(5, '0')}`})`,
      );
    // Rows written behind the services' back (no events): forget the cached board to read it whole.
    const bump = async () => t.app.boardCache.clear();
    await t.database.db.execute(
      sql`INSERT INTO cards (id, board_id, column_id, title, position) VALUES ${sql.join(values(3, 0), sql`, `)}`,
    );
    await bump();
    const few = await countQueries();
    await t.database.db.execute(
      sql`INSERT INTO cards (id, board_id, column_id, title, position) VALUES ${sql.join(values(297, 3), sql`, `)}`,
    );
    await bump();
    const many = await countQueries();
    expect((await detail(owner, b)).cards).toHaveLength(300);
    expect(few).toBeGreaterThan(5);
    expect(many).toBe(few);
  });
});

describe('PATCH /api/v1/cards/:id', () => {
  it('edits fields, archives/restores, completes, bumping the version', async () => {
    const card = await create({ title: 'Editar' });
    let r = await owner.api.patch(`/api/v1/cards/${card.id}`, { title: 'Editado', valueBrl: 3, priority: 'low' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ card: { title: 'Editado', valueBrl: '3.00', version: 2 }, conflicts: [] });
    r = await owner.api.patch(`/api/v1/cards/${card.id}`, { completed: true });
    expect(r.json().card.completedAt).toEqual(expect.any(String));
    r = await owner.api.patch(`/api/v1/cards/${card.id}`, { archived: true });
    expect(r.json().card.archived).toBe(true);
    expect((await detail()).cards.some((c) => c.id === card.id)).toBe(false);
    r = await owner.api.patch(`/api/v1/cards/${card.id}`, { archived: false });
    expect(r.json().card).toMatchObject({ archived: false, version: 5 });
    expect((await detail()).cards.some((c) => c.id === card.id)).toBe(true);
    expect(
      (
        await owner.api.patch(`/api/v1/cards/${card.id}`, {
          startDate: '2026-05-10T00:00:00Z',
          dueDate: '2026-05-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(400);
    const events = ((await owner.api.get(`/api/v1/cards/${card.id}/activity`)).json() as BoardEvent[]).map(
      (e) => e.kind,
    );
    expect(events).toEqual(['card.restored', 'card.archived', 'card.completed', 'card.updated', 'card.created']);
  });

  it('merges an edit made on an older version field by field and reports conflicts', async () => {
    const card = await create({ title: 'Base', description: 'a' });
    await member.api.patch(`/api/v1/cards/${card.id}`, { title: 'Deles', version: 1 });
    const r = await owner.api.patch(`/api/v1/cards/${card.id}`, { title: 'Meu', description: 'b', version: 1 });
    expect(r.statusCode).toBe(200);
    expect(r.json().card).toMatchObject({ title: 'Deles', description: 'b', version: 3 });
    expect(r.json().conflicts).toEqual([{ field: 'title', yours: 'Meu', theirs: 'Deles', kept: 'theirs' }]);
    // Same value as theirs is no conflict; a current version is no conflict.
    const again = await owner.api.patch(`/api/v1/cards/${card.id}`, { title: 'Final', version: 3 });
    expect(again.json()).toMatchObject({ card: { title: 'Final' }, conflicts: [] });
    // The caller's own later edits are not conflicts (an offline queue replaying on one version).
    const replay = await owner.api.patch(`/api/v1/cards/${card.id}`, { title: 'Replay', version: 3 });
    expect(replay.json()).toMatchObject({ card: { title: 'Replay', version: 5 }, conflicts: [] });
  });

  it('keeps the newer value of a field changed on both sides and names the replaced one', async () => {
    const card = await create({ title: 'Base', priority: 'low' });
    const before = new Date(Date.now() - 60_000).toISOString();
    await member.api.patch(`/api/v1/cards/${card.id}`, { title: 'Deles', priority: 'high', version: 1 });
    const later = new Date().toISOString();
    // An offline title edit made after theirs wins; a priority edit made before theirs loses.
    const newer = await owner.api.patch(`/api/v1/cards/${card.id}`, { title: 'Meu', version: 1, editedAt: later });
    expect(newer.json().card.title).toBe('Meu');
    expect(newer.json().conflicts).toEqual([{ field: 'title', yours: 'Meu', theirs: 'Deles', kept: 'yours' }]);
    const older = await owner.api.patch(`/api/v1/cards/${card.id}`, {
      priority: 'critical',
      version: 1,
      editedAt: before,
    });
    expect(older.json().card.priority).toBe('high');
    expect(older.json().conflicts).toEqual([{ field: 'priority', yours: 'critical', theirs: 'high', kept: 'theirs' }]);
    // A clock running ahead cannot push an edit past a change made after it arrived.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const ahead = await owner.api.patch(`/api/v1/cards/${card.id}`, { title: 'Futuro', version: 1, editedAt: future });
    expect(ahead.json().conflicts[0]).toMatchObject({ field: 'title', kept: 'yours' });
  });

  it('refuses a cover that is not an attachment of the card or an upload of the user', async () => {
    const card = await create({ title: 'Capa' });
    const r = await owner.api.patch(`/api/v1/cards/${card.id}`, {
      coverUrl: '/files/board-covers/01900000-0000-7000-8000-000000000000.png',
    });
    expect(r.statusCode).toBe(400);
    expect((await owner.api.patch(`/api/v1/cards/${card.id}`, { coverUrl: null })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/cards/:id/move', () => {
  it('places cards at the top, bottom, between neighbours and in another column', async () => {
    const col = (await owner.api.post(`/api/v1/boards/${board}/columns`, { name: 'Ordem' })).json().id;
    const a = await create({ title: 'A', columnId: col });
    const b = await create({ title: 'B', columnId: col });
    const c = await create({ title: 'C', columnId: col });
    expect(await idsIn(col)).toEqual([a.id, b.id, c.id]);
    const move = (id: string, body: Record<string, unknown>) =>
      owner.api.post(`/api/v1/cards/${id}/move`, { columnId: col, ...body });
    expect((await move(c.id, { beforeId: a.id })).statusCode).toBe(200);
    expect(await idsIn(col)).toEqual([c.id, a.id, b.id]);
    await move(c.id, { afterId: b.id });
    expect(await idsIn(col)).toEqual([a.id, b.id, c.id]);
    await move(a.id, { afterId: b.id, beforeId: c.id });
    expect(await idsIn(col)).toEqual([b.id, a.id, c.id]);
    await move(b.id, {});
    expect(await idsIn(col)).toEqual([a.id, c.id, b.id]);
    const moved = (await owner.api.post(`/api/v1/cards/${a.id}/move`, { columnId: cols[1] })).json() as Card;
    expect(moved).toMatchObject({ columnId: cols[1] });
    expect(await idsIn(col)).toEqual([c.id, b.id]);
    expect((await move(a.id, { afterId: 'nope' })).statusCode).toBe(400);
    expect((await move(c.id, { afterId: moved.id })).statusCode).toBe(400);
    const activity = (await owner.api.get(`/api/v1/cards/${a.id}/activity`)).json() as BoardEvent[];
    expect(activity[0]).toMatchObject({
      kind: 'card.moved',
      data: { fromColumnId: col, toColumnId: cols[1] },
      actor: { name: 'Olga Dona' },
    });
  });

  it('keeps 50 parallel moves into one gap strictly ordered and unique', async () => {
    const col = (await owner.api.post(`/api/v1/boards/${board}/columns`, { name: 'Corrida' })).json().id;
    const first = await create({ title: 'Primeiro', columnId: col });
    const last = await create({ title: 'Último', columnId: col });
    const movers: Card[] = [];
    for (let i = 0; i < 50; i += 1) movers.push(await create({ title: `M${i}` }));
    const results = await Promise.all(
      movers.map((m) =>
        owner.api.post(`/api/v1/cards/${m.id}/move`, { columnId: col, afterId: first.id, beforeId: last.id }),
      ),
    );
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    const cards = (await detail()).cards.filter((c) => c.columnId === col);
    expect(cards).toHaveLength(52);
    expect(cards[0]!.id).toBe(first.id);
    expect(cards.at(-1)!.id).toBe(last.id);
    const positions = cards.map((c) => c.position);
    expect(new Set(positions).size).toBe(52);
    expect([...positions].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(positions);
  });

  it('moves to another board: remaps labels by name, clears a non-member assignee, events on both', async () => {
    const target = (await owner.api.post('/api/v1/boards', { title: 'Pessoal', template: 'kanban' })).json().id;
    const targetCol = (await detail(owner, target)).columns[0]!.id;
    const bug = (await owner.api.post(`/api/v1/boards/${board}/labels`, { name: 'Remap', color: '#ef4444' })).json().id;
    const gone = (await owner.api.post(`/api/v1/boards/${board}/labels`, { name: 'Sumir', color: '#ef4444' })).json()
      .id;
    const bug2 = (await owner.api.post(`/api/v1/boards/${target}/labels`, { name: 'Remap', color: '#3b82f6' })).json()
      .id;
    const card = await create({ title: 'Viajante', labelIds: [bug, gone], assigneeId: member.id });
    await owner.api.post(`/api/v1/cards/${card.id}/comments`, { body: 'vai junto' });
    const r = await owner.api.post(`/api/v1/cards/${card.id}/move`, { columnId: targetCol, boardId: target });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ boardId: target, columnId: targetCol, labelIds: [bug2], assigneeId: null });
    expect(r.json().counts.comments).toBe(1);
    expect((await detail(owner, target)).cards.map((c) => c.id)).toContain(card.id);
    // The member cannot see the personal board any more: 404.
    expect((await member.api.get(`/api/v1/cards/${card.id}`)).statusCode).toBe(404);
    const sourceEvents = (
      await owner.api.get(`/api/v1/boards/${board}/events?after=0&limit=1000`)
    ).json() as BoardEvent[];
    expect(sourceEvents.at(-1)).toMatchObject({ kind: 'card.moved', entityId: card.id, data: { toBoardId: target } });
    const targetEvents = (await owner.api.get(`/api/v1/boards/${target}/events`)).json() as BoardEvent[];
    expect(targetEvents.at(-1)).toMatchObject({ kind: 'card.moved', entityId: card.id });
    // The card's history travels with it: created and commented on the old board, then moved.
    const history = (await owner.api.get(`/api/v1/cards/${card.id}/activity`)).json() as BoardEvent[];
    expect(history.map((e) => e.kind)).toEqual(expect.arrayContaining(['card.moved', 'comment.added', 'card.created']));
    expect(history[0]!.kind).toBe('card.moved');
    expect(history.at(-1)!.kind).toBe('card.created');
    // Needs edit on the target: a viewer's board is refused.
    expect(
      (await member.api.post(`/api/v1/cards/${card.id}/move`, { columnId: cols[0], boardId: board })).statusCode,
    ).toBe(404);
  });
});

describe('copy and delete', () => {
  it('copies fields, labels, tags and checklist with the (Cópia) title', async () => {
    const label = (await owner.api.post(`/api/v1/boards/${board}/labels`, { name: 'Copiar', color: '#ef4444' })).json()
      .id;
    const card = await create({
      title: 'Original',
      tags: ['x'],
      labelIds: [label],
      valueBrl: '5',
      priority: 'critical',
    });
    await owner.api.post(`/api/v1/cards/${card.id}/checklist`, { text: 'Passo' });
    const r = await owner.api.post(`/api/v1/cards/${card.id}/copy`, { columnId: cols[1] });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      title: 'Original (Cópia)',
      columnId: cols[1],
      tags: ['x'],
      labelIds: [label],
      valueBrl: '5.00',
      priority: 'critical',
      counts: { checklistTotal: 1 },
    });
    expect(r.json().id).not.toBe(card.id);
  });

  it('deletes a card permanently with its children', async () => {
    const card = await create({ title: 'Apagar' });
    await owner.api.post(`/api/v1/cards/${card.id}/comments`, { body: 'x' });
    expect((await owner.api.del(`/api/v1/cards/${card.id}`)).statusCode).toBe(204);
    expect((await owner.api.get(`/api/v1/cards/${card.id}`)).statusCode).toBe(404);
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM comments WHERE card_id = ${card.id}`);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });
});

describe('access', () => {
  it('is 404 for someone who cannot read the board, 403 for a viewer on every write', async () => {
    const card = await create({ title: 'Protegido' });
    const item = (await owner.api.post(`/api/v1/cards/${card.id}/checklist`, { text: 'i' })).json().id;
    const comment = (await owner.api.post(`/api/v1/cards/${card.id}/comments`, { body: 'c' })).json().id;
    const writes = (api: U['api']) => [
      api.post(`/api/v1/boards/${board}/cards`, { columnId: cols[0], title: 'x' }),
      api.patch(`/api/v1/cards/${card.id}`, { title: 'x' }),
      api.del(`/api/v1/cards/${card.id}`),
      api.post(`/api/v1/cards/${card.id}/move`, { columnId: cols[1] }),
      api.post(`/api/v1/cards/${card.id}/copy`, { columnId: cols[1] }),
      api.post(`/api/v1/boards/${board}/columns`, { name: 'x' }),
      api.patch(`/api/v1/columns/${cols[0]}`, { name: 'x' }),
      api.del(`/api/v1/columns/${cols[0]}`),
      api.post(`/api/v1/columns/${cols[0]}/move`, {}),
      api.post(`/api/v1/cards/${card.id}/comments`, { body: 'x' }),
      api.post(`/api/v1/cards/${card.id}/checklist`, { text: 'x' }),
      api.patch(`/api/v1/checklist/${item}`, { done: true }),
      api.post(`/api/v1/checklist/${item}/move`, {}),
      api.del(`/api/v1/checklist/${item}`),
      api.patch(`/api/v1/comments/${comment}`, { body: 'x' }),
      api.del(`/api/v1/comments/${comment}`),
    ];
    const reads = (api: U['api']) => [
      api.get(`/api/v1/cards/${card.id}`),
      api.get(`/api/v1/cards/${card.id}/comments`),
      api.get(`/api/v1/cards/${card.id}/checklist`),
      api.get(`/api/v1/cards/${card.id}/attachments`),
      api.get(`/api/v1/cards/${card.id}/activity`),
      api.get(`/api/v1/boards/${board}/events`),
    ];
    expect((await Promise.all(writes(viewer.api))).map((r) => r.statusCode)).toEqual(Array(16).fill(403));
    expect((await Promise.all(reads(viewer.api))).map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect((await Promise.all(writes(outsider.api))).map((r) => r.statusCode)).toEqual(Array(16).fill(404));
    expect((await Promise.all(reads(outsider.api))).map((r) => r.statusCode)).toEqual(Array(6).fill(404));
  });
});

describe('events', () => {
  it('are written with consecutive seq and the right kinds', async () => {
    const before = (await owner.api.get(`/api/v1/boards/${board}/events?after=0&limit=1000`)).json() as BoardEvent[];
    const last = before.at(-1)!.seq;
    expect(before.map((e) => e.seq)).toEqual(before.map((_, i) => i + 1));
    const card = await create({ title: 'Eventos' });
    await owner.api.patch(`/api/v1/cards/${card.id}`, { title: 'Eventos 2' });
    await owner.api.post(`/api/v1/cards/${card.id}/move`, { columnId: cols[1] });
    const c = (await owner.api.post(`/api/v1/cards/${card.id}/comments`, { body: 'a' })).json().id;
    await owner.api.patch(`/api/v1/comments/${c}`, { body: 'b' });
    await owner.api.del(`/api/v1/comments/${c}`);
    await owner.api.del(`/api/v1/cards/${card.id}`);
    const after = (await owner.api.get(`/api/v1/boards/${board}/events?after=${last}`)).json() as BoardEvent[];
    expect(after.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => last + i));
    expect(after.map((e) => e.kind)).toEqual([
      'card.created',
      'card.updated',
      'card.moved',
      'comment.added',
      'comment.updated',
      'comment.deleted',
      'card.deleted',
    ]);
    expect(after[1]!.data).toMatchObject({ changes: { title: { old: 'Eventos', new: 'Eventos 2' } } });
  });
});
