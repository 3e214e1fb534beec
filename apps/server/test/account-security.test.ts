import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionPreviewSchema, accountSessionsSchema } from '@rbax/shared/account';
import { user as userTable } from '#src/db/schema/auth.ts';
import { apiAs, cookieHeader, createTestApp, newUser, readMails, TEST_ORIGIN, type TestApp } from './helpers.ts';
import { totpFromUri } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Quadro!2024';

const post = (url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  });

const me = (cookie: string) => t.app.inject({ url: '/api/v1/me', headers: { cookie } });

/** Signs in; returns the response and the cookies it set (the session, or the 2FA challenge). */
async function signIn(email: string, password = PASSWORD, extraCookie?: string) {
  const response = await post('/api/auth/sign-in/email', { email, password }, extraCookie);
  return { response, cookie: cookieHeader(response.headers['set-cookie']) };
}

/** Turns 2FA on for a signed-in user; returns the TOTP URI, backup codes and the rotated session cookie. */
async function enableTwoFactor(cookie: string) {
  const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const verified = await post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, cookie);
  expect(verified.statusCode).toBe(200);
  return { totpURI, backupCodes, cookie: cookieHeader(verified.headers['set-cookie']) || cookie };
}

describe('two-factor authentication (TOTP)', () => {
  it('is enabled with the password and a code from the secret; sign-in then needs a valid code', async () => {
    const ana = await newUser(t.app, 'Ana Dois Fatores');
    expect((await post('/api/auth/two-factor/enable', { password: PASSWORD })).statusCode).toBe(401);

    const wrong = await post('/api/auth/two-factor/enable', { password: 'Errada!123' }, ana.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues).toEqual([{ path: ['password'], message: 'Senha incorreta' }]);

    const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, ana.cookie);
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/RBAX(%20| )Flow:/);
    expect(backupCodes).toHaveLength(10);
    // Not on until a code proves the app was set up.
    expect((await me(ana.cookie)).json().twoFactorEnabled).toBe(false);

    const badCode = await post('/api/auth/two-factor/verify-totp', { code: '12345' }, ana.cookie);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.issues[0].message).toBe('Digite os 6 dígitos do código');
    const wrongCode = totpFromUri(totpURI, Date.now() + 10 * 60_000);
    expect((await post('/api/auth/two-factor/verify-totp', { code: wrongCode }, ana.cookie)).statusCode).toBe(400);

    const verified = await post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, ana.cookie);
    expect(verified.statusCode).toBe(200);
    const rotated = cookieHeader(verified.headers['set-cookie']);
    expect((await me(rotated)).json().twoFactorEnabled).toBe(true);

    // Password alone: no session, only the short-lived challenge cookie.
    const first = await signIn(ana.email);
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json()).toMatchObject({ twoFactorRedirect: true });
    expect(first.cookie).not.toMatch(/better-auth\.session_token=[^;]+/);
    expect((await me(first.cookie)).statusCode).toBe(401);

    const refused = await post('/api/auth/two-factor/verify-totp', { code: wrongCode }, first.cookie, {
      'accept-language': 'en-US',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues[0]).toEqual({
      path: ['code'],
      message: 'Invalid code. Check your authenticator app and try again.',
    });

    const before = new Date();
    const accepted = await post('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, first.cookie);
    expect(accepted.statusCode).toBe(200);
    const session = cookieHeader(accepted.headers['set-cookie']);
    expect((await me(session)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(userTable).where(eq(userTable.id, ana.id));
    expect(row!.lastSignInAt!.valueOf()).toBeGreaterThanOrEqual(before.valueOf() - 1000);
  });

  it('accepts each backup code once', async () => {
    const bia = await newUser(t.app, 'Bia Backup');
    const { backupCodes } = await enableTwoFactor(bia.cookie);

    const first = await signIn(bia.email);
    const used = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, first.cookie);
    expect(used.statusCode).toBe(200);
    expect((await me(cookieHeader(used.headers['set-cookie']))).statusCode).toBe(200);

    const second = await signIn(bia.email);
    const again = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, second.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.issues[0].message).toBe('Código de backup inválido ou já usado');
    const other = await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] }, second.cookie);
    expect(other.statusCode).toBe(200);
  });

  it('a failed password step records no sign-in; the challenge cookie alone reaches nothing', async () => {
    const caio = await newUser(t.app, 'Caio Desafio');
    await enableTwoFactor(caio.cookie);
    await t.database.db.update(userTable).set({ lastSignInAt: null }).where(eq(userTable.id, caio.id));
    const challenge = await signIn(caio.email);
    expect(challenge.response.json().twoFactorRedirect).toBe(true);
    const [row] = await t.database.db.select().from(userTable).where(eq(userTable.id, caio.id));
    expect(row!.lastSignInAt).toBeNull();
    // Without the challenge cookie the code leads nowhere.
    expect((await post('/api/auth/two-factor/verify-totp', { code: '123456' })).statusCode).toBe(401);
  });

  it('regenerates backup codes and is disabled only with the password', async () => {
    const duda = await newUser(t.app, 'Duda Desliga');
    const { backupCodes, cookie } = await enableTwoFactor(duda.cookie);

    const regenerated = await post('/api/auth/two-factor/generate-backup-codes', { password: PASSWORD }, cookie);
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    const challenge = await signIn(duda.email);
    // The old codes no longer work.
    expect(
      (await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, challenge.cookie)).statusCode,
    ).toBe(400);

    expect((await post('/api/auth/two-factor/disable', { password: 'Errada!123' }, cookie)).statusCode).toBe(400);
    const disabled = await post('/api/auth/two-factor/disable', { password: PASSWORD }, cookie);
    expect(disabled.statusCode).toBe(200);
    const plain = await signIn(duda.email);
    expect(plain.response.json().twoFactorRedirect).toBeUndefined();
    expect((await me(plain.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password and ends the other sessions', async () => {
    const eva = await newUser(t.app, 'Eva Senha');
    const other = (await signIn(eva.email)).cookie;
    expect((await me(other)).statusCode).toBe(200);

    const anonymous = await post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Nova!Senha42',
    });
    expect(anonymous.statusCode).toBe(401);

    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Errada!123', newPassword: 'Nova!Senha42' },
      eva.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues).toEqual([{ path: ['currentPassword'], message: 'Senha atual incorreta' }]);

    const common = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: '123456' },
      eva.cookie,
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().error.issues[0].path).toEqual(['newPassword']);

    // Even when the client asks to keep them, other sessions end.
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Nova!Senha42', revokeOtherSessions: false },
      eva.cookie,
    );
    expect(changed.statusCode).toBe(200);
    const renewed = cookieHeader(changed.headers['set-cookie']);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await signIn(eva.email)).response.statusCode).toBe(401);
    expect((await signIn(eva.email, 'Nova!Senha42')).response.statusCode).toBe(200);
  });
});

