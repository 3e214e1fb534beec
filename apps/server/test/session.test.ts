import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '#src/db/schema/auth.ts';
import { sessionNeedsRefresh, SESSION_EXPIRES_IN_S } from '#src/modules/auth/session-lookup.ts';
import { createTestApp, signUp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string) => t.app.inject({ url: '/api/v1/me', headers: { cookie } });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!).split('.')[0]!;

describe('session lookup', () => {
  it('accepts the signed cookie and refuses a forged or tampered one', async () => {
    const cookie = await signUp(t.app, { name: 'Ana', email: 'ana@example.com', password: 'Quadro!2024' });
    expect((await me(cookie)).statusCode).toBe(200);
    const token = tokenOf(cookie);
    expect((await me(`better-auth.session_token=${token}.${'A'.repeat(43)}=`)).statusCode).toBe(401);
    expect((await me(`better-auth.session_token=${token}`)).statusCode).toBe(401);
    // A different last character (a random token ends in 'x' one time in 62).
    const tampered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect((await me(cookie.replace(token, tampered))).statusCode).toBe(401);
  });

  it('signs out at once when the session row is deleted or the account is banned', async () => {
    const a = await signUp(t.app, { name: 'Bia', email: 'bia@example.com', password: 'Quadro!2024' });
    await t.database.db.delete(session).where(eq(session.token, tokenOf(a)));
    expect((await me(a)).statusCode).toBe(401);

    const b = await signUp(t.app, { name: 'Caio', email: 'caio@example.com', password: 'Quadro!2024' });
    await t.database.db.update(user).set({ banned: true }).where(eq(user.email, 'caio@example.com'));
    expect((await me(b)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const cookie = await signUp(t.app, { name: 'Duda', email: 'duda@example.com', password: 'Quadro!2024' });
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('extends a session that is due and renews the browser cookie', async () => {
    const cookie = await signUp(t.app, { name: 'Eva', email: 'eva@example.com', password: 'Quadro!2024' });
    const dueAt = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    expect(sessionNeedsRefresh(dueAt)).toBe(true);
    await t.database.db
      .update(session)
      .set({ expiresAt: dueAt })
      .where(eq(session.token, tokenOf(cookie)));
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('better-auth.session_token=');
    const [row] = await t.database.db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(cookie)));
    expect(row!.expiresAt.valueOf()).toBeGreaterThan(Date.now() + (SESSION_EXPIRES_IN_S - 60) * 1000);
    // A fresh session is not refreshed on every request.
    expect((await me(cookie)).headers['set-cookie']).toBeUndefined();
  });
});
