import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import type { BoardEvent } from '@rbax/shared/event-log';
import type { CardDependencies } from '@rbax/shared/views/dependencies';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/** Dependencies between cards (issue 22, docs/decisions/043): the API, its rules and who may. */

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, viewer: U, stranger: U;
let ws: string, board: string, other: string, cols: string[];

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Planos' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  board = (await owner.api.post('/api/v1/boards', { title: 'Obra', workspaceId: ws, template: 'kanban' })).json().id;
  other = (await owner.api.post('/api/v1/boards', { title: 'Outra', workspaceId: ws, template: 'kanban' })).json().id;
  cols = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns.map((c) => c.id);
});
afterAll(async () => {
  await t.close();
});

const card = async (title: string, boardId = board) => {
  const columnId =
    boardId === board
      ? cols[0]
      : ((await owner.api.get(`/api/v1/boards/${boardId}`)).json() as BoardDetail).columns[0]!.id;
  const response = await owner.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Card;
};
const depend = (cardId: string, dependsOnId: string, u: U = owner) =>
  u.api.post(`/api/v1/cards/${cardId}/dependencies`, { dependsOnId });
const detail = async (boardId = board) => (await owner.api.get(`/api/v1/boards/${boardId}`)).json() as BoardDetail;
const issue = (body: string) =>
  (JSON.parse(body) as { error: { code: string; issues: { path: string[]; message: string }[] } }).error;

