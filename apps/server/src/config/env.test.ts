import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'rbax-env-'));

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      publicOrigin: 'http://localhost:3000',
      dataDir,
      databaseUrl: undefined,
      adminEmails: [],
      mailFrom: 'RBAX Flow <no-reply@localhost>',
      logLevel: 'info',
      google: undefined,
      s3: undefined,
      ai: undefined,
      authRateLimit: { max: 10, windowSeconds: 60 },
      apiRateLimitMax: 600,
      trustProxy: false,
    });
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and lower-cases ADMIN_EMAILS', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '4100', ADMIN_EMAILS: ' Ana@Example.com, bo@x.io ,' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.adminEmails).toEqual(['ana@example.com', 'bo@x.io']);
  });

  it('resolves DATA_DIR against the working directory and creates it', () => {
    const base = tempDir();
    const config = loadConfig({ DATA_DIR: path.relative(process.cwd(), path.join(base, 'nested', 'data')) });
    expect(config.dataDir).toBe(path.join(base, 'nested', 'data'));
    expect(statSync(config.dataDir).isDirectory()).toBe(true);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: ' ', LOG_LEVEL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('resolves relative paths against the directory npm was run from', () => {
    const base = tempDir();
    const config = loadConfig({ INIT_CWD: base, DATA_DIR: './data', WEB_DIST_DIR: 'web' });
    expect(config.dataDir).toBe(path.join(base, 'data'));
    expect(config.webDistDir).toBe(path.join(base, 'web'));
  });

  it('stops with the name of a bad PORT', () => {
    const error = configError({ DATA_DIR: tempDir(), PORT: 'eighty' });
    expect(error.problems.map((p) => p.variable)).toEqual(['PORT']);
    expect(error.message).toContain('PORT');
  });

  it('lists every bad variable at once', () => {
    const error = configError({ DATA_DIR: tempDir(), PORT: '70000', PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud' });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(['LOG_LEVEL', 'PORT', 'PUBLIC_URL']);
  });

  it('generates AUTH_SECRET once, stores it with mode 0600 and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers an AUTH_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), AUTH_SECRET: secret }).authSecret).toBe(secret);
  });

  it('refuses production on PostgreSQL without AUTH_SECRET', () => {
    const error = configError({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example/rbax',
    });
    expect(error.problems.map((p) => p.variable)).toEqual(['AUTH_SECRET']);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(configError({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x/y' }).problems[0]?.variable).toBe(
      'DATABASE_URL',
    );
  });

  it('needs both Google credentials together', () => {
    expect(configError({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id' }).problems[0]?.variable).toBe(
      'GOOGLE_CLIENT_SECRET',
    );
    const config = loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 's' });
  });

  it('turns Stripe Connect on only with Stripe billing configured (docs/decisions/056)', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      STRIPE_PRICE_PRO_MONTHLY: 'a',
      STRIPE_PRICE_PRO_YEARLY: 'b',
      STRIPE_PRICE_BUSINESS_MONTHLY: 'c',
      STRIPE_PRICE_BUSINESS_YEARLY: 'd',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...stripe }).billing.stripe).toMatchObject({ connect: false });
    expect(configError({ DATA_DIR: tempDir(), STRIPE_CONNECT: 'on' }).problems.map((p) => p.variable)).toEqual([
      'STRIPE_CONNECT',
    ]);
    expect(
      configError({ DATA_DIR: tempDir(), ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_c' }).problems[0]?.variable,
    ).toBe('STRIPE_CONNECT_WEBHOOK_SECRET');
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ...stripe,
      STRIPE_CONNECT: 'on',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_c',
    });
    expect(config.billing.stripe).toMatchObject({ connect: true, connectWebhookSecret: 'whsec_c' });
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://flow.example.com/' });
    expect(config.publicUrl).toBe('https://flow.example.com');
    expect(config.publicOrigin).toBe('https://flow.example.com');
  });

  it('reads the public site settings: digits-only WhatsApp, widgets off unless set', () => {
    const none = loadConfig({ DATA_DIR: tempDir() });
    expect(none.publicSite).toEqual({
      whatsappNumber: null,
      liveChatScriptUrl: null,
      schedulingUrl: null,
      schedulingScriptUrl: null,
    });
    expect(none.publicFormRateLimit).toEqual({ newsletterMax: 5, feedbackMax: 10, windowSeconds: 600 });
    const config = loadConfig({
      DATA_DIR: tempDir(),
      WHATSAPP_NUMBER: '+55 (11) 99999-0000',
      SCHEDULING_URL: 'https://calendly.com/rbax/demo',
      LIVE_CHAT_SCRIPT_URL: 'http://localhost:8080/chat.js',
    });
    expect(config.publicSite).toEqual({
      whatsappNumber: '5511999990000',
      liveChatScriptUrl: 'http://localhost:8080/chat.js',
      schedulingUrl: 'https://calendly.com/rbax/demo',
      schedulingScriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
    });
    // A scheduling script alone has no booking page to open.
    expect(
      loadConfig({ DATA_DIR: tempDir(), SCHEDULING_SCRIPT_URL: 'https://x.example/w.js' }).publicSite,
    ).toMatchObject({ schedulingUrl: null, schedulingScriptUrl: null });
  });

  it('refuses widget URLs that are not https, and phone numbers without enough digits', () => {
    const error = configError({
      DATA_DIR: tempDir(),
      WHATSAPP_NUMBER: 'call me',
      LIVE_CHAT_SCRIPT_URL: 'http://chat.example.com/x.js',
      SCHEDULING_URL: 'javascript:alert(1)',
      SCHEDULING_SCRIPT_URL: 'http://localhost.evil.com/w.js',
    });
    expect(error.problems.map((p) => p.variable).sort()).toEqual([
      'LIVE_CHAT_SCRIPT_URL',
      'SCHEDULING_SCRIPT_URL',
      'SCHEDULING_URL',
      'WHATSAPP_NUMBER',
    ]);
  });
});
