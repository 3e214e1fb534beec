import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#src/db/schema/admin.ts';
import { user } from '#src/db/schema/auth.ts';
import { boards } from '#src/db/schema/boards.ts';
import { workspaceMembers, workspaces } from '#src/db/schema/workspaces.ts';
import { csvCell, toCsv } from '#src/modules/admin/csv.ts';
import { deleteUserAccount } from '#src/modules/admin/delete-user.ts';
import { depsOf } from '#src/lib/deps.ts';
import { desc, eq } from 'drizzle-orm';
import {
  apiAs,
  cookieHeader,
  createTestApp,
  readMails,
  signUp,
  TEST_ORIGIN,
  type Api,
  type TestApp,
} from './helpers.ts';

const PASSWORD = 'Quadro!2024';
let t: TestApp;
let boss: Api;
let bossId: string;
let bossCookie: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  bossCookie = await signUp(t.app, { name: 'Chefe', email: 'boss@example.com', password: PASSWORD });
  boss = apiAs(t.app, bossCookie);
  bossId = await idOf('boss@example.com');
});
afterAll(async () => {
  await t?.close();
});

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

let counter = 0;
/** A fresh account: its API client, id, e-mail and cookie (ids read from the database). */
async function newUser(name: string, email?: string) {
  counter += 1;
  const address = email ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${counter}@example.com`;
  const cookie = await signUp(t.app, { name, email: address, password: PASSWORD });
  return { api: apiAs(t.app, cookie), id: await idOf(address), email: address, cookie };
}

const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: PASSWORD },
  });

async function latestAudit() {
  const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('admin API access', () => {
  const endpoints: [method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: object][] = [
    ['GET', '/api/v1/admin/stats'],
    ['GET', '/api/v1/admin/users?q=a&sort=name:asc&page=1'],
    ['PATCH', '/api/v1/admin/users/ID', { role: 'admin' }],
    ['POST', '/api/v1/admin/users/ID/ban', { reason: 'spam' }],
    ['POST', '/api/v1/admin/users/ID/unban'],
    ['POST', '/api/v1/admin/users/ID/reset-password'],
    ['DELETE', '/api/v1/admin/users/ID'],
    ['GET', '/api/v1/admin/audit'],
    ['GET', '/api/v1/admin/feedback'],
    ['GET', '/api/v1/admin/feedback.csv'],
    ['GET', '/api/v1/admin/newsletter'],
    ['GET', '/api/v1/admin/newsletter.csv'],
    ['GET', '/api/v1/admin/newsletter/stats'],
  ];

  it('refuses anonymous callers (401) and non-administrators (403) on every endpoint', async () => {
    const plain = await newUser('Comum');
    const victim = await newUser('Alvo');
    const auditBefore = await latestAudit();
    for (const [method, template, body] of endpoints) {
      const url = template.replace('ID', victim.id);
      const payload = body ? { payload: body } : {};
      const anonymous = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN }, ...payload });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
      const denied = await t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie: plain.cookie },
        ...payload,
      });
      expect(denied.statusCode, `${method} ${url} non-admin`).toBe(403);
      expect(denied.json().error.code).toBe('forbidden');
    }
    // Nothing happened to the target, nothing was audited.
    expect((await victim.api.get('/api/v1/boards')).statusCode).toBe(200);
    expect(await latestAudit()).toEqual(auditBefore);
  });

  it('documents every admin route in OpenAPI', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/v1/admin/stats',
      '/api/v1/admin/users',
      '/api/v1/admin/users/{id}',
      '/api/v1/admin/users/{id}/ban',
      '/api/v1/admin/users/{id}/unban',
      '/api/v1/admin/users/{id}/reset-password',
      '/api/v1/admin/audit',
      '/api/v1/admin/newsletter',
      '/api/v1/admin/newsletter.csv',
      '/api/v1/admin/feedback.csv',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
  });
});

describe('GET /api/v1/admin/stats', () => {
  it('counts accounts, boards and cards and gives 30 UTC days of sign-ups', async () => {
    const owner = await newUser('Contadora');
    const board = (await owner.api.post('/api/v1/boards', { title: 'Contas', template: 'kanban' })).json().id;
    const column = (await owner.api.get(`/api/v1/boards/${board}`)).json().columns[0].id;
    await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title: 'Um' });
    const stats = (await boss.get('/api/v1/admin/stats')).json();
    expect(stats.users.total).toBeGreaterThanOrEqual(2);
    expect(stats.users.admins + stats.users.regular).toBe(stats.users.total);
    expect(stats.users.admins).toBeGreaterThanOrEqual(1);
    expect(stats.boards.active).toBeGreaterThanOrEqual(1);
    expect(stats.cards.active).toBeGreaterThanOrEqual(1);
    expect(stats.signups).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.signups.at(-1).date).toBe(today);
    expect(stats.signups.at(-1).count).toBe(stats.users.total);
    const first = new Date(`${stats.signups[0].date}T00:00:00Z`);
    expect((Date.parse(`${today}T00:00:00Z`) - first.valueOf()) / 86_400_000).toBe(29);
    expect(stats.signups.slice(0, -1).every((d: { count: number }) => d.count === 0)).toBe(true);
  });
});

describe('GET /api/v1/admin/users', () => {
  it('searches name and e-mail ignoring case and accents, sorts and pages', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    await newUser('Élodie Araújo', `elodie.${tag}@example.com`);
    await newUser('Bruno Costa', `bruno.${tag}@example.com`);
    await newUser('ana lima', `ana.${tag}@example.com`);

    const byAccent = (await boss.get('/api/v1/admin/users?q=ELODIE araujo')).json();
    expect(byAccent.items.map((u: { name: string }) => u.name)).toEqual(['Élodie Araújo']);
    const byEmail = (await boss.get(`/api/v1/admin/users?q=${tag}&sort=name:asc`)).json();
    expect(byEmail.total).toBe(3);
    expect(byEmail.items.map((u: { name: string }) => u.name)).toEqual(['ana lima', 'Bruno Costa', 'Élodie Araújo']);
    const desc = (await boss.get(`/api/v1/admin/users?q=${tag}&sort=email:desc`)).json();
    expect(desc.items.map((u: { email: string }) => u.email.split('.')[0])).toEqual(['elodie', 'bruno', 'ana']);

    const page2 = (await boss.get(`/api/v1/admin/users?q=${tag}&sort=name:asc&page=2&pageSize=2`)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((u: { name: string }) => u.name)).toEqual(['Élodie Araújo']);

    const row = byAccent.items[0];
    expect(row).toMatchObject({ role: 'user', banned: false, banReason: null, twoFactorEnabled: false, image: null });
    expect(Date.parse(row.createdAt)).not.toBeNaN();
    // Signing up signs in: the session dates the last sign-in.
    expect(Date.parse(row.lastSignInAt)).toBeGreaterThanOrEqual(Date.parse(row.createdAt) - 1000);

    const recent = (await boss.get(`/api/v1/admin/users?q=${tag}&sort=createdAt:desc`)).json();
    expect(recent.items[0].name).toBe('ana lima');
    const literal = (await boss.get('/api/v1/admin/users?q=%25')).json();
    expect(literal.total).toBe(0);
  });

  it('rejects an unknown sort and a page size over the limit (400)', async () => {
    expect((await boss.get('/api/v1/admin/users?sort=password:asc')).statusCode).toBe(400);
    expect((await boss.get('/api/v1/admin/users?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/admin/users/:id', () => {
  it('promotes and demotes, never the last administrator, and audits each change', async () => {
    const second = await newUser('Segunda Admin');
    const promoted = await boss.patch(`/api/v1/admin/users/${second.id}`, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ id: second.id, role: 'admin' });
    expect((await second.api.get('/api/v1/admin/status')).json()).toEqual({ isAdmin: true });
    expect(await latestAudit()).toMatchObject({
      actorId: bossId,
      actorName: 'Chefe',
      action: 'user.role_changed',
      targetType: 'user',
      targetId: second.id,
      details: { from: 'user', to: 'admin' },
    });

    // She may demote herself: another administrator remains.
    const self = await second.api.patch(`/api/v1/admin/users/${second.id}`, { role: 'user' });
    expect(self.statusCode, self.body).toBe(200);
    expect((await second.api.get('/api/v1/admin/status')).json()).toEqual({ isAdmin: false });

    // The boss is now the only administrator.
    const last = await boss.patch(`/api/v1/admin/users/${bossId}`, { role: 'user' });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatchObject({
      code: 'conflict',
      message: 'Não é possível remover o último administrador. Promova outra pessoa antes.',
    });
    const english = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${bossId}`,
      headers: { origin: TEST_ORIGIN, cookie: bossCookie, 'accept-language': 'en-US' },
      payload: { role: 'user' },
    });
    expect(english.json().error.message).toBe("The last administrator can't be removed. Promote someone else first.");

    expect((await boss.patch(`/api/v1/admin/users/${second.id}`, { role: 'owner' })).statusCode).toBe(400);
    expect((await boss.patch('/api/v1/admin/users/nobody', { role: 'admin' })).statusCode).toBe(404);
  });
});

