// Measurement helpers for the benchmarks: latency percentiles and a bounded
// concurrent load loop (loopback only, fixed request count).
import { execFileSync } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarize(samplesMs) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 100) / 100);
  return {
    samples: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    minMs: round(sorted[0] ?? null),
    maxMs: round(sorted.at(-1) ?? null),
  };
}

/** Runs `request` `count` times one after another; returns latency stats. */
export async function sequential(count, request) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await request(i);
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}

/** Runs `total` requests with `concurrency` clients; returns throughput and latency. */
export async function concurrent(total, concurrency, request) {
  const samples = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        const s = performance.now();
        try {
          await request(i);
        } catch {
          failures += 1;
        }
        samples.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return {
    concurrency,
    requests: total,
    failures,
    requestsPerSecond: Math.round(total / seconds),
    ...summarize(samples),
  };
}

/**
 * A load generator's HTTP client: node:http over `sockets` kept-alive connections. The server and
 * the benchmark share this machine's two cores, and `fetch` (undici) spends ~0.7 ms of CPU per
 * request against ~0.15 ms here — CPU the server under test would otherwise not get. Latency
 * measures keep `fetch`, as a browser-like client; throughput runs use this. Resolves with the
 * body of a 2xx answer and rejects on any other status.
 */
export function loadClient(base, { cookie, sockets = 50 } = {}) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const send = (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            origin: base,
            ...(cookie ? { cookie } : {}),
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode >= 200 && res.statusCode < 300) resolve(text);
            else reject(new Error(`${method} ${path} → ${res.statusCode} ${text}`));
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    get: (path) => send('GET', path),
    post: (path, body) => send('POST', path, body),
    close: () => agent.destroy(),
  };
}

export function writeResult(name, result) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** The PostgreSQL URL of a run: `--database-url URL` or BENCH_DATABASE_URL (none: embedded only). */
export function benchDatabaseUrl() {
  const index = process.argv.indexOf('--database-url');
  return index > 0 ? process.argv[index + 1] : process.env.BENCH_DATABASE_URL;
}

/** The server's environment for a benchmark: production mode, its own data directory, no rate limits in the way. */
export function benchServerEnv({ port, dataDir, databaseUrl }) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    AUTH_RATE_LIMIT_MAX: '1000000',
    RESET_MAILS_PER_HOUR: '1000000',
    API_RATE_LIMIT_MAX: '10000000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  };
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const seedScript = join(repoRoot, 'apps', 'server', 'src', 'scripts', 'seed-big-board.ts');

/**
 * A demo account and a board of `cards` cards (seed-big-board.ts), written before the server
 * starts (the embedded database takes one process). Returns { email, password, boardId, columnIds }.
 */
export function seedBoard(env, cards) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', seedScript, '--cards', String(cards), '--json'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** Stops the server (unless it already exited) and removes its data directory. */
export async function stopServer(server, dataDir) {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Runs `measure(database)` on the embedded database, then on PostgreSQL when a URL was given;
 * prints each result and writes bench/results/<benchmark>-<database>.json. Timings depend on CPU
 * contention, so the 1-minute load average around each run is recorded with the machine.
 */
export async function runPerDatabase(benchmark, measure) {
  const databaseUrl = benchDatabaseUrl();
  const databases = [{ name: 'embedded' }];
  if (databaseUrl) databases.push({ name: 'postgres', url: databaseUrl });
  const machine = { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
  const load = () => Math.round(loadavg()[0] * 100) / 100;
  for (const database of databases) {
    const before = load();
    const measured = await measure(database);
    const result = {
      benchmark,
      at: new Date().toISOString(),
      machine: { ...machine, loadAverage1m: { before, after: load() } },
      ...measured,
    };
    const file = writeResult(`${benchmark}-${database.name}`, result);
    console.log(JSON.stringify(result, null, 2));
    console.error(`[bench] wrote ${file}`);
  }
}
