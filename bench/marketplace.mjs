// `node bench/marketplace.mjs [--database-url postgres://…]`
// The template marketplace (issue 27, docs/decisions/052): a board of 200 cards (each with a
// label and a checklist item) and 3 automation rules published as a template through the real
// API of the real server — then times the preview (capture and stripping), the browse with an
// accent-insensitive search, the detail, and 'Usar template' (one transaction writing 200 cards,
// their checklists and labels, 3 rules). Embedded database, and PostgreSQL when a URL is given.
// Prints JSON and writes bench/results/marketplace-<database>.json.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, runPerDatabase, sequential, stopServer } from './lib.mjs';

const CARDS = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const INSTALLS = Number(process.env.BENCH_INSTALLS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3318);
const base = `http://localhost:${port}`;
const DB_NAME = 'rbax_bench_marketplace';

async function call(path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return { response, json: text ? JSON.parse(text) : null };
}

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

async function account(name) {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const password = 'Quadro!Bench2026';
  await call('/api/auth/sign-up/email', { method: 'POST', body: { name, email, password } });
  const signIn = await call('/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
  return signIn.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function seed(cookie) {
  const workspace = (await call('/api/v1/workspaces', { method: 'POST', cookie, body: { name: 'Estúdio' } })).json.id;
  const board = (
    await call('/api/v1/boards', {
      method: 'POST',
      cookie,
      body: { title: 'Lançamento', template: 'scrum', workspaceId: workspace },
    })
  ).json.id;
  const columns = (await call(`/api/v1/boards/${board}`, { cookie })).json.columns.map((c) => c.id);
  const labels = [];
  for (const [name, color] of [
    ['Urgente', '#ec4899'],
    ['Design', '#3b82f6'],
    ['Texto', '#10b981'],
  ])
    labels.push(
      (await call(`/api/v1/boards/${board}/labels`, { method: 'POST', cookie, body: { name, color } })).json.id,
    );
  for (let i = 0; i < CARDS; i += 1) {
    const card = (
      await call(`/api/v1/boards/${board}/cards`, {
        method: 'POST',
        cookie,
        body: {
          columnId: columns[i % columns.length],
          title: `Etapa ${i + 1}`,
          description: 'Passo do processo',
          priority: 'medium',
        },
      })
    ).json;
    await call(`/api/v1/cards/${card.id}`, { method: 'PATCH', cookie, body: { labelIds: [labels[i % 3]] } });
    await call(`/api/v1/cards/${card.id}/checklist`, { method: 'POST', cookie, body: { text: 'Revisar' } });
  }
  for (let r = 0; r < 3; r += 1)
    await call(`/api/v1/boards/${board}/automations`, {
      method: 'POST',
      cookie,
      body: {
        name: `Regra ${r + 1}`,
        trigger: { type: 'card.moved', toColumnId: columns[r + 1] },
        actions: [{ type: 'add_labels', labelIds: [labels[r]] }],
      },
    });
  return { workspace, board };
}

async function benchMarketplace(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-marketplace-'));
  const db = await freshDatabase(database.url);
  const server = startServer(benchServerEnv({ port, dataDir, databaseUrl: db.url }), ['ignore', 'inherit', 'inherit']);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const cookie = await account('Autora');
    const { workspace, board } = await seed(cookie);
    const preview = await sequential(ROUNDS, () =>
      call('/api/v1/marketplace/preview', { method: 'POST', cookie, body: { boardId: board } }),
    );
    const published = (
      await call('/api/v1/marketplace/templates', {
        method: 'POST',
        cookie,
        body: { boardId: board, name: 'Lançamento de Produto', description: 'Processo completo', category: 'product' },
      })
    ).json;
    const browse = await sequential(ROUNDS, () => call('/api/v1/marketplace/templates?q=lancamento', { cookie }));
    const detail = await sequential(ROUNDS, () => call(`/api/v1/marketplace/templates/${published.id}`, { cookie }));
    const install = await sequential(INSTALLS, () =>
      call(`/api/v1/marketplace/templates/${published.id}/install`, {
        method: 'POST',
        cookie,
        body: { workspaceId: workspace },
      }),
    );
    return {
      database: database.name,
      shape: { cards: CARDS, checklistItems: CARDS, labels: 3, automations: 3, summary: published.summary },
      postPreview: preview,
      getTemplatesSearch: browse,
      getTemplate: detail,
      postInstall: install,
    };
  } finally {
    await stopServer(server, dataDir);
    await db.drop();
  }
}

await runPerDatabase('marketplace', benchMarketplace);
