// `node bench/automations-engine.mjs [-- --database-url postgres://…]`
// The automation engine alone (issue 20, docs/decisions/038): a board with 50 enabled rules, N card
// events written first with the engine stopped (BACKGROUND_JOBS=off), then the `automations`
// consumer drains them; events per second = N / drain time (budget 1,000/s). Complements
// bench/automations.mjs, whose burst is bounded by the writers. Writes
// bench/results/automations-engine-<database>.json.
import { tsImport } from 'tsx/esm/api';
import { benchDatabaseUrl, writeResult } from './lib.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const RULES = 50;

async function measure(databaseUrl) {
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
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
    const result = await t.app.eventLog.drain('automations');
    const seconds = (performance.now() - t0) / 1000;
    const handled = result.automations.handled;
    return {
      events: handled,
      rules: RULES,
      rulesPerEvent: 25,
      drainSeconds: Math.round(seconds * 100) / 100,
      eventsPerSecond: Math.round(handled / seconds),
      runsPerSecond: Math.round((handled * 25) / seconds),
      budgetEventsPerSecond: 1000,
    };
  } finally {
    await t.close();
  }
}

const url = benchDatabaseUrl();
for (const [name, databaseUrl] of [['embedded', undefined], ...(url ? [['postgres', url]] : [])]) {
  const measured = await measure(databaseUrl);
  const result = { benchmark: 'automations-engine', at: new Date().toISOString(), database: name, ...measured };
  console.log(JSON.stringify(result));
  writeResult(`automations-engine-${name}`, result);
}
