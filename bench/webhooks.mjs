// `npm run bench:webhooks [-- --database-url postgres://…]`
// Outgoing webhooks (issue 18, docs/decisions/035): card create and move latency with no webhook
// and with 100 active webhooks on the board's workspace (deliveries flowing in the background),
// deliveries per second, and how long an event takes to reach its first and its 100th receiver.
// Starts the real server (embedded database, then PostgreSQL when a URL is given) with a local
// receiver allow-listed by WEBHOOK_ALLOWED_HOSTS. Prints JSON and writes
// bench/results/webhooks-<database>.json.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, runPerDatabase, stopServer, summarize } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3312);
const base = `http://localhost:${port}`;
const WEBHOOKS = 100;
const ROUNDS = 2;
const OPS_PER_ROUND = 50;
const PACED_INTERVAL_MS = 250;
const BURST_CARDS = 30;
const EFFECT_SAMPLES = 20;

/** The receiver: answers 200 at once and notes when each event's deliveries arrive. */
async function startReceiver() {
  let total = 0;
  const arrivals = new Map(); // event title → arrival times (ms)
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      total += 1;
      const title = /"title":"([^"]*)"/.exec(Buffer.concat(chunks).toString('utf8'))?.[1];
      if (title?.startsWith('effect-')) arrivals.set(title, [...(arrivals.get(title) ?? []), performance.now()]);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path) => `http://127.0.0.1:${server.address().port}${path}`,
    get total() {
      return total;
    },
    arrivals,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function benchWebhooks(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-webhooks-'));
  const receiver = await startReceiver();
  const env = { ...benchServerEnv({ port, dataDir, databaseUrl: database.url }), WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' };
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const account = { name: 'Bench Webhooks', email: 'bench.webhooks@example.com', password: 'Quadro#Verde42' };
    const headers = { 'content-type': 'application/json', origin: base };
    await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify(account) });
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = async (method, path, body) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { ...headers, cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };
    const setUp = async (name) => {
      const workspace = await call('POST', '/api/v1/workspaces', { name });
      const board = await call('POST', '/api/v1/boards', {
        title: name,
        workspaceId: workspace.id,
        template: 'kanban',
      });
      const { columns } = await call('GET', `/api/v1/boards/${board.id}`);
      return { workspace: workspace.id, board: board.id, columns: columns.map((c) => c.id), cards: [] };
    };
    const quiet = await setUp('Sem webhooks');
    const hooked = await setUp('Com webhooks');
    for (let i = 0; i < WEBHOOKS; i += 1) {
      await call('POST', `/api/v1/workspaces/${hooked.workspace}/webhooks`, {
        url: receiver.url(`/hook/${i}`),
        events: ['card.created', 'card.moved'],
      });
    }
    let expected = 0;
    const drained = (timeoutMs = 180_000) =>
      waitFor(() => receiver.total >= expected, timeoutMs, `${expected} deliveries`);

    const create = async (scene, title) => {
      const card = await call('POST', `/api/v1/boards/${scene.board}/cards`, { columnId: scene.columns[0], title });
      scene.cards.push(card.id);
      if (scene === hooked) expected += WEBHOOKS;
    };
    const move = async (scene, i) => {
      await call('POST', `/api/v1/cards/${scene.cards[i % scene.cards.length]}/move`, {
        columnId: scene.columns[(i % (scene.columns.length - 1)) + 1],
      });
      if (scene === hooked) expected += WEBHOOKS;
    };
    const timed = async (samples, work) => {
      const t0 = performance.now();
      await work();
      samples.push(performance.now() - t0);
    };

    // Warm both paths (JIT, caches, pg-boss queues), then let every delivery land.
    for (let i = 0; i < 20; i += 1) {
      await create(quiet, `warm ${i}`);
      await create(hooked, `warm ${i}`);
    }
    await drained();

    // Rounds alternate: operations on the quiet board with nothing in flight, then the same on the
    // board whose workspace has 100 webhooks while their deliveries flow. Same server, same
    // moment. Back to back: each request as soon as the previous answered (the deliveries of
    // 100 webhooks then run without pause and share the 2 cores with the requests, PostgreSQL and
    // the receiver). Paced: one operation every PACED_INTERVAL_MS, a busy team's rate (each
    // operation's 100 deliveries overlap the next requests).
    const series = () => ({ create: { none: [], with100: [] }, move: { none: [], with100: [] } });
    const samples = { backToBack: series(), paced: series() };
    const drainSeconds = [];
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    let op = 0;
    const block = async (mode, kind, scene, target) => {
      for (let i = 0; i < OPS_PER_ROUND; i += 1) {
        const started = performance.now();
        op += 1;
        const title = `op ${op}`;
        const n = op;
        await timed(target, () => (kind === 'create' ? create(scene, title) : move(scene, n)));
        if (mode === 'paced') await pause(Math.max(0, PACED_INTERVAL_MS - (performance.now() - started)));
      }
    };
    for (const mode of ['backToBack', 'paced']) {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const kind of ['create', 'move']) {
          await block(mode, kind, quiet, samples[mode][kind].none);
          const t0 = performance.now();
          await block(mode, kind, hooked, samples[mode][kind].with100);
          await drained();
          if (mode === 'backToBack') drainSeconds.push((performance.now() - t0) / 1000);
        }
      }
    }

    // Throughput: a burst of cards, each making 100 deliveries, until the last one arrives.
    const before = receiver.total;
    const burstStart = performance.now();
    for (let i = 0; i < BURST_CARDS; i += 1) await create(hooked, `burst ${i}`);
    const burstRequests = (performance.now() - burstStart) / 1000;
    await drained();
    const burstSeconds = (performance.now() - burstStart) / 1000;
    const burstDeliveries = receiver.total - before;

    // One event at a time: from the request's answer to its first and its 100th delivery.
    const first = [];
    const all = [];
    for (let i = 0; i < EFFECT_SAMPLES; i += 1) {
      const title = `effect-${i}`;
      await create(hooked, title);
      const answered = performance.now();
      await waitFor(() => (receiver.arrivals.get(title)?.length ?? 0) >= WEBHOOKS, 60_000, title);
      const times = receiver.arrivals.get(title);
      first.push(times[0] - answered);
      all.push(times.at(-1) - answered);
      await drained();
    }

    const ratio = (a, b) => Math.round((a.medianMs / b.medianMs) * 1000) / 1000;
    const compare = (none, withHooks) => {
      const a = summarize(none);
      const b = summarize(withHooks);
      return {
        none: a,
        with100Webhooks: b,
        medianRatio: ratio(b, a),
        withinTenPercent: b.medianMs <= a.medianMs * 1.1,
      };
    };
    const report = (mode) => ({
      createCard: compare(samples[mode].create.none, samples[mode].create.with100),
      moveCard: compare(samples[mode].move.none, samples[mode].move.with100),
    });
    return {
      database: database.name,
      webhooks: WEBHOOKS,
      backToBack: report('backToBack'),
      paced: { intervalMs: PACED_INTERVAL_MS, ...report('paced') },
      backToBackBlocks: {
        deliveriesPerBlock: OPS_PER_ROUND * WEBHOOKS,
        secondsUntilAllLanded: drainSeconds.map((seconds) => Math.round(seconds * 10) / 10),
      },
      burst: {
        cards: BURST_CARDS,
        deliveries: burstDeliveries,
        requestSeconds: Math.round(burstRequests * 100) / 100,
        seconds: Math.round(burstSeconds * 100) / 100,
        deliveriesPerSecond: Math.round(burstDeliveries / burstSeconds),
      },
      eventToDeliveryMs: { first: summarize(first), hundredth: summarize(all) },
      deliveriesTotal: receiver.total,
    };
  } finally {
    await stopServer(server, dataDir);
    await receiver.close();
  }
}

await runPerDatabase('webhooks', benchWebhooks);
