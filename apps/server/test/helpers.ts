import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App, type BuildAppOptions } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config/env.ts';
import { createDatabase, type Database } from '#src/db/client.ts';
import { runMigrations } from '#src/db/migrate.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_ORIGIN = TEST_PUBLIC_URL;

export type TestApp = {
  app: App;
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * A fresh PostgreSQL database on the server named by TEST_DATABASE_URL, dropped again by `drop()`.
 * Each test app gets its own, so tests never see each other's rows (ARCHITECTURE §9).
 */
async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rbax_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

const migrationsDir = new URL('../src/db/migrations/', import.meta.url);

/**
 * Starting PGlite from scratch takes seconds; a dump of an already-migrated database loads in a
 * fraction of that. The dump is shared by test processes through a file keyed by the migrations.
 */
async function embeddedTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(new URL(file, migrationsDir)));
  }
  const file = path.join(os.tmpdir(), `rbax-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await createDatabase({ dataDir: os.tmpdir(), inMemory: true });
  try {
    await runMigrations(database);
    if (database.driver.kind !== 'embedded') throw new Error('expected PGlite');
    const dump = await database.driver.client.dumpDataDir('none');
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, file);
    return dump;
  } finally {
    await database.close();
  }
}

let templatePromise: Promise<Blob> | undefined;

/**
 * Builds the whole server on an isolated database: in-memory PGlite, or a brand-new PostgreSQL
 * database when TEST_DATABASE_URL is set. `env` overrides configuration variables.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: BuildAppOptions['logger'] } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rbax-test-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const postgres = baseUrl ? await createPostgresDatabase(baseUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // High by default so suites can sign up many accounts; rate-limit tests lower it.
    AUTH_RATE_LIMIT_MAX: '1000',
    RESET_MAILS_PER_HOUR: '1000',
    // pg-boss polls the shared pool; suites that test background work drive it themselves.
    BACKGROUND_JOBS: 'off',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir,
    inMemory: true,
    loadDataDir: postgres ? undefined : await (templatePromise ??= embeddedTemplate()),
    poolMax: 4,
  });
  await runMigrations(database);
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function signUp(app: App, input: { name: string; email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: input,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  return cookieHeader(response.headers['set-cookie']);
}

export type StoredMail = { file: string; raw: string; text: string };

/** Decodes quoted-printable soft line breaks and escapes (what a reader of the .eml must do). */
export function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every e-mail written in file mode, oldest first; `text` is the decoded message. */
export function readMails(dataDir: string): StoredMail[] {
  const dir = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    return { file, raw, text: Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8') };
  });
}

type InjectResponse = Awaited<ReturnType<App['inject']>>;

export type Api = {
  get(url: string, headers?: Record<string, string>): Promise<InjectResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<InjectResponse>;
  patch(url: string, payload?: unknown): Promise<InjectResponse>;
  put(url: string, payload?: unknown): Promise<InjectResponse>;
  del(url: string): Promise<InjectResponse>;
};

/** JSON calls to the API as one signed-in user (cookie) with the trusted Origin. */
export function apiAs(app: App, cookie: string | undefined): Api {
  const base = (extra: Record<string, string> = {}) => ({
    origin: TEST_ORIGIN,
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  return {
    get: (url, headers) => app.inject({ method: 'GET', url, headers: base(headers) }),
    post: (url, payload, headers) =>
      app.inject({
        method: 'POST',
        url,
        headers: base(headers),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    patch: (url, payload) => app.inject({ method: 'PATCH', url, headers: base(), payload: payload as object }),
    put: (url, payload) => app.inject({ method: 'PUT', url, headers: base(), payload: payload as object }),
    del: (url) => app.inject({ method: 'DELETE', url, headers: base() }),
  };
}

let userCounter = 0;
/** Signs up a fresh account and returns its API client, id and e-mail. */
export async function newUser(app: App, name: string, email?: string) {
  userCounter += 1;
  const address = email ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${userCounter}@example.com`;
  const cookie = await signUp(app, { name, email: address, password: 'Quadro!2024' });
  const api = apiAs(app, cookie);
  const me = (await api.get('/api/v1/me')).json() as { id: string };
  return { api, id: me.id, email: address, cookie };
}
