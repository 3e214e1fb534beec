import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import { monitoringSchema, type Monitoring } from '@rbax/shared/monitoring';
import { apiAs, createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let ana: U, bruno: U, carla: U;
let board: string, todo: string, doing: string;
let strangerBoard: string;
const card: Record<string, string> = {};

const PAST = '2024-01-10T23:59:59.999Z';
const FUTURE = '2099-01-10T23:59:59.999Z';

async function createBoard(user: U, title: string, workspaceId?: string) {
  const id = (await user.api.post('/api/v1/boards', { title, template: 'kanban', workspaceId })).json().id as string;
  const detail = (await user.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail;
  return { id, columns: detail.columns.map((c) => c.id) };
}

async function createCard(user: U, boardId: string, columnId: string, fields: Record<string, unknown>) {
  const response = await user.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, ...fields });
  if (response.statusCode !== 201) throw new Error(`card: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

async function monitoring(api: Api, query = ''): Promise<Monitoring> {
  const response = await api.get(`/api/v1/monitoring${query}`);
  expect(response.statusCode).toBe(200);
  return monitoringSchema.parse(response.json());
}

/** Makes a card look untouched for `days` days: its creation and its events happened then. */
async function age(cardId: string, days: number) {
  await t.database.db.execute(
    sql`UPDATE cards SET created_at = now() - make_interval(days => ${days}) WHERE id = ${cardId}`,
  );
  await t.database.db.execute(
    sql`UPDATE events SET created_at = now() - make_interval(days => ${days}) WHERE entity_id = ${cardId}`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, carla] = await Promise.all([
    newUser(t.app, 'Ana Monitora'),
    newUser(t.app, 'Bruno Colega'),
    newUser(t.app, 'Carla Estranha'),
  ]);
  const ws = (await ana.api.post('/api/v1/workspaces', { name: 'Operações' })).json().id as string;
  await ana.api.post(`/api/v1/workspaces/${ws}/members`, { email: bruno.email, role: 'viewer' });
  const created = await createBoard(ana, 'Operação', ws);
  board = created.id;
  [todo, doing] = created.columns as [string, string];

  // WIP: 'doing' holds three cards with a limit of two.
  await ana.api.patch(`/api/v1/columns/${doing}`, { wipLimit: 2 });
  card.wip1 = await createCard(ana, board, doing, { title: 'Em andamento 1' });
  card.wip2 = await createCard(ana, board, doing, { title: 'Em andamento 2' });
  card.wip3 = await createCard(ana, board, doing, { title: 'Em andamento 3' });

  card.overdue = await createCard(ana, board, todo, { title: 'Relatório atrasado', dueDate: PAST, priority: 'high' });
  card.future = await createCard(ana, board, todo, { title: 'Relatório futuro', dueDate: FUTURE });
  card.doneOverdue = await createCard(ana, board, todo, { title: 'Entregue atrasado', dueDate: PAST });
  await ana.api.patch(`/api/v1/cards/${card.doneOverdue}`, { completed: true });
  card.archivedOverdue = await createCard(ana, board, todo, { title: 'Arquivado atrasado', dueDate: PAST });
  await ana.api.patch(`/api/v1/cards/${card.archivedOverdue}`, { archived: true });

  // Stale: untouched 10 days; reordered in its column 10 days ago (still stale); moved across columns today.
  card.stale = await createCard(ana, board, todo, { title: 'Parado há dias' });
  card.reordered = await createCard(ana, board, todo, { title: 'Só reordenado' });
  await ana.api.post(`/api/v1/cards/${card.reordered}/move`, { columnId: todo, beforeId: card.stale });
  card.movedToday = await createCard(ana, board, todo, { title: 'Movido hoje' });
  await age(card.stale, 10);
  await age(card.reordered, 10);
  await age(card.movedToday, 10);
  await ana.api.post(`/api/v1/cards/${card.movedToday}/move`, { columnId: doing });
  // Five days idle: stale at 3 days, not at 7.
  card.fiveDays = await createCard(ana, board, todo, { title: 'Cinco dias' });
  await age(card.fiveDays, 5);

  // Someone else's board, with everything that would show up.
  const other = await createBoard(carla, 'Segredo da Carla');
  strangerBoard = other.id;
  await carla.api.patch(`/api/v1/columns/${other.columns[0]}`, { wipLimit: 1 });
  card.secret1 = await createCard(carla, strangerBoard, other.columns[0]!, {
    title: 'Segredo atrasado',
    dueDate: PAST,
  });
  card.secret2 = await createCard(carla, strangerBoard, other.columns[0]!, { title: 'Segredo 2' });
  await age(card.secret2, 30);

  // An archived board of Ana's: nothing of it is listed.
  const archived = await createBoard(ana, 'Antigo');
  card.onArchivedBoard = await createCard(ana, archived.id, archived.columns[0]!, {
    title: 'Em board arquivado',
    dueDate: PAST,
  });
  await ana.api.patch(`/api/v1/boards/${archived.id}`, { archived: true });
}, 60_000);

afterAll(async () => {
  await t.close();
});

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('GET /api/v1/monitoring', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await apiAs(t.app, undefined).get('/api/v1/monitoring');
    expect(response.statusCode).toBe(401);
  });

  it('rejects a staleDays that is not a whole number of days from 1 to 365', async () => {
    for (const value of ['0', '366', 'muitos', '2.5']) {
      const response = await ana.api.get(`/api/v1/monitoring?staleDays=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: ['staleDays'], message: 'Valor inválido' }],
      });
    }
  });

  it('lists the columns over their WIP limit with their cards', async () => {
    const result = await monitoring(ana.api);
    expect(result.wip.total).toBe(1);
    expect(result.wip.items).toEqual([
      {
        board: expect.objectContaining({ id: board, title: 'Operação' }),
        column: { id: doing, name: expect.any(String) },
        wipLimit: 2,
        cardCount: 4,
        cards: expect.arrayContaining([
          { id: card.wip1, title: 'Em andamento 1' },
          { id: card.movedToday, title: 'Movido hoje' },
        ]),
      },
    ]);
    expect(result.wip.items[0]!.cards).toHaveLength(4);
  });

  it('lists open overdue cards only: not completed, not archived, not on an archived board', async () => {
    const result = await monitoring(ana.api);
    expect(ids(result.overdue.items)).toEqual([card.overdue]);
    expect(result.overdue.total).toBe(1);
    expect(result.overdue.items[0]).toMatchObject({
      title: 'Relatório atrasado',
      boardId: board,
      board: { id: board, title: 'Operação' },
      column: { id: todo },
      priority: 'high',
      dueDate: PAST,
    });
  });

  it('lists cards not moved to another column for N days, the longest idle first', async () => {
    const week = await monitoring(ana.api);
    expect(week.stale.days).toBe(7);
    expect(ids(week.stale.items)).toEqual([card.stale, card.reordered]);
    expect(week.stale.total).toBe(2);
    expect(new Date(week.stale.items[0]!.lastMovedAt).getTime()).toBeLessThan(Date.now() - 9 * 86_400_000);

    const three = await monitoring(ana.api, '?staleDays=3');
    expect(three.stale.days).toBe(3);
    expect(ids(three.stale.items)).toEqual([card.stale, card.reordered, card.fiveDays]);

    const month = await monitoring(ana.api, '?staleDays=30');
    expect(month.stale.items).toEqual([]);
    expect(month.stale.total).toBe(0);
  });

  it('shows recent card activity with the actor, the card, the board and the columns named', async () => {
    const result = await monitoring(ana.api);
    expect(result.activity.length).toBeGreaterThan(0);
    expect(result.activity.length).toBeLessThanOrEqual(50);
    const times = result.activity.map((event) => new Date(event.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const move = result.activity.find((event) => event.kind === 'card.moved' && event.entityId === card.movedToday);
    expect(move).toMatchObject({
      actor: { id: ana.id, name: 'Ana Monitora' },
      board: { id: board, title: 'Operação' },
      card: { id: card.movedToday, title: 'Movido hoje', boardId: board },
      data: { fromColumnId: todo, toColumnId: doing },
    });
    expect(result.columns).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: todo }), { id: doing, name: expect.any(String) }]),
    );
    // Archived cards drop out of the feed.
    expect(result.activity.some((event) => event.card.id === card.archivedOverdue)).toBe(false);
  });

  it('never shows a card of a board the caller cannot read', async () => {
    for (const user of [ana, bruno]) {
      const result = await monitoring(user.api, '?staleDays=1');
      const everyCard = [
        ...result.activity.map((event) => event.card.id),
        ...result.wip.items.flatMap((column) => ids(column.cards)),
        ...ids(result.overdue.items),
        ...ids(result.stale.items),
      ];
      expect(everyCard).not.toContain(card.secret1);
      expect(everyCard).not.toContain(card.secret2);
      expect(everyCard).not.toContain(card.onArchivedBoard);
      expect(result.activity.every((event) => event.boardId === board)).toBe(true);
    }
    // A viewer of the workspace sees its board.
    expect(ids((await monitoring(bruno.api)).overdue.items)).toEqual([card.overdue]);

    const own = await monitoring(carla.api, '?staleDays=7');
    expect(ids(own.overdue.items)).toEqual([card.secret1]);
    expect(ids(own.stale.items)).toEqual([card.secret2]);
    expect(own.wip.items.map((c) => c.board.id)).toEqual([strangerBoard]);
    expect(own.activity.every((event) => event.boardId === strangerBoard)).toBe(true);
  });

  it('answers empty lists to someone without boards', async () => {
    const newcomer = await newUser(t.app, 'Nina Nova');
    const result = await monitoring(newcomer.api);
    expect(result).toMatchObject({
      activity: [],
      wip: { items: [], total: 0 },
      overdue: { items: [], total: 0 },
      stale: { days: 7, items: [], total: 0 },
    });
  });
});
