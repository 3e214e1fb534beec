// `npm run bench:board [-- --database-url postgres://…]`
// Seeds boards of 1,000 and 5,000 cards (apps/server/src/scripts/seed-big-board.ts, batched
// inserts), starts the real server on the embedded database (and on PostgreSQL when a URL is
// given via --database-url or BENCH_DATABASE_URL), then measures the board endpoints against
// the budgets of ARCHITECTURE §10. Prints JSON and writes bench/results/board-<database>.json.
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import {
  benchServerEnv,
  concurrent,
  loadClient,
  runPerDatabase,
  seedBoard,
  sequential,
  stopServer,
  summarize,
} from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3311);
const base = `http://localhost:${port}`;

const budgets = {
  board1kMedianMs: 15,
  board5kMedianMs: 60,
  createMedianMs: 5,
  moveMedianMs: 5,
  /** Issue 25: 50 clients on one hot board, and 50 clients each on their own board. */
  movesPerSecond50: 500,
  movesPerSecond50Boards: 1500,
  /** Issue 25: the board response of 1,000 cards, uncompressed. */
  board1kBytes: 400_000,
};

async function json(path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: base, ...(init.headers ?? {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${body}`);
  return { response, body };
}

/** Cards of a board response (ordered by column, then position): positions strictly rising per column. */
function strictlyOrdered(cards) {
  const byColumn = new Map();
  for (const c of cards) byColumn.set(c.columnId, [...(byColumn.get(c.columnId) ?? []), c.position]);
  return [...byColumn.values()].every((ps) => ps.every((p, i) => i === 0 || ps[i - 1] < p));
}

/** Bytes on the wire for one GET with the given Accept-Encoding. */
function wireBytes(path, cookie, encoding) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function benchBoard(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-board-'));
  const env = benchServerEnv({ port, dataDir, databaseUrl: database.url });
  const t0 = performance.now();
  const small = seedBoard(env, 1000);
  const big = seedBoard(env, 5000);
  const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const signIn = await json('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email: small.email, password: small.password }),
    });
    const cookie = signIn.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const get = (path) => json(path, { headers: { cookie } });
    const post = (path, body) => json(path, { method: 'POST', headers: { cookie }, body: JSON.stringify(body) });

    const patch = (path, body) => json(path, { method: 'PATCH', headers: { cookie }, body: JSON.stringify(body) });

    // Warm: the board unchanged since the last load (cards JSON and compressed body cached per
    // event seq). Cold: a card changed just before every load (cards rebuilt by PostgreSQL and
    // compressed again). 304: a client revalidating with its ETag.
    const measureBoard = async (boardId, count) => {
      const path = `/api/v1/boards/${boardId}`;
      for (let i = 0; i < 5; i += 1) await get(path);
      const warm = await sequential(count, () => get(path));
      const first = JSON.parse((await get(path)).body);
      const someCard = first.cards[0].id;
      const coldSamples = [];
      for (let i = 0; i < Math.min(count, 30); i += 1) {
        await patch(`/api/v1/cards/${someCard}`, { title: `Bench ${i}` });
        const t0 = performance.now();
        await get(path);
        coldSamples.push(performance.now() - t0);
      }
      const etag = (await get(path)).response.headers.get('etag');
      const notModified = await sequential(count, async () => {
        const response = await fetch(`${base}${path}`, { headers: { cookie, 'if-none-match': etag } });
        if (response.status !== 304) throw new Error(`expected 304, got ${response.status}`);
      });
      const [br, gzip, identity] = await Promise.all([
        wireBytes(path, cookie, 'br'),
        wireBytes(path, cookie, 'gzip'),
        wireBytes(path, cookie, 'identity'),
      ]);
      return {
        cards: first.cards.length,
        ...warm,
        cold: summarize(coldSamples),
        notModified304: notModified,
        bytes: { br: br.bytes, gzip: gzip.bytes, uncompressed: identity.bytes },
      };
    };
    const board1k = await measureBoard(small.boardId, 100);
    const board5k = await measureBoard(big.boardId, 40);

    const cols = small.columnIds;
    for (let i = 0; i < 10; i += 1)
      await post(`/api/v1/boards/${small.boardId}/cards`, { columnId: cols[0], title: 'warm' });
    const createdIds = [];
    const create = await sequential(300, async (i) => {
      const { body } = await post(`/api/v1/boards/${small.boardId}/cards`, {
        columnId: cols[i % cols.length],
        title: `Bench ${i}`,
      });
      createdIds.push(JSON.parse(body).id);
    });
    const cardIds = JSON.parse((await get(`/api/v1/boards/${small.boardId}`)).body).cards.map((c) => c.id);
    const pick = (i) => cardIds[(i * 7919) % cardIds.length];
    const moveSequential = await sequential(300, (i) =>
      post(`/api/v1/cards/${pick(i)}/move`, { columnId: cols[(i + 1) % cols.length] }),
    );
    // Each card goes to the top of the first column, just above the previously moved one.
    const moveBetween = await sequential(200, (i) =>
      post(`/api/v1/cards/${createdIds[i]}/move`, {
        columnId: cols[0],
        ...(i > 0 ? { beforeId: createdIds[i - 1] } : {}),
      }),
    );
    // Throughput runs go through a kept-alive node:http client (bench/lib.mjs `loadClient`).
    const load = loadClient(base, { cookie });
    const moveConcurrent = await concurrent(3000, 50, (i) =>
      load.post(`/api/v1/cards/${pick(i + 11)}/move`, { columnId: cols[(i * 5) % cols.length] }),
    );
    // The same 3,000 moves by 50 clients, each client on its own board (issue 25: writes to
    // different boards must not wait for each other).
    const spread = [];
    for (let b = 0; b < 50; b += 1) {
      const created = JSON.parse((await post('/api/v1/boards', { title: `Espalhado ${b}`, template: 'kanban' })).body);
      const columns = JSON.parse((await get(`/api/v1/boards/${created.id}`)).body).columns.map((c) => c.id);
      const cards = [];
      for (let c = 0; c < 10; c += 1)
        cards.push(
          JSON.parse((await post(`/api/v1/boards/${created.id}/cards`, { columnId: columns[0], title: `c${c}` })).body)
            .id,
        );
      spread.push({ boardId: created.id, columns, cards });
    }
    const moveSpread = await concurrent(3000, 50, (i) => {
      const board = spread[i % 50];
      const round = Math.floor(i / 50);
      return load.post(`/api/v1/cards/${board.cards[round % board.cards.length]}/move`, {
        columnId: board.columns[(round + 1) % board.columns.length],
      });
    });
    load.close();
    let spreadIntact = true;
    for (const board of spread) {
      const cards = JSON.parse((await get(`/api/v1/boards/${board.boardId}`)).body).cards;
      spreadIntact &&= cards.length === 10 && strictlyOrdered(cards);
    }

    const after = JSON.parse((await get(`/api/v1/boards/${small.boardId}`)).body).cards;
    const ordered = strictlyOrdered(after);

    return {
      database: database.name,
      seedSeconds,
      getBoard: { board1k, board5k },
      createCard: create,
      moveCard: {
        sequentialOtherColumn: moveSequential,
        sequentialTopOfColumn: moveBetween,
        concurrent50: moveConcurrent,
        concurrent50Boards: moveSpread,
      },
      integrity: {
        cardsAfter: after.length,
        expected: 1000 + 10 + 300,
        positionsStrictlyOrdered: ordered,
        spreadBoardsIntact: spreadIntact,
      },
      budgets,
      withinBudget: {
        board1k: board1k.medianMs <= budgets.board1kMedianMs,
        board1kCold: board1k.cold.medianMs <= budgets.board1kMedianMs,
        board5k: board5k.medianMs <= budgets.board5kMedianMs,
        board5kCold: board5k.cold.medianMs <= budgets.board5kMedianMs,
        board1kBytes: board1k.bytes.uncompressed <= budgets.board1kBytes,
        create: create.medianMs <= budgets.createMedianMs,
        move: moveSequential.medianMs <= budgets.moveMedianMs,
        movesPerSecond50: moveConcurrent.failures === 0 && moveConcurrent.requestsPerSecond >= budgets.movesPerSecond50,
        movesPerSecond50Boards:
          moveSpread.failures === 0 && moveSpread.requestsPerSecond >= budgets.movesPerSecond50Boards,
      },
    };
  } finally {
    await stopServer(server, dataDir);
  }
}

await runPerDatabase('board', benchBoard);
