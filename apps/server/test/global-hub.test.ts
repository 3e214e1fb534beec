import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalHubResponseSchema, type GlobalHubResponse } from '@rbax/shared/global-hub';
import { createBoard, createCard, moveCard, type U } from './analytics-fixtures.ts';
import { createTestApp, newUser, type Api, type TestApp } from './helpers.ts';

let t: TestApp;
let ana: U, bruno: U, carla: U;
let wsAna: string, wsBruno: string, wsCarla: string;
let boardAna: string, boardBruno: string, boardCarla: string, boardPersonal: string;
const card: Record<string, string> = {};

const DAY_MS = 86_400_000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function hub(api: Api): Promise<GlobalHubResponse> {
  const response = await api.get('/api/v1/global-hub');
  expect(response.statusCode, response.body).toBe(200);
  return globalHubResponseSchema.parse(response.json());
}

const everyId = (body: unknown) => JSON.stringify(body);

beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, carla] = await Promise.all([
    newUser(t.app, 'Ana Hub'),
    newUser(t.app, 'Bruno Hub'),
    newUser(t.app, 'Carla Hub'),
  ]);
  wsAna = (await ana.api.post('/api/v1/workspaces', { name: 'Alfa' })).json().id as string;
  wsBruno = (await bruno.api.post('/api/v1/workspaces', { name: 'Beta' })).json().id as string;
  wsCarla = (await carla.api.post('/api/v1/workspaces', { name: 'Segredo da Carla' })).json().id as string;
  await bruno.api.post(`/api/v1/workspaces/${wsBruno}/members`, { email: ana.email, role: 'member' });
  const a = await createBoard(ana, 'Quadro Alfa', wsAna);
  const b = await createBoard(bruno, 'Quadro Beta', wsBruno);
  const c = await createBoard(carla, 'Quadro Secreto', wsCarla);
  const p = await createBoard(ana, 'Pessoal');
  [boardAna, boardBruno, boardCarla, boardPersonal] = [a.id, b.id, c.id, p.id];
  card.alfa = await createCard(ana, a.id, a.todo, {
    title: 'Atrasado no Alfa',
    assigneeId: ana.id,
    dueDate: fromNow(-1),
  });
  card.beta = await createCard(bruno, b.id, b.todo, {
    title: 'Vence logo no Beta',
    assigneeId: ana.id,
    dueDate: fromNow(2),
  });
  card.doing = await createCard(bruno, b.id, b.todo, { title: 'Em andamento', assigneeId: bruno.id });
  await moveCard(bruno, card.doing, b.doing);
  card.secret = await createCard(carla, c.id, c.todo, { title: 'Segredo', dueDate: fromNow(-1) });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/global-hub', () => {
  it("lists my work from every workspace, grouped, with each workspace's health", async () => {
    const body = await hub(ana.api);
    const names = body.workspaces.map((w) => w.name);
    expect(names).toEqual(['Alfa', 'Beta', '']);
    const alfa = body.workspaces.find((w) => w.id === wsAna)!;
    const beta = body.workspaces.find((w) => w.id === wsBruno)!;
    expect(alfa.role).toBe('owner');
    expect(beta.role).toBe('member');
    expect(alfa.work.overdue.map((c) => c.id)).toEqual([card.alfa]);
    expect(beta.work.dueSoon.map((c) => c.id)).toEqual([card.beta]);
    expect(beta.work.assigned.map((c) => c.id)).toEqual([card.beta]);
    expect(beta.boards.map((board) => board.id)).toEqual([boardBruno]);
    expect(beta.health.wip).toBe(1);
    expect(body.workspaces.find((w) => w.id === null)!.boards.map((board) => board.id)).toEqual([boardPersonal]);
    expect(body.activity.some((item) => item.card?.id === card.beta && item.workspaceId === wsBruno)).toBe(true);
  });

  it('never shows a workspace or board the caller is not in, and 401 without a session', async () => {
    const text = everyId(await hub(ana.api));
    for (const hidden of [wsCarla, boardCarla, card.secret, 'Segredo da Carla', 'Quadro Secreto']) {
      expect(text).not.toContain(hidden);
    }
    expect(everyId(await hub(carla.api))).not.toContain(boardAna);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/global-hub' })).statusCode).toBe(401);
  });

  it('keeps favourite boards the caller can read, and drops them with the access', async () => {
    expect((await ana.api.put(`/api/v1/global-hub/favorites/board/${boardCarla}`)).statusCode).toBe(404);
    expect((await ana.api.put(`/api/v1/global-hub/favorites/document/${boardAna}`)).statusCode).toBe(404);
    for (const id of [boardBruno, boardAna]) {
      const response = await ana.api.put(`/api/v1/global-hub/favorites/board/${id}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const body = await hub(ana.api);
    expect(body.favorites).toEqual([
      expect.objectContaining({ type: 'board', id: boardBruno, title: 'Quadro Beta', workspaceId: wsBruno }),
      expect.objectContaining({ type: 'board', id: boardAna, workspaceId: wsAna }),
    ]);
    expect(body.workspaces.find((w) => w.id === wsAna)!.boards[0]!.favorite).toBe(true);

    // Removed from Beta: its board, work and favourite go with the membership.
    const members = (await bruno.api.get(`/api/v1/workspaces/${wsBruno}/members`)).json() as {
      members?: { userId?: string; id?: string }[];
    };
    expect(members).toBeTruthy();
    const removed = await bruno.api.del(`/api/v1/workspaces/${wsBruno}/members/${ana.id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after = await hub(ana.api);
    expect(after.favorites.map((f) => f.id)).toEqual([boardAna]);
    expect(everyId(after)).not.toContain(boardBruno);
    expect(after.workspaces.map((w) => w.id)).not.toContain(wsBruno);

    expect((await ana.api.del(`/api/v1/global-hub/favorites/board/${boardAna}`)).statusCode).toBe(200);
    expect((await hub(ana.api)).favorites).toEqual([]);
  });
});
