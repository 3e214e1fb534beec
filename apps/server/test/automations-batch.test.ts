import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MATCH_KEPT_PER_RULE } from '#src/modules/automations/automations-runs-repository.ts';
import {
  automationsFixture,
  drain,
  getCard,
  makeBoard,
  makeCard,
  makeRule,
  moveCard,
  runsOf,
  type AutomationsFixture,
} from './automations-fixtures.ts';

/**
 * The consumer's batch (issue 20; docs/decisions/038, addendum): many events in one
 * transaction, their cards read once, caps counted in memory, runs written at the end, no
 * savepoint per action — with the same outcomes one event at a time would give.
 */

let f: AutomationsFixture;

beforeAll(async () => {
  f = await automationsFixture();
});
afterAll(async () => {
  await f?.t.close();
});

describe('a batch of many events', () => {
  it('counts the per-card hourly cap across the batch', async () => {
    const scene = await makeBoard(f);
    const automation = await makeRule(f, scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [{ type: 'add_comment', template: 'Entrou' }],
      options: { maxRunsPerCardPerHour: 2 },
    });
    const target = await makeCard(f, scene);
    const other = await makeCard(f, scene);
    for (let i = 0; i < 3; i += 1) {
      await moveCard(f, target.id, scene.columns[1]!);
      await moveCard(f, target.id, scene.columns[0]!);
    }
    await moveCard(f, other.id, scene.columns[1]!);
    await drain(f);
    const runs = await runsOf(f, automation.id);
    expect(runs.map((r) => [r.cardId, r.status])).toEqual([
      [target.id, 'success'],
      [target.id, 'success'],
      [target.id, 'throttled'],
      [other.id, 'success'],
    ]);
    // The next batch reads the two runs back from the log.
    await moveCard(f, target.id, scene.columns[1]!);
    await drain(f);
    expect((await runsOf(f, automation.id)).at(-1)?.status).toBe('throttled');
  });

  it('runs each board’s own rules, and no other, when one batch spans several boards', async () => {
    const first = await makeBoard(f);
    const second = await makeBoard(f);
    const quiet = await makeBoard(f);
    const a1 = await makeRule(f, first, {
      trigger: { type: 'card.moved', toColumnId: first.columns[1] },
      actions: [{ type: 'add_comment', template: 'A1' }],
    });
    const a2 = await makeRule(f, first, {
      trigger: { type: 'card.moved', toColumnId: first.columns[1] },
      actions: [{ type: 'add_comment', template: 'A2' }],
    });
    const b1 = await makeRule(f, second, {
      trigger: { type: 'card.created' },
      actions: [{ type: 'set_priority', value: 'high' }],
    });
    const onFirst = await makeCard(f, first);
    const onQuiet = await makeCard(f, quiet);
    await moveCard(f, onFirst.id, first.columns[1]!);
    await moveCard(f, onQuiet.id, quiet.columns[1]!);
    const onSecond = await makeCard(f, second);
    await drain(f);
    expect((await runsOf(f, a1.id)).map((r) => [r.cardId, r.status])).toEqual([[onFirst.id, 'success']]);
    expect((await runsOf(f, a2.id)).map((r) => [r.cardId, r.status])).toEqual([[onFirst.id, 'success']]);
    expect((await runsOf(f, b1.id)).map((r) => [r.cardId, r.status])).toEqual([[onSecond.id, 'success']]);
    expect((await getCard(f, onSecond.id)).priority).toBe('high');
    expect((await getCard(f, onQuiet.id)).priority).toBeNull();
    const comments = (await f.owner.api.get(`/api/v1/cards/${onFirst.id}/comments`)).json();
    const bodies = (comments as { body: string }[]).map((c) => c.body).sort();
    expect(bodies).toEqual(['A1', 'A2']);
  });

  it(`keeps the newest ${NO_MATCH_KEPT_PER_RULE} no_match runs of a rule`, async () => {
    const scene = await makeBoard(f);
    const automation = await makeRule(f, scene, {
      trigger: { type: 'card.created' },
      conditions: { op: 'all', items: [{ type: 'priority', op: 'eq', value: 'critical' }] },
      actions: [{ type: 'archive_card' }],
    });
    const cards = [];
    for (let i = 0; i < NO_MATCH_KEPT_PER_RULE + 5; i += 1) cards.push(await makeCard(f, scene, { title: `c${i}` }));
    await drain(f);
    const runs = await runsOf(f, automation.id);
    expect(runs.map((r) => r.status)).toEqual(Array(NO_MATCH_KEPT_PER_RULE).fill('no_match'));
    expect(runs.map((r) => r.cardId)).toEqual(cards.slice(5).map((c) => c.id));
  });

  it('records a database refusal as a failed run: the batch is retried one event at a time', async () => {
    const scene = await makeBoard(f);
    const automation = await makeRule(f, scene, {
      trigger: { type: 'card.created' },
      actions: [{ type: 'set_priority', value: 'high' }],
    });
    const db = f.t.database.db;
    await db.execute(sql`
      CREATE FUNCTION refuse_recusar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'recusar' AND NEW.priority IS DISTINCT FROM OLD.priority THEN
          RAISE EXCEPTION 'recusado' USING ERRCODE = 'check_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_recusar BEFORE UPDATE ON cards
      FOR EACH ROW EXECUTE FUNCTION refuse_recusar()`);
    try {
      const before = await makeCard(f, scene, { title: 'antes' });
      const refused = await makeCard(f, scene, { title: 'recusar' });
      const after = await makeCard(f, scene, { title: 'depois' });
      // The batch of three has no savepoints: the refusal fails it whole, and nothing of it stays.
      await expect(drain(f)).rejects.toThrow();
      expect(await runsOf(f, automation.id)).toEqual([]);
      for (let i = 0; i < 5; i += 1) await drain(f);
      const runs = await runsOf(f, automation.id);
      expect(runs.map((r) => [r.cardId, r.status])).toEqual([
        [before.id, 'success'],
        [refused.id, 'failed'],
        [after.id, 'success'],
      ]);
      expect(runs[1]!.error).toContain('set_priority');
      expect((await getCard(f, before.id)).priority).toBe('high');
      expect((await getCard(f, refused.id)).priority).toBeNull();
      expect((await getCard(f, after.id)).priority).toBe('high');
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_recusar ON cards`);
      await db.execute(sql`DROP FUNCTION refuse_recusar()`);
    }
  });
});