describe('/api/v1/account/sessions', () => {
  it('lists my sessions with device and marks this one; revoking one signs that browser out', async () => {
    const fabi = await newUser(t.app, 'Fabi Sessões');
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    const phone = await post('/api/auth/sign-in/email', { email: fabi.email, password: PASSWORD }, undefined, {
      'user-agent': chrome,
    });
    const phoneCookie = cookieHeader(phone.headers['set-cookie']);
    const third = (await signIn(fabi.email)).cookie;

    expect((await apiAs(t.app, undefined).get('/api/v1/account/sessions')).statusCode).toBe(401);
    const listed = accountSessionsSchema.parse((await fabi.api.get('/api/v1/account/sessions')).json());
    expect(listed.sessions).toHaveLength(3);
    expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);
    const windows = listed.sessions.find((s) => s.os === 'Windows');
    expect(windows).toMatchObject({ browser: 'Chrome', mobile: false, current: false });
    expect(JSON.stringify(listed)).not.toContain(phoneCookie.split('=')[1]!.split('.')[0]!);

    // Someone else's session id is not found.
    const gil = await newUser(t.app, 'Gil Intruso');
    expect((await gil.api.del(`/api/v1/account/sessions/${windows!.id}`)).statusCode).toBe(404);
    expect((await me(phoneCookie)).statusCode).toBe(200);

    expect((await fabi.api.del(`/api/v1/account/sessions/${windows!.id}`)).statusCode).toBe(204);
    expect((await me(phoneCookie)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(200);

    const others = await fabi.api.post('/api/v1/account/sessions/revoke-others');
    expect(others.json()).toEqual({ revoked: 1 });
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(fabi.cookie)).statusCode).toBe(200);
  });
});

