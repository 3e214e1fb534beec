// `node bench/automations.mjs [-- --database-url postgres://…]`
// The automation engine (issue 20, docs/decisions/038): with 50 enabled rules on a board, a card
// move's latency against a board without rules (rules run after the commit, in the `automations`
// consumer); the time from a move to its rule's effect being visible through the API (p95 budget
// 200 ms on PostgreSQL); and how many events per second the engine gets through while writers
// create cards as fast as they can (budget 1,000/s). Starts the real server (embedded database,
// then PostgreSQL when a URL is given). Prints JSON and writes bench/results/automations-<db>.json.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, concurrent, runPerDatabase, stopServer, summarize } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3313);
const base = `http://localhost:${port}`;
const RULES = 50;
const MOVES = 60;
const EFFECT_SAMPLES = 30;
const PACE_MS = 250;
const BURST_CARDS = Number(process.env.BENCH_BURST_CARDS ?? 1000);
const BURST_CONCURRENCY = 8;
const budgets = { effectP95Ms: 200, engineEventsPerSecond: 1000 };

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function benchAutomations(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-automations-'));
  const server = startServer(benchServerEnv({ port, dataDir, databaseUrl: database.url }), [
    'ignore',
    'inherit',
    'inherit',
  ]);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const account = { name: 'Bench Automações', email: 'bench.automations@example.com', password: 'Quadro#Verde42' };
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
    const setUp = async (title) => {
      const board = await call('POST', '/api/v1/boards', { title, template: 'kanban' });
      const { columns } = await call('GET', `/api/v1/boards/${board.id}`);
      const label = await call('POST', `/api/v1/boards/${board.id}/labels`, { name: 'bug', color: '#10b981' });
      return { id: board.id, columns: columns.map((c) => c.id), label: label.id, cards: [] };
    };
    const quiet = await setUp('Sem regras');
    const ruled = await setUp('Com 50 regras');
    const [todo, doing, review] = ruled.columns;

    // 50 rules a real board might have: the measured one (moved to the second column → priority
    // high), one per created card (the burst's), and 48 more on the same events whose conditions
    // do not hold (each evaluated, each leaving a no_match run).
    const effect = await call('POST', `/api/v1/boards/${ruled.id}/automations`, {
      name: 'Em andamento → prioridade alta',
      trigger: { type: 'card.moved', toColumnId: doing },
      actions: [{ type: 'set_priority', value: 'high' }],
    });
    const created = await call('POST', `/api/v1/boards/${ruled.id}/automations`, {
      name: 'Novo card → prazo em 2 dias úteis',
      trigger: { type: 'card.created' },
      actions: [{ type: 'set_due_date', mode: 'from_now', days: 2, businessDays: true }],
    });
    for (let i = 0; i < RULES - 2; i += 1) {
      await call('POST', `/api/v1/boards/${ruled.id}/automations`, {
        name: `Regra ${i}`,
        trigger: i % 2 ? { type: 'card.moved', toColumnId: doing } : { type: 'card.created' },
        conditions: { op: 'all', items: [{ type: 'labels', mode: 'all', labelIds: [ruled.label] }] },
        actions: [{ type: 'move_card', columnId: review }],
      });
    }

    const create = async (scene, title) => {
      const card = await call('POST', `/api/v1/boards/${scene.id}/cards`, { columnId: scene.columns[0], title });
      scene.cards.push(card.id);
      return card.id;
    };
    for (let i = 0; i < MOVES; i += 1) {
      await create(quiet, `q${i}`);
      await create(ruled, `r${i}`);
    }
    await pause(1000);

    // Move latency, alternating boards (and which goes first), each card moved once to the second
    // column, paced so the previous move's rules have run (a team's pace, not a flood).
    console.error('[bench] moves');
    const moveSamples = { none: [], with50Rules: [] };
    for (let i = 0; i < MOVES; i += 1) {
      const pair = [
        [quiet, moveSamples.none],
        [ruled, moveSamples.with50Rules],
      ];
      for (const [scene, samples] of i % 2 ? pair.reverse() : pair) {
        const t0 = performance.now();
        await call('POST', `/api/v1/cards/${scene.cards[i]}/move`, { columnId: scene.columns[1] });
        samples.push(performance.now() - t0);
        await pause(PACE_MS);
      }
    }
    await pause(1000);

    console.error('[bench] event → effect');
    // Event → effect: move a fresh card, poll it until the rule's priority shows.
    const effectSamples = [];
    for (let i = 0; i < EFFECT_SAMPLES; i += 1) {
      const cardId = await create(ruled, `e${i}`);
      await pause(300);
      const t0 = performance.now();
      await call('POST', `/api/v1/cards/${cardId}/move`, { columnId: doing });
      for (;;) {
        const card = await call('GET', `/api/v1/cards/${cardId}`);
        if (card.priority === 'high') break;
        if (performance.now() - t0 > 10_000) throw new Error('no effect within 10 s');
        await pause(5);
      }
      effectSamples.push(performance.now() - t0);
    }

    // Engine throughput: writers create cards as fast as they can; each creation is an event the
    // 50 rules look at (25 card.created rules). Measured from the first run's start to the last
    // run's end of the card.created rule (server clock), and the lag after the last write.
    console.error('[bench] burst');
    const before = (await call('GET', `/api/v1/automations/${created.id}`)).stats.runs;
    const writeStart = performance.now();
    const writers = await concurrent(BURST_CARDS, BURST_CONCURRENCY, (i) =>
      call('POST', `/api/v1/boards/${ruled.id}/cards`, { columnId: todo, title: `b${i}` }),
    );
    const writeEnd = performance.now();
    for (;;) {
      const runs = (await call('GET', `/api/v1/automations/${created.id}`)).stats.runs;
      if (runs - before >= BURST_CARDS - writers.failures) break;
      if (performance.now() - writeEnd > 120_000) throw new Error('engine did not catch up within 120 s');
      await pause(20);
    }
    const caughtUp = performance.now();
    const runs = [];
    let cursor;
    while (runs.length < BURST_CARDS) {
      const page = await call(
        'GET',
        `/api/v1/automations/${created.id}/runs?limit=100${cursor ? `&before=${cursor}` : ''}`,
      );
      runs.push(...page.items);
      if (page.items.length < 100) break;
      cursor = page.items.at(-1).id;
    }
    const burstRuns = runs.slice(0, BURST_CARDS - writers.failures);
    const first = Math.min(...burstRuns.map((run) => Date.parse(run.startedAt)));
    const last = Math.max(...burstRuns.map((run) => Date.parse(run.finishedAt)));
    const engineSeconds = Math.max(0.001, (last - first) / 1000);

    const effectSummary = summarize(effectSamples);
    return {
      database: database.name,
      rules: RULES,
      moveCard: { none: summarize(moveSamples.none), with50Rules: summarize(moveSamples.with50Rules) },
      eventToEffectMs: effectSummary,
      burst: {
        cards: BURST_CARDS,
        writerFailures: writers.failures,
        writerSeconds: Math.round(((writeEnd - writeStart) / 1000) * 100) / 100,
        writerRequestsPerSecond: writers.requestsPerSecond,
        engineSeconds: Math.round(engineSeconds * 100) / 100,
        engineEventsPerSecond: Math.round(burstRuns.length / engineSeconds),
        lagAfterLastWriteMs: Math.round(caughtUp - writeEnd),
        note: 'the engine keeps up with the writers when lag is small: events/s is then bounded by the writers',
      },
      budgets,
      withinBudget: {
        effectP95: effectSummary.p95Ms !== null && effectSummary.p95Ms <= budgets.effectP95Ms,
        engineEventsPerSecond: burstRuns.length / engineSeconds >= budgets.engineEventsPerSecond,
      },
      effectRuleRuns: (await call('GET', `/api/v1/automations/${effect.id}`)).stats.runs,
    };
  } finally {
    await stopServer(server, dataDir);
  }
}

await runPerDatabase('automations', benchAutomations);
