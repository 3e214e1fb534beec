// `node bench/global-hub.mjs [--database-url postgres://…]`
// The Global Hub (issue 27, docs/decisions/053; budget ≤ 200 ms): one person in 20 workspaces
// with 50 boards (kanban, 12 cards each: assigned to them, some due, overdue, started and
// finished), made through the real API of the real server on the embedded database — and on
// PostgreSQL when a URL is given (a fresh database on that server, dropped afterwards). Times
// GET /api/v1/global-hub over loopback, and GET /api/v1/me/dashboard it is built on. Prints JSON and writes bench/results/global-hub-<database>.json
// and both together in bench/results/global-hub.json.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, resultsDir, runPerDatabase, sequential, stopServer, writeResult } from './lib.mjs';

const BUDGET_MS = 200;
const WORKSPACES = 20;
const BOARDS = 50;
const CARDS_PER_BOARD = 12;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const port = Number(process.env.BENCH_PORT ?? 3314);
const base = `http://localhost:${port}`;
const DB_NAME = 'rbax_bench_global_hub';

async function call(path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return { response, json: text ? JSON.parse(text) : null, bytes: text.length };
}

/** A fresh PostgreSQL database for the run (the URL's server), or none for the embedded one. */
async function freshDatabase(url) {
  if (!url) return { url: undefined, drop: async () => {} };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${DB_NAME}`;
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function seed() {
  const email = `hub.bench.${Date.now()}@example.com`;
  const password = 'Quadro!Bench2026';
  await call('/api/auth/sign-up/email', { method: 'POST', body: { name: 'Hub Bench', email, password } });
  const signIn = await call('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
  const cookie = signIn.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = (await call('/api/v1/me', { cookie })).json;
  const workspaces = [];
  for (let w = 0; w < WORKSPACES; w += 1) {
    workspaces.push(
      (await call('/api/v1/workspaces', { method: 'POST', cookie, body: { name: `Workspace ${w + 1}` } })).json.id,
    );
  }
  const day = 86_400_000;
  for (let b = 0; b < BOARDS; b += 1) {
    const board = (
      await call('/api/v1/boards', {
        method: 'POST',
        cookie,
        body: { title: `Board ${b + 1}`, template: 'kanban', workspaceId: workspaces[b % WORKSPACES] },
      })
    ).json;
    const detail = (await call(`/api/v1/boards/${board.id}`, { cookie })).json;
    const [todo, doing, done] = detail.columns.map((column) => column.id);
    for (let c = 0; c < CARDS_PER_BOARD; c += 1) {
      const due = c % 3 === 0 ? new Date(Date.now() + ((c % 5) - 2) * day).toISOString() : undefined;
      const card = (
        await call(`/api/v1/boards/${board.id}/cards`, {
          method: 'POST',
          cookie,
          body: {
            columnId: todo,
            title: `Card ${b + 1}.${c + 1}`,
            assigneeId: c % 2 === 0 ? me.id : null,
            dueDate: due,
          },
        })
      ).json;
      if (c % 4 === 1 || c % 4 === 2)
        await call(`/api/v1/cards/${card.id}/move`, { method: 'POST', cookie, body: { columnId: doing } });
      if (c % 4 === 2)
        await call(`/api/v1/cards/${card.id}/move`, { method: 'POST', cookie, body: { columnId: done } });
    }
    if (b % 5 === 0) await call(`/api/v1/global-hub/favorites/board/${board.id}`, { method: 'PUT', cookie });
  }
  return cookie;
}

async function benchHub(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-hub-'));
  const db = await freshDatabase(database.url);
  const env = benchServerEnv({ port, dataDir, databaseUrl: db.url });
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const t0 = performance.now();
    const cookie = await seed();
    const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const first = await call('/api/v1/global-hub', { cookie });
    const hub = first.json;
    const timing = await sequential(ROUNDS, () => call('/api/v1/global-hub', { cookie }));
    // The personal dashboard it is built on (analytics), for comparison: the hub's own share is the difference.
    const dashboard = await sequential(ROUNDS, () => call('/api/v1/me/dashboard', { cookie }));
    return {
      database: database.name,
      budgetMs: BUDGET_MS,
      withinBudget: timing.p95Ms !== null && timing.p95Ms <= BUDGET_MS,
      shape: {
        workspaces: WORKSPACES,
        boards: BOARDS,
        cards: BOARDS * CARDS_PER_BOARD,
        seedSeconds,
        response: {
          groups: hub.workspaces.length,
          boards: hub.workspaces.reduce((sum, w) => sum + w.boards.length, 0),
          assigned: hub.workspaces.reduce((sum, w) => sum + w.work.assigned.length, 0),
          favorites: hub.favorites.length,
          activity: hub.activity.length,
          bytes: first.bytes,
        },
      },
      getGlobalHub: timing,
      getMeDashboard: dashboard,
    };
  } finally {
    await stopServer(server, dataDir);
    await db.drop();
  }
}

await runPerDatabase('global-hub', benchHub);
const combined = {};
for (const name of ['embedded', 'postgres']) {
  try {
    combined[name] = JSON.parse(readFileSync(join(resultsDir, `global-hub-${name}.json`), 'utf8'));
  } catch {
    // not measured in this run
  }
}
writeResult('global-hub', combined);
