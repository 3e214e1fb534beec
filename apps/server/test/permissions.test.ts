import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/** The role matrix of docs/permissions.md, end to end. */
let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, admin: U, member: U, viewer: U, outsider: U;
let ws: string, board: string, label: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, member, viewer, outsider] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Adão Admin'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Matriz' })).json().id;
  for (const [u, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    const response = await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: u.email, role });
    expect(response.statusCode).toBe(201);
  }
  board = (await owner.api.post('/api/v1/boards', { title: 'Quadro', workspaceId: ws, template: 'kanban' })).json().id;
  label = (await owner.api.post(`/api/v1/boards/${board}/labels`, { name: 'L', color: '#3b82f6' })).json().id;
});
afterAll(async () => {
  await t.close();
});

const code = async (promise: ReturnType<U['api']['get']>) => (await promise).statusCode;

describe('a non-member', () => {
  it('gets 404 on the workspace, its boards, labels and members', async () => {
    const api = outsider.api;
    expect(await code(api.get(`/api/v1/workspaces/${ws}`))).toBe(404);
    expect(await code(api.patch(`/api/v1/workspaces/${ws}`, { name: 'X' }))).toBe(404);
    expect(await code(api.del(`/api/v1/workspaces/${ws}?boards=keep`))).toBe(404);
    expect(await code(api.get(`/api/v1/workspaces/${ws}/members`))).toBe(404);
    expect(await code(api.post(`/api/v1/workspaces/${ws}/members`, { email: 'a@example.com', role: 'member' }))).toBe(
      404,
    );
    expect(await code(api.patch(`/api/v1/workspaces/${ws}/members/${member.id}`, { role: 'viewer' }))).toBe(404);
    expect(await code(api.del(`/api/v1/workspaces/${ws}/members/${member.id}`))).toBe(404);
    expect(await code(api.get(`/api/v1/boards?workspaceId=${ws}`))).toBe(404);
    expect(await code(api.post('/api/v1/boards', { title: 'X', workspaceId: ws }))).toBe(404);
    expect(await code(api.get(`/api/v1/boards/${board}`))).toBe(404);
    expect(await code(api.patch(`/api/v1/boards/${board}`, { title: 'X' }))).toBe(404);
    expect(await code(api.del(`/api/v1/boards/${board}`))).toBe(404);
    expect(await code(api.get(`/api/v1/boards/${board}/labels`))).toBe(404);
    expect(await code(api.post(`/api/v1/boards/${board}/labels`, { name: 'X', color: '#3b82f6' }))).toBe(404);
    expect(await code(api.patch(`/api/v1/labels/${label}`, { name: 'X' }))).toBe(404);
    expect((await api.get('/api/v1/boards')).json()).toEqual([]);
  });
});

describe('a viewer', () => {
  it('reads, and gets 403 on every write', async () => {
    const api = viewer.api;
    expect(await code(api.get(`/api/v1/workspaces/${ws}`))).toBe(200);
    const boards = (await api.get(`/api/v1/boards?workspaceId=${ws}`)).json();
    expect(boards[0].permissions).toEqual({ canEdit: false, canManage: false });
    expect(await code(api.get(`/api/v1/boards/${board}`))).toBe(200);
    expect(await code(api.post('/api/v1/boards', { title: 'X', workspaceId: ws }))).toBe(403);
    expect(await code(api.patch(`/api/v1/boards/${board}`, { title: 'X' }))).toBe(403);
    expect(await code(api.patch(`/api/v1/boards/${board}`, { archived: true }))).toBe(403);
    expect(await code(api.del(`/api/v1/boards/${board}`))).toBe(403);
    expect(await code(api.post(`/api/v1/boards/${board}/labels`, { name: 'X', color: '#3b82f6' }))).toBe(403);
    expect(await code(api.patch(`/api/v1/labels/${label}`, { name: 'X' }))).toBe(403);
    expect(await code(api.del(`/api/v1/labels/${label}`))).toBe(403);
    expect(await code(api.put(`/api/v1/boards/${board}/board-labels`, { labelIds: [] }))).toBe(403);
    expect(await code(api.patch(`/api/v1/workspaces/${ws}`, { name: 'X' }))).toBe(403);
    expect(await code(api.post(`/api/v1/workspaces/${ws}/members`, { email: 'a@example.com', role: 'member' }))).toBe(
      403,
    );
    expect(await code(api.patch(`/api/v1/workspaces/${ws}/members/${member.id}`, { role: 'viewer' }))).toBe(403);
    expect(await code(api.del(`/api/v1/workspaces/${ws}/members/${member.id}`))).toBe(403);
    expect(await code(api.del(`/api/v1/workspaces/${ws}?boards=keep`))).toBe(403);
  });
});

