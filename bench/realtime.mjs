// `npm run bench:realtime [-- --database-url postgres://…]`
// Realtime latency (ARCHITECTURE §10: a move visible to another subscribed client ≤ 10 ms
// median): a card moved through the API until a second, subscribed socket receives the
// 'card.moved' event; and fan-out: one change until the last of 500 subscribed sockets has it.
// Runs the real server on the embedded database (and on PostgreSQL when a URL is given), prints
// JSON and writes bench/results/realtime-<database>.json.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, runPerDatabase, seedBoard, stopServer, summarize } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3313);
const base = `http://localhost:${port}`;
const FAN_OUT = 500;
const budgets = { moveSeenMedianMs: 10 };

/** An open socket subscribed to the board; `onEvent` sees every board event. */
async function subscriber(cookie, boardId, onEvent) {
  const socket = new WebSocket(`ws://localhost:${port}/api/realtime`, { headers: { cookie, origin: base } });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await new Promise((resolve, reject) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'subscribed') resolve();
      else if (message.type === 'error') reject(new Error(message.code));
      else if (message.type === 'event') onEvent(message.event);
    });
    socket.send(JSON.stringify({ type: 'subscribe', channel: `board:${boardId}` }));
  });
  return socket;
}

async function benchRealtime(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-rt-'));
  const env = benchServerEnv({ port, dataDir, databaseUrl: database.url });
  const board = seedBoard(env, 200);
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  const sockets = [];
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: board.email, password: board.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const detail = await (await fetch(`${base}/api/v1/boards/${board.boardId}`, { headers: { cookie } })).json();
    const cardIds = detail.cards.map((c) => c.id);
    const cols = board.columnIds;
    const move = (cardId, columnId) =>
      fetch(`${base}/api/v1/cards/${cardId}/move`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ columnId }),
      }).then((r) => r.arrayBuffer());

    // 1. A move until another subscribed client sees it.
    const waiting = new Map();
    sockets.push(
      await subscriber(cookie, board.boardId, (event) => {
        if (event.kind !== 'card.moved') return;
        waiting.get(event.entityId)?.(performance.now());
        waiting.delete(event.entityId);
      }),
    );
    const latencies = [];
    for (let i = 0; i < 220; i += 1) {
      const cardId = cardIds[(i * 7) % cardIds.length];
      const seen = new Promise((resolve) => waiting.set(cardId, resolve));
      const t0 = performance.now();
      await Promise.all([move(cardId, cols[(i + 1) % cols.length]), seen.then((t1) => latencies.push(t1 - t0))]);
    }
    const moveSeen = summarize(latencies.slice(20));

    // 2. One change fanned out to FAN_OUT sockets.
    const fanOut = [];
    let pending = null;
    let remaining = 0;
    for (let i = 0; i < FAN_OUT; i += 1) {
      sockets.push(
        await subscriber(cookie, board.boardId, (event) => {
          if (event.kind !== 'card.moved' || !pending) return;
          remaining -= 1;
          if (remaining === 0) pending(performance.now());
        }),
      );
    }
    for (let round = 0; round < 12; round += 1) {
      remaining = FAN_OUT;
      const done = new Promise((resolve) => (pending = resolve));
      const t0 = performance.now();
      await move(cardIds[round], cols[(round + 2) % cols.length]);
      const t1 = await done;
      pending = null;
      if (round >= 2) fanOut.push(t1 - t0);
    }
    return {
      database: database.name,
      moveSeenByAnotherClient: moveSeen,
      fanOut: { sockets: FAN_OUT, lastReceived: summarize(fanOut) },
      budgets,
      withinBudget: { moveSeen: moveSeen.medianMs <= budgets.moveSeenMedianMs },
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await stopServer(server, dataDir);
  }
}

await runPerDatabase('realtime', benchRealtime);
