import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import type { SubtasksResponse } from '@rbax/shared/cards-subtasks';
import type { BoardEvent } from '@rbax/shared/event-log';
import { uuidv7 } from '@rbax/shared/ids';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/** Subtasks (issue 21, docs/decisions/040): create, list, reorder, complete, promote, demote, the rules. */

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
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Subtarefas' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  board = (await owner.api.post('/api/v1/boards', { title: 'Quadro', workspaceId: ws, template: 'kanban' })).json().id;
  cols = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns.map((c) => c.id);
});
afterAll(async () => {
  await t.close();
});

const card = async (title: string, columnId = cols[0]) => {
  const response = await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId, title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Card;
};
const subtask = async (parentId: string, title: string, u: U = owner) => {
  const response = await u.api.post(`/api/v1/cards/${parentId}/subtasks`, { title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Card;
};
const list = async (parentId: string, u: U = owner) =>
  (await u.api.get(`/api/v1/cards/${parentId}/subtasks`)).json() as SubtasksResponse;
const titles = async (parentId: string) => (await list(parentId)).subtasks.map((s) => s.title);
const detail = async () => (await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail;
/** The cards a column shows (subtasks are not among them), in order. */
const shown = async (columnId: string) =>
  (await detail()).cards.filter((c) => c.columnId === columnId && !c.parentId).map((c) => c.title);
const messageOf = (body: string) => (JSON.parse(body) as { error: { issues: { message: string }[] } }).error.issues[0]!;
const activity = async (cardId: string) =>
  ((await owner.api.get(`/api/v1/cards/${cardId}/activity`)).json() as BoardEvent[]).map((e) => e.kind);

describe('POST /api/v1/cards/:id/subtasks', () => {
  it('adds subtasks in order, in the parent column, on the board with their parentId', async () => {
    const parent = await card('Lançar site', cols[1]);
    const a = await subtask(parent.id, 'Textos');
    const b = await subtask(parent.id, 'Imagens', member);
    expect(a).toMatchObject({ parentId: parent.id, columnId: cols[1], boardId: board, completedAt: null });
    expect(b.position > a.position).toBe(true);
    expect(await titles(parent.id)).toEqual(['Textos', 'Imagens']);
    const onBoard = (await detail()).cards.filter((c) => c.parentId === parent.id).map((c) => c.id);
    expect(onBoard.sort()).toEqual([a.id, b.id].sort());
    expect(await shown(cols[1]!)).toContain('Lançar site');
    expect(await shown(cols[1]!)).not.toContain('Textos');
    expect(await activity(parent.id)).toContain('card.subtask_added');
    const created = ((await owner.api.get(`/api/v1/cards/${a.id}/activity`)).json() as BoardEvent[])[0]!;
    expect(created).toMatchObject({ kind: 'card.created', data: { parentId: parent.id } });
  });

  it('completes subtasks and rolls progress, estimates and time up to the parent', async () => {
    const parent = await card('Com estimativa');
    const a = await subtask(parent.id, 'Um');
    await subtask(parent.id, 'Dois');
    expect((await owner.api.patch(`/api/v1/cards/${a.id}`, { completed: true })).statusCode).toBe(200);
    await owner.api.patch(`/api/v1/cards/${parent.id}`, { estimateMinutes: 60 });
    await owner.api.patch(`/api/v1/cards/${a.id}`, { estimateMinutes: 30 });
    const { rollup, subtasks } = await list(parent.id);
    expect(subtasks[0]!.completedAt).not.toBeNull();
    expect(rollup).toMatchObject({ total: 2, done: 1, estimateMinutes: 90, subtasksEstimateMinutes: 30 });
  });

  it('takes a client-chosen id once (409 again)', async () => {
    const parent = await card('Offline');
    const id = uuidv7();
    const first = await owner.api.post(`/api/v1/cards/${parent.id}/subtasks`, { id, title: 'Sem rede' });
    expect(first.statusCode).toBe(201);
    expect(first.json().id).toBe(id);
    const again = await owner.api.post(`/api/v1/cards/${parent.id}/subtasks`, { id, title: 'De novo' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a title that is empty or too long, and a subtask of a subtask (depth 1)', async () => {
    const parent = await card('Pai');
    const child = await subtask(parent.id, 'Filho');
    const empty = await owner.api.post(`/api/v1/cards/${parent.id}/subtasks`, { title: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty.body).message).toBe('Título é obrigatório');
    const long = await owner.api.post(`/api/v1/cards/${parent.id}/subtasks`, { title: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    const deep = await owner.api.post(`/api/v1/cards/${child.id}/subtasks`, { title: 'Neto' });
    expect(deep.statusCode).toBe(400);
    expect(messageOf(deep.body)).toEqual({ path: ['parentId'], message: 'Uma subtarefa não pode ter subtarefas' });
  });

  it('is 404 for a stranger, 403 for a viewer (who still reads them)', async () => {
    const parent = await card('Protegido');
    await subtask(parent.id, 'Visível');
    expect((await outsider.api.get(`/api/v1/cards/${parent.id}/subtasks`)).statusCode).toBe(404);
    expect((await outsider.api.post(`/api/v1/cards/${parent.id}/subtasks`, { title: 'x' })).statusCode).toBe(404);
    expect((await viewer.api.post(`/api/v1/cards/${parent.id}/subtasks`, { title: 'x' })).statusCode).toBe(403);
    expect((await list(parent.id, viewer)).subtasks.map((s) => s.title)).toEqual(['Visível']);
    const other = await card('Outro');
    expect((await viewer.api.patch(`/api/v1/cards/${other.id}`, { parentId: parent.id })).statusCode).toBe(403);
    expect((await outsider.api.patch(`/api/v1/cards/${other.id}`, { parentId: parent.id })).statusCode).toBe(404);
  });
});

describe('reordering a subtask (POST /cards/:id/move)', () => {
  it('moves it among its siblings only', async () => {
    const parent = await card('Ordem');
    const [a, b, c] = [await subtask(parent.id, 'A'), await subtask(parent.id, 'B'), await subtask(parent.id, 'C')];
    const up = await owner.api.post(`/api/v1/cards/${c.id}/move`, { columnId: parent.columnId, afterId: a.id });
    expect(up.statusCode, up.body).toBe(200);
    expect(await titles(parent.id)).toEqual(['A', 'C', 'B']);
    await owner.api.post(`/api/v1/cards/${a.id}/move`, { columnId: parent.columnId, beforeId: null, afterId: b.id });
    expect(await titles(parent.id)).toEqual(['C', 'B', 'A']);
    const away = await owner.api.post(`/api/v1/cards/${a.id}/move`, { columnId: cols[2] });
    expect(away.statusCode).toBe(400);
    expect(messageOf(away.body).message).toBe(
      'Uma subtarefa acompanha o card principal. Transforme-a em card para movê-la.',
    );
    const stranger = await card('Vizinho', parent.columnId);
    const notSibling = await owner.api.post(`/api/v1/cards/${a.id}/move`, {
      columnId: parent.columnId,
      afterId: stranger.id,
    });
    expect(notSibling.statusCode).toBe(400);
    const otherBoard = (await owner.api.post('/api/v1/boards', { title: 'Longe', template: 'kanban' })).json().id;
    const otherCol = ((await owner.api.get(`/api/v1/boards/${otherBoard}`)).json() as BoardDetail).columns[0]!.id;
    const across = await owner.api.post(`/api/v1/cards/${a.id}/move`, { columnId: otherCol, boardId: otherBoard });
    expect(across.statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/cards/:id { parentId }', () => {
  it('promotes a subtask to a card at the bottom of its column', async () => {
    const parent = await card('Promover', cols[1]);
    const a = await subtask(parent.id, 'Vira card');
    await card('Depois', cols[1]);
    const response = await owner.api.patch(`/api/v1/cards/${a.id}`, { parentId: null, version: a.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().card).toMatchObject({ parentId: null, columnId: cols[1] });
    expect((await shown(cols[1]!)).at(-1)).toBe('Vira card');
    expect(await titles(parent.id)).toEqual([]);
    expect(await activity(parent.id)).toContain('card.subtask_removed');
  });

  it('demotes a card of another column under a card (its column, last sibling)', async () => {
    const parent = await card('Principal', cols[0]);
    await subtask(parent.id, 'Primeira');
    const loose = await card('Solta', cols[2]);
    const response = await owner.api.patch(`/api/v1/cards/${loose.id}`, { parentId: parent.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().card).toMatchObject({ parentId: parent.id, columnId: cols[0] });
    expect(await titles(parent.id)).toEqual(['Primeira', 'Solta']);
    expect(await shown(cols[2]!)).not.toContain('Solta');
    const added = ((await owner.api.get(`/api/v1/cards/${parent.id}/activity`)).json() as BoardEvent[])[0]!;
    expect(added).toMatchObject({ kind: 'card.subtask_added', data: { subtaskId: loose.id, origin: 'demoted' } });
  });

  it('keeps depth 1, one board, an active parent and not itself', async () => {
    const parent = await card('Tem filhos');
    const child = await subtask(parent.id, 'Filho');
    const loose = await card('Avulso');
    const refused = async (id: string, parentId: string) => {
      const response = await owner.api.patch(`/api/v1/cards/${id}`, { parentId });
      expect(response.statusCode, response.body).toBe(400);
      return messageOf(response.body).message;
    };
    expect(await refused(parent.id, loose.id)).toBe('Um card com subtarefas não pode virar subtarefa');
    expect(await refused(loose.id, child.id)).toBe('Uma subtarefa não pode ter subtarefas');
    expect(await refused(loose.id, loose.id)).toBe('Escolha outro card ativo deste board como card principal');
    const otherBoard = (await owner.api.post('/api/v1/boards', { title: 'Outro', template: 'kanban' })).json().id;
    const otherCol = ((await owner.api.get(`/api/v1/boards/${otherBoard}`)).json() as BoardDetail).columns[0]!.id;
    const far = (
      await owner.api.post(`/api/v1/boards/${otherBoard}/cards`, { columnId: otherCol, title: 'Longe' })
    ).json();
    expect(await refused(loose.id, far.id)).toBe('Escolha outro card ativo deste board como card principal');
    const archived = await card('Arquivado');
    await owner.api.patch(`/api/v1/cards/${archived.id}`, { archived: true });
    expect(await refused(loose.id, archived.id)).toBe('Escolha outro card ativo deste board como card principal');
    const bad = await owner.api.patch(`/api/v1/cards/${loose.id}`, { parentId: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('never makes a grand-child when two cards are demoted under each other at once', async () => {
    const [x, y] = [await card('X'), await card('Y')];
    const answers = await Promise.all([
      owner.api.patch(`/api/v1/cards/${x.id}`, { parentId: y.id }),
      owner.api.patch(`/api/v1/cards/${y.id}`, { parentId: x.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const cards = (await detail()).cards.filter((c) => c.id === x.id || c.id === y.id);
    expect(cards.filter((c) => c.parentId)).toHaveLength(1);
  });
});
