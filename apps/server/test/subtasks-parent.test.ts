import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import type { SubtasksResponse } from '@rbax/shared/cards-subtasks';
import type { BoardEvent } from '@rbax/shared/event-log';
import type { SearchResult } from '@rbax/shared/search';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/**
 * What a parent's move, archive and deletion do to its subtasks (docs/decisions/040), that the
 * cached board stays right through all of it, and subtasks in search.
 */

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U;
let board: string, cols: string[], otherBoard: string, otherCols: string[];

const columnsOf = async (boardId: string) =>
  ((await owner.api.get(`/api/v1/boards/${boardId}`)).json() as BoardDetail).columns.map((c) => c.id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t.app, 'Olga Dona');
  const ws = (await owner.api.post('/api/v1/workspaces', { name: 'Pais' })).json().id;
  board = (await owner.api.post('/api/v1/boards', { title: 'Quadro', workspaceId: ws, template: 'kanban' })).json().id;
  otherBoard = (
    await owner.api.post('/api/v1/boards', { title: 'Destino', workspaceId: ws, template: 'kanban' })
  ).json().id;
  [cols, otherCols] = [await columnsOf(board), await columnsOf(otherBoard)];
});
afterAll(async () => {
  await t.close();
});

const card = async (title: string, columnId = cols[0], boardId = board) => {
  const response = await owner.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Card;
};
const subtask = async (parentId: string, title: string) =>
  (await owner.api.post(`/api/v1/cards/${parentId}/subtasks`, { title })).json() as Card;
/** A parent with two subtasks. */
const family = async (title: string, columnId = cols[0]) => {
  const parent = await card(title, columnId);
  return { parent, a: await subtask(parent.id, `${title} 1`), b: await subtask(parent.id, `${title} 2`) };
};
const get = async (id: string) => (await owner.api.get(`/api/v1/cards/${id}`)).json() as Card;
const titles = async (parentId: string) =>
  ((await owner.api.get(`/api/v1/cards/${parentId}/subtasks`)).json() as SubtasksResponse).subtasks.map((s) => s.title);
const shown = async (columnId: string, boardId = board) =>
  ((await owner.api.get(`/api/v1/boards/${boardId}`)).json() as BoardDetail).cards
    .filter((c) => c.columnId === columnId && !c.parentId)
    .map((c) => c.title);
const ok = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);

describe('moving a parent', () => {
  it('takes its subtasks to the new column by default, still in their order', async () => {
    const { parent, a, b } = await family('Leva');
    ok(await owner.api.post(`/api/v1/cards/${parent.id}/move`, { columnId: cols[2] }));
    expect([(await get(a.id)).columnId, (await get(b.id)).columnId]).toEqual([cols[2], cols[2]]);
    expect(await titles(parent.id)).toEqual(['Leva 1', 'Leva 2']);
    const moved = ((await owner.api.get(`/api/v1/cards/${a.id}/activity`)).json() as BoardEvent[])[0]!;
    expect(moved).toMatchObject({ kind: 'card.moved', data: { toColumnId: cols[2] } });
  });

  it("turns them into cards of the old column with children: 'promote'", async () => {
    const { parent } = await family('Deixa', cols[1]);
    ok(await owner.api.post(`/api/v1/cards/${parent.id}/move`, { columnId: cols[2], children: 'promote' }));
    expect(await titles(parent.id)).toEqual([]);
    expect((await shown(cols[1]!)).slice(-2)).toEqual(['Deixa 1', 'Deixa 2']);
  });

  it('reorders a parent within its column without touching its subtasks', async () => {
    const { parent, a } = await family('Fica');
    const top = await card('Topo');
    ok(await owner.api.post(`/api/v1/cards/${parent.id}/move`, { columnId: cols[0], afterId: top.id }));
    expect((await get(a.id)).version).toBe(a.version);
  });

  it('to another board: the subtasks go along by default, or stay here as cards', async () => {
    const along = await family('Viaja');
    ok(await owner.api.post(`/api/v1/cards/${along.parent.id}/move`, { columnId: otherCols[1], boardId: otherBoard }));
    expect(await get(along.a.id)).toMatchObject({
      boardId: otherBoard,
      columnId: otherCols[1],
      parentId: along.parent.id,
    });
    expect(await titles(along.parent.id)).toEqual(['Viaja 1', 'Viaja 2']);
    const left = await family('Parte', cols[1]);
    ok(
      await owner.api.post(`/api/v1/cards/${left.parent.id}/move`, {
        columnId: otherCols[0],
        boardId: otherBoard,
        children: 'promote',
      }),
    );
    expect(await get(left.a.id)).toMatchObject({ boardId: board, columnId: cols[1], parentId: null });
    expect(await titles(left.parent.id)).toEqual([]);
  });

  it("refuses an unknown choice and 'children' on an edit that is not archiving", async () => {
    const { parent } = await family('Escolha');
    const move = await owner.api.post(`/api/v1/cards/${parent.id}/move`, { columnId: cols[1], children: 'keep' });
    expect(move.statusCode).toBe(400);
    const edit = await owner.api.patch(`/api/v1/cards/${parent.id}`, { title: 'X', children: 'archive' });
    expect(edit.statusCode).toBe(400);
  });
});

