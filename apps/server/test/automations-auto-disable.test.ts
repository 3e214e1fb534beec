import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_DISABLE_AFTER_FAILURES, type Automation } from '@rbax/shared/automations/rules';
import type { Notification } from '@rbax/shared/notifications';
import { sendNotificationMails } from '#src/modules/notifications/notifications-producer.ts';
import { readMails } from './helpers.ts';
import {
  automationsFixture,
  drain,
  makeBoard,
  makeCard,
  makeRule,
  runsOf,
  type AutomationsFixture,
  type Scene,
  type U,
} from './automations-fixtures.ts';

/**
 * Auto-disable (issue 20, design note §7.7.10): a rule whose last AUTO_DISABLE_AFTER_FAILURES
 * runs in a row failed (or were loop_blocked) is turned off in the transaction of the last one,
 * and the person who made it — while a board manager, else the board's owner — is told.
 */

let f: AutomationsFixture;
const N = AUTO_DISABLE_AFTER_FAILURES;

beforeAll(async () => {
  f = await automationsFixture();
});
afterAll(async () => {
  await f?.t.close();
});

const ruleNow = async (id: string) => (await f.owner.api.get(`/api/v1/automations/${id}`)).json() as Automation;
const disabledNotices = async (u: U) =>
  ((await u.api.get('/api/v1/notifications')).json().items as Notification[]).filter(
    (n) => n.kind === 'automation.disabled',
  );

/** A card button that shifts the due date: it fails on a card without one. */
async function shiftButton(scene: Scene, by: U) {
  return makeRule(
    f,
    scene,
    {
      name: 'Adiar um dia',
      trigger: { type: 'button.card', label: 'Adiar' },
      actions: [{ type: 'set_due_date', mode: 'shift_current', days: 1 }],
      // Pressed more than the default 10 times an hour on one card.
      options: { maxRunsPerCardPerHour: 100 },
    },
    by,
  );
}

const press = async (ruleId: string, cardId: string) => {
  const response = await f.member.api.post(`/api/v1/automations/${ruleId}/run`, { cardId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items[0]?.status as string | undefined;
};

describe('auto-disable', () => {
  it(`turns an event rule off at its ${N}th failure in a row within one batch, and tells its creator`, async () => {
    const scene = await makeBoard(f);
    const failing = await makeRule(
      f,
      scene,
      {
        name: 'Prazo + 1',
        trigger: { type: 'card.created' },
        actions: [{ type: 'set_due_date', mode: 'shift_current', days: 1 }],
      },
      f.admin,
    );
    for (let i = 0; i < N + 5; i += 1) await makeCard(f, scene, { title: `c${i}` });
    await drain(f);
    const runs = await runsOf(f, failing.id);
    expect(runs).toHaveLength(N);
    expect(new Set(runs.map((r) => r.status))).toEqual(new Set(['failed']));
    expect((await ruleNow(failing.id)).enabled).toBe(false);
    const [notice] = await disabledNotices(f.admin);
    expect(notice).toMatchObject({
      kind: 'automation.disabled',
      actor: null,
      card: null,
      board: { id: scene.id, title: 'Motor' },
      automation: { id: failing.id, name: 'Prazo + 1' },
      excerpt: 'set_due_date: the card has no due date to shift',
    });
    expect(await disabledNotices(f.owner)).toEqual([]);
  });

  it('counts a button’s runs too, and a success starts the count again', async () => {
    const scene = await makeBoard(f);
    const button = await shiftButton(scene, f.admin);
    const bare = await makeCard(f, scene);
    const dated = await makeCard(f, scene, { dueDate: '2027-03-01T12:00:00.000Z' });
    for (let i = 0; i < N - 1; i += 1) expect(await press(button.id, bare.id)).toBe('failed');
    expect(await press(button.id, dated.id)).toBe('success');
    for (let i = 0; i < N - 1; i += 1) expect(await press(button.id, bare.id)).toBe('failed');
    expect((await ruleNow(button.id)).enabled).toBe(true);
    expect(await press(button.id, bare.id)).toBe('failed');
    expect((await ruleNow(button.id)).enabled).toBe(false);
    expect((await disabledNotices(f.admin)).map((n) => n.automation?.id)).toContain(button.id);
    // Turned off, the button answers 409 like any disabled rule.
    const again = await f.member.api.post(`/api/v1/automations/${button.id}/run`, { cardId: bare.id });
    expect(again.statusCode).toBe(409);
  });

  it('tells the board’s owner when the creator no longer manages the board, by e-mail if they chose it', async () => {
    const scene = await makeBoard(f);
    const chosen = await f.owner.api.put('/api/v1/notification-preferences', {
      preferences: { 'automation.disabled': 'email' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const deputy = await f.owner.api.post(`/api/v1/workspaces/${f.ws}/members`, {
      email: f.stranger.email,
      role: 'admin',
    });
    expect(deputy.statusCode, deputy.body).toBe(201);
    const button = await shiftButton(scene, f.stranger);
    const lowered = await f.owner.api.patch(`/api/v1/workspaces/${f.ws}/members/${f.stranger.id}`, { role: 'member' });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const bare = await makeCard(f, scene);
    for (let i = 0; i < N; i += 1) await press(button.id, bare.id);
    expect((await ruleNow(button.id)).enabled).toBe(false);
    expect((await disabledNotices(f.owner)).map((n) => n.automation?.id)).toEqual([button.id]);
    expect(await disabledNotices(f.stranger)).toEqual([]);
    const before = readMails(f.t.dataDir).length;
    await sendNotificationMails({ db: f.t.database.db, mailer: f.t.app.mailer, config: f.t.app.config }, null);
    await f.t.app.mailer.idle();
    const [mail] = readMails(f.t.dataDir).slice(before);
    expect(mail?.text).toContain(`To: ${f.owner.email}`);
    expect(mail?.text).toContain('A automação "Adiar um dia" do board Motor falhou 20 vezes seguidas e foi desativada');
    expect(mail?.text).toContain(`/board/${scene.id}/automations`);
  });
});
