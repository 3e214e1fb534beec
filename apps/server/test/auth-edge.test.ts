import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { session as sessionTable, user as userTable } from '#src/db/schema/auth.ts';
import { createTestApp, newUser, readMails, signUp, TEST_ORIGIN, type TestApp } from './helpers.ts';

/**
 * The auth edge (issue 17, decision 028). These requests go over a real socket: `inject()`
 * resolves `.`/`..` segments itself (it parses the URL), so it could never send the spellings
 * that bent the routing.
 */

type RawResponse = {
  status: number;
  body: string;
  json: () => ({ error?: { code?: string } } & Record<string, unknown>) | null;
};

function send(
  port: number,
  method: string,
  path: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          origin: TEST_ORIGIN,
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: text, json: () => (text ? JSON.parse(text) : {}) }),
        );
      },
    );
    request.on('error', reject);
    if (data) request.write(data);
    request.end();
  });
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

/** Every way of spelling `/api/auth/<tail>` that a router and a URL parser may read differently. */
const bentSpellings = (tail: string) => [
  `/api/auth/./${tail}`,
  `/api/auth/x/../${tail}`,
  `/api/auth/%2e/${tail}`,
  `/api/auth/%2E/${tail}`,
  `/api/auth/x/%2e%2e/${tail}`,
  `/api/auth/x/%2E%2e/${tail}`,
  `/api/auth/x/.%2e/${tail}`,
  `/api/x/../auth/${tail}`,
  `/api/auth\\${tail}`,
  `/api/auth%2f${tail}`,
  `/api/auth/${tail}%00`,
  ...(tail.includes('/') ? [`/api/auth/${tail.replace('/', '\\')}`, `/api/auth/${tail.replace('/', '%2F')}`] : []),
];
/** Spellings the router folds onto the plain path: they must behave exactly like it. */
const foldedSpellings = (tail: string) => [`/api/auth//${tail}`, `/api//auth/${tail}`, `/api/auth/${tail}/`];

/** Each endpoint with a body our rules refuse (better-auth alone would accept most of them). */
const authEndpoints: [method: string, tail: string, body?: unknown][] = [
  ['POST', 'sign-up/email', { name: 'A', email: 'curto@example.com', password: '123456' }],
  ['POST', 'sign-in/email', { email: 'x@example.com', password: '' }],
  ['POST', 'request-password-reset', { email: 'not-an-email' }],
  ['POST', 'reset-password', { token: 'x', newPassword: '1' }],
  ['POST', 'change-password', { currentPassword: 'x', newPassword: '1' }],
  ['POST', 'change-email', { newEmail: 'nope' }],
  ['POST', 'two-factor/enable', {}],
  ['POST', 'two-factor/disable', {}],
  ['POST', 'two-factor/verify-totp', { code: '12' }],
  ['POST', 'two-factor/verify-backup-code', { code: '' }],
  ['POST', 'sign-in/social', { provider: 'github' }],
  ['POST', 'sign-out', {}],
  ['GET', 'get-session'],
  ['GET', 'verify-email?token=x'],
  ['GET', 'reset-password/bogus?callbackURL=%2Fauth'],
];
/** Endpoints better-auth has but the product never exposes. */
const closedEndpoints: [method: string, tail: string, body?: unknown][] = [
  ['POST', 'update-user', { image: 'https://tracker.example/pixel.gif' }],
  ['POST', 'delete-user', {}],
  ['GET', 'list-sessions'],
  ['POST', 'revoke-sessions', {}],
  ['GET', 'list-accounts'],
  ['POST', 'send-verification-email', { email: 'x@example.com' }],
  ['POST', 'two-factor/send-otp', {}],
  ['GET', 'admin/list-users'],
  ['POST', 'admin/set-role', { userId: 'x', role: 'admin' }],
  ['POST', 'admin/impersonate-user', { userId: 'x' }],
  ['POST', 'admin/ban-user', { userId: 'x' }],
  ['POST', 'admin/remove-user', { userId: 'x' }],
  ['POST', 'admin/create-user', { email: 'n@example.com', password: '123456', name: 'N' }],
  ['POST', 'admin/set-user-password', { userId: 'x', newPassword: '123456' }],
  ['POST', 'admin/unban-user', { userId: 'x' }],
  ['POST', 'admin/update-user', { userId: 'x', data: { role: 'admin' } }],
  ['POST', 'admin/list-user-sessions', { userId: 'x' }],
  ['POST', 'admin/revoke-user-sessions', { userId: 'x' }],
  ['POST', 'admin/stop-impersonating', {}],
  ['POST', 'admin/has-permission', { permissions: { user: ['create'] } }],
];

