import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardTemplates } from '@rbax/shared/templates';
import { boardColumns } from '#src/db/schema/boards.ts';
import { cards, checklistItems } from '#src/db/schema/cards.ts';
import { events } from '#src/db/schema/event-log.ts';
import { cardLabels } from '#src/db/schema/labels.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

let t: TestApp;
let ana: Awaited<ReturnType<typeof newUser>>;
beforeAll(async () => {
  t = await createTestApp();
  ana = await newUser(t.app, 'Ana Boards');
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI', () => {
  it('documents the workspace, board, label, template and upload routes', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/v1/workspaces',
      '/api/v1/workspaces/{id}/members',
      '/api/v1/invitations/accept',
      '/api/v1/boards',
      '/api/v1/boards/{id}',
      '/api/v1/boards/{id}/labels',
      '/api/v1/boards/{id}/board-labels',
      '/api/v1/labels/{id}',
      '/api/v1/templates',
      '/api/v1/uploads',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

describe('GET /api/v1/templates', () => {
  it('lists the 12 templates in the request language', async () => {
    const pt = (await ana.api.get('/api/v1/templates')).json() as { id: string; name: string; columns: string[] }[];
    expect(pt).toHaveLength(12);
    expect(pt[0]).toMatchObject({ id: 'kanban', columns: ['A Fazer', 'Em Progresso', 'Concluído'] });
    const en = (await ana.api.get('/api/v1/templates', { 'accept-language': 'en-US' })).json() as {
      name: string;
      columns: string[];
    }[];
    expect(en[0]!.columns).toEqual(['To Do', 'In Progress', 'Done']);
    expect(en.at(-1)!.name).toBe('Blank Board');
  });
});

describe('POST /api/v1/boards', () => {
  it.each(boardTemplates.map((tpl) => [tpl.id]))(
    'creates the %s template columns in order, pt-BR and en-US',
    async (id) => {
      const template = boardTemplates.find((tpl) => tpl.id === id)!;
      for (const locale of ['pt-BR', 'en-US'] as const) {
        const created = await ana.api.post(
          '/api/v1/boards',
          { title: `T ${id}`, template: id },
          { 'accept-language': locale },
        );
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({
          template: id,
          columnCount: template.columns.length,
          icon: 'LayoutGrid',
        });
        const detail = (await ana.api.get(`/api/v1/boards/${created.json().id}`)).json();
        expect(detail.columns.map((c: { name: string }) => c.name)).toEqual(template.columns.map((c) => c[locale]));
        const positions = detail.columns.map((c: { position: string }) => c.position);
        expect([...positions].sort()).toEqual(positions);
      }
    },
  );

  it('validates title and description with the spec messages', async () => {
    const long = await ana.api.post('/api/v1/boards', { title: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues).toEqual([
      { path: ['title'], message: 'Título deve ter no máximo 100 caracteres' },
    ]);
    const empty = await ana.api.post('/api/v1/boards', { title: '  ' });
    expect(empty.json().error.issues).toEqual([{ path: ['title'], message: 'Título é obrigatório' }]);
    const description = await ana.api.post('/api/v1/boards', { title: 'Ok', description: 'd'.repeat(501) });
    expect(description.statusCode).toBe(400);
    expect(description.json().error.issues[0].message).toBe('Descrição deve ter no máximo 500 caracteres');
    const both = await ana.api.post('/api/v1/boards', { title: 'Ok', template: 'kanban', duplicateFromBoardId: 'x' });
    expect(both.statusCode).toBe(400);
    expect((await ana.api.post('/api/v1/boards', { title: 'x'.repeat(100) })).statusCode).toBe(201);
  });

  it('creates a blank board with defaults; empty description is not stored; unknown cover is 400', async () => {
    const created = (
      await ana.api.post('/api/v1/boards', { title: ' Meu board ', description: '  ', icon: 'Rocket' })
    ).json();
    expect(created).toMatchObject({
      title: 'Meu board',
      description: null,
      icon: 'Rocket',
      workspaceId: null,
      archived: false,
      labels: [],
      cardCount: 0,
      columnCount: 0,
      permissions: { canEdit: true, canManage: true },
    });
    expect(created.color).toMatch(/^#[0-9a-f]{6}$/);
    const cover = await ana.api.post('/api/v1/boards', {
      title: 'Capa',
      coverUrl: '/files/board-covers/nao-existe.png',
    });
    expect(cover.statusCode).toBe(400);
    expect(cover.json().error.code).toBe('validation_failed');
  });

  it('duplicates columns, labels, choices, cards, card labels and checklists, not archived cards or history', async () => {
    const source = (await ana.api.post('/api/v1/boards', { title: 'Origem', template: 'kanban' })).json();
    const detail = (await ana.api.get(`/api/v1/boards/${source.id}`)).json();
    const label = (
      await ana.api.post(`/api/v1/boards/${source.id}/labels`, { name: 'Urgente', color: '#ef4444' })
    ).json();
    await ana.api.post(`/api/v1/boards/${source.id}/labels`, { name: 'Outra', color: '#3b82f6' });
    await ana.api.put(`/api/v1/boards/${source.id}/board-labels`, { labelIds: [label.id] });
    const db = t.database.db;
    const cardId = uuidv7();
    await db.insert(cards).values([
      {
        id: cardId,
        boardId: source.id,
        columnId: detail.columns[1].id,
        title: 'Cartão',
        description: 'texto',
        priority: 'high',
        valueBrl: '1234.50',
        tags: ['a', 'b'],
        position: 'a0',
        createdBy: ana.id,
      },
      {
        id: uuidv7(),
        boardId: source.id,
        columnId: detail.columns[0].id,
        title: 'Arquivado',
        position: 'a1',
        archived: true,
      },
    ]);
    await db.insert(cardLabels).values({ cardId, labelId: label.id, boardId: source.id });
    await db.insert(checklistItems).values([
      { id: uuidv7(), boardId: source.id, cardId, text: 'Passo 1', done: true, position: 'a0' },
      { id: uuidv7(), boardId: source.id, cardId, text: 'Passo 2', position: 'a1' },
    ]);

    const copy = await ana.api.post('/api/v1/boards', { title: 'Origem (Cópia)', duplicateFromBoardId: source.id });
    expect(copy.statusCode).toBe(201);
    const summary = copy.json();
    expect(summary).toMatchObject({ cardCount: 1, columnCount: 3 });
    expect(summary.labels).toEqual([
      expect.objectContaining({ name: 'Urgente', color: '#ef4444', boardId: summary.id }),
    ]);
    expect(summary.labels[0].id).not.toBe(label.id);

    const copyDetail = (await ana.api.get(`/api/v1/boards/${summary.id}`)).json();
    expect(copyDetail.columns.map((c: { name: string }) => c.name)).toEqual(['A Fazer', 'Em Progresso', 'Concluído']);
    expect(copyDetail.labels.map((l: { name: string }) => l.name)).toEqual(['Outra', 'Urgente']);
    const copiedCards = await db.select().from(cards).where(eq(cards.boardId, summary.id));
    expect(copiedCards).toHaveLength(1);
    expect(copiedCards[0]).toMatchObject({
      title: 'Cartão',
      description: 'texto',
      priority: 'high',
      valueBrl: '1234.50',
      tags: ['a', 'b'],
    });
    expect(copiedCards[0]!.columnId).toBe(copyDetail.columns[1].id);
    const copiedLabels = await db.select().from(cardLabels).where(eq(cardLabels.boardId, summary.id));
    expect(copiedLabels).toEqual([{ cardId: copiedCards[0]!.id, labelId: summary.labels[0].id, boardId: summary.id }]);
    const items = await db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.cardId, copiedCards[0]!.id))
      .orderBy(asc(checklistItems.position));
    expect(items.map((i) => [i.text, i.done])).toEqual([
      ['Passo 1', true],
      ['Passo 2', false],
    ]);
    const copyEvents = await db.select().from(events).where(eq(events.boardId, summary.id));
    expect(copyEvents.map((e) => [e.seq, e.kind])).toEqual([[1, 'board.created']]);
    // The source is untouched.
    expect((await db.select().from(boardColumns).where(eq(boardColumns.boardId, source.id))).length).toBe(3);
  });

  it('refuses to duplicate a board the caller cannot read (404)', async () => {
    const other = await newUser(t.app, 'Bia Alheia');
    const secret = (await other.api.post('/api/v1/boards', { title: 'Segredo' })).json();
    const response = await ana.api.post('/api/v1/boards', { title: 'Cópia', duplicateFromBoardId: secret.id });
    expect(response.statusCode).toBe(404);
  });
});

describe('PATCH and DELETE /api/v1/boards/:id', () => {
  it('edits, archives and restores with gap-free event sequence', async () => {
    const board = (await ana.api.post('/api/v1/boards', { title: 'Eventos' })).json();
    const edited = await ana.api.patch(`/api/v1/boards/${board.id}`, {
      title: 'Eventos 2',
      color: '#10b981',
      description: 'oi',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Eventos 2', color: '#10b981', description: 'oi' });
    const archived = (await ana.api.patch(`/api/v1/boards/${board.id}`, { archived: true })).json();
    expect(archived.archived).toBe(true);
    expect(archived.archivedAt).not.toBeNull();
    expect((await ana.api.get('/api/v1/boards')).json().some((b: { id: string }) => b.id === board.id)).toBe(false);
    expect((await ana.api.get('/api/v1/boards?archived=true')).json().map((b: { id: string }) => b.id)).toContain(
      board.id,
    );
    const restored = (await ana.api.patch(`/api/v1/boards/${board.id}`, { archived: false })).json();
    expect(restored).toMatchObject({ archived: false, archivedAt: null });
    await ana.api.post(`/api/v1/boards/${board.id}/labels`, { name: 'L', color: '#6b7280' });

    const rows = await t.database.db.select().from(events).where(eq(events.boardId, board.id)).orderBy(asc(events.seq));
    expect(rows.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((e) => e.kind)).toEqual([
      'board.created',
      'board.updated',
      'board.archived',
      'board.restored',
      'label.created',
    ]);
    expect(rows.every((e) => e.actorId === ana.id)).toBe(true);
  });

  it('keeps seq gap-free under concurrent writes', async () => {
    const board = (await ana.api.post('/api/v1/boards', { title: 'Concorrente' })).json();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ana.api.post(`/api/v1/boards/${board.id}/labels`, { name: `L${i}`, color: '#6b7280' }),
      ),
    );
    const rows = await t.database.db.select().from(events).where(eq(events.boardId, board.id)).orderBy(asc(events.seq));
    expect(rows.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('deletes a board and everything under it', async () => {
    const board = (await ana.api.post('/api/v1/boards', { title: 'Apagar', template: 'scrum' })).json();
    expect((await ana.api.del(`/api/v1/boards/${board.id}`)).statusCode).toBe(204);
    expect((await ana.api.get(`/api/v1/boards/${board.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(boardColumns).where(eq(boardColumns.boardId, board.id))).toEqual([]);
    expect(await t.database.db.select().from(events).where(eq(events.boardId, board.id))).toEqual([]);
  });
});

describe('labels', () => {
  it('lists by name, trims names, validates colour; board-labels rejects a label of another board', async () => {
    const board = (await ana.api.post('/api/v1/boards', { title: 'Etiquetas' })).json();
    const other = (await ana.api.post('/api/v1/boards', { title: 'Outro' })).json();
    const b = (await ana.api.post(`/api/v1/boards/${board.id}/labels`, { name: '  Beta ', color: '#3b82f6' })).json();
    const a = (await ana.api.post(`/api/v1/boards/${board.id}/labels`, { name: 'Alfa', color: '#10b981' })).json();
    expect(b.name).toBe('Beta');
    expect(
      (await ana.api.get(`/api/v1/boards/${board.id}/labels`)).json().map((l: { name: string }) => l.name),
    ).toEqual(['Alfa', 'Beta']);
    const badColor = await ana.api.post(`/api/v1/boards/${board.id}/labels`, { name: 'X', color: '#123456' });
    expect(badColor.statusCode).toBe(400);
    const empty = await ana.api.post(`/api/v1/boards/${board.id}/labels`, { name: ' ', color: '#3b82f6' });
    expect(empty.json().error.issues[0].message).toBe('Nome da etiqueta é obrigatório');
    const foreign = (
      await ana.api.post(`/api/v1/boards/${other.id}/labels`, { name: 'Fora', color: '#3b82f6' })
    ).json();

    const rejected = await ana.api.put(`/api/v1/boards/${board.id}/board-labels`, { labelIds: [a.id, foreign.id] });
    expect(rejected.statusCode).toBe(400);
    const set = await ana.api.put(`/api/v1/boards/${board.id}/board-labels`, { labelIds: [a.id, b.id, a.id] });
    expect(set.json()).toEqual({ labelIds: [a.id, b.id] });
    expect((await ana.api.put(`/api/v1/boards/${board.id}/board-labels`, { labelIds: [b.id] })).json()).toEqual({
      labelIds: [b.id],
    });
    const summary = (await ana.api.get(`/api/v1/boards/${board.id}`)).json().board;
    expect(summary.labels.map((l: { id: string }) => l.id)).toEqual([b.id]);

    const renamed = await ana.api.patch(`/api/v1/labels/${b.id}`, { name: 'Beta 2', color: '#ec4899' });
    expect(renamed.json()).toMatchObject({ id: b.id, name: 'Beta 2', color: '#ec4899' });
    expect((await ana.api.del(`/api/v1/labels/${b.id}`)).statusCode).toBe(204);
    expect((await ana.api.get(`/api/v1/boards/${board.id}`)).json().board.labels).toEqual([]);
  });

  it("answers 404 for a label of another user's board", async () => {
    const stranger = await newUser(t.app, 'Caio Estranho');
    const board = (await ana.api.post('/api/v1/boards', { title: 'Privado' })).json();
    const label = (await ana.api.post(`/api/v1/boards/${board.id}/labels`, { name: 'Minha', color: '#3b82f6' })).json();
    expect((await stranger.api.patch(`/api/v1/labels/${label.id}`, { name: 'Roubada' })).statusCode).toBe(404);
    expect((await stranger.api.del(`/api/v1/labels/${label.id}`)).statusCode).toBe(404);
    expect((await stranger.api.get(`/api/v1/boards/${board.id}/labels`)).statusCode).toBe(404);
    expect((await stranger.api.put(`/api/v1/boards/${board.id}/board-labels`, { labelIds: [] })).statusCode).toBe(404);
  });
});
