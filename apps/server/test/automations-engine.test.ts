import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Automation, AutomationDryRunResult, AutomationRun } from '@rbax/shared/automations/rules';
import { labelColors, type BoardDetail } from '@rbax/shared/boards';
import { typedEvent, type BoardEvent } from '@rbax/shared/event-log';
import { rows } from '#src/db/raw.ts';
import { AUTOMATIONS_CONSUMER } from '#src/modules/automations/automations-consumer.ts';
import { loadCardState } from '#src/modules/automations/automations-card-state.ts';
import { parseRule, runRule } from '#src/modules/automations/automations-executor.ts';
import { findRule } from '#src/modules/automations/automations-repository.ts';
import { scanTimeTriggers, cronFires } from '#src/modules/automations/automations-scheduler.ts';
import { createTestApp, newUser, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';

/**
 * The automation engine (issue 20, design note §7.7): the `automations` consumer runs each
 * (rule, event, card) once — in the transaction of its effects and the cursor —, stops loops,
 * auto-assigns on real members, runs buttons and dry runs, and scans time triggers.
 */

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let owner: U, admin: U, member: U, viewer: U, stranger: U;
let ws: string;

type Scene = { id: string; columns: string[]; labels: Record<string, string> };

async function makeBoard(labelNames: string[] = ['bug']): Promise<Scene> {
  const id = (await owner.api.post('/api/v1/boards', { title: 'Motor', template: 'kanban', workspaceId: ws })).json()
    .id as string;
  const columns = ((await owner.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail).columns.map((c) => c.id);
  const labels: Record<string, string> = {};
  for (const name of labelNames) {
    labels[name] = (await owner.api.post(`/api/v1/boards/${id}/labels`, { name, color: labelColors[0] })).json().id;
  }
  return { id, columns, labels };
}

async function rule(scene: Scene, input: Record<string, unknown>): Promise<Automation> {
  const response = await owner.api.post(`/api/v1/boards/${scene.id}/automations`, { name: 'Regra', ...input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function card(scene: Scene, extra: Record<string, unknown> = {}, by: U = owner) {
  const response = await by.api.post(`/api/v1/boards/${scene.id}/cards`, {
    columnId: scene.columns[0],
    title: 'Trocar disjuntor',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; columnId: string; assigneeId: string | null; archived: boolean };
}

const move = async (cardId: string, columnId: string, by: U = owner) => {
  const response = await by.api.post(`/api/v1/cards/${cardId}/move`, { columnId });
  expect(response.statusCode, response.body).toBe(200);
};
const getCard = async (cardId: string) => (await owner.api.get(`/api/v1/cards/${cardId}`)).json();
const drain = () => t.app.eventLog.drain(AUTOMATIONS_CONSUMER);
/** Drains until a pass handles nothing (chains write events that the next pass reads). */
async function settle() {
  for (let i = 0; i < 10; i += 1) {
    const result = await drain();
    if (result[AUTOMATIONS_CONSUMER]!.handled === 0) return;
  }
}
const runsOf = async (ruleId: string) =>
  ((await owner.api.get(`/api/v1/automations/${ruleId}/runs`)).json().items as AutomationRun[]).reverse();
const activity = async (cardId: string) =>
  (await owner.api.get(`/api/v1/cards/${cardId}/activity`)).json() as BoardEvent[];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  [owner, admin, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Ada Admin'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Motor' })).json().id;
  for (const [u, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: u.email, role });
  }
  await drain();
});
afterAll(async () => {
  await t?.close();
});

describe('the automations consumer', () => {
  it('runs "moved to Concluído → archive" once per event, even when the batch is read again', async () => {
    const scene = await makeBoard();
    const done = scene.columns.at(-1)!;
    const archive = await rule(scene, {
      trigger: { type: 'card.moved', toColumnId: done },
      actions: [{ type: 'archive_card' }],
    });
    const target = await card(scene);
    await drain();
    const [position] = await rows<{ cursor: number }>(
      t.database.db,
      sql`SELECT last_event_id::int AS cursor FROM event_consumers WHERE name = ${AUTOMATIONS_CONSUMER}`,
    );
    await move(target.id, done);
    await drain();
    expect((await getCard(target.id)).archived).toBe(true);
    const runs = await runsOf(archive.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'success', cardId: target.id, depth: 0, error: null });
    expect(runs[0]!.steps).toEqual([{ actionType: 'archive_card', ok: true, changed: true }]);

    // The consumer reads the same events again (a redelivery): the run key is taken, nothing runs.
    await t.database.db.execute(
      sql`UPDATE event_consumers SET last_event_id = ${position!.cursor} WHERE name = ${AUTOMATIONS_CONSUMER}`,
    );
    await drain();
    expect(await runsOf(archive.id)).toHaveLength(1);
    expect((await activity(target.id)).filter((event) => event.kind === 'card.archived')).toHaveLength(1);
  });

  it('writes its effects as the Automação actor, with a marker the catalogue keeps', async () => {
    const scene = await makeBoard();
    const automation = await rule(scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [
        { type: 'set_priority', value: 'high' },
        { type: 'add_labels', labelIds: [scene.labels.bug] },
        { type: 'add_comment', template: 'Em andamento: {{card.title}}' },
      ],
    });
    const target = await card(scene);
    await move(target.id, scene.columns[1]!);
    await drain();
    const [run] = await runsOf(automation.id);
    expect(run!.status).toBe('success');
    const history = await activity(target.id);
    const moved = history.find((event) => event.kind === 'card.moved' && event.actor !== null)!;
    const effects = history.filter((event) => event.actor === null);
    expect(effects.map((event) => event.kind).sort()).toEqual(['card.updated', 'card.updated', 'comment.added']);
    for (const event of effects) {
      // The chain's root is the person's move; the rule's name lets the history say 'Automação · Regra'.
      const marker = { ruleId: automation.id, runId: run!.id, depth: 1, rootEventId: moved.id, ruleName: 'Regra' };
      expect(event.data.automation).toEqual(marker);
      expect(typedEvent(event)?.data).toMatchObject({ automation: marker });
    }
    const fresh = await getCard(target.id);
    expect(fresh.priority).toBe('high');
    expect(fresh.labelIds).toEqual([scene.labels.bug]);
    const comments = (await owner.api.get(`/api/v1/cards/${target.id}/comments`)).json();
    expect(comments).toMatchObject([{ author: null, body: 'Em andamento: Trocar disjuntor' }]);

    // Moving back and in again changes nothing: no-op, no event.
    await move(target.id, scene.columns[0]!);
    await move(target.id, scene.columns[1]!);
    await drain();
    const runs = await runsOf(automation.id);
    expect(runs.map((r) => r.status)).toEqual(['success', 'success']);
    expect(runs[1]!.steps.map((s) => s.changed)).toEqual([false, false, true]);
  });

  it('leaves neither run nor effect after a crash before commit, and the retry runs once', async () => {
    const scene = await makeBoard();
    const done = scene.columns.at(-1)!;
    const archive = await rule(scene, {
      trigger: { type: 'card.moved', toColumnId: done },
      actions: [{ type: 'archive_card' }],
    });
    const target = await card(scene);
    await drain();
    await move(target.id, done);
    const parsed = parseRule((await findRule(t.database.db, archive.id))!)!;
    const [event] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT id::int AS id FROM events WHERE entity_id = ${target.id} AND kind = 'card.moved'`,
    );
    await expect(
      t.database.db.transaction(async (tx) => {
        const state = (await loadCardState(tx, target.id))!;
        const result = await runRule(
          tx,
          parsed,
          state,
          {
            eventId: event!.id,
            dedupeKey: `${archive.id}:${event!.id}:${target.id}`,
            depth: 0,
            rootEventId: String(event!.id),
            actor: { kind: 'human', userId: owner.id },
          },
          { now: new Date(), publicUrl: TEST_PUBLIC_URL },
        );
        expect(result.status).toBe('success');
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await runsOf(archive.id)).toHaveLength(0);
    expect((await getCard(target.id)).archived).toBe(false);

    await drain();
    await drain();
    expect((await runsOf(archive.id)).map((r) => r.status)).toEqual(['success']);
    expect((await getCard(target.id)).archived).toBe(true);
  });

  it('stops two rules moving a card back and forth', async () => {
    const scene = await makeBoard();
    const [a, b] = [scene.columns[1]!, scene.columns[2]!];
    const there = await rule(scene, {
      name: 'Ida',
      trigger: { type: 'card.moved', toColumnId: a, actor: { kind: 'any' } },
      actions: [{ type: 'move_card', columnId: b }],
    });
    const back = await rule(scene, {
      name: 'Volta',
      trigger: { type: 'card.moved', toColumnId: b, actor: { kind: 'any' } },
      actions: [{ type: 'move_card', columnId: a }],
    });
    // Without allowTriggerByAutomation, the automation's move triggers nothing.
    const first = await card(scene);
    await move(first.id, a);
    await settle();
    expect((await getCard(first.id)).columnId).toBe(b);
    expect((await runsOf(there.id)).map((r) => r.status)).toEqual(['success']);
    expect(await runsOf(back.id)).toEqual([]);

    // With it, the chain stops when 'Ida' would run a second time on the card for the same move
    // (the cycle guard by root event, §7.7.4), and the run says so.
    for (const automation of [there, back]) {
      await owner.api.patch(`/api/v1/automations/${automation.id}`, { options: { allowTriggerByAutomation: true } });
    }
    const second = await card(scene);
    await move(second.id, a);
    await settle();
    const ida = (await runsOf(there.id)).filter((r) => r.cardId === second.id);
    const volta = (await runsOf(back.id)).filter((r) => r.cardId === second.id);
    expect(ida.map((r) => [r.status, r.depth])).toEqual([
      ['success', 0],
      ['loop_blocked', 2],
    ]);
    expect(volta.map((r) => [r.status, r.depth])).toEqual([['success', 1]]);
    expect((await getCard(second.id)).columnId).toBe(a);
  });

  it('throttles a rule past its runs per card per hour', async () => {
    const scene = await makeBoard();
    const automation = await rule(scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [{ type: 'add_comment', template: 'Olá' }],
      options: { maxRunsPerCardPerHour: 1 },
    });
    const target = await card(scene);
    await move(target.id, scene.columns[1]!);
    await move(target.id, scene.columns[0]!);
    await move(target.id, scene.columns[1]!);
    await drain();
    expect((await runsOf(automation.id)).map((r) => r.status)).toEqual(['success', 'throttled']);
  });

  it('records no_match with the failing condition and counts successes in the public stats', async () => {
    const scene = await makeBoard();
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/public/stats' })).json().automationRuns;
    const automation = await rule(scene, {
      trigger: { type: 'card.created' },
      conditions: { op: 'all', items: [{ type: 'priority', op: 'eq', value: 'critical' }] },
      actions: [{ type: 'set_due_date', mode: 'from_now', days: 1 }],
    });
    await card(scene, { priority: 'low' });
    const urgent = await card(scene, { priority: 'critical' });
    await drain();
    const runs = await runsOf(automation.id);
    expect(runs.map((r) => [r.status, r.failedPath ?? null])).toEqual([
      ['no_match', 'items[0]'],
      ['success', null],
    ]);
    expect((await getCard(urgent.id)).dueDate).not.toBeNull();
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/public/stats' })).json().automationRuns;
    expect(after).toBeGreaterThan(before);
  });
});

describe('actions outside the card', () => {
  it('notifies the assignee and queues a delivery to the workspace webhook', async () => {
    const scene = await makeBoard();
    const hook = await owner.api.post(`/api/v1/workspaces/${ws}/webhooks`, {
      url: 'http://127.0.0.1:9/automations',
      events: ['card.created'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const automation = await rule(scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [
        { type: 'notify', to: ['assignee', 'board_admins'], template: 'Começou: {{card.title}}' },
        { type: 'send_webhook', webhookId: hook.json().id },
      ],
    });
    const target = await card(scene, { assigneeId: member.id });
    await move(target.id, scene.columns[1]!);
    await drain();
    const [run] = await runsOf(automation.id);
    expect(run).toMatchObject({ status: 'success', error: null });
    const notifications = (await member.api.get('/api/v1/notifications')).json().items as {
      kind: string;
      excerpt: string | null;
      card: { id: string } | null;
    }[];
    expect(notifications.find((n) => n.kind === 'card.automation')).toMatchObject({
      excerpt: 'Começou: Trocar disjuntor',
      card: { id: target.id },
    });
    // The owner and the admin manage the board; the owner moved the card but an automation is nobody.
    const forAdmin = (await admin.api.get('/api/v1/notifications')).json().items as { kind: string }[];
    expect(forAdmin.some((n) => n.kind === 'card.automation')).toBe(true);
    const deliveries = await rows<{ kind: string; body: string }>(
      t.database.db,
      sql`SELECT kind, body FROM webhook_deliveries WHERE webhook_id = ${hook.json().id}`,
    );
    expect(deliveries.map((d) => d.kind)).toEqual(['automation.webhook']);
    expect(JSON.parse(deliveries[0]!.body).data).toMatchObject({
      automation: { ruleId: automation.id, runId: run!.id, depth: 1 },
      card: { id: target.id, columnId: scene.columns[1] },
    });
  });

  it('runs a board button on the cards that meet its conditions', async () => {
    const scene = await makeBoard();
    const button = await rule(scene, {
      trigger: { type: 'button.board', label: 'Arquivar bugs' },
      conditions: { op: 'all', items: [{ type: 'labels', mode: 'any', labelIds: [scene.labels.bug] }] },
      actions: [{ type: 'archive_card' }],
    });
    const bug = await card(scene, { labelIds: [scene.labels.bug] });
    const plain = await card(scene);
    const response = await member.api.post(`/api/v1/automations/${button.id}/run`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toMatchObject([{ status: 'success', cardId: bug.id }]);
    expect([(await getCard(bug.id)).archived, (await getCard(plain.id)).archived]).toEqual([true, false]);
    expect(await runsOf(button.id)).toHaveLength(1);
  });
});

describe('auto-assignment on real members (§7.6)', () => {
  it('picks the least loaded member with the skill, never someone unavailable, and records it', async () => {
    const scene = await makeBoard(['Elétrica']);
    await admin.api.patch('/api/v1/me', { skills: ['eletrica'] });
    await member.api.patch('/api/v1/me', { skills: ['Elétrica', 'Hidráulica'] });
    await owner.api.patch('/api/v1/me', { skills: ['eletrica'], available: false });
    // Ada already has an open card on the board; Mara none.
    await card(scene, { assigneeId: admin.id, title: 'Outro' });
    const automation = await rule(scene, {
      trigger: { type: 'card.created', columnId: scene.columns[0] },
      actions: [{ type: 'auto_assign', strategy: 'skills_balanced', fallback: 'leave_unassigned' }],
    });
    await drain();
    const target = await card(scene, { labelIds: [scene.labels['Elétrica']] });
    await drain();
    expect((await getCard(target.id)).assigneeId).toBe(member.id);
    const [run] = (await runsOf(automation.id)).filter((r) => r.cardId === target.id);
    const detail = run!.steps[0]!.detail as {
      outcome: string;
      decision: { candidates: { userId: string; excludedBy?: string }[] };
    };
    expect(detail.outcome).toBe('assigned');
    expect(detail.decision.candidates.find((c) => c.userId === owner.id)?.excludedBy).toBe('unavailable');
    const [stamp] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM automation_assignees
          WHERE board_id = ${scene.id} AND user_id = ${member.id} AND last_auto_assigned_at IS NOT NULL`,
    );
    expect(stamp!.n).toBe(1);
    // Already assigned: skipIfAssigned → no-op, no event.
    const assigned = await card(scene, { assigneeId: admin.id });
    await drain();
    const [noop] = (await runsOf(automation.id)).filter((r) => r.cardId === assigned.id);
    expect(noop!.status).toBe('no_op');
    await owner.api.patch('/api/v1/me', { available: true });
  });
});

