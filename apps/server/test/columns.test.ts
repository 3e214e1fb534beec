import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import type { BoardEvent } from '@rbax/shared/event-log';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U;
let board: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t.app, 'Cora Colunas');
  board = (await owner.api.post('/api/v1/boards', { title: 'Colunas' })).json().id;
});
afterAll(async () => {
  await t.close();
});

const detail = async () => (await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail;
const names = async () => (await detail()).columns.map((c) => c.name);
const addColumn = async (body: Record<string, unknown>) => {
  const r = await owner.api.post(`/api/v1/boards/${board}/columns`, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as { id: string; name: string };
};

describe('columns', () => {
  it('appends at the end or after afterId, validates name and WIP limit', async () => {
    const a = await addColumn({ name: 'A' });
    await addColumn({ name: 'C' });
    await addColumn({ name: 'B', afterId: a.id, wipLimit: 3 });
    expect(await names()).toEqual(['A', 'B', 'C']);
    const bad = await owner.api.post(`/api/v1/boards/${board}/columns`, { name: ' ' });
    expect(bad.json().error.issues[0].message).toBe('Nome da coluna é obrigatório');
    const wip = await owner.api.post(`/api/v1/boards/${board}/columns`, { name: 'X', wipLimit: 0 });
    expect(wip.json().error.issues[0].message).toBe('Limite WIP deve ser um número inteiro entre 1 e 999');
  });

  it('updates name, WIP limit and colour, and moves left to right', async () => {
    const [a, b, c] = (await detail()).columns;
    const r = await owner.api.patch(`/api/v1/columns/${a!.id}`, { name: 'Primeira', wipLimit: 5, color: '#ff0000' });
    expect(r.json()).toMatchObject({ name: 'Primeira', wipLimit: 5, color: '#ff0000' });
    expect((await owner.api.post(`/api/v1/columns/${a!.id}/move`, { afterId: c!.id })).statusCode).toBe(200);
    expect(await names()).toEqual(['B', 'C', 'Primeira']);
    await owner.api.post(`/api/v1/columns/${a!.id}/move`, { beforeId: b!.id });
    expect(await names()).toEqual(['Primeira', 'B', 'C']);
  });

  it('delete archives the column and its cards; a restored card goes to the first active column', async () => {
    const col = await addColumn({ name: 'Temporária' });
    const card = (
      await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: col.id, title: 'Salvo' })
    ).json() as Card;
    expect((await owner.api.del(`/api/v1/columns/${col.id}`)).statusCode).toBe(204);
    const d = await detail();
    expect(d.columns.map((c) => c.id)).not.toContain(col.id);
    expect(d.cards.map((c) => c.id)).not.toContain(card.id);
    expect((await owner.api.get(`/api/v1/cards/${card.id}`)).json()).toMatchObject({
      archived: true,
      columnId: col.id,
    });
    expect((await owner.api.patch(`/api/v1/columns/${col.id}`, { name: 'x' })).statusCode).toBe(404);
    const restored = await owner.api.patch(`/api/v1/cards/${card.id}`, { archived: false });
    expect(restored.json().card).toMatchObject({ archived: false, columnId: d.columns[0]!.id });
    expect((await detail()).cards.map((c) => c.id)).toContain(card.id);
    const events = (await owner.api.get(`/api/v1/boards/${board}/events?after=0`)).json() as BoardEvent[];
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['column.created', 'column.updated', 'column.moved', 'column.deleted', 'card.restored']),
    );
  });
});
