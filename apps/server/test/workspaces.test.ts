import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createTestApp, newUser, readMails, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const createWorkspace = async (api: ReturnType<typeof apiAs>, name: string, description?: string) => {
  const response = await api.post('/api/v1/workspaces', { name, ...(description ? { description } : {}) });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; slug: string; role: string; memberCount: number; boardCount: number };
};

describe('POST /api/v1/workspaces', () => {
  it('slugs the name and appends -2, -3 for the same owner', async () => {
    const { api } = await newUser(t.app, 'Ana Slug');
    const first = await createWorkspace(api, 'Ação Rápida & Cia!', 'Equipe');
    expect(first).toMatchObject({
      slug: 'acao-rapida-cia',
      role: 'owner',
      memberCount: 1,
      boardCount: 0,
      description: 'Equipe',
    });
    expect((await createWorkspace(api, 'Ação Rápida & Cia!')).slug).toBe('acao-rapida-cia-2');
    expect((await createWorkspace(api, 'acao rapida cia')).slug).toBe('acao-rapida-cia-3');
    const other = await newUser(t.app, 'Beto Slug');
    expect((await createWorkspace(other.api, 'Ação Rápida & Cia!')).slug).toBe('acao-rapida-cia');
  });

  it('gives concurrent creations with the same name distinct slugs', async () => {
    const { api } = await newUser(t.app, 'Rui Corrida');
    const results = await Promise.all([1, 2, 3].map(() => api.post('/api/v1/workspaces', { name: 'Corrida' })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.json().slug).sort()).toEqual(['corrida', 'corrida-2', 'corrida-3']);
  });

  it('makes the creator the owner member and lists newest first', async () => {
    const { api, id } = await newUser(t.app, 'Carla Dona');
    const a = await createWorkspace(api, 'Primeiro');
    const b = await createWorkspace(api, 'Segundo');
    const list = (await api.get('/api/v1/workspaces')).json() as { id: string }[];
    expect(list.map((w) => w.id)).toEqual([b.id, a.id]);
    const members = (await api.get(`/api/v1/workspaces/${a.id}/members`)).json();
    expect(members.members).toEqual([expect.objectContaining({ userId: id, role: 'owner', name: 'Carla Dona' })]);
    expect(members.invitations).toEqual([]);
  });

  it('rejects an empty name with the spec message, and answers 401 signed out', async () => {
    const { api } = await newUser(t.app, 'Dani Vazio');
    const response = await api.post('/api/v1/workspaces', { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0]).toEqual({ path: ['name'], message: 'Nome é obrigatório' });
    expect((await apiAs(t.app, undefined).get('/api/v1/workspaces')).statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/workspaces/:id', () => {
  it('keep: boards leave the workspace and stay with their owners', async () => {
    const owner = await newUser(t.app, 'Eva Keep');
    const member = await newUser(t.app, 'Fábio Keep');
    const ws = await createWorkspace(owner.api, 'Manter');
    await owner.api.post(`/api/v1/workspaces/${ws.id}/members`, { email: member.email, role: 'member' });
    const ownBoard = (await owner.api.post('/api/v1/boards', { title: 'Do dono', workspaceId: ws.id })).json();
    const memberBoard = (await member.api.post('/api/v1/boards', { title: 'Do membro', workspaceId: ws.id })).json();
    expect((await owner.api.get(`/api/v1/workspaces/${ws.id}`)).json().boardCount).toBe(2);

    const response = await owner.api.del(`/api/v1/workspaces/${ws.id}?boards=keep`);
    expect(response.statusCode).toBe(204);
    expect((await owner.api.get(`/api/v1/workspaces/${ws.id}`)).statusCode).toBe(404);
    const ownerNone = (await owner.api.get('/api/v1/boards?workspaceId=none')).json() as {
      id: string;
      workspaceId: string | null;
    }[];
    expect(ownerNone.map((b) => b.id)).toEqual([ownBoard.id]);
    expect(ownerNone[0]!.workspaceId).toBeNull();
    const memberNone = (await member.api.get('/api/v1/boards?workspaceId=none')).json() as { id: string }[];
    expect(memberNone.map((b) => b.id)).toEqual([memberBoard.id]);
    // The owner of the workspace no longer sees the member's board.
    expect((await owner.api.get(`/api/v1/boards/${memberBoard.id}`)).statusCode).toBe(404);
  });

  it('delete: its boards are gone too; needs ?boards', async () => {
    const owner = await newUser(t.app, 'Gil Delete');
    const ws = await createWorkspace(owner.api, 'Apagar');
    const board = (
      await owner.api.post('/api/v1/boards', { title: 'Some', workspaceId: ws.id, template: 'kanban' })
    ).json();
    expect((await owner.api.del(`/api/v1/workspaces/${ws.id}`)).statusCode).toBe(400);
    expect((await owner.api.del(`/api/v1/workspaces/${ws.id}?boards=delete`)).statusCode).toBe(204);
    expect((await owner.api.get(`/api/v1/boards/${board.id}`)).statusCode).toBe(404);
    expect((await owner.api.get('/api/v1/boards')).json()).toEqual([]);
  });
});

describe('workspace invitations', () => {
  it('invites an unknown address by e-mail; the right account accepts once, another gets 403', async () => {
    const owner = await newUser(t.app, 'Hugo Convida');
    const ws = await createWorkspace(owner.api, 'Convites');
    const invited = 'nova.pessoa@example.com';
    const response = await owner.api.post(`/api/v1/workspaces/${ws.id}/members`, {
      email: 'Nova.Pessoa@example.com',
      role: 'member',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'invited', invitation: { email: invited, role: 'member' } });
    await t.app.mailer.idle();
    const mail = readMails(t.dataDir).find((m) => m.raw.includes(invited));
    expect(mail).toBeDefined();
    const link = new RegExp(`${TEST_PUBLIC_URL}/auth\\?invite=([A-Za-z0-9_-]+)`).exec(mail!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(mail!.text).toContain('Convites');

    const listed = (await owner.api.get(`/api/v1/workspaces/${ws.id}/members`)).json();
    expect(listed.invitations).toHaveLength(1);

    const stranger = await newUser(t.app, 'Ivo Errado');
    const wrong = await stranger.api.post('/api/v1/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe('Este convite foi enviado para outro email');

    const person = await newUser(t.app, 'Nova Pessoa', invited);
    const accepted = await person.api.post('/api/v1/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ workspaceId: ws.id, workspaceName: 'Convites' });
    expect((await person.api.get(`/api/v1/workspaces/${ws.id}`)).json().role).toBe('member');

    const again = await person.api.post('/api/v1/invitations/accept', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Convite inválido ou expirado');
    expect((await owner.api.get(`/api/v1/workspaces/${ws.id}/members`)).json().invitations).toEqual([]);
    expect((await apiAs(t.app, undefined).post('/api/v1/invitations/accept', { token })).statusCode).toBe(401);
  });

  it('adds an existing account at once; 409 when already a member; revokes invitations', async () => {
    const owner = await newUser(t.app, 'Júlia Adiciona');
    const other = await newUser(t.app, 'Kai Existe');
    const ws = await createWorkspace(owner.api, 'Existentes');
    const added = await owner.api.post(`/api/v1/workspaces/${ws.id}/members`, { email: other.email, role: 'viewer' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: 'added', member: { userId: other.id, role: 'viewer' } });
    const again = await owner.api.post(`/api/v1/workspaces/${ws.id}/members`, { email: other.email, role: 'member' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'conflict', message: 'Esta pessoa já é membro do workspace' });

    const invited = (
      await owner.api.post(`/api/v1/workspaces/${ws.id}/members`, { email: 'ninguem@example.com', role: 'admin' })
    ).json();
    expect((await owner.api.del(`/api/v1/workspaces/${ws.id}/invitations/${invited.invitation.id}`)).statusCode).toBe(
      204,
    );
    expect((await owner.api.del(`/api/v1/workspaces/${ws.id}/invitations/${invited.invitation.id}`)).statusCode).toBe(
      404,
    );
  });
});
