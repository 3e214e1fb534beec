// `node bench/ai-insights.mjs [--database-url postgres://…]`
// AI Insights (issue 24, docs/decisions/048) on the flow benchmark's board: a scrum board of 5,000
// cards with 100,000 events written straight into the log (apps/server/src/scripts/seed-flow-board.ts),
// the real server on the embedded database (and on PostgreSQL when a URL is given), then
// GET /boards/:id/ai-insights and GET /workspaces/:id/ai-insights without a model. Prints JSON and
// writes bench/results/ai-insights-<database>.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, runPerDatabase, sequential, stopServer } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3313);
const base = `http://localhost:${port}`;
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const seedScript = join(repoRoot, 'apps', 'server', 'src', 'scripts', 'seed-flow-board.ts');
const CARDS = Number(process.env.BENCH_CARDS ?? 5000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);

function seedFlowBoard(env) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', seedScript, '--cards', String(CARDS), '--events', String(EVENTS), '--json'],
    { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(out.trim().split('\n').at(-1));
}

async function json(path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: base, ...(init.headers ?? {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${body}`);
  return { response, body };
}

async function benchInsights(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-insights-'));
  const env = benchServerEnv({ port, dataDir, databaseUrl: database.url });
  const seeded = seedFlowBoard(env);
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const signIn = await json('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email: seeded.email, password: seeded.password }),
    });
    const cookie = signIn.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const get = (path) => json(path, { headers: { cookie } });
    const boardPath = `/api/v1/boards/${seeded.boardId}/ai-insights`;
    const t0 = performance.now();
    const first = JSON.parse((await get(boardPath)).body);
    const firstMs = Math.round((performance.now() - t0) * 100) / 100;
    const boardInsights = await sequential(20, () => get(boardPath));
    // The seeded board has no workspace: one is made and the board moved into it.
    const workspace = JSON.parse(
      (
        await json('/api/v1/workspaces', {
          method: 'POST',
          headers: { cookie },
          body: JSON.stringify({ name: 'Bench' }),
        })
      ).body,
    );
    const moved = await fetch(`${base}/api/v1/boards/${seeded.boardId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ workspaceId: workspace.id }),
    });
    const workspaceInsights = moved.ok
      ? await sequential(10, () => get(`/api/v1/workspaces/${workspace.id}/ai-insights`))
      : { skipped: `PATCH board → ${moved.status}` };
    return {
      database: database.name,
      board: { cards: seeded.cards, events: seeded.events },
      answer: { insights: first.insights.length, totals: first.totals, bytes: JSON.stringify(first).length },
      getBoardInsights: { firstAfterStartMs: firstMs, ...boardInsights },
      getWorkspaceInsights: workspaceInsights,
    };
  } finally {
    await stopServer(server, dataDir);
  }
}

await runPerDatabase('ai-insights', benchInsights);
