import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readMails, signUp, TEST_ORIGIN, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, { name: 'Rita Lima', email: 'rita@example.com', password: 'Antiga#2024' });
});
afterAll(async () => {
  await t.close();
});

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email, redirectTo: '/auth?type=recovery' },
  });

const signIn = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: 'rita@example.com', password },
  });

const resetPassword = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: TEST_ORIGIN },
    payload: { token, newPassword },
  });

/** The reset link as a reader of the .eml recovers it. */
function linkFrom(text: string): string {
  const match = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[0];
}

describe('password reset', () => {
  it('answers an unknown email exactly like a registered one, and mails only the registered', async () => {
    const known = await requestReset('rita@example.com');
    const unknown = await requestReset('ninguem@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe('{"status":true}');
    expect(unknown.body).toBe(known.body);
    await t.app.mailer.idle();
    const mails = readMails(t.dataDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('To: rita@example.com');
  });

  it('validates the email first', async () => {
    const response = await requestReset('rita@');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ path: ['email'], message: 'Email inválido' }]);
  });

  it('writes the link on its own line, in the requester language, in quoted-printable text', async () => {
    await requestReset('rita@example.com', { 'accept-language': 'en-US' });
    await t.app.mailer.idle();
    const mail = readMails(t.dataDir).at(-1)!;
    expect(mail.raw).toMatch(/Content-Transfer-Encoding: quoted-printable/);
    expect(mail.raw).not.toContain('\r\n');
    expect(mail.text).toContain('Hi, Rita Lima!');
    expect(mail.text).toContain('Reset password:');
    expect(linkFrom(mail.text).startsWith(`${TEST_PUBLIC_URL}/api/auth/reset-password/`)).toBe(true);
  });

  it('follows the link to /auth?type=recovery, resets once, and swaps the passwords', async () => {
    await requestReset('rita@example.com');
    await t.app.mailer.idle();
    const mail = readMails(t.dataDir).at(-1)!;
    expect(mail.text).toContain('Redefinir senha:');
    const link = new URL(linkFrom(mail.text));

    const redirect = await t.app.inject({ url: link.pathname + link.search });
    expect(redirect.statusCode).toBe(302);
    const location = new URL(String(redirect.headers.location));
    expect(location.origin + location.pathname).toBe(`${TEST_PUBLIC_URL}/auth`);
    expect(location.searchParams.get('type')).toBe('recovery');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await resetPassword(token!, 'Nova#Senha2024');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    expect((await signIn('Antiga#2024')).statusCode).toBe(401);
    expect((await signIn('Nova#Senha2024')).statusCode).toBe(200);

    const reuse = await resetPassword(token!, 'Outra#Senha2024');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      error: { code: 'invalid_token', message: 'Link de redefinição inválido ou expirado. Solicite um novo.' },
    });
    expect((await signIn('Nova#Senha2024')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await resetPassword('not-a-real-token', 'Nova#Senha2024');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_token');
  });

  it('validates the new password with the shared rules', async () => {
    const short = await resetPassword('whatever', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.issues).toEqual([
      { path: ['newPassword'], message: 'Senha deve ter no mínimo 6 caracteres' },
    ]);
    const common = await resetPassword('whatever', 'password123');
    expect(common.json().error.issues[0].path).toEqual(['newPassword']);
  });

  it('redirects an unknown link back to the web app with an error', async () => {
    const response = await t.app.inject({
      url: '/api/auth/reset-password/bogus?callbackURL=%2Fauth%3Ftype%3Drecovery',
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('refuses a redirect to a foreign site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'rita@example.com', redirectTo: 'https://evil.example/steal' },
    });
    expect(response.statusCode).toBe(403);
  });
});
