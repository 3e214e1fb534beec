import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, signUp, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first account becomes admin in embedded mode; take that seat so these users are ordinary.
  await signUp(t.app, { name: 'Primeira Pessoa', email: 'primeira@example.com', password: 'Primeira#2024' });
});
afterAll(async () => {
  await t.close();
});

const signUpRequest = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload,
  });

const signInRequest = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });

const valid = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  password: 'Kanban#2024',
  confirmPassword: 'Kanban#2024',
};

describe('POST /api/auth/sign-up/email', () => {
  it('creates the account and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await signUpRequest(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Maria Silva', email: 'maria@example.com' });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('better-auth.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
  });

  it('trims and lower-cases the email', async () => {
    const response = await signUpRequest({ name: 'Caio', email: '  Caio@Example.COM ', password: 'Kanban#2024' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('caio@example.com');
  });

  it('gives ids that are UUIDv7', async () => {
    const response = await signUpRequest({ name: 'Dora', email: 'dora@example.com', password: 'Kanban#2024' });
    expect(response.json().user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it.each([
    ['a one-character name', { name: 'A' }, ['name'], 'Nome deve ter no mínimo 2 caracteres'],
    ['a 101-character name', { name: 'n'.repeat(101) }, ['name'], 'Nome muito longo'],
    ['an invalid email', { email: 'maria@' }, ['email'], 'Email inválido'],
    ['a 256-character email', { email: `${'e'.repeat(244)}@example.com` }, ['email'], 'Email muito longo'],
    [
      'a 5-character password',
      { password: 'Ab#12', confirmPassword: 'Ab#12' },
      ['password'],
      'Senha deve ter no mínimo 6 caracteres',
    ],
    [
      'a 129-character password',
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      ['password'],
      'Senha deve ter no máximo 128 caracteres',
    ],
    [
      'a common password',
      { password: 'senha123', confirmPassword: 'senha123' },
      ['password'],
      'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
    ],
    ['a mismatched confirmation', { confirmPassword: 'Outra#2024' }, ['confirmPassword'], 'As senhas não coincidem'],
  ])('rejects %s', async (_label, override, path, message) => {
    const response = await signUpRequest({ ...valid, email: 'novo@example.com', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: 'Dados inválidos', issues: [{ path, message }] },
    });
  });

  it('accepts a 128-character password', async () => {
    const password = `Aa1#${'x'.repeat(124)}`;
    const response = await signUpRequest({ name: 'Longa', email: 'longa@example.com', password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an email already registered with 409 and the spec message', async () => {
    const response = await signUpRequest({ ...valid, email: 'MARIA@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'email_taken', message: 'Este email já está cadastrado. Tente fazer login.' },
    });
  });

  it('says so in English when asked', async () => {
    const response = await signUpRequest(valid, { 'accept-language': 'en-US' });
    expect(response.json().error.message).toBe('This email is already registered. Try signing in.');
  });

  it('ignores a role sent by the client', async () => {
    const response = await signUpRequest({
      name: 'Esperto',
      email: 'esperto@example.com',
      password: 'Kanban#2024',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/v1/me',
      headers: { cookie: cookieHeader(response.headers['set-cookie']) },
    });
    expect(me.json()).toMatchObject({ role: 'user', isAdmin: false });
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the right password', async () => {
    const response = await signInRequest('maria@example.com', 'Kanban#2024');
    expect(response.statusCode).toBe(200);
    expect(cookieHeader(response.headers['set-cookie'])).toMatch(/^better-auth\.session_token=/);
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const response = await signInRequest('maria@example.com', 'Errada#2024');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Email ou senha incorretos' } });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await signInRequest('ninguem@example.com', 'Errada#2024');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_credentials');
  });
});

describe('session', () => {
  it('GET /api/v1/me answers 401 when signed out', async () => {
    const response = await t.app.inject({ url: '/api/v1/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Você precisa entrar para continuar' } });
  });

  it('GET /api/v1/me returns the signed-in user', async () => {
    const cookie = await signUp(t.app, { name: 'Beto Souza', email: 'beto@example.com', password: 'Quadro!2024' });
    const response = await t.app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: 'Beto Souza',
      email: 'beto@example.com',
      emailVerified: false,
      image: null,
      role: 'user',
      isAdmin: false,
      locale: null,
      theme: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      skills: [],
      timezone: null,
      available: true,
      twoFactorEnabled: false,
    });
  });

  it('PATCH /api/v1/me updates name, locale and theme', async () => {
    const cookie = await signUp(t.app, { name: 'Clara', email: 'clara@example.com', password: 'Quadro!2024' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { name: '  Clara Nunes ', locale: 'es-ES', theme: 'hacker' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Clara Nunes', locale: 'es-ES', theme: 'hacker' });
    const again = await t.app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(again.json()).toMatchObject({ name: 'Clara Nunes', locale: 'es-ES', theme: 'hacker' });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie },
      payload: { theme: null },
    });
    expect(cleared.json().theme).toBeNull();
  });

  it('PATCH /api/v1/me validates with the shared messages', async () => {
    const cookie = await signUp(t.app, { name: 'Davi', email: 'davi@example.com', password: 'Quadro!2024' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie },
      payload: { name: 'D', locale: 'fr-FR' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: ['name'], message: 'Nome deve ter no mínimo 2 caracteres' },
      { path: ['locale'], message: 'Valor inválido' },
    ]);
  });

  it('PATCH /api/v1/me answers 401 when signed out', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { name: 'Zé Ninguém' } });
    expect(response.statusCode).toBe(401);
  });

  it('sign-out ends the session', async () => {
    const cookie = await signUp(t.app, { name: 'Eva', email: 'eva@example.com', password: 'Quadro!2024' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => c.startsWith('better-auth.session_token=;') && /Max-Age=0/.test(c))).toBe(true);
    const me = await t.app.inject({ url: '/api/v1/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('sign-out from a foreign origin is refused', async () => {
    const cookie = await signUp(t.app, { name: 'Fabi', email: 'fabi@example.com', password: 'Quadro!2024' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    expect(out.json().error.code).toBe('origin_not_allowed');
    expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('GET /api/auth/get-session passes through better-auth', async () => {
    const cookie = await signUp(t.app, { name: 'Gabi', email: 'gabi@example.com', password: 'Quadro!2024' });
    const response = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('gabi@example.com');
  });
});

describe('CSRF on /api/v1', () => {
  it('refuses a mutation from a foreign Origin with 403', async () => {
    const cookie = await signUp(t.app, { name: 'Hugo', email: 'hugo@example.com', password: 'Quadro!2024' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { name: 'Hacked' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'origin_not_allowed', message: 'Origem da requisição não permitida' },
    });
    expect((await t.app.inject({ url: '/api/v1/me', headers: { cookie } })).json().name).toBe('Hugo');
  });

  it('refuses a form-encoded mutation with 415', async () => {
    const cookie = await signUp(t.app, { name: 'Iara', email: 'iara@example.com', password: 'Quadro!2024' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Hacked',
    });
    expect(response.statusCode).toBe(415);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const response = await t.app.inject({ url: '/api/v1/auth/providers', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});
