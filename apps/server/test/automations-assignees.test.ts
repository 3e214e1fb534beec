import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationAssignee } from '@rbax/shared/automations/assignees';
import { uuidv7 } from '@rbax/shared/ids';
import { boardMembers } from '#src/db/schema/boards.ts';
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
import { newUser } from './helpers.ts';

/**
 * Auto-assignment's people and their capacity (issue 20, design note §7.6;
 * docs/decisions/038, addendum): the pool is the board's people who can edit its cards — never a
 * viewer —, each with availability, skills, an optional cap on open cards per board and the open
 * cards they hold; board managers set the cap.
 */

let f: AutomationsFixture;

beforeAll(async () => {
  f = await automationsFixture();
});
afterAll(async () => {
  await f?.t.close();
});

const url = (boardId: string, userId?: string) =>
  `/api/v1/boards/${boardId}/automations/assignees${userId ? `/${userId}` : ''}`;

describe('GET /api/v1/boards/:id/automations/assignees', () => {
  it('lists the people who can edit the board’s cards with their open cards, to anyone who reads it', async () => {
    const scene = await makeBoard(f);
    const done = scene.columns.at(-1)!;
    await makeCard(f, scene, { assigneeId: f.member.id });
    await makeCard(f, scene, { assigneeId: f.member.id, columnId: scene.columns[1] });
    await makeCard(f, scene, { assigneeId: f.member.id, columnId: done });
    const archived = await makeCard(f, scene, { assigneeId: f.member.id });
    expect((await f.owner.api.patch(`/api/v1/cards/${archived.id}`, { archived: true })).statusCode).toBe(200);
    await f.member.api.patch('/api/v1/me', { skills: ['Elétrica'] });

    const response = await f.viewer.api.get(url(scene.id));
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as AutomationAssignee[];
    expect(items.map((item) => item.name)).toEqual(['Ada Admin', 'Mara Membro', 'Olga Dona']);
    expect(items.find((item) => item.userId === f.member.id)).toEqual({
      userId: f.member.id,
      name: 'Mara Membro',
      email: f.member.email,
      image: null,
      skills: ['Elétrica'],
      available: true,
      maxOpenCards: null,
      openCards: 2,
      lastAutoAssignedAt: null,
    });
    expect((await f.stranger.api.get(url(scene.id))).statusCode).toBe(404);
    expect((await f.owner.api.get(url(uuidv7()))).statusCode).toBe(404);
  });

  it('leaves out a viewer share and includes an editor share', async () => {
    const scene = await makeBoard(f);
    const [guest, helper] = await Promise.all([newUser(f.t.app, 'Gil Convidado'), newUser(f.t.app, 'Hana Editora')]);
    await f.t.database.db.insert(boardMembers).values([
      { boardId: scene.id, userId: guest.id, role: 'viewer' },
      { boardId: scene.id, userId: helper.id, role: 'editor' },
    ]);
    const ids = ((await f.owner.api.get(url(scene.id))).json().items as AutomationAssignee[]).map((i) => i.userId);
    expect(ids).toContain(helper.id);
    expect(ids).not.toContain(guest.id);
    expect(ids).not.toContain(f.viewer.id);
  });
});