describe('the auth edge, walked with every spelling of every path', () => {
  let t: TestApp;
  let port: number;
  let admin: Awaited<ReturnType<typeof newUser>>;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'chefe@example.com' });
    port = await listen(t);
    admin = await newUser(t.app, 'Chefe', 'chefe@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses dot segments, encoded separators, backslashes and NUL with 400 before any route runs', async () => {
    for (const [method, tail, body] of [...authEndpoints, ...closedEndpoints]) {
      for (const path of bentSpellings(tail)) {
        const response = await send(port, method, path, { body, cookie: admin.cookie });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.json()?.error?.code, `${method} ${path}`).toBe('invalid_path');
      }
    }
  });

  it('answers repeated and trailing slashes exactly as the plain path, validation and 404s included', async () => {
    for (const [method, tail, body] of [...authEndpoints, ...closedEndpoints]) {
      const plain = await send(port, method, `/api/auth/${tail}`, { body, cookie: admin.cookie });
      for (const path of foldedSpellings(tail)) {
        const response = await send(port, method, path, { body, cookie: admin.cookie });
        expect(response.status, `${method} ${path}`).toBe(plain.status);
        expect(response.json()?.error?.code, `${method} ${path}`).toBe(plain.json()?.error?.code);
      }
    }
  });

  it('keeps every endpoint it does not use closed (404), whoever asks', async () => {
    for (const [method, tail, body] of closedEndpoints) {
      const response = await send(port, method, `/api/auth/${tail}`, { body, cookie: admin.cookie });
      expect(response.status, `${method} ${tail}`).toBe(404);
    }
    expect((await send(port, 'GET', '/api/auth')).status).toBe(404);
    expect((await send(port, 'GET', '/api/auth/ok')).status).toBe(404);
  });

  it('validates every endpoint it uses with our rules (400), never better-auth alone', async () => {
    for (const [method, tail, body] of authEndpoints) {
      if (method !== 'POST' || tail === 'sign-out') continue;
      const response = await send(port, method, `/api/auth/${tail}`, { body, cookie: admin.cookie });
      expect(response.status, tail).toBe(400);
      expect(response.json()?.error?.code, tail).toBe('validation_failed');
    }
  });

  it('does not let an administrator impersonate or promote through better-auth, even spelled with dots', async () => {
    const victim = await newUser(t.app, 'Vítima');
    const before = await t.database.db.select().from(sessionTable).where(eq(sessionTable.userId, victim.id));
    for (const tail of ['admin/impersonate-user', 'admin/set-role']) {
      for (const path of [
        `/api/auth/${tail}`,
        `/api/auth/./${tail}`,
        `/api/auth/x/../${tail}`,
        `/api/auth/%2e/${tail}`,
      ]) {
        const response = await send(port, 'POST', path, {
          body: { userId: victim.id, role: 'admin' },
          cookie: admin.cookie,
        });
        expect([400, 404], path).toContain(response.status);
        expect(response.body).not.toContain('session');
      }
    }
    const [row] = await t.database.db.select().from(userTable).where(eq(userTable.id, victim.id));
    expect(row!.role).toBe('user');
    const after = await t.database.db.select().from(sessionTable).where(eq(sessionTable.userId, victim.id));
    expect(after).toHaveLength(before.length);
  });

  it('closes update-user, so a profile image cannot skip /api/v1/me (a tracking pixel)', async () => {
    const person = await newUser(t.app, 'Pessoa');
    for (const path of ['/api/auth/update-user', '/api/auth/./update-user']) {
      const response = await send(port, 'POST', path, {
        body: { image: 'https://tracker.example/pixel.gif', name: 'X' },
        cookie: person.cookie,
      });
      expect([400, 404], path).toContain(response.status);
    }
    const me = (await person.api.get('/api/v1/me')).json();
    expect(me).toMatchObject({ name: 'Pessoa', image: null });
  });
});