describe('buttons and dry runs', () => {
  it('lets members run a card button; viewers get 403 and strangers 404', async () => {
    const scene = await makeBoard();
    const button = await rule(scene, {
      trigger: { type: 'button.card', label: 'Priorizar' },
      actions: [{ type: 'set_priority', value: 'critical' }],
    });
    const target = await card(scene);
    const url = `/api/v1/automations/${button.id}/run`;
    expect((await viewer.api.post(url, { cardId: target.id })).statusCode).toBe(403);
    expect((await stranger.api.post(url, { cardId: target.id })).statusCode).toBe(404);
    const response = await member.api.post(url, { cardId: target.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toMatchObject([{ status: 'success', cardId: target.id, depth: 0 }]);
    expect((await getCard(target.id)).priority).toBe('critical');
    // A card button needs its card; an event rule is not a button.
    expect((await member.api.post(url, {})).statusCode).toBe(400);
    const other = await rule(scene, { trigger: { type: 'card.created' }, actions: [{ type: 'archive_card' }] });
    expect((await member.api.post(`/api/v1/automations/${other.id}/run`, { cardId: target.id })).statusCode).toBe(409);
  });

  it('names the person who pressed a button in {{actor.name}}', async () => {
    const scene = await makeBoard();
    const button = await rule(scene, {
      trigger: { type: 'button.card', label: 'Aprovar' },
      actions: [{ type: 'add_comment', template: 'Aprovado por {{actor.name}}' }],
    });
    const target = await card(scene);
    const response = await member.api.post(`/api/v1/automations/${button.id}/run`, { cardId: target.id });
    expect(response.statusCode, response.body).toBe(200);
    const comments = (await owner.api.get(`/api/v1/cards/${target.id}/comments`)).json();
    expect(comments).toMatchObject([
      { author: null, body: 'Aprovado por Mara Membro', automation: { ruleId: button.id, ruleName: 'Regra' } },
    ]);
  });

  it('writes template dates and priorities in the board owner’s language and time zone', async () => {
    await owner.api.patch('/api/v1/me', { locale: 'en-US', timezone: 'America/New_York' });
    try {
      const scene = await makeBoard();
      const button = await rule(scene, {
        trigger: { type: 'button.card', label: 'Nota' },
        actions: [{ type: 'add_comment', template: '{{card.priority}} · {{card.dueDate}}' }],
      });
      const target = await card(scene, { priority: 'high', dueDate: '2031-03-11T03:00:00.000Z' });
      expect((await member.api.post(`/api/v1/automations/${button.id}/run`, { cardId: target.id })).statusCode).toBe(
        200,
      );
      const comments = (await owner.api.get(`/api/v1/cards/${target.id}/comments`)).json();
      // 03:00 UTC on the 11th is still the 10th in New York, written the American way.
      expect(comments[0].body).toBe('high · 3/10/31, 11:00 PM');
    } finally {
      await owner.api.patch('/api/v1/me', { locale: 'pt-BR', timezone: 'America/Sao_Paulo' });
    }
  });

  it('plans a dry run, auto-assignment included, and writes nothing', async () => {
    const scene = await makeBoard();
    const automation = await rule(scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      conditions: { op: 'all', items: [{ type: 'labels', mode: 'any', labelIds: [scene.labels.bug] }] },
      actions: [
        { type: 'auto_assign', strategy: 'least_loaded', fallback: 'leave_unassigned' },
        { type: 'archive_card' },
      ],
    });
    const target = await card(scene);
    const count = async () =>
      (
        await rows<{ events: number; runs: number }>(
          t.database.db,
          sql`SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM automation_runs) AS runs`,
        )
      )[0];
    const before = await count();
    const response = await member.api.post(`/api/v1/automations/${automation.id}/dry-run`, { cardId: target.id });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as AutomationDryRunResult;
    expect(result.matched).toBe(false);
    expect(result.failedPath).toBe('items[0]');
    expect(result.steps.map((s) => [s.actionType, s.ok, s.changed])).toEqual([
      ['auto_assign', true, true],
      ['archive_card', true, true],
    ]);
    expect(await count()).toEqual(before);
    const fresh = await getCard(target.id);
    expect([fresh.assigneeId, fresh.archived]).toEqual([null, false]);
    expect(
      (await viewer.api.post(`/api/v1/automations/${automation.id}/dry-run`, { cardId: target.id })).statusCode,
    ).toBe(403);
  });
});

describe('time triggers', () => {
  it('fires overdue once per due date, and again after the due date moves', async () => {
    const scene = await makeBoard();
    const automation = await rule(scene, {
      trigger: { type: 'card.overdue', afterMinutes: 0 },
      actions: [{ type: 'add_comment', template: 'Atrasado' }],
    });
    await t.database.db.execute(
      sql`UPDATE automation_rules SET created_at = now() - interval '2 days' WHERE id = ${automation.id}`,
    );
    const due = new Date(Date.now() - 3_600_000).toISOString();
    const target = await card(scene, { dueDate: due });
    await scanTimeTriggers(t.database.db, { publicUrl: TEST_PUBLIC_URL });
    await scanTimeTriggers(t.database.db, { publicUrl: TEST_PUBLIC_URL });
    expect((await runsOf(automation.id)).map((r) => [r.status, r.triggerEventId])).toEqual([['success', null]]);
    await owner.api.patch(`/api/v1/cards/${target.id}`, { dueDate: new Date(Date.now() - 60_000).toISOString() });
    await scanTimeTriggers(t.database.db, { publicUrl: TEST_PUBLIC_URL });
    expect(await runsOf(automation.id)).toHaveLength(2);
  });

  it('runs a daily schedule on the cards of its columns once per fire minute', async () => {
    const scene = await makeBoard();
    const automation = await rule(scene, {
      trigger: { type: 'schedule', every: 'day', at: '09:00', scope: { columnIds: [scene.columns[0]] } },
      actions: [{ type: 'add_labels', labelIds: [scene.labels.bug] }],
    });
    const inScope = await card(scene);
    const elsewhere = await card(scene, { columnId: scene.columns[1] });
    const nineInSaoPaulo = new Date('2027-01-04T12:00:20Z');
    const scan = (now: Date) => scanTimeTriggers(t.database.db, { publicUrl: TEST_PUBLIC_URL }, now);
    await scan(nineInSaoPaulo);
    await scan(new Date('2027-01-04T12:00:50Z'));
    await scan(new Date('2027-01-04T12:01:10Z'));
    const runs = await runsOf(automation.id);
    expect(runs.map((r) => [r.status, r.cardId])).toEqual([['success', inScope.id]]);
    expect((await getCard(inScope.id)).labelIds).toEqual([scene.labels.bug]);
    expect((await getCard(elsewhere.id)).labelIds).toEqual([]);
  });

  it('fires stale once per period without activity', async () => {
    const scene = await makeBoard();
    const automation = await rule(scene, {
      trigger: { type: 'card.stale', days: 1 },
      actions: [{ type: 'set_priority', value: 'low' }],
    });
    await t.database.db.execute(
      sql`UPDATE automation_rules SET created_at = now() - interval '5 days' WHERE id = ${automation.id}`,
    );
    const quiet = await card(scene);
    const busy = await card(scene);
    await t.database.db.execute(
      sql`UPDATE events SET created_at = now() - interval '2 days' WHERE entity_id = ${quiet.id}`,
    );
    await t.database.db.execute(sql`UPDATE cards SET created_at = now() - interval '2 days' WHERE id = ${quiet.id}`);
    await scanTimeTriggers(t.database.db, { publicUrl: TEST_PUBLIC_URL });
    await scanTimeTriggers(t.database.db, { publicUrl: TEST_PUBLIC_URL });
    expect((await runsOf(automation.id)).map((r) => r.cardId)).toEqual([quiet.id]);
    expect((await getCard(quiet.id)).priority).toBe('low');
    expect((await getCard(busy.id)).priority).toBeNull();
  });

  it('matches cron and every/at schedules in the rule’s zone', () => {
    // 12:00 UTC is 09:00 in São Paulo.
    const minute = new Date('2026-03-02T12:00:00Z'); // a Monday
    expect(cronFires('0 9 * * 1-5', minute, 'America/Sao_Paulo')).toBe(true);
    expect(cronFires('0 9 * * 0,6', minute, 'America/Sao_Paulo')).toBe(false);
    expect(cronFires('*/15 * * * *', minute, 'UTC')).toBe(true);
    expect(cronFires('5 * * * *', minute, 'UTC')).toBe(false);
  });
});
