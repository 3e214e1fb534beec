// `npm run bench:write-floor -- --database-url postgres://…` (or BENCH_DATABASE_URL)
// The floor under "moves per second, 50 clients on 50 boards" (issue 25, decision 058): what this
// machine does when a write costs nothing but HTTP and PostgreSQL. A bare node:http server with a
// pg pool (no framework, no session, no validation, no event log) answers each POST with one
// durable UPDATE of one of 50 rows — with a pg_notify in it, as every product write has, and
// without — and then with two reads before it (the product's move reads its session and its card
// first). 50 kept-alive clients run in a separate process. CPU per request is read from /proc for
// the server, the clients and PostgreSQL's processes. Prints JSON and writes
// bench/results/write-floor.json. Creates and drops the table `bench_write_floor`.
import { fork } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Agent, createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchDatabaseUrl, writeResult } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3393);
const CLIENTS = 50;
const ROWS = 50;
const WARM_UP = 2000;
const REQUESTS = 10_000;

if (process.argv[2] === '--clients') {
  // The load generator (child process): CLIENTS connections, each posting row ids in turn.
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const post = (id) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/',
          agent,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ id }));
    });
  const run = async (total) => {
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        while (next < total) {
          next += 1;
          await post((client % ROWS) + 1);
        }
      }),
    );
    return total / ((performance.now() - t0) / 1000);
  };
  process.on('message', async (message) => {
    if (message === 'warm') {
      await run(WARM_UP);
      process.send({ warmed: true });
    } else if (message === 'run') {
      const cpu = process.cpuUsage();
      const perSecond = await run(REQUESTS);
      const used = process.cpuUsage(cpu);
      process.send({ perSecond, clientCpuMs: (used.user + used.system) / 1000 });
      agent.destroy();
      process.exit(0);
    }
  });
} else {
  await main();
}

/** CPU seconds (user + system) of every process named `postgres` on this machine (Linux). */
function postgresCpuSeconds() {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

async function measure(pool, variant) {
  const update = {
    name: `floor_update_${variant.notify}`,
    text: variant.notify
      ? "UPDATE bench_write_floor SET v = v + 1 WHERE id = $1 RETURNING id, v, pg_notify('bench_write_floor', id::text)"
      : 'UPDATE bench_write_floor SET v = v + 1 WHERE id = $1 RETURNING id, v',
  };
  const read = { name: 'floor_read', text: 'SELECT id, v FROM bench_write_floor WHERE id = $1' };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      try {
        const { id } = JSON.parse(body);
        for (let i = 0; i < variant.reads; i += 1) await pool.query({ ...read, values: [id] });
        const { rows } = await pool.query({ ...update, values: [id] });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(rows[0]));
      } catch (error) {
        res.writeHead(500);
        res.end(String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const clients = fork(fileURLToPath(import.meta.url), ['--clients']);
  const reply = (message) =>
    new Promise((resolve) => {
      clients.once('message', resolve);
      clients.send(message);
    });
  await reply('warm');
  const serverCpu = process.cpuUsage();
  const postgresBefore = postgresCpuSeconds();
  const { perSecond, clientCpuMs } = await reply('run');
  const serverUsed = process.cpuUsage(serverCpu);
  const postgresMs = (postgresCpuSeconds() - postgresBefore) * 1000;
  await new Promise((resolve) => server.close(resolve));
  const perRequest = (ms) => Math.round((ms / REQUESTS) * 1000) / 1000;
  return {
    ...variant,
    requestsPerSecond: Math.round(perSecond),
    cpuMsPerRequest: {
      server: perRequest((serverUsed.user + serverUsed.system) / 1000),
      clients: perRequest(clientCpuMs),
      postgres: perRequest(postgresMs),
    },
  };
}

async function main() {
  const url = benchDatabaseUrl();
  if (!url) {
    console.error('bench:write-floor needs PostgreSQL: --database-url postgres://… or BENCH_DATABASE_URL');
    process.exit(2);
  }
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  await pool.query('DROP TABLE IF EXISTS bench_write_floor');
  await pool.query('CREATE TABLE bench_write_floor (id int PRIMARY KEY, v bigint NOT NULL DEFAULT 0)');
  await pool.query('INSERT INTO bench_write_floor (id) SELECT generate_series(1, $1::int)', [ROWS]);
  try {
    const variants = [];
    for (const variant of [
      { name: 'one write with pg_notify', reads: 0, notify: true },
      { name: 'one write without pg_notify', reads: 0, notify: false },
      { name: 'two reads, then one write with pg_notify', reads: 2, notify: true },
    ]) {
      variants.push(await measure(pool, variant));
    }
    const result = {
      benchmark: 'write-floor',
      at: new Date().toISOString(),
      machine: { loadAverage1m: Math.round(loadavg()[0] * 100) / 100 },
      clients: CLIENTS,
      rows: ROWS,
      requests: REQUESTS,
      variants,
    };
    const file = writeResult('write-floor', result);
    console.log(JSON.stringify(result, null, 2));
    console.error(`[bench] wrote ${file}`);
  } finally {
    await pool.query('DROP TABLE IF EXISTS bench_write_floor');
    await pool.end();
  }
}