describe('change e-mail', () => {
  it('sends a link to the new address and changes the e-mail only when it is opened', async () => {
    const hugo = await newUser(t.app, 'Hugo Email');
    const taken = await newUser(t.app, 'Iara Ocupada');
    expect((await post('/api/auth/change-email', { newEmail: 'novo@example.com' })).statusCode).toBe(401);
    const same = await post('/api/auth/change-email', { newEmail: hugo.email.toUpperCase() }, hugo.cookie);
    expect(same.statusCode).toBe(400);
    expect(same.json().error.issues[0].message).toBe('Este já é o seu email');
    expect((await post('/api/auth/change-email', { newEmail: 'não-é-email' }, hugo.cookie)).statusCode).toBe(400);

    // An address already in use answers the same (no enumeration) and sends nothing.
    expect((await post('/api/auth/change-email', { newEmail: taken.email }, hugo.cookie)).statusCode).toBe(200);

    const asked = await post('/api/auth/change-email', { newEmail: 'Hugo.Novo@Example.com' }, hugo.cookie);
    expect(asked.statusCode).toBe(200);
    expect((await me(hugo.cookie)).json().email).toBe(hugo.email);

    let mail: ReturnType<typeof readMails>[number] | undefined;
    for (let i = 0; i < 50 && !mail; i += 1) {
      mail = readMails(t.dataDir).find((m) => m.raw.includes('To: hugo.novo@example.com'));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail).toBeDefined();
    expect(readMails(t.dataDir).some((m) => m.raw.includes(`To: ${taken.email}`))).toBe(false);
    expect(mail!.text).toContain('Confirmar novo email');
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<>]+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    const opened = await t.app.inject({ url: link!.replace('http://localhost:3000', '').replace(/&amp;/g, '&') });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/profile/security?emailChanged=1');
    expect((await me(hugo.cookie)).json().email).toBe('hugo.novo@example.com');
  });
});

describe('deleting my own account', () => {
  it('previews owned workspaces and their fate, needs the password, then removes the user', async () => {
    const joao = await newUser(t.app, 'João Sai');
    const kika = await newUser(t.app, 'Kika Fica');
    const shared = (await joao.api.post('/api/v1/workspaces', { name: 'Compartilhado' })).json().id as string;
    await joao.api.post(`/api/v1/workspaces/${shared}/members`, { email: kika.email, role: 'member' });
    const alone = (await joao.api.post('/api/v1/workspaces', { name: 'Sozinho' })).json().id as string;
    await joao.api.post('/api/v1/boards', { title: 'No compartilhado', template: 'kanban', workspaceId: shared });
    await joao.api.post('/api/v1/boards', { title: 'No sozinho', template: 'kanban', workspaceId: alone });
    await joao.api.post('/api/v1/boards', { title: 'Pessoal', template: 'kanban' });

    expect((await apiAs(t.app, undefined).get('/api/v1/account/deletion')).statusCode).toBe(401);
    const preview = accountDeletionPreviewSchema.parse((await joao.api.get('/api/v1/account/deletion')).json());
    expect(preview.personalBoardCount).toBe(1);
    expect(preview.hasPassword).toBe(true);
    const byName = Object.fromEntries(preview.ownedWorkspaces.map((w) => [w.name, w]));
    expect(byName.Compartilhado).toMatchObject({ fate: 'transferred', boardCount: 1, newOwner: { id: kika.id } });
    expect(byName.Sozinho).toMatchObject({ fate: 'deleted', boardCount: 1, newOwner: null });

    expect((await apiAs(t.app, undefined).post('/api/v1/account/delete', { password: PASSWORD })).statusCode).toBe(401);
    const wrong = await joao.api.post('/api/v1/account/delete', { password: 'Errada!123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues).toEqual([{ path: ['password'], message: 'Senha incorreta' }]);
    expect((await joao.api.post('/api/v1/account/delete', {})).statusCode).toBe(400);
    expect((await me(joao.cookie)).statusCode).toBe(200);

    const deleted = await joao.api.post('/api/v1/account/delete', { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ transferredWorkspaces: 1, deletedWorkspaces: 1 });
    expect(String(deleted.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await me(joao.cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(userTable).where(eq(userTable.id, joao.id))).toHaveLength(0);
    const workspace = await kika.api.get(`/api/v1/workspaces/${shared}`);
    expect(workspace.statusCode).toBe(200);
    expect(workspace.json().ownerId).toBe(kika.id);
  });
});