describe('POST /api/v1/cards/:id/dependencies', () => {
  it('records that a card waits for another, in the board, on both cards and in the log', async () => {
    const [fundacao, paredes] = [await card('Fundação'), await card('Paredes')];
    const response = await depend(paredes.id, fundacao.id, member);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ cardId: paredes.id, dependsOnId: fundacao.id });
    expect((await detail()).dependencies).toContainEqual({ cardId: paredes.id, dependsOnId: fundacao.id });
    const waiting = (await owner.api.get(`/api/v1/cards/${paredes.id}/dependencies`)).json() as CardDependencies;
    expect(waiting.blockedBy.map((c) => c.title)).toEqual(['Fundação']);
    expect(waiting.blocking).toEqual([]);
    const blocking = (await viewer.api.get(`/api/v1/cards/${fundacao.id}/dependencies`)).json() as CardDependencies;
    expect(blocking.blocking.map((c) => c.id)).toEqual([paredes.id]);
    const events = (await owner.api.get(`/api/v1/cards/${paredes.id}/activity`)).json() as BoardEvent[];
    expect(events[0]).toMatchObject({
      kind: 'card.dependency_added',
      data: { dependsOnId: fundacao.id, title: 'Fundação' },
      actor: { id: member.id },
    });
  });

  it('answers 200 and writes nothing when the dependency already exists', async () => {
    const [a, b] = [await card('A'), await card('B')];
    expect((await depend(b.id, a.id)).statusCode).toBe(201);
    const again = await depend(b.id, a.id);
    expect(again.statusCode).toBe(200);
    const kinds = ((await owner.api.get(`/api/v1/cards/${b.id}/activity`)).json() as BoardEvent[]).map((e) => e.kind);
    expect(kinds.filter((kind) => kind === 'card.dependency_added')).toHaveLength(1);
  });

  it('refuses a cycle, directly or through other cards, with the pt-BR message', async () => {
    const [a, b, c] = [await card('Projeto'), await card('Compra'), await card('Montagem')];
    expect((await depend(b.id, a.id)).statusCode).toBe(201);
    expect((await depend(c.id, b.id)).statusCode).toBe(201);
    for (const [from, to] of [
      [a.id, b.id],
      [a.id, c.id],
    ] as const) {
      const refused = await depend(from, to);
      expect(refused.statusCode).toBe(400);
      expect(issue(refused.body)).toMatchObject({
        code: 'validation_failed',
        issues: [
          {
            path: ['dependsOnId'],
            message: 'Esta dependência criaria um ciclo: o outro card já depende deste, direta ou indiretamente',
          },
        ],
      });
    }
    const english = await owner.api.post(
      `/api/v1/cards/${a.id}/dependencies`,
      { dependsOnId: c.id },
      { 'accept-language': 'en-US' },
    );
    expect(issue(english.body).issues[0]!.message).toMatch(/would create a cycle/);
  });

  it('refuses the card itself, a card of another board (even one the caller edits) and an archived card', async () => {
    const [a, archived] = [await card('Pintura'), await card('Antigo')];
    const elsewhere = await card('Em outro board', other);
    await owner.api.patch(`/api/v1/cards/${archived.id}`, { archived: true });
    expect(issue((await depend(a.id, a.id)).body).issues[0]!.message).toBe('Um card não pode depender de si mesmo');
    for (const target of [elsewhere.id, archived.id, '0190a0b0-0000-7000-8000-000000000000']) {
      const refused = await depend(a.id, target);
      expect(refused.statusCode).toBe(400);
      expect(issue(refused.body).issues[0]!.message).toBe('Escolha outro card ativo deste board');
    }
    expect((await depend(elsewhere.id, a.id)).statusCode).toBe(400);
    expect((await depend(a.id, 'nao-e-um-id')).statusCode).toBe(400);
  });

  it('lets only editors change dependencies: viewer 403, stranger 404', async () => {
    const [a, b] = [await card('Telhado'), await card('Calhas')];
    expect((await depend(b.id, a.id, viewer)).statusCode).toBe(403);
    expect((await depend(b.id, a.id, stranger)).statusCode).toBe(404);
    expect((await stranger.api.get(`/api/v1/cards/${b.id}/dependencies`)).statusCode).toBe(404);
    expect((await depend(b.id, a.id)).statusCode).toBe(201);
    expect((await viewer.api.del(`/api/v1/cards/${b.id}/dependencies/${a.id}`)).statusCode).toBe(403);
    expect((await stranger.api.del(`/api/v1/cards/${b.id}/dependencies/${a.id}`)).statusCode).toBe(404);
    expect((await viewer.api.get(`/api/v1/cards/${b.id}/dependencies`)).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/cards/:id/dependencies/:dependsOnId', () => {
  it('removes the dependency with an event, and answers 404 for one that is not there', async () => {
    const [a, b] = [await card('Piso'), await card('Rodapé')];
    await depend(b.id, a.id);
    const removed = await member.api.del(`/api/v1/cards/${b.id}/dependencies/${a.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await detail()).dependencies).not.toContainEqual({ cardId: b.id, dependsOnId: a.id });
    const events = (await owner.api.get(`/api/v1/cards/${b.id}/activity`)).json() as BoardEvent[];
    expect(events[0]).toMatchObject({
      kind: 'card.dependency_removed',
      data: { dependsOnId: a.id, reason: 'removed' },
    });
    expect((await owner.api.del(`/api/v1/cards/${b.id}/dependencies/${a.id}`)).statusCode).toBe(404);
  });
});

describe('dependencies on the board', () => {
  it('counts only while both cards are active cards of the board', async () => {
    const [a, b] = [await card('Elétrica'), await card('Luminárias')];
    await depend(b.id, a.id);
    await owner.api.patch(`/api/v1/cards/${a.id}`, { archived: true });
    expect((await detail()).dependencies).not.toContainEqual({ cardId: b.id, dependsOnId: a.id });
    await owner.api.patch(`/api/v1/cards/${a.id}`, { archived: false });
    expect((await detail()).dependencies).toContainEqual({ cardId: b.id, dependsOnId: a.id });

    const otherColumn = (await detail(other)).columns[0]!.id;
    const moved = await owner.api.post(`/api/v1/cards/${b.id}/move`, { boardId: other, columnId: otherColumn });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await detail()).dependencies).not.toContainEqual({ cardId: b.id, dependsOnId: a.id });
    expect((await detail(other)).dependencies).toEqual([]);
    // Back on the board, it waits again; a new cycle check sees it.
    await owner.api.post(`/api/v1/cards/${b.id}/move`, { boardId: board, columnId: cols[0] });
    expect((await detail()).dependencies).toContainEqual({ cardId: b.id, dependsOnId: a.id });
    expect((await depend(a.id, b.id)).statusCode).toBe(400);
  });

  it('drops the dependency with a deleted card, and refreshes an unchanged board read after a change', async () => {
    const [a, b] = [await card('Janelas'), await card('Cortinas')];
    const before = await owner.api.get(`/api/v1/boards/${board}`);
    await depend(b.id, a.id);
    const after = await owner.api.get(`/api/v1/boards/${board}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    await owner.api.del(`/api/v1/cards/${a.id}`);
    expect((await detail()).dependencies.some((d) => d.dependsOnId === a.id)).toBe(false);
  });

  it('refuses more than 50 dependencies for one card', async () => {
    const waiting = await card('Inauguração');
    const created = await Promise.all(Array.from({ length: 51 }, (_, i) => card(`Etapa ${i}`)));
    for (const prior of created.slice(0, 50)) expect((await depend(waiting.id, prior.id)).statusCode).toBe(201);
    const refused = await depend(waiting.id, created[50]!.id);
    expect(issue(refused.body).issues[0]!.message).toBe('Um card pode depender de no máximo 50 cards');
  });
});
