/**
 * `node --import tsx apps/server/src/scripts/seed-flow-board.ts [--cards 5000 --events 100000 --json]`
 * (bench/flow.mjs): the demo account and a scrum board whose cards have a history — created over
 * the last 300 days, moved forward (and now and then back) towards Concluído, edited in between —
 * written straight into the event log in batches, then folded by the `analytics` consumer. Prints
 * the board and how long the first fold took. Stop the server first on the embedded database.
 */
import { sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config/env.ts';
import { createDatabase } from '#src/db/client.ts';
import { rows } from '#src/db/raw.ts';
import { boardEventCounters, events } from '#src/db/schema/event-log.ts';
import { runMigrations } from '#src/db/migrate.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed-big-board.ts';
import { seedCards } from './seed-board.ts';

const DAY = 86_400_000;
const BATCH = 1000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Seeded = { kind: string; entityId: string; at: number; data: Record<string, unknown> };

/**
 * Each card's moves from its first column towards the last, forward four times in five, until it
 * is done (a finished card is reopened now and then); then edits until the log holds `total` events.
 */
function history(
  cards: { id: string; columnId: string; createdAt: number }[],
  columnIds: string[],
  boardId: string,
  total: number,
  now: number,
): { events: Seeded[]; finalColumn: Map<string, string> } {
  const random = rng(total);
  const seeded: Seeded[] = [];
  const finalColumn = new Map<string, string>();
  const last = columnIds.length - 1;
  const movesPerCard = Math.max(1, Math.floor(((total - cards.length) * 0.45) / cards.length));
  for (const card of cards) {
    let index = columnIds.indexOf(card.columnId);
    let at = card.createdAt;
    for (let move = 0; move < movesPerCard; move += 1) {
      at += Math.floor(random() * 3 * DAY) + 60_000;
      if (at >= now) break;
      const to =
        index === last ? (random() < 0.1 ? last - 1 : null) : random() < 0.8 ? index + 1 : Math.max(0, index - 1);
      if (to === null || to === index) continue;
      seeded.push({
        kind: 'card.moved',
        entityId: card.id,
        at,
        data: {
          version: 2,
          fromColumnId: columnIds[index],
          toColumnId: columnIds[to],
          fromBoardId: boardId,
          toBoardId: boardId,
          position: 'a0',
        },
      });
      index = to;
    }
    finalColumn.set(card.id, columnIds[index]!);
  }
  let i = 0;
  while (seeded.length + cards.length < total) {
    const card = cards[i % cards.length]!;
    const at = card.createdAt + Math.floor(random() * (now - card.createdAt));
    seeded.push({
      kind: 'card.updated',
      entityId: card.id,
      at,
      data: { version: 2, changes: { priority: { old: null, new: 'medium' } } },
    });
    i += 1;
  }
  return { events: seeded, finalColumn };
}

async function main() {
  const count = Number(arg('cards') ?? 5000);
  const total = Number(arg('events') ?? 100_000);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', BACKGROUND_JOBS: 'off' });
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const origin = config.publicUrl;
    const call = async (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
      const r = await app.inject({ method, url, payload, headers: { origin, ...(cookie ? { cookie } : {}) } });
      if (r.statusCode >= 300) throw new Error(`${method} ${url} → ${r.statusCode} ${r.body}`);
      return r;
    };
    const credentials = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: credentials,
      headers: { origin },
    });
    const session =
      signIn.statusCode === 200
        ? signIn
        : await call('POST', '/api/auth/sign-up/email', { ...credentials, name: 'Conta Demo' });
    const setCookie = session.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
    const me = (await call('GET', '/api/v1/me', undefined, cookie)).json() as { id: string };
    const board = (
      await call(
        'POST',
        '/api/v1/boards',
        { title: `Fluxo (${count} cards, ${total} eventos)`, template: 'scrum' },
        cookie,
      )
    ).json() as { id: string };
    const detail = (await call('GET', `/api/v1/boards/${board.id}`, undefined, cookie)).json() as {
      columns: { id: string }[];
    };
    const columnIds = detail.columns.map((column) => column.id);
    const t0 = performance.now();
    // Cards start in the first three columns (backlog, sprint, development).
    await seedCards(database.db, {
      boardId: board.id,
      workspaceId: null,
      actorId: me.id,
      columnIds: columnIds.slice(0, 3),
      labelIds: [],
      count,
    });
    const now = Date.now();
    const random = rng(count);
    const created = await rows<{ id: string; column_id: string }>(
      database.db,
      sql`SELECT c.id, c.column_id FROM cards c WHERE c.board_id = ${board.id} ORDER BY c.id`,
    );
    const cards = created.map((row) => ({
      id: row.id,
      columnId: row.column_id,
      createdAt: now - 300 * DAY + Math.floor(random() * 290 * DAY),
    }));
    const { events: seeded, finalColumn } = history(cards, columnIds, board.id, total, now);
    await database.db.transaction(async (tx) => {
      // The cards' creation, dated; then the rest of the history in time order.
      await tx.execute(sql`
        UPDATE events e SET created_at = v.at
        FROM jsonb_to_recordset(${JSON.stringify(cards.map((c) => ({ id: c.id, at: new Date(c.createdAt).toISOString() })))}::jsonb)
             AS v(id text, at timestamptz)
        WHERE e.board_id = ${board.id} AND e.entity_id = v.id AND e.kind = 'card.created'`);
      seeded.sort((a, b) => a.at - b.at);
      const [counter] = await tx
        .update(boardEventCounters)
        .set({ lastSeq: sql`${boardEventCounters.lastSeq} + ${seeded.length}` })
        .where(sql`${boardEventCounters.boardId} = ${board.id}`)
        .returning({ last: boardEventCounters.lastSeq });
      const first = Number(counter!.last) - seeded.length + 1;
      for (let i = 0; i < seeded.length; i += BATCH) {
        await tx.insert(events).values(
          seeded.slice(i, i + BATCH).map((event, j) => ({
            boardId: board.id,
            workspaceId: null,
            seq: first + i + j,
            actorId: me.id,
            kind: event.kind,
            entityId: event.entityId,
            data: event.data,
            createdAt: new Date(event.at),
          })),
        );
      }
      // Where the history left each card, with fresh positions in its column.
      const byColumn = new Map<string, string[]>();
      for (const [id, columnId] of finalColumn) byColumn.set(columnId, [...(byColumn.get(columnId) ?? []), id]);
      const placed = [...byColumn].flatMap(([columnId, ids]) => {
        const keys = generateNKeysBetween(null, null, ids.length);
        return ids.map((id, i) => ({ id, column_id: columnId, position: keys[i]! }));
      });
      await tx.execute(sql`UPDATE cards SET position = 'tmp-' || id WHERE board_id = ${board.id}`);
      await tx.execute(sql`
        UPDATE cards c SET column_id = v.column_id, position = v.position
        FROM jsonb_to_recordset(${JSON.stringify(placed)}::jsonb) AS v(id text, column_id text, position text)
        WHERE c.id = v.id`);
    });
    const seedSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const t1 = performance.now();
    await app.analytics.processEvents();
    // A board this big is left by the consumer to the rebuild job (docs/decisions/037).
    await app.analytics.rebuildStale();
    const foldSeconds = Math.round((performance.now() - t1) / 100) / 10;
    // The other consumers read the seeded history now, not while the benchmark runs.
    await app.eventLog.drain();
    const [eventCount] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM events WHERE board_id = ${board.id}`,
    );
    console.log(
      JSON.stringify({
        boardId: board.id,
        columnIds,
        email: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        cards: count,
        events: eventCount!.n,
        seedSeconds,
        foldSeconds,
      }),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
