import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationDryRunResult } from '@rbax/shared/automations/rules';
import { rows } from '#src/db/raw.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import {
  activity,
  automationsFixture,
  drain,
  getCard,
  makeBoard,
  makeCard,
  makeRule,
  moveCard,
  runsOf,
  settle,
  type AutomationsFixture,
} from './automations-fixtures.ts';

/**
 * Chains of automations (issue 20, design note §7.7.3–4 and §7.7.13): the depth cap, the cycle
 * guard by root event (a rule runs once per card in the chain one person's event started), the
 * chain's root and the rule's name on the marker, and the dry run's list of what it would set off.
 */

let f: AutomationsFixture;
const chained = { allowTriggerByAutomation: true };
const byAnyone = { kind: 'any' };

beforeAll(async () => {
  f = await automationsFixture();
});
afterAll(async () => {
  await f?.t.close();
});

describe('the cycle guard by root event', () => {
  it('runs a rule again on the card for the next person’s move, never twice for one', async () => {
    const scene = await makeBoard(f);
    const [a, b] = [scene.columns[1]!, scene.columns[2]!];
    const there = await makeRule(f, scene, {
      name: 'Ida',
      trigger: { type: 'card.moved', toColumnId: a, actor: byAnyone },
      actions: [{ type: 'move_card', columnId: b }],
      options: chained,
    });
    await makeRule(f, scene, {
      name: 'Volta',
      trigger: { type: 'card.moved', toColumnId: b, actor: byAnyone },
      actions: [{ type: 'move_card', columnId: a }],
      options: chained,
    });
    const target = await makeCard(f, scene);
    await moveCard(f, target.id, a);
    await settle(f);
    await moveCard(f, target.id, scene.columns[0]!);
    await moveCard(f, target.id, a);
    await settle(f);
    const intoA = (await activity(f, target.id)).filter(
      (e) => e.kind === 'card.moved' && e.actor !== null && e.data.toColumnId === a,
    );
    const ida = await runsOf(f, there.id);
    expect(ida.map((r) => [r.status, r.depth])).toEqual([
      ['success', 0],
      ['loop_blocked', 2],
      ['success', 0],
      ['loop_blocked', 2],
    ]);
    // Each chain is the person's own move: the marker names it.
    const effects = (await activity(f, target.id)).filter((e) => e.actor === null);
    const roots = new Set(effects.map((e) => (e.data.automation as { rootEventId: string }).rootEventId));
    expect([...roots].sort()).toEqual(intoA.map((e) => e.id).sort());
  });

  it('still stops a chain of different rules at depth 3', async () => {
    const scene = await makeBoard(f);
    const first = await makeRule(f, scene, {
      name: 'Prioridade',
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [{ type: 'set_priority', value: 'high' }],
    });
    const second = await makeRule(f, scene, {
      name: 'Etiqueta',
      trigger: { type: 'card.field_changed', field: 'priority', actor: byAnyone },
      actions: [{ type: 'add_labels', labelIds: [scene.labels.bug] }],
      options: chained,
    });
    const third = await makeRule(f, scene, {
      name: 'Comentário',
      trigger: { type: 'card.label_added', actor: byAnyone },
      actions: [{ type: 'add_comment', template: 'Bug priorizado' }],
      options: chained,
    });
    const fourth = await makeRule(f, scene, {
      name: 'Valor',
      trigger: { type: 'comment.added', actor: byAnyone },
      actions: [{ type: 'set_value_brl', amountCents: 1000 }],
      options: chained,
    });
    const target = await makeCard(f, scene);
    await moveCard(f, target.id, scene.columns[1]!);
    await settle(f);
    const statuses = [];
    for (const automation of [first, second, third, fourth]) {
      statuses.push((await runsOf(f, automation.id)).map((r) => [r.status, r.depth]));
    }
    expect(statuses).toEqual([[['success', 0]], [['success', 1]], [['success', 2]], [['loop_blocked', 3]]]);
    expect((await getCard(f, target.id)).valueBrl).toBeNull();
  });

  it('lets a button’s chain run a rule twice on a card: it has no root, only the depth cap stops it', async () => {
    const scene = await makeBoard(f);
    const [a, b] = [scene.columns[1]!, scene.columns[2]!];
    const button = await makeRule(f, scene, {
      trigger: { type: 'button.card', label: 'Começar' },
      actions: [{ type: 'move_card', columnId: a }],
    });
    const there = await makeRule(f, scene, {
      trigger: { type: 'card.moved', toColumnId: a, actor: byAnyone },
      actions: [{ type: 'move_card', columnId: b }],
      options: chained,
    });
    const back = await makeRule(f, scene, {
      trigger: { type: 'card.moved', toColumnId: b, actor: byAnyone },
      actions: [{ type: 'move_card', columnId: a }],
      options: chained,
    });
    const target = await makeCard(f, scene);
    const pressed = await f.member.api.post(`/api/v1/automations/${button.id}/run`, { cardId: target.id });
    expect(pressed.statusCode, pressed.body).toBe(200);
    await settle(f);
    expect((await runsOf(f, there.id)).map((r) => [r.status, r.depth])).toEqual([
      ['success', 1],
      ['loop_blocked', 3],
    ]);
    expect((await runsOf(f, back.id)).map((r) => [r.status, r.depth])).toEqual([['success', 2]]);
    const markers = (await activity(f, target.id))
      .filter((e) => e.actor === null)
      .map((e) => e.data.automation as { rootEventId: string | null; ruleName: string });
    expect(markers.every((marker) => marker.rootEventId === null)).toBe(true);
    expect(markers[0]!.ruleName).toBe('Regra');
  });

  it('reads an event written before markers had a root and a rule name', async () => {
    const scene = await makeBoard(f);
    const follow = await makeRule(f, scene, {
      trigger: { type: 'card.field_changed', field: 'priority', actor: byAnyone },
      actions: [{ type: 'add_labels', labelIds: [scene.labels.bug] }],
      options: chained,
    });
    const target = await makeCard(f, scene);
    await drain(f);
    const [board] = await rows<{ workspace_id: string }>(
      f.t.database.db,
      sql`SELECT workspace_id FROM boards WHERE id = ${scene.id}`,
    );
    await f.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE cards SET priority = 'high', version = version + 1 WHERE id = ${target.id}`);
      await appendEvent(tx, {
        kind: 'card.updated',
        boardId: scene.id,
        workspaceId: board!.workspace_id,
        actorId: null,
        entityId: target.id,
        data: {
          version: 2,
          changes: { priority: { old: null, new: 'high' } },
          automation: { ruleId: follow.id, runId: 'old-run', depth: 1 },
        },
      });
    });
    await settle(f);
    expect((await runsOf(f, follow.id)).map((r) => [r.status, r.depth])).toEqual([['success', 1]]);
    const old = (await activity(f, target.id)).find(
      (e) => (e.data.automation as { runId?: string })?.runId === 'old-run',
    );
    expect(old?.data.automation).toEqual({ ruleId: follow.id, runId: 'old-run', depth: 1 });
  });
});

describe('POST /api/v1/boards/:id/automations/dry-run (a rule not saved yet)', () => {
  it('tries the draft on a card like a saved rule, with what it would set off, and writes nothing', async () => {
    const scene = await makeBoard(f);
    const follow = await makeRule(f, scene, {
      name: 'Alta → bug',
      trigger: { type: 'card.field_changed', field: 'priority', actor: byAnyone },
      actions: [{ type: 'add_labels', labelIds: [scene.labels.bug] }],
      options: chained,
    });
    const target = await makeCard(f, scene);
    const url = `/api/v1/boards/${scene.id}/automations/dry-run`;
    const rule = {
      name: 'Rascunho',
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [{ type: 'set_priority', value: 'high' }],
    };
    const response = await f.member.api.post(url, { rule, cardId: target.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      matched: true,
      failedPath: null,
      steps: [{ actionType: 'set_priority', ok: true, changed: true }],
      triggers: [{ ruleId: follow.id, ruleName: 'Alta → bug', depth: 1, status: 'success' }],
    });
    expect((await getCard(f, target.id)).priority).toBeNull();
    expect((await f.owner.api.get(`/api/v1/boards/${scene.id}/automations`)).json().items).toHaveLength(1);

    const foreign = await f.member.api.post(url, {
      rule: { ...rule, actions: [{ type: 'move_card', columnId: (await makeBoard(f)).columns[1] }] },
      cardId: target.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.issues).toMatchObject([{ path: ['rule', 'actions', 0, 'columnId'] }]);
    expect((await f.member.api.post(url, { rule: { name: 'x' }, cardId: target.id })).statusCode).toBe(400);
    expect((await f.viewer.api.post(url, { rule, cardId: target.id })).statusCode).toBe(403);
    expect((await f.stranger.api.post(url, { rule, cardId: target.id })).statusCode).toBe(404);
  });
});

describe('POST /api/v1/automations/:id/dry-run', () => {
  it('lists the rules its events would set off, to depth 3, and writes nothing', async () => {
    const scene = await makeBoard(f);
    const tried = await makeRule(f, scene, {
      name: 'Em andamento → alta',
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [{ type: 'set_priority', value: 'high' }],
    });
    const label = await makeRule(f, scene, {
      name: 'Alta → bug',
      trigger: { type: 'card.field_changed', field: 'priority', to: 'high', actor: byAnyone },
      actions: [{ type: 'add_labels', labelIds: [scene.labels.bug] }],
      options: chained,
    });
    const low = await makeRule(f, scene, {
      name: 'Bug baixo',
      trigger: { type: 'card.label_added', actor: byAnyone },
      conditions: { op: 'all', items: [{ type: 'priority', op: 'eq', value: 'low' }] },
      actions: [{ type: 'archive_card' }],
      options: chained,
    });
    const comment = await makeRule(f, scene, {
      name: 'Bug → comentário',
      trigger: { type: 'card.label_added', actor: byAnyone },
      actions: [{ type: 'add_comment', template: 'Triagem' }],
      options: chained,
    });
    const deep = await makeRule(f, scene, {
      name: 'Comentário → valor',
      trigger: { type: 'comment.added', actor: byAnyone },
      actions: [{ type: 'set_value_brl', amountCents: 500 }],
      options: chained,
    });
    // Neither takes an automation's event: no `allowTriggerByAutomation`, or another trigger.
    await makeRule(f, scene, {
      trigger: { type: 'card.field_changed', field: 'priority', actor: byAnyone },
      actions: [{ type: 'unassign' }],
    });
    await makeRule(f, scene, { trigger: { type: 'card.created' }, actions: [{ type: 'unassign' }], options: chained });
    const target = await makeCard(f, scene);
    await drain(f);
    const count = async () =>
      (
        await rows<{ events: number; runs: number }>(
          f.t.database.db,
          sql`SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM automation_runs) AS runs`,
        )
      )[0];
    const before = await count();
    const response = await f.member.api.post(`/api/v1/automations/${tried.id}/dry-run`, { cardId: target.id });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as AutomationDryRunResult;
    expect(result.steps).toMatchObject([{ actionType: 'set_priority', changed: true }]);
    expect(result.triggers).toEqual([
      { ruleId: label.id, ruleName: 'Alta → bug', depth: 1, status: 'success' },
      { ruleId: low.id, ruleName: 'Bug baixo', depth: 2, status: 'no_match' },
      { ruleId: comment.id, ruleName: 'Bug → comentário', depth: 2, status: 'success' },
      { ruleId: deep.id, ruleName: 'Comentário → valor', depth: 3, status: 'loop_blocked' },
    ]);
    expect(await count()).toEqual(before);
    const fresh = await getCard(f, target.id);
    expect([fresh.priority, fresh.labelIds]).toEqual([null, []]);
  });

  it('answers an empty list when nothing takes its events', async () => {
    const scene = await makeBoard(f);
    const tried = await makeRule(f, scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [{ type: 'set_priority', value: 'high' }],
    });
    const target = await makeCard(f, scene);
    const response = await f.member.api.post(`/api/v1/automations/${tried.id}/dry-run`, { cardId: target.id });
    expect(response.json()).toMatchObject({ matched: true, triggers: [] });
  });
});