describe('archiving, restoring and deleting a parent', () => {
  it('archives its subtasks with it and brings them back when restored', async () => {
    const { parent, a, b } = await family('Arquiva');
    const done = await owner.api.patch(`/api/v1/cards/${a.id}`, { archived: true });
    ok(done);
    ok(await owner.api.patch(`/api/v1/cards/${parent.id}`, { archived: true }));
    expect((await get(b.id)).archived).toBe(true);
    ok(await owner.api.patch(`/api/v1/cards/${parent.id}`, { archived: false }));
    // The one archived on its own before stays archived.
    expect([(await get(a.id)).archived, (await get(b.id)).archived]).toEqual([true, false]);
    expect(await titles(parent.id)).toEqual(['Arquiva 2']);
  });

  it("promotes them with children: 'promote'", async () => {
    const { parent, a } = await family('Solta', cols[2]);
    ok(await owner.api.patch(`/api/v1/cards/${parent.id}`, { archived: true, children: 'promote' }));
    expect(await get(a.id)).toMatchObject({ archived: false, parentId: null, columnId: cols[2] });
  });

  it('restores a subtask whose parent is archived as a card', async () => {
    const { parent, a } = await family('Órfã');
    ok(await owner.api.patch(`/api/v1/cards/${a.id}`, { archived: true }));
    ok(await owner.api.patch(`/api/v1/cards/${parent.id}`, { archived: true }));
    ok(await owner.api.patch(`/api/v1/cards/${a.id}`, { archived: false }));
    expect(await get(a.id)).toMatchObject({ archived: false, parentId: null });
    expect(await shown(cols[0]!)).toContain('Órfã 1');
  });

  it('keeps the subtasks of a deleted card as cards; a deleted subtask is in its parent history', async () => {
    const one = await family('Apaga');
    expect((await owner.api.del(`/api/v1/cards/${one.parent.id}`)).statusCode).toBe(204);
    expect(await get(one.a.id)).toMatchObject({ parentId: null, archived: false });
    const two = await family('Mantém');
    expect((await owner.api.del(`/api/v1/cards/${two.a.id}`)).statusCode).toBe(204);
    const history = (await owner.api.get(`/api/v1/cards/${two.parent.id}/activity`)).json() as BoardEvent[];
    expect(history[0]).toMatchObject({
      kind: 'card.subtask_removed',
      data: { subtaskId: two.a.id, reason: 'deleted' },
    });
  });
});

describe('the cached board', () => {
  it('stays equal to a fresh read through every subtask change', async () => {
    const b = (await owner.api.post('/api/v1/boards', { title: 'Cache', template: 'kanban' })).json().id as string;
    const [c0, c1] = await columnsOf(b);
    const parent = await card('P', c0, b);
    const loose = await card('L', c1, b);
    const read = async () => (await owner.api.get(`/api/v1/boards/${b}`)).json() as BoardDetail;
    const fresh = async () => {
      t.app.boardCache.clear();
      return read();
    };
    let first: Card | undefined;
    const steps: (() => Promise<unknown>)[] = [
      async () => (first = await subtask(parent.id, 'S1')),
      () => subtask(parent.id, 'S2'),
      () => owner.api.patch(`/api/v1/cards/${first!.id}`, { completed: true }),
      () => owner.api.patch(`/api/v1/cards/${loose.id}`, { parentId: parent.id }),
      () => owner.api.post(`/api/v1/cards/${parent.id}/move`, { columnId: c1 }),
      () => owner.api.patch(`/api/v1/cards/${first!.id}`, { parentId: null }),
      () => owner.api.patch(`/api/v1/cards/${parent.id}`, { archived: true }),
      () => owner.api.patch(`/api/v1/cards/${parent.id}`, { archived: false }),
      () => owner.api.del(`/api/v1/cards/${parent.id}`),
    ];
    await read();
    for (const [index, step] of steps.entries()) {
      await step();
      expect(await read(), `after step ${index}`).toEqual(await fresh());
    }
  });
});

describe('search', () => {
  it('finds subtasks and names their parent card', async () => {
    const parent = await card('Campanha de outono');
    await subtask(parent.id, 'Roteiro xilofone');
    const result = (await owner.api.get('/api/v1/search?q=xilofone')).json() as SearchResult;
    expect(result.cards).toHaveLength(1);
    expect(result.cards[0]).toMatchObject({
      title: 'Roteiro xilofone',
      parent: { id: parent.id, title: parent.title },
    });
    const top = (await owner.api.get('/api/v1/search?q=outono')).json() as SearchResult;
    expect(top.cards[0]!.parent).toBeNull();
  });
});
