import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { SearchResult } from '@rbax/shared/search';
import { boardMembers } from '#src/db/schema/boards.ts';
import { apiAs, createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let ana: U, bruno: U, carla: U;
let ws: string;
let marketing: string;
let marketingColumn: string;

async function createBoard(user: U, input: { title: string; icon?: string; workspaceId?: string | null }) {
  const board = (await user.api.post('/api/v1/boards', { template: 'kanban', ...input })).json() as { id: string };
  const detail = (await user.api.get(`/api/v1/boards/${board.id}`)).json() as BoardDetail;
  return { id: board.id, column: detail.columns[0]!.id };
}

async function createCard(user: U, boardId: string, columnId: string, fields: Record<string, unknown>) {
  const response = await user.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, ...fields });
  if (response.statusCode !== 201) throw new Error(`card: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

async function search(api: Api, q: string, limit?: number): Promise<SearchResult> {
  const params = new URLSearchParams({ q });
  if (limit !== undefined) params.set('limit', String(limit));
  const response = await api.get(`/api/v1/search?${params.toString()}`);
  expect(response.statusCode).toBe(200);
  return response.json() as SearchResult;
}

const titles = (result: SearchResult) => result.cards.map((c) => c.title).sort();

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, carla] = await Promise.all([
    newUser(t.app, 'Ana Souza'),
    newUser(t.app, 'Bruno Conceição'),
    newUser(t.app, 'Carla Estranha'),
  ]);
  ws = (await ana.api.post('/api/v1/workspaces', { name: 'Agência' })).json().id;
  await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: bruno.email, role: 'member' });
  ({ id: marketing, column: marketingColumn } = await createBoard(ana, {
    title: 'Campanhas de Marketing',
    icon: 'Rocket',
    workspaceId: ws,
  }));
  await createCard(ana, marketing, marketingColumn, {
    title: 'Revisar ação de marketing',
    priority: 'high',
    dueDate: '2026-03-10T23:59:59.999Z',
    valueBrl: '1234.5',
    assigneeId: bruno.id,
    tags: ['Outubro', 'redes-sociais'],
  });
  await createCard(ana, marketing, marketingColumn, {
    title: 'Planejar orçamento',
    description: 'Incluir a **verba de mídia** paga e o 100% do evento_anual',
  });
  await createCard(ana, marketing, marketingColumn, { title: 'Publicar VÍDEO institucional' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/search', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await apiAs(t.app, undefined).get('/api/v1/search?q=acao');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('rejects a limit outside 1–50 with the error contract', async () => {
    for (const limit of ['0', '51', 'muitos']) {
      const response = await ana.api.get(`/api/v1/search?q=acao&limit=${limit}`);
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.message).toBe('Dados inválidos');
      expect(error.issues).toEqual([{ path: ['limit'], message: 'Valor inválido' }]);
    }
  });

  it('rejects a query longer than 200 characters', async () => {
    const response = await ana.api.get(`/api/v1/search?q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ path: ['q'], message: 'Valor inválido' }]);
  });

  it("finds 'Ação' from 'acao', ignoring case, with the card's board, priority, date, value and assignee", async () => {
    const result = await search(ana.api, 'ACAO');
    expect(result.cards).toEqual([
      {
        id: expect.any(String),
        title: 'Revisar ação de marketing',
        priority: 'high',
        dueDate: '2026-03-10T23:59:59.999Z',
        valueBrl: '1234.50',
        boardId: marketing,
        boardTitle: 'Campanhas de Marketing',
        boardIcon: 'Rocket',
        boardColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
        assignee: { id: bruno.id, name: 'Bruno Conceição' },
        tags: ['Outubro', 'redes-sociais'],
        parent: null,
      },
    ]);
    expect(titles(await search(ana.api, 'vídeo'))).toEqual(['Publicar VÍDEO institucional']);
  });

  it('needs every word (AND), in any order and any field', async () => {
    expect(titles(await search(ana.api, 'marketing revisar'))).toEqual(['Revisar ação de marketing']);
    expect(titles(await search(ana.api, 'revisar orçamento'))).toEqual([]);
    expect(titles(await search(ana.api, '  planejar   VERBA  '))).toEqual(['Planejar orçamento']);
  });

  it('matches the description, the tags, the board name, the board icon and the assignee name', async () => {
    expect(titles(await search(ana.api, 'midia'))).toEqual(['Planejar orçamento']);
    expect(titles(await search(ana.api, 'outubro'))).toEqual(['Revisar ação de marketing']);
    expect(titles(await search(ana.api, 'conceicao'))).toEqual(['Revisar ação de marketing']);
    // Board name and icon: every card of the board.
    expect(titles(await search(ana.api, 'campanhas'))).toHaveLength(3);
    expect(titles(await search(ana.api, 'rocket'))).toHaveLength(3);
    // A word from the card and a word from its board or assignee.
    expect(titles(await search(ana.api, 'campanhas publicar'))).toEqual(['Publicar VÍDEO institucional']);
    expect(titles(await search(ana.api, 'bruno revisar'))).toEqual(['Revisar ação de marketing']);
    expect(titles(await search(ana.api, 'bruno publicar'))).toEqual([]);
  });

  it('returns the boards whose name or icon holds every word', async () => {
    const result = await search(ana.api, 'marketing campanhas');
    expect(result.boards).toEqual([
      { id: marketing, title: 'Campanhas de Marketing', icon: 'Rocket', color: expect.any(String) },
    ]);
    expect((await search(ana.api, 'revisar')).boards).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(titles(await search(ana.api, '100%'))).toEqual(['Planejar orçamento']);
    expect(titles(await search(ana.api, 'evento_anual'))).toEqual(['Planejar orçamento']);
    expect(titles(await search(ana.api, '%%'))).toEqual([]);
    expect(titles(await search(ana.api, '__'))).toEqual([]);
    expect(titles(await search(ana.api, 'a\\'))).toEqual([]);
  });

  it('gives nothing under 2 characters', async () => {
    for (const q of ['', ' ', 'a', ' r ']) {
      expect(await search(ana.api, q)).toEqual({ cards: [], boards: [] });
    }
  });

  it('puts title matches first and honours the limit', async () => {
    const { id: board, column } = await createBoard(ana, { title: 'Ordem', workspaceId: ws });
    await createCard(ana, board, column, { title: 'Outro assunto', description: 'fala da triagem' });
    await createCard(ana, board, column, { title: 'Triagem da fila' });
    const result = await search(ana.api, 'triagem');
    expect(result.cards.map((c) => c.title)).toEqual(['Triagem da fila', 'Outro assunto']);
    expect((await search(ana.api, 'triagem', 1)).cards.map((c) => c.title)).toEqual(['Triagem da fila']);
  });

  it('leaves out archived cards and the cards of archived boards', async () => {
    const { id: board, column } = await createBoard(ana, { title: 'Arquivo morto', workspaceId: ws });
    const card = await createCard(ana, board, column, { title: 'Xilogravura antiga' });
    await createCard(ana, board, column, { title: 'Xilogravura nova' });
    expect(titles(await search(ana.api, 'xilogravura'))).toEqual(['Xilogravura antiga', 'Xilogravura nova']);
    await ana.api.patch(`/api/v1/cards/${card}`, { archived: true });
    expect(titles(await search(ana.api, 'xilogravura'))).toEqual(['Xilogravura nova']);
    expect((await search(ana.api, 'morto')).boards).toHaveLength(1);
    await ana.api.patch(`/api/v1/boards/${board}`, { archived: true });
    expect(await search(ana.api, 'xilogravura')).toEqual({ cards: [], boards: [] });
    expect(await search(ana.api, 'arquivo morto')).toEqual({ cards: [], boards: [] });
  });

  it('shows workspace members the cards of its boards', async () => {
    expect(titles(await search(bruno.api, 'acao'))).toEqual(['Revisar ação de marketing']);
  });

  it("never shows a card on another user's board until they share it or add the user to the workspace", async () => {
    const personal = await createBoard(ana, { title: 'Diário pessoal', workspaceId: null });
    await createCard(ana, personal.id, personal.column, { title: 'Quimera secreta' });
    expect(titles(await search(ana.api, 'quimera'))).toEqual(['Quimera secreta']);
    expect(await search(carla.api, 'quimera')).toEqual({ cards: [], boards: [] });
    expect(await search(bruno.api, 'quimera')).toEqual({ cards: [], boards: [] });
    expect(await search(carla.api, 'acao')).toEqual({ cards: [], boards: [] });
    // Not even through the board name or the assignee.
    expect(await search(carla.api, 'diario')).toEqual({ cards: [], boards: [] });
    expect(await search(carla.api, 'conceicao')).toEqual({ cards: [], boards: [] });

    await t.database.db.insert(boardMembers).values({ boardId: personal.id, userId: carla.id, role: 'viewer' });
    expect(titles(await search(carla.api, 'quimera'))).toEqual(['Quimera secreta']);
    expect(await search(carla.api, 'acao')).toEqual({ cards: [], boards: [] });

    await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: carla.email, role: 'viewer' });
    expect(titles(await search(carla.api, 'acao'))).toEqual(['Revisar ação de marketing']);

    await ana.api.del(`/api/v1/workspaces/${ws}/members/${carla.id}`);
    expect(await search(carla.api, 'acao')).toEqual({ cards: [], boards: [] });
  });
});