describe('PUT /api/v1/boards/:id/automations/assignees/:userId', () => {
  it('lets board managers set and clear a cap; members 403, strangers 404', async () => {
    const scene = await makeBoard(f);
    const set = await f.admin.api.put(url(scene.id, f.member.id), { maxOpenCards: 3 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ userId: f.member.id, maxOpenCards: 3 });
    const listed = (await f.member.api.get(url(scene.id))).json().items as AutomationAssignee[];
    expect(listed.find((item) => item.userId === f.member.id)?.maxOpenCards).toBe(3);
    expect((await f.owner.api.put(url(scene.id, f.member.id), { maxOpenCards: null })).json().maxOpenCards).toBeNull();

    expect((await f.member.api.put(url(scene.id, f.member.id), { maxOpenCards: 5 })).statusCode).toBe(403);
    expect((await f.viewer.api.put(url(scene.id, f.member.id), { maxOpenCards: 5 })).statusCode).toBe(403);
    expect((await f.stranger.api.put(url(scene.id, f.member.id), { maxOpenCards: 5 })).statusCode).toBe(404);
  });

  it('refuses someone who cannot be auto-assigned here with a clear message, and a bad cap', async () => {
    const scene = await makeBoard(f);
    for (const userId of [f.viewer.id, f.stranger.id, uuidv7()]) {
      const response = await f.owner.api.put(url(scene.id, userId), { maxOpenCards: 2 });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(
        'Esta pessoa não pode receber cards automaticamente neste board: é preciso poder editar os cards dele.',
      );
    }
    for (const body of [{ maxOpenCards: 0 }, { maxOpenCards: 1001 }, { maxOpenCards: 'três' }, {}]) {
      expect((await f.owner.api.put(url(scene.id, f.member.id), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('auto-assignment’s pool', () => {
  it('never picks a viewer: not when everyone else is away, not when the rule names them', async () => {
    const scene = await makeBoard(f);
    const anyone = await makeRule(f, scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [{ type: 'auto_assign', strategy: 'least_loaded', fallback: 'leave_unassigned' }],
    });
    const named = await makeRule(f, scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[2] },
      actions: [
        {
          type: 'auto_assign',
          strategy: 'least_loaded',
          pool: { kind: 'users', userIds: [f.viewer.id, f.member.id] },
          fallback: 'leave_unassigned',
        },
      ],
    });
    const away = [f.owner, f.admin, f.member];
    for (const u of away) await u.api.patch('/api/v1/me', { available: false });
    try {
      const target = await makeCard(f, scene);
      await moveCard(f, target.id, scene.columns[1]!);
      await drain(f);
      expect((await getCard(f, target.id)).assigneeId).toBeNull();
      const [run] = await runsOf(f, anyone.id);
      const detail = run!.steps[0]!.detail as { outcome: string; decision: { candidates: { userId: string }[] } };
      expect(detail.outcome).toBe('no_op');
      expect(detail.decision.candidates.map((c) => c.userId).sort()).toEqual(away.map((u) => u.id).sort());
    } finally {
      for (const u of away) await u.api.patch('/api/v1/me', { available: true });
    }
    await makeCard(f, scene, { assigneeId: f.member.id, title: 'Outro' });
    const target = await makeCard(f, scene);
    await moveCard(f, target.id, scene.columns[2]!);
    await drain(f);
    // Mara already holds a card; Vera holds none, but cannot work one.
    expect((await getCard(f, target.id)).assigneeId).toBe(f.member.id);
    const [run] = await runsOf(f, named.id);
    expect(JSON.stringify(run!.steps[0]!.detail)).not.toContain(f.viewer.id);
  });

  it('skips someone at their cap on the board', async () => {
    const scene = await makeBoard(f);
    for (const u of [f.owner, f.admin]) await u.api.patch('/api/v1/me', { available: false });
    try {
      await makeCard(f, scene, { assigneeId: f.member.id });
      await f.owner.api.put(url(scene.id, f.member.id), { maxOpenCards: 1 });
      await makeRule(f, scene, {
        trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
        actions: [{ type: 'auto_assign', strategy: 'least_loaded', fallback: 'leave_unassigned' }],
      });
      const target = await makeCard(f, scene);
      await moveCard(f, target.id, scene.columns[1]!);
      await drain(f);
      expect((await getCard(f, target.id)).assigneeId).toBeNull();

      await f.owner.api.put(url(scene.id, f.member.id), { maxOpenCards: 2 });
      const next = await makeCard(f, scene);
      await moveCard(f, next.id, scene.columns[1]!);
      await drain(f);
      expect((await getCard(f, next.id)).assigneeId).toBe(f.member.id);
      const listed = (await f.owner.api.get(url(scene.id))).json().items as AutomationAssignee[];
      expect(listed.find((item) => item.userId === f.member.id)).toMatchObject({ openCards: 2 });
      expect(listed.find((item) => item.userId === f.member.id)?.lastAutoAssignedAt).not.toBeNull();
    } finally {
      for (const u of [f.owner, f.admin]) await u.api.patch('/api/v1/me', { available: true });
    }
  });
});
