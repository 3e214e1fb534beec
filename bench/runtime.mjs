// `npm run bench:runtime [-- --database-url postgres://…] [--runs N]`
// Start-up time and idle memory of the server process (ARCHITECTURE §10: ≤ 150 MB RSS idle on
// PostgreSQL, ≤ 250 MB embedded; docs/decisions/029). Two runtimes: `build`, what `npm start`
// runs (the esbuild bundle, NODE_ENV=production), and `tsx`, the TypeScript sources as `npm start`
// ran them before (NODE_ENV unset). Each run gets a fresh data directory and, on PostgreSQL, a
// fresh database (`rbax_bench_runtime`, created and dropped), and starts the server twice: a first
// start (migrations included, as on a first `npm start`) and a restart on the same data. Start-up is
// spawn → first 200 from /api/ready; idle RSS is VmRSS of the server process (not a wrapper) 10 s
// later, in MiB; medians of N runs (default 3). Prints JSON and writes bench/results/runtime.json.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';
import { startServer } from '../scripts/lib.mjs';
import { benchDatabaseUrl, writeResult } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3314);
const base = `http://localhost:${port}`;
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;
const IDLE_MS = 10_000;
const DB_NAME = 'rbax_bench_runtime';
const budgets = { idleRssMiB: { postgres: 150, embedded: 250 } };

const runtimes = {
  build: { runtime: 'build', env: { NODE_ENV: 'production' } },
  // What `npm start` ran before decision 029: tsx, NODE_ENV unset (development).
  tsx: { runtime: 'tsx', env: { NODE_ENV: undefined } },
};

async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `VmRSS`, `VmHWM`… of a process in MiB. */
function procStatus(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line.split(/\s+/)[1]) / 102.4) / 10;
}

/** Milliseconds until /api/ready answers 200, polling every 20 ms. */
async function readyAfter(t0, server) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/ready`);
      if (response.ok) return Math.round(performance.now() - t0);
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > 120_000) throw new Error('server not ready after 120 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts the server, waits for /api/ready and 10 s of idleness, reads its memory, stops it. */
async function startIdleStop(env, runtime) {
  const t0 = performance.now();
  const server = startServer(env, ['ignore', 'ignore', 'inherit'], { runtime: runtimes[runtime].runtime });
  try {
    const startupMs = await readyAfter(t0, server);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { startupMs, idleRssMiB: procStatus(server.pid, 'VmRSS'), peakRssMiB: procStatus(server.pid, 'VmHWM') };
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

/** A first start on an empty database (migrations included), then a restart on the same data. */
async function oneRun(database, runtime) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-runtime-'));
  let databaseUrl = '';
  if (database.url) {
    await adminQuery(database.url, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await adminQuery(database.url, `CREATE DATABASE ${DB_NAME}`);
    const url = new URL(database.url);
    url.pathname = `/${DB_NAME}`;
    databaseUrl = url.toString();
  }
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'info',
    ...runtimes[runtime].env,
  };
  try {
    return { firstStart: await startIdleStop(env, runtime), restart: await startIdleStop(env, runtime) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (database.url) await adminQuery(database.url, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const medians = (samples) => ({
  startupMs: median(samples.map((r) => r.startupMs)),
  idleRssMiB: median(samples.map((r) => r.idleRssMiB)),
  peakRssMiB: median(samples.map((r) => r.peakRssMiB)),
});

async function measure(database, runtime) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun(database, runtime));
  return {
    firstStart: medians(runs.map((r) => r.firstStart)),
    restart: medians(runs.map((r) => r.restart)),
    runs,
  };
}

const databaseUrl = benchDatabaseUrl();
const databases = [{ name: 'embedded' }];
if (databaseUrl) databases.push({ name: 'postgres', url: databaseUrl });

const buildStarted = performance.now();
await buildServer();
const buildMs = Math.round(performance.now() - buildStarted);

const loadBefore = Math.round(loadavg()[0] * 100) / 100;
const results = {};
for (const database of databases) {
  results[database.name] = {};
  for (const runtime of Object.keys(runtimes)) {
    results[database.name][runtime] = await measure(database, runtime);
    console.error(`[bench] ${database.name} ${runtime}: ${JSON.stringify(results[database.name][runtime])}`);
  }
}
const result = {
  benchmark: 'runtime',
  at: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage1m: { before: loadBefore, after: Math.round(loadavg()[0] * 100) / 100 },
  },
  method: `median of ${RUNS} runs; fresh data directory and database each run; startup = spawn → /api/ready 200; idle RSS = VmRSS ${IDLE_MS / 1000} s after ready; peak = VmHWM`,
  buildMs,
  budgets,
  results,
};
const file = writeResult('runtime', result);
console.log(JSON.stringify(result, null, 2));
console.error(`[bench] wrote ${file}`);