describe('a member', () => {
  it('creates and edits boards and labels', async () => {
    const api = member.api;
    const created = await api.post('/api/v1/boards', { title: 'Do membro', workspaceId: ws });
    expect(created.statusCode).toBe(201);
    expect(created.json().permissions).toEqual({ canEdit: true, canManage: true });
    const list = (await api.get(`/api/v1/boards?workspaceId=${ws}`)).json() as { id: string; permissions: object }[];
    expect(list.find((b) => b.id === board)!.permissions).toEqual({ canEdit: true, canManage: false });
    expect(await code(api.patch(`/api/v1/boards/${board}`, { title: 'Quadro', icon: 'Star' }))).toBe(200);
    const newLabel = await api.post(`/api/v1/boards/${board}/labels`, { name: 'Membro', color: '#10b981' });
    expect(newLabel.statusCode).toBe(201);
    expect(await code(api.patch(`/api/v1/labels/${newLabel.json().id}`, { name: 'Membro 2' }))).toBe(200);
    expect(await code(api.put(`/api/v1/boards/${board}/board-labels`, { labelIds: [label] }))).toBe(200);
  });

  it('gets 403 on member management, archive, delete and workspace changes', async () => {
    const api = member.api;
    expect(await code(api.post(`/api/v1/workspaces/${ws}/members`, { email: 'a@example.com', role: 'member' }))).toBe(
      403,
    );
    expect(await code(api.patch(`/api/v1/workspaces/${ws}/members/${viewer.id}`, { role: 'member' }))).toBe(403);
    expect(await code(api.del(`/api/v1/workspaces/${ws}/members/${viewer.id}`))).toBe(403);
    expect(await code(api.patch(`/api/v1/boards/${board}`, { archived: true }))).toBe(403);
    // Re-sending the current values is an ordinary edit.
    expect(
      await code(api.patch(`/api/v1/boards/${board}`, { title: 'Quadro', archived: false, workspaceId: ws })),
    ).toBe(200);
    expect(await code(api.del(`/api/v1/boards/${board}`))).toBe(403);
    expect(await code(api.patch(`/api/v1/workspaces/${ws}`, { name: 'X' }))).toBe(403);
    expect(await code(api.del(`/api/v1/workspaces/${ws}?boards=delete`))).toBe(403);
  });
});

describe('an admin', () => {
  it('manages members but not the owner, archives boards, cannot delete the workspace or transfer', async () => {
    const api = admin.api;
    expect(await code(api.patch(`/api/v1/workspaces/${ws}`, { description: 'Equipe' }))).toBe(200);
    const changed = await api.patch(`/api/v1/workspaces/${ws}/members/${viewer.id}`, { role: 'member' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ userId: viewer.id, role: 'member' });
    expect(await code(api.patch(`/api/v1/workspaces/${ws}/members/${viewer.id}`, { role: 'viewer' }))).toBe(200);
    expect(await code(api.patch(`/api/v1/workspaces/${ws}/members/${owner.id}`, { role: 'admin' }))).toBe(403);
    expect(await code(api.del(`/api/v1/workspaces/${ws}/members/${owner.id}`))).toBe(403);
    expect(await code(api.patch(`/api/v1/workspaces/${ws}/members/${member.id}`, { role: 'owner' }))).toBe(403);
    expect(await code(api.del(`/api/v1/workspaces/${ws}?boards=keep`))).toBe(403);
    const archived = await api.patch(`/api/v1/boards/${board}`, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().permissions).toEqual({ canEdit: true, canManage: true });
    expect(await code(api.patch(`/api/v1/boards/${board}`, { archived: false }))).toBe(200);
  });
});