describe('sign-in, sign-up, reset and password change through bent paths', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10', RESET_MAILS_PER_HOUR: '3' });
    port = await listen(t);
    await signUp(t.app, { name: 'Primeira Pessoa', email: 'primeira@example.com', password: 'Primeira#2024' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('cannot brute-force a password: bent spellings are refused and the real path answers 429 after 10', async () => {
    await signUp(t.app, { name: 'Alvo', email: 'alvo@example.com', password: 'Certa#Senha1' });
    const wrong = { email: 'alvo@example.com', password: 'Errada#2024' };
    for (const path of bentSpellings('sign-in/email')) {
      expect((await send(port, 'POST', path, { body: wrong })).status, path).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await send(port, 'POST', '/api/auth/sign-in/email', { body: wrong })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const right = await send(port, 'POST', '/api/auth//sign-in/email', {
      body: { email: 'alvo@example.com', password: 'Certa#Senha1' },
    });
    expect(right.status).toBe(429);
  });

  it('cannot sign up around our rules (a 1-character name, password 123456)', async () => {
    const body = { name: 'A', email: 'fraca@example.com', password: '123456' };
    for (const path of ['/api/auth/./sign-up/email', '/api/auth/x/../sign-up/email', '/api/auth/%2e/sign-up/email']) {
      expect((await send(port, 'POST', path, { body })).status, path).toBe(400);
    }
    const plain = await send(port, 'POST', '/api/auth/sign-up/email', { body });
    expect(plain.status).toBe(400);
    const rows = await t.database.db.select().from(userTable).where(eq(userTable.email, 'fraca@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('sends one address at most RESET_MAILS_PER_HOUR reset e-mails, and none through bent paths', async () => {
    await signUp(t.app, { name: 'Rita Lima', email: 'rita@example.com', password: 'Quadro!2024' });
    for (let i = 0; i < 5; i += 1) {
      const response = await send(port, 'POST', '/api/auth/./request-password-reset', {
        body: { email: 'rita@example.com' },
      });
      expect(response.status).toBe(400);
    }
    await t.app.mailer.idle();
    expect(readMails(t.dataDir).filter((m) => m.raw.includes('To: rita@example.com'))).toHaveLength(0);
    for (let i = 0; i < 6; i += 1) {
      const response = await send(port, 'POST', '/api/auth/request-password-reset', {
        body: { email: 'Rita@Example.com' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toBe('{"status":true}');
    }
    await t.app.mailer.idle();
    expect(readMails(t.dataDir).filter((m) => m.raw.includes('To: rita@example.com'))).toHaveLength(3);
  });

  it('answers a reset request before the account is looked up, so known and unknown addresses take the same path', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const original = t.app.auth.handler;
    const seen: string[] = [];
    t.app.auth.handler = async (request: Request) => {
      seen.push(new URL(request.url).pathname);
      await held;
      return original(request);
    };
    try {
      for (const email of ['primeira@example.com', 'ninguem@example.com']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          headers: { origin: TEST_ORIGIN },
          payload: { email },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe('{"status":true}');
      }
      expect(seen).toEqual(['/api/auth/request-password-reset', '/api/auth/request-password-reset']);
    } finally {
      t.app.auth.handler = original;
      release();
    }
    await t.app.mailer.idle();
  });

  it('refuses a change of password through a bent path, so other sessions cannot survive it', async () => {
    const cookie = await signUp(t.app, { name: 'Dois Lugares', email: 'dois@example.com', password: 'Antiga#2024' });
    const response = await send(port, 'POST', '/api/auth/./change-password', {
      body: { currentPassword: 'Antiga#2024', newPassword: 'Nova#Senha2024', revokeOtherSessions: false },
      cookie,
    });
    expect(response.status).toBe(400);
    const signIn = await send(port, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'dois@example.com', password: 'Antiga#2024' },
    });
    expect(signIn.status).toBe(200);
  });

  it("turns better-auth's own limiter on as a second layer behind ours", async () => {
    const attempt = () =>
      t.app.auth.handler(
        new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.9' },
          // Refused by better-auth's own validation, after its limiter has counted it: cheap to repeat.
          body: JSON.stringify({ email: 'primeira@example.com' }),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });
});
