// `npm run bench:flow [-- --database-url postgres://…]`
// Seeds a scrum board of 5,000 cards with a history of 100,000 events written straight into the
// log (apps/server/src/scripts/seed-flow-board.ts, which also times the first fold of the
// `analytics` consumer), starts the real server on the embedded database (and on PostgreSQL when
// a URL is given via --database-url or BENCH_DATABASE_URL), then measures GET /flow (from the
// facts, and from the raw log for a past asOf), the ageing and the forecasts against the budgets
// of issue 19 (docs/decisions/037). Prints JSON and writes bench/results/flow-<database>.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, runPerDatabase, sequential, stopServer, summarize } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3312);
const base = `http://localhost:${port}`;
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const seedScript = join(repoRoot, 'apps', 'server', 'src', 'scripts', 'seed-flow-board.ts');
const CARDS = 5000;
const EVENTS = 100_000;

const budgets = { flowP95Ms: 150, forecastTrials10kMs: 50 };

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

/** The shared simulation alone, in this process: what a forecast costs beyond reading the board. */
async function simulationOnly(samples) {
  const { forecastWhen, forecastHowMany } = await tsImport('../packages/shared/src/flow/forecast.ts', import.meta.url);
  const time = (run) => {
    const samplesMs = [];
    for (let i = 0; i < 30; i += 1) {
      const t0 = performance.now();
      run(i);
      samplesMs.push(performance.now() - t0);
    }
    return summarize(samplesMs);
  };
  return {
    when50Items: time((seed) => forecastWhen({ samples, items: 50, trials: 10_000, seed })),
    howMany30Days: time((seed) => forecastHowMany({ samples, days: 30, trials: 10_000, seed })),
  };
}

async function benchFlow(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-flow-'));
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
    const post = (path, body) => json(path, { method: 'POST', headers: { cookie }, body: JSON.stringify(body) });
    const board = `/api/v1/boards/${seeded.boardId}`;

    // The first report after start: this process holds no copy of the facts yet (read from the tables).
    const t0 = performance.now();
    await get(`${board}/flow`);
    const firstAfterStartMs = Math.round((performance.now() - t0) * 100) / 100;
    for (let i = 0; i < 5; i += 1) await get(`${board}/flow`);
    const report = JSON.parse((await get(`${board}/flow`)).body);
    const flowDefault = await sequential(40, () => get(`${board}/flow`));
    // A card moved just before each report: the move is folded onto a copy of the cached facts.
    const moving = report.cards.find((card) => card.exists && card.columnId)?.cardId;
    const afterMoveSamples = [];
    for (let i = 0; i < 20; i += 1) {
      await post(`/api/v1/cards/${moving}/move`, { columnId: report.columns[i % 2 === 0 ? 2 : 3].id });
      const t1 = performance.now();
      await get(`${board}/flow`);
      afterMoveSamples.push(performance.now() - t1);
    }
    const to = report.asOfDate;
    const yearAgo = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const flowYear = await sequential(20, () => get(`${board}/flow?from=${yearAgo}&to=${to}`));
    const pastAsOf = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const flowPastRawLog = await sequential(5, () => get(`${board}/flow?asOf=${pastAsOf}`));
    const aging = await sequential(20, () => get(`${board}/aging`));
    const when = await sequential(20, (i) => post(`${board}/forecast`, { mode: 'when', items: 50, seed: i }));
    const dateIn30 = new Date(Date.parse(`${to}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const howMany = await sequential(20, (i) =>
      post(`${board}/forecast`, { mode: 'howMany', date: dateIn30, seed: i }),
    );
    const forecast = JSON.parse((await post(`${board}/forecast`, { mode: 'when', items: 50, seed: 1 })).body);
    const simulation = await simulationOnly(forecast.window.samples);
    const bytes = (await get(`${board}/flow`)).body.length;

    return {
      database: database.name,
      board: { cards: seeded.cards, events: seeded.events, seedSeconds: seeded.seedSeconds },
      firstFoldSeconds: seeded.foldSeconds,
      report: {
        cards: report.cards.length,
        wip: report.aging.length,
        sle: report.sle,
        throughputDays: report.throughput.length,
        bytes,
      },
      getFlow: {
        firstAfterStartMs,
        default60Days: flowDefault,
        afterACardMoved: summarize(afterMoveSamples),
        range365Days: flowYear,
        pastAsOfRawLog: flowPastRawLog,
      },
      getAging: aging,
      forecastEndpoint: {
        when50Items: when,
        howMany30Days: howMany,
        window: { days: forecast.window.days, finished: forecast.window.finished },
      },
      forecastSimulationOnly: simulation,
      budgets,
      withinBudget: {
        flowP95: flowDefault.p95Ms <= budgets.flowP95Ms,
        forecastSimulation:
          simulation.when50Items.p95Ms <= budgets.forecastTrials10kMs &&
          simulation.howMany30Days.p95Ms <= budgets.forecastTrials10kMs,
      },
    };
  } finally {
    await stopServer(server, dataDir);
  }
}

await runPerDatabase('flow', benchFlow);