describe('the owner', () => {
  it('cannot leave; removed members lose access at once', async () => {
    const leave = await owner.api.del(`/api/v1/workspaces/${ws}/members/${owner.id}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.message).toBe('O workspace precisa de um proprietário. Transfira a propriedade antes.');

    const temp = await newUser(t.app, 'Tina Temporária');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: temp.email, role: 'member' });
    const own = (await temp.api.post('/api/v1/boards', { title: 'Dela', workspaceId: ws })).json().id;
    expect(await code(temp.api.get(`/api/v1/boards/${board}`))).toBe(200);
    expect(await code(owner.api.del(`/api/v1/workspaces/${ws}/members/${temp.id}`))).toBe(204);
    expect(await code(temp.api.get(`/api/v1/workspaces/${ws}`))).toBe(404);
    expect(await code(temp.api.get(`/api/v1/boards/${board}`))).toBe(404);
    expect(await code(temp.api.get(`/api/v1/boards/${own}`))).toBe(404);
    expect(await code(temp.api.patch(`/api/v1/labels/${label}`, { name: 'X' }))).toBe(404);

    // Anyone else may leave.
    const leaver = await newUser(t.app, 'Lia Sai');
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: leaver.email, role: 'viewer' });
    expect(await code(leaver.api.del(`/api/v1/workspaces/${ws}/members/${leaver.id}`))).toBe(204);
    expect(await code(leaver.api.get(`/api/v1/workspaces/${ws}`))).toBe(404);
  });

  it('transfers ownership (previous owner becomes admin) and only the owner deletes', async () => {
    const ws2 = (await owner.api.post('/api/v1/workspaces', { name: 'Transferir' })).json().id;
    await owner.api.post(`/api/v1/workspaces/${ws2}/members`, { email: admin.email, role: 'admin' });
    const transferred = await owner.api.patch(`/api/v1/workspaces/${ws2}/members/${admin.id}`, { role: 'owner' });
    expect(transferred.statusCode).toBe(200);
    expect(transferred.json().role).toBe('owner');
    const after = (await admin.api.get(`/api/v1/workspaces/${ws2}`)).json();
    expect(after).toMatchObject({ ownerId: admin.id, role: 'owner' });
    expect((await owner.api.get(`/api/v1/workspaces/${ws2}`)).json().role).toBe('admin');
    const roles = (await admin.api.get(`/api/v1/workspaces/${ws2}/members`))
      .json()
      .members.map((m: { role: string }) => m.role);
    expect(roles.filter((r: string) => r === 'owner')).toHaveLength(1);
    expect(await code(owner.api.del(`/api/v1/workspaces/${ws2}?boards=delete`))).toBe(403);
    expect(await code(admin.api.del(`/api/v1/workspaces/${ws2}?boards=delete`))).toBe(204);
  });

  it('transfers ownership to someone who already owns a workspace of the same name (the slug gets a suffix)', async () => {
    const heir = await newUser(t.app, 'Hera Herdeira');
    const hers = (await heir.api.post('/api/v1/workspaces', { name: 'Mesmo Nome' })).json();
    const ws3 = (await owner.api.post('/api/v1/workspaces', { name: 'Mesmo Nome' })).json();
    expect(ws3.slug).toBe(hers.slug);
    await owner.api.post(`/api/v1/workspaces/${ws3.id}/members`, { email: heir.email, role: 'member' });
    const transferred = await owner.api.patch(`/api/v1/workspaces/${ws3.id}/members/${heir.id}`, { role: 'owner' });
    expect(transferred.statusCode).toBe(200);
    const after = (await heir.api.get(`/api/v1/workspaces/${ws3.id}`)).json();
    expect(after).toMatchObject({ ownerId: heir.id, slug: `${hers.slug}-2` });
  });
});

describe('personal boards', () => {
  it('are the owner’s only; a global admin gets no implicit access', async () => {
    const mine = (await outsider.api.post('/api/v1/boards', { title: 'Pessoal' })).json().id;
    expect(await code(owner.api.get(`/api/v1/boards/${mine}`))).toBe(404);
    expect(await code(outsider.api.get(`/api/v1/boards/${mine}`))).toBe(200);
  });

  it('moving a board into a workspace needs manage on both sides', async () => {
    const mine = (await member.api.post('/api/v1/boards', { title: 'Mover' })).json().id;
    expect(await code(member.api.patch(`/api/v1/boards/${mine}`, { workspaceId: ws }))).toBe(403);
    const other = await newUser(t.app, 'Nina Outra');
    const ws3 = (await other.api.post('/api/v1/workspaces', { name: 'Alheio' })).json().id;
    expect(await code(member.api.patch(`/api/v1/boards/${mine}`, { workspaceId: ws3 }))).toBe(404);
    const ownWs = (await member.api.post('/api/v1/workspaces', { name: 'Meu' })).json().id;
    const moved = await member.api.patch(`/api/v1/boards/${mine}`, { workspaceId: ownWs });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().workspaceId).toBe(ownWs);
  });
});