describe('ban and unban', () => {
  it('ends every session at once, refuses sign-in, and unban lets the account back in', async () => {
    const target = await newUser('Banida');
    const again = cookieHeader((await signIn(target.email)).headers['set-cookie']);
    expect((await apiAs(t.app, again).get('/api/v1/boards')).statusCode).toBe(200);

    const missing = await boss.post(`/api/v1/admin/users/${target.id}/ban`, { reason: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'Informe o motivo do banimento',
    });
    const tooLong = await boss.post(`/api/v1/admin/users/${target.id}/ban`, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);

    const banned = await boss.post(`/api/v1/admin/users/${target.id}/ban`, { reason: 'Spam nos comentários' });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json()).toMatchObject({ banned: true, banReason: 'Spam nos comentários' });
    // Both sessions are gone: the very next request is signed out.
    expect((await target.api.get('/api/v1/boards')).statusCode).toBe(401);
    expect((await apiAs(t.app, again).get('/api/v1/boards')).statusCode).toBe(401);
    const refused = await signIn(target.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'forbidden',
      message: 'Sua conta foi suspensa por um administrador. Se acha que é um engano, fale com o suporte.',
    });
    expect(refused.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining('session_token=ey'));
    expect(await latestAudit()).toMatchObject({
      action: 'user.banned',
      targetId: target.id,
      details: { reason: 'Spam nos comentários', endedSessions: 2 },
    });

    const unbanned = await boss.post(`/api/v1/admin/users/${target.id}/unban`);
    expect(unbanned.statusCode, unbanned.body).toBe(200);
    expect(unbanned.json()).toMatchObject({ banned: false, banReason: null });
    expect(await latestAudit()).toMatchObject({ action: 'user.unbanned', targetId: target.id });
    const back = await signIn(target.email);
    expect(back.statusCode, back.body).toBe(200);
    expect((await apiAs(t.app, cookieHeader(back.headers['set-cookie'])).get('/api/v1/boards')).statusCode).toBe(200);
  });

  it('does not let an administrator ban their own account', async () => {
    const response = await boss.post(`/api/v1/admin/users/${bossId}/ban`, { reason: 'teste' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Você não pode banir a sua própria conta.');
    expect((await boss.get('/api/v1/boards')).statusCode).toBe(200);
  });
});

