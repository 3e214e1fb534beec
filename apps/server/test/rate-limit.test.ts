import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10', AUTH_RATE_LIMIT_WINDOW_S: '60', API_RATE_LIMIT_MAX: '5' });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email, password: 'Errada#2024' },
  });

describe('auth rate limits', () => {
  it('answers the 11th sign-in within a minute with 429 and a pt-BR message', async () => {
    await signUp(t.app, { name: 'Lia', email: 'lia@example.com', password: 'Certa#2024' });
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn('lia@example.com')).statusCode).toBe(401);
    }
    const limited = await signIn('lia@example.com');
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: `Muitas tentativas. Aguarde ${seconds} segundos e tente novamente.`,
      },
    });
  });

  it('counts sign-ins per email, so another account is not locked out', async () => {
    expect((await signIn('outra@example.com')).statusCode).toBe(401);
  });

  it('translates the 429 message', async () => {
    const limited = await signIn('lia@example.com', { 'accept-language': 'es-ES' });
    expect(limited.json().error.message).toMatch(/^Demasiados intentos\. Espera \d+ segundos/);
  });

  it('limits password reset requests per IP', async () => {
    const request = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'lia@example.com' },
      });
    for (let i = 0; i < 10; i += 1) expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(429);
  });
});

describe('API rate limit', () => {
  it('limits /api/v1 per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await t.app.inject({ url: '/api/v1/auth/providers' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
