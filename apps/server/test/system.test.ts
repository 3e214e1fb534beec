import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok with the version and uptime', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', version: '2.1.0' });
    expect(typeof response.json().uptime).toBe('number');
  });

  it('sends a request id and the security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/ready', () => {
  it('reports the database kind once it answers', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded',
    });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    try {
      const ping = broken.database.ping;
      broken.database.ping = async () => {
        throw new Error('connection refused');
      };
      const response = await broken.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().status).toBe('unavailable');
      broken.database.ping = ping;
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/metrics', () => {
  it('exposes Prometheus metrics with request durations by route pattern', async () => {
    await t.app.inject({ url: '/api/health' });
    const response = await t.app.inject({ url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(/http_request_duration_seconds_bucket\{.*route="\/api\/health".*\}/);
    expect(response.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
  });
});

describe('OpenAPI', () => {
  it('documents the v1 routes at /api/openapi.json', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/me', '/api/v1/admin/status', '/api/v1/auth/providers', '/api/health']),
    );
    expect(doc.paths['/api/v1/me'].patch.requestBody).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/auth'))).toBe(false);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.json().paths['/api/v1/me']).toBeDefined();
  });
});

describe('error contract', () => {
  it('answers unknown /api routes with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Não encontrado' } });
  });

  it('answers unknown paths with a JSON 404 when no web build exists', async () => {
    const response = await t.app.inject({ url: '/boards', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('rejects bodies that are not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'unsupported_media_type', message: 'Tipo de conteúdo não suportado' },
    });
  });

  it('rejects bodies over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('translates validation issues to pt-BR by default', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'not-an-email', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Dados inválidos',
        issues: [
          { path: ['email'], message: 'Email inválido' },
          { path: ['password'], message: 'Senha deve ter no mínimo 6 caracteres' },
        ],
      },
    });
  });

  it('translates validation issues to the Accept-Language', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { email: 'not-an-email', password: '123' },
    });
    expect(en.json().error.message).toBe('Invalid data');
    expect(en.json().error.issues).toEqual([
      { path: ['email'], message: 'Invalid email' },
      { path: ['password'], message: 'Password must be at least 6 characters' },
    ]);
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'accept-language': 'es' },
      payload: { password: '123456' },
    });
    expect(es.json().error.issues).toEqual([{ path: ['email'], message: 'Campo obligatorio' }]);
  });

  it('translates route schema validation (fastify-type-provider-zod) too', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { 'accept-language': 'en' },
      payload: { theme: 'neon' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([{ path: ['theme'], message: 'Invalid value' }]);
  });
});

describe('GET /api/v1/auth/providers', () => {
  it('offers Google only when configured', async () => {
    const response = await t.app.inject({ url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({ google: false });
    const withGoogle = await createTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    try {
      expect((await withGoogle.app.inject({ url: '/api/v1/auth/providers' })).json()).toEqual({ google: true });
    } finally {
      await withGoogle.close();
    }
  });
});