describe('POST /api/v1/admin/users/:id/reset-password', () => {
  it("e-mails the account a reset link in the account's language and audits it", async () => {
    const target = await newUser('Esqueceu');
    const response = await boss.post(`/api/v1/admin/users/${target.id}/reset-password`);
    expect(response.statusCode, response.body).toBe(204);
    await t.app.mailer.idle();
    const mail = readMails(t.dataDir).find((m) => m.raw.includes(target.email));
    expect(mail?.text).toContain('Redefinir senha');
    expect(mail?.text).toMatch(/\/api\/auth\/reset-password\/[A-Za-z0-9_-]+/);
    expect(await latestAudit()).toMatchObject({ action: 'user.password_reset_sent', targetId: target.id });

    const spanish = await newUser('Olvido Ruiz');
    await t.database.db.update(user).set({ locale: 'es-ES' }).where(eq(user.id, spanish.id));
    expect((await boss.post(`/api/v1/admin/users/${spanish.id}/reset-password`)).statusCode).toBe(204);
    await t.app.mailer.idle();
    expect(readMails(t.dataDir).find((m) => m.raw.includes(spanish.email))?.text).toContain('Restablecer contraseña');
  });
});

describe('DELETE /api/v1/admin/users/:id', () => {
  it('keeps workspace boards with the workspace, hands over owned workspaces and removes personal boards', async () => {
    const leaver = await newUser('Vai Embora');
    const helper = await newUser('Ajudante');
    const plain = await newUser('Membro');
    const other = await newUser('Outra Dona');

    // A workspace the leaver owns, with an admin and a member: goes to the admin.
    const owned = (await leaver.api.post('/api/v1/workspaces', { name: 'Equipe' })).json().id;
    await leaver.api.post(`/api/v1/workspaces/${owned}/members`, { email: plain.email, role: 'member' });
    await leaver.api.post(`/api/v1/workspaces/${owned}/members`, { email: helper.email, role: 'admin' });
    // The new owner already has a workspace with the same slug.
    await helper.api.post('/api/v1/workspaces', { name: 'Equipe' });
    const ownedBoard = (await leaver.api.post('/api/v1/boards', { title: 'Do time', workspaceId: owned })).json().id;
    // A workspace owned by someone else, where the leaver made a board.
    const foreign = (await other.api.post('/api/v1/workspaces', { name: 'Alheio' })).json().id;
    await other.api.post(`/api/v1/workspaces/${foreign}/members`, { email: leaver.email, role: 'member' });
    const foreignBoard = (await leaver.api.post('/api/v1/boards', { title: 'Lá', workspaceId: foreign })).json().id;
    // A workspace with nobody else, and a personal board.
    const alone = (await leaver.api.post('/api/v1/workspaces', { name: 'Sozinho' })).json().id;
    const aloneBoard = (await leaver.api.post('/api/v1/boards', { title: 'Só meu', workspaceId: alone })).json().id;
    const personal = (await leaver.api.post('/api/v1/boards', { title: 'Pessoal' })).json().id;

    const response = await boss.del(`/api/v1/admin/users/${leaver.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ transferredWorkspaces: 1, deletedWorkspaces: 1, deletedBoards: 2 });

    const db = t.database.db;
    const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, owned));
    expect(ws).toMatchObject({ ownerId: helper.id, slug: 'equipe-2' });
    const roles = await db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, owned));
    expect(Object.fromEntries(roles.map((r) => [r.userId, r.role]))).toEqual({
      [helper.id]: 'owner',
      [plain.id]: 'member',
    });
    const owners = Object.fromEntries(
      (await db.select({ id: boards.id, ownerId: boards.ownerId }).from(boards)).map((b) => [b.id, b.ownerId]),
    );
    expect(owners[ownedBoard]).toBe(helper.id);
    expect(owners[foreignBoard]).toBe(other.id);
    expect(owners[aloneBoard]).toBeUndefined();
    expect(owners[personal]).toBeUndefined();
    expect((await db.select().from(workspaces).where(eq(workspaces.id, alone))).length).toBe(0);
    // The boards kept still open for the people there.
    expect((await helper.api.get(`/api/v1/boards/${ownedBoard}`)).statusCode).toBe(200);
    expect((await plain.api.get(`/api/v1/boards/${ownedBoard}`)).statusCode).toBe(200);
    expect((await other.api.get(`/api/v1/boards/${foreignBoard}`)).statusCode).toBe(200);
    expect((await leaver.api.get('/api/v1/boards')).statusCode).toBe(401);
    expect(await latestAudit()).toMatchObject({
      action: 'user.deleted',
      targetId: leaver.id,
      targetLabel: `Vai Embora <${leaver.email}>`,
      details: { transferredWorkspaces: 1, deletedWorkspaces: 1, deletedBoards: 2 },
    });
    expect((await boss.del(`/api/v1/admin/users/${leaver.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete oneself here and the last administrator anywhere', async () => {
    const self = await boss.del(`/api/v1/admin/users/${bossId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('Você não pode excluir a sua própria conta por aqui. Use Configurações.');
    // "Delete my account" uses the same function: the sole administrator cannot go.
    await expect(deleteUserAccount(depsOf(t.app), bossId)).rejects.toMatchObject({ status: 409 });
    expect((await boss.get('/api/v1/boards')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/admin/audit', () => {
  it('lists administrator actions newest first with pages', async () => {
    const first = (await boss.get('/api/v1/admin/audit?pageSize=2')).json();
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.items).toHaveLength(2);
    expect(first.items[0].action).toBe('user.deleted');
    expect(first.items[0]).toMatchObject({ actorName: 'Chefe', targetType: 'user' });
    expect(Date.parse(first.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(first.items[1].createdAt));
    const second = (await boss.get('/api/v1/admin/audit?pageSize=2&page=2')).json();
    expect(second.items[0].id).not.toBe(first.items[1].id);
  });
});

describe('feedback and newsletter exports', () => {
  it('exports CSV with a BOM, RFC 4180 quoting and formula cells neutralised, and audits it', async () => {
    const comment = '=HYPERLINK("http://evil") e "aspas", vírgula\nsegunda linha';
    const sent = await apiAs(t.app, undefined).post('/api/v1/feedback', { rating: 2, comment, page: '/preços' });
    expect(sent.statusCode, sent.body).toBe(201);
    const response = await boss.get('/api/v1/admin/feedback.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFcreated_at,rating,comment,page,locale,user_name,user_email\r\n')).toBe(true);
    expect(body).toContain(`,2,"'=HYPERLINK(""http://evil"") e ""aspas"", vírgula\nsegunda linha",/preços,pt-BR,,\r\n`);
    expect(await latestAudit()).toMatchObject({
      action: 'feedback.exported',
      targetType: 'feedback',
      details: { rows: 1 },
    });
  });

  it('lists newsletter subscribers by page and exports them', async () => {
    for (const email of ['um@example.com', 'dois@example.com', '+tres@example.com']) {
      const r = await apiAs(t.app, undefined).post('/api/v1/newsletter', { email });
      expect(r.statusCode, r.body).toBeLessThan(300);
    }
    const page = (await boss.get('/api/v1/admin/newsletter?pageSize=2')).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items[0]).toMatchObject({ email: '+tres@example.com', status: 'pending', confirmedAt: null });
    const csv = (await boss.get('/api/v1/admin/newsletter.csv')).rawPayload.toString('utf8');
    const lines = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,locale,created_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^'\+tres@example\.com,pending,pt-BR,\d{4}-/);
    expect(await latestAudit()).toMatchObject({ action: 'newsletter.exported', details: { rows: 3 } });
  });

  it('quotes and escapes single cells', () => {
    expect(csvCell('simples')).toBe('simples');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a'], [['ç']])).toBe('\uFEFFa\r\nç\r\n');
  });
});
