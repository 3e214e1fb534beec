// `node bench/automations-engine.mjs [-- --database-url postgres://…]`
// The automation engine alone (issue 20, docs/decisions/038): a board with 50 enabled rules, N card
// events written first with the engine stopped (BACKGROUND_JOBS=off), then the `automations`
// consumer drains them, and the events their effects wrote, until nothing is left; events per
// second = events handled / drain time (budget 1,000/s). 25 rules look at each created card: one
// sets its due date (the board's 1,000 runs an hour cap throttles it past the 1,000th card), 24
// fail their condition. Complements bench/automations.mjs, whose burst is bounded by the writers.
// Writes bench/results/automations-engine-<database>.json (with the machine's load around the run).
import { tsImport } from 'tsx/esm/api';
import { runPerDatabase } from './lib.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const RULES = 50;
const RULES_PER_EVENT = 25;

async function measure(database) {
  if (database.url) process.env.TEST_DATABASE_URL = database.url;
  else delete process.env.TEST_DATABASE_URL;
  const { createTestApp, newUser } = await tsImport('../apps/server/test/helpers.ts', import.meta.url);
  const t = await createTestApp({ API_RATE_LIMIT_MAX: '10000000' });
  try {
    const owner = await newUser(t.app, 'Bench Motor');
    const board = (await owner.api.post('/api/v1/boards', { title: 'Motor', template: 'kanban' })).json();
    const columns = (await owner.api.get(`/api/v1/boards/${board.id}`)).json().columns.map((c) => c.id);
    const label = (await owner.api.post(`/api/v1/boards/${board.id}/labels`, { name: 'bug', color: '#10b981' })).json();
    await owner.api.post(`/api/v1/boards/${board.id}/automations`, {
      name: 'Novo card → prazo',
      trigger: { type: 'card.created' },
      actions: [{ type: 'set_due_date', mode: 'from_now', days: 2, businessDays: true }],
    });
    for (let i = 0; i < RULES - 1; i += 1) {
      await owner.api.post(`/api/v1/boards/${board.id}/automations`, {
        name: `Regra ${i}`,
        trigger: i % 2 ? { type: 'card.moved', toColumnId: columns[1] } : { type: 'card.created' },
        conditions: { op: 'all', items: [{ type: 'labels', mode: 'all', labelIds: [label.id] }] },
        actions: [{ type: 'move_card', columnId: columns[2] }],
      });
    }
    await t.app.eventLog.drain('automations');
    for (let i = 0; i < EVENTS; i += 1) {
      const response = await owner.api.post(`/api/v1/boards/${board.id}/cards`, {
        columnId: columns[0],
        title: `c${i}`,
      });
      if (response.statusCode !== 201) throw new Error(response.body);
    }
    const t0 = performance.now();
    let handled = 0;
    for (;;) {
      const pass = (await t.app.eventLog.drain('automations')).automations.handled;
      if (pass === 0) break;
      handled += pass;
    }
    const seconds = (performance.now() - t0) / 1000;
    const runs = await t.database.db.execute(
      'SELECT status, count(*)::int AS n FROM automation_runs GROUP BY status ORDER BY status',
    );
    return {
      database: database.name,
      createdCards: EVENTS,
      events: handled,
      rules: RULES,
      rulesPerEvent: RULES_PER_EVENT,
      runsStored: Object.fromEntries(runs.rows.map((row) => [row.status, row.n])),
      drainSeconds: Math.round(seconds * 100) / 100,
      eventsPerSecond: Math.round(handled / seconds),
      ruleEvaluationsPerSecond: Math.round((EVENTS * RULES_PER_EVENT) / seconds),
      budgetEventsPerSecond: 1000,
    };
  } finally {
    await t.close();
  }
}

await runPerDatabase('automations-engine', measure);
