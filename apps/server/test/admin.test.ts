import { afterAll, describe, expect, it } from 'vitest';
import { user } from '#src/db/schema/auth.ts';
import { promoteAdminEmails } from '#src/modules/admin/admin-service.ts';
import { apiAs, createTestApp, newUser, signUp, TEST_ORIGIN, type TestApp } from './helpers.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});
async function testApp(env: Record<string, string> = {}) {
  const created = await createTestApp(env);
  apps.push(created);
  return created;
}

const status = (t: TestApp, cookie?: string) =>
  t.app.inject({ url: '/api/v1/admin/status', headers: cookie ? { cookie } : {} });

describe('administrators', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'makes the first account admin in embedded mode, and not the second',
    async () => {
      const t = await testApp();
      const first = await signUp(t.app, { name: 'Primeira', email: 'first@example.com', password: 'Quadro!2024' });
      const second = await signUp(t.app, { name: 'Segunda', email: 'second@example.com', password: 'Quadro!2024' });
      expect((await status(t, first)).json()).toEqual({ isAdmin: true });
      expect((await status(t, second)).json()).toEqual({ isAdmin: false });
      expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie: first } })).json().role).toBe('admin');
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('does not promote the first account on PostgreSQL', async () => {
    const t = await testApp();
    const first = await signUp(t.app, { name: 'Primeira', email: 'first@example.com', password: 'Quadro!2024' });
    expect((await status(t, first)).json()).toEqual({ isAdmin: false });
  });

  it('makes ADMIN_EMAILS accounts admin at sign-up', async () => {
    const t = await testApp({ ADMIN_EMAILS: 'Boss@Example.com' });
    await signUp(t.app, { name: 'Alguém', email: 'someone@example.com', password: 'Quadro!2024' });
    const boss = await signUp(t.app, { name: 'Chefe', email: 'boss@example.com', password: 'Quadro!2024' });
    expect((await status(t, boss)).json()).toEqual({ isAdmin: true });
    const me = await t.app.inject({ url: '/api/v1/me', headers: { cookie: boss } });
    expect(me.json()).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('promotes existing ADMIN_EMAILS accounts at start-up', async () => {
    const t = await testApp();
    await signUp(t.app, { name: 'Dona', email: 'owner@example.com', password: 'Quadro!2024' });
    await signUp(t.app, { name: 'Futura', email: 'later@example.com', password: 'Quadro!2024' });
    expect(await promoteAdminEmails(t.database.db, ['later@example.com'])).toBe(1);
    expect(await promoteAdminEmails(t.database.db, ['later@example.com'])).toBe(0);
    const rows = await t.database.db.select({ email: user.email, role: user.role }).from(user);
    expect(rows.find((r) => r.email === 'later@example.com')?.role).toBe('admin');
  });

  it('removing an account clears it as assignee on boards already loaded', async () => {
    const t = await testApp({ ADMIN_EMAILS: 'boss@example.com' });
    const boss = await signUp(t.app, { name: 'Chefe', email: 'boss@example.com', password: 'Quadro!2024' });
    const owner = apiAs(
      t.app,
      await signUp(t.app, { name: 'Dona', email: 'dona@example.com', password: 'Quadro!2024' }),
    );
    const leaver = await newUser(t.app, 'Vai Embora');
    const ws = (await owner.post('/api/v1/workspaces', { name: 'Equipe' })).json().id;
    await owner.post(`/api/v1/workspaces/${ws}/members`, { email: leaver.email, role: 'member' });
    const board = (await owner.post('/api/v1/boards', { title: 'Q', workspaceId: ws, template: 'kanban' })).json().id;
    const column = (await owner.get(`/api/v1/boards/${board}`)).json().columns[0].id;
    await owner.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Dele', assigneeId: leaver.id });
    expect((await owner.get(`/api/v1/boards/${board}`)).json().cards[0].assigneeId).toBe(leaver.id);
    const removed = await apiAs(t.app, boss).del(`/api/v1/admin/users/${leaver.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await owner.get(`/api/v1/boards/${board}`)).json().cards[0].assigneeId).toBeUndefined();
  });

  it("closes better-auth's own admin endpoints, which would skip the audit log and the last-admin rule", async () => {
    const t = await testApp({ ADMIN_EMAILS: 'boss@example.com' });
    const boss = await signUp(t.app, { name: 'Chefe', email: 'boss@example.com', password: 'Quadro!2024' });
    const other = await newUser(t.app, 'Outra');
    for (const [url, payload] of [
      ['/api/auth/admin/remove-user', { userId: other.id }],
      ['/api/auth/admin/set-role', { userId: other.id, role: 'admin' }],
      ['/api/auth/admin/ban-user', { userId: other.id }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: boss, origin: TEST_ORIGIN },
        payload,
      });
      expect(response.statusCode, url).toBe(404);
    }
    const listed = await t.app.inject({ url: '/api/auth/admin/list-users', headers: { cookie: boss } });
    expect(listed.statusCode).toBe(404);
    const still = (await apiAs(t.app, boss).get(`/api/v1/admin/users?q=${encodeURIComponent(other.email)}`)).json();
    expect(still.items[0]).toMatchObject({ id: other.id, role: 'user', banned: false });
  });

  it('answers /api/v1/admin/status with 401 when signed out', async () => {
    const t = apps[0] ?? (await testApp());
    const response = await status(t);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});
