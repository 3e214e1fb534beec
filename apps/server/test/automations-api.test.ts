import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIONS_PER_BOARD_MAX, type Automation, type AutomationRun } from '@rbax/shared/automations/rules';
import { labelColors, type BoardDetail } from '@rbax/shared/boards';
import { uuidv7 } from '@rbax/shared/ids';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

/**
 * The automations API (issue 20): storing, ordering and versioning a board's rules, checking that
 * every id in a rule belongs to the board, and reading the run log. The engine that runs rules
 * is tested elsewhere; runs here are rows written directly.
 */

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let owner: U, admin: U, member: U, viewer: U, stranger: U;
let ws: string;
let board: { id: string; columns: string[]; label: string };
let other: { id: string; columns: string[]; label: string };

async function makeBoard(by: U, workspaceId: string | null) {
  const id = (
    await by.api.post('/api/v1/boards', {
      title: 'Quadro',
      template: 'kanban',
      ...(workspaceId ? { workspaceId } : {}),
    })
  ).json().id as string;
  const columns = ((await by.api.get(`/api/v1/boards/${id}`)).json() as BoardDetail).columns.map((c) => c.id);
  const label = (await by.api.post(`/api/v1/boards/${id}/labels`, { name: 'bug', color: labelColors[0] })).json()
    .id as string;
  return { id, columns, label };
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Ada Admin'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Regras' })).json().id;
  for (const [u, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: u.email, role });
  }
  board = await makeBoard(owner, ws);
  other = await makeBoard(stranger, null);
});
afterAll(async () => {
  await t?.close();
});

/** A valid rule of `board`: moved into the second column → add the label. */
function ruleInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ao entrar em andamento, marcar',
    trigger: { type: 'card.moved', toColumnId: board.columns[1] },
    actions: [{ type: 'add_labels', labelIds: [board.label] }],
    ...overrides,
  };
}

async function create(by: U = owner, input: Record<string, unknown> = ruleInput(), boardId = board.id) {
  const response = await by.api.post(`/api/v1/boards/${boardId}/automations`, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Automation;
}

async function list(boardId = board.id, by: U = owner): Promise<Automation[]> {
  const response = await by.api.get(`/api/v1/boards/${boardId}/automations`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

/** A fresh board of the workspace (so position and limit tests start from an empty list). */
const freshBoard = () => makeBoard(owner, ws);

describe('creating and reading rules', () => {
  it('creates a rule with the defaults filled in, version 1, no runs, at the end of the list', async () => {
    const scene = await freshBoard();
    const base = { ...ruleInput(), trigger: { type: 'card.moved', toColumnId: scene.columns[1] } };
    const first = await create(owner, { ...base, actions: [{ type: 'archive_card' }] }, scene.id);
    expect(first).toMatchObject({
      boardId: scene.id,
      name: 'Ao entrar em andamento, marcar',
      description: '',
      enabled: true,
      position: 0,
      version: 1,
      trigger: { type: 'card.moved', toColumnId: scene.columns[1], actor: { kind: 'any_human', negate: false } },
      conditions: { op: 'all', items: [] },
      actions: [{ type: 'archive_card' }],
      options: { allowTriggerByAutomation: false, maxRunsPerCardPerHour: 10, stopOnError: true },
      createdBy: owner.id,
      stats: { runs: 0, lastRunAt: null, lastStatus: null },
    });
    const second = await create(owner, { ...base, name: 'Segunda', actions: [{ type: 'unassign' }] }, scene.id);
    expect(second.position).toBe(1);
    expect((await list(scene.id)).map((rule) => rule.id)).toEqual([first.id, second.id]);
    const got = await owner.api.get(`/api/v1/automations/${first.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(first);
  });

  it('answers 404 for an unknown rule and for a board nobody can see', async () => {
    expect((await owner.api.get(`/api/v1/automations/${uuidv7()}`)).statusCode).toBe(404);
    expect((await owner.api.get(`/api/v1/boards/${uuidv7()}/automations`)).statusCode).toBe(404);
    expect((await owner.api.post(`/api/v1/boards/${uuidv7()}/automations`, ruleInput())).statusCode).toBe(404);
  });
});

describe('changing rules', () => {
  it('bumps the version when what the rule does changes, not for on/off or the description', async () => {
    const rule = await create();
    const patch = async (body: Record<string, unknown>) => {
      const response = await owner.api.patch(`/api/v1/automations/${rule.id}`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Automation;
    };
    expect(await patch({ enabled: false })).toMatchObject({ enabled: false, version: 1 });
    expect(await patch({ description: 'Para a triagem' })).toMatchObject({ description: 'Para a triagem', version: 1 });
    expect(await patch({ name: 'Novo nome' })).toMatchObject({ name: 'Novo nome', version: 2 });
    // The same actions again change nothing.
    expect((await patch({ actions: rule.actions })).version).toBe(2);
    const moved = await patch({ trigger: { type: 'card.created', columnId: board.columns[0] } });
    expect(moved).toMatchObject({ version: 3, trigger: { type: 'card.created', columnId: board.columns[0] } });
    // Options are merged field by field.
    const options = await patch({ options: { maxRunsPerCardPerHour: 3 } });
    expect(options.version).toBe(4);
    expect(options.options).toEqual({ allowTriggerByAutomation: false, maxRunsPerCardPerHour: 3, stopOnError: true });
    expect(await patch({ enabled: true })).toMatchObject({ enabled: true, version: 4, name: 'Novo nome' });
  });

  it('counts two changes made at the same time as two versions', async () => {
    const rule = await create();
    const answers = await Promise.all([
      owner.api.patch(`/api/v1/automations/${rule.id}`, { name: 'Um' }),
      admin.api.patch(`/api/v1/automations/${rule.id}`, { options: { stopOnError: false } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const after = (await owner.api.get(`/api/v1/automations/${rule.id}`)).json() as Automation;
    expect(after).toMatchObject({ name: 'Um', version: 3, options: { stopOnError: false } });
  });

  it('refuses an empty change', async () => {
    const rule = await create();
    const response = await owner.api.patch(`/api/v1/automations/${rule.id}`, {});
    expect(response.statusCode).toBe(400);
  });

  it('moves a rule to another index and renumbers the others, also after a deletion', async () => {
    const scene = await freshBoard();
    const input = (name: string) =>
      ruleInput({ name, trigger: { type: 'card.created' }, actions: [{ type: 'set_priority', value: 'high' }] });
    const [a, b, c] = [
      await create(owner, input('A'), scene.id),
      await create(owner, input('B'), scene.id),
      await create(owner, input('C'), scene.id),
    ];
    const order = async () => (await list(scene.id)).map((rule) => [rule.name, rule.position]);

    const moved = await owner.api.patch(`/api/v1/automations/${c!.id}`, { position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ position: 0, version: 1 });
    expect(await order()).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    // Past the end: the last place.
    await owner.api.patch(`/api/v1/automations/${c!.id}`, { position: 99 });
    expect(await order()).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
    await owner.api.patch(`/api/v1/automations/${a!.id}`, { position: 1 });
    expect(await order()).toEqual([
      ['B', 0],
      ['A', 1],
      ['C', 2],
    ]);

    expect((await owner.api.del(`/api/v1/automations/${b!.id}`)).statusCode).toBe(204);
    expect(await order()).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    expect((await owner.api.get(`/api/v1/automations/${b!.id}`)).statusCode).toBe(404);
    // A new rule goes after the renumbered ones.
    expect((await create(owner, input('D'), scene.id)).position).toBe(2);
  });
});

describe('validation', () => {
  const post = (input: unknown) => owner.api.post(`/api/v1/boards/${board.id}/automations`, input);
  const paths = (response: Awaited<ReturnType<typeof post>>) =>
    (response.json().error.issues as { path: (string | number)[] }[]).map((issue) => issue.path);

  it('refuses an unknown trigger, a moved trigger without columns, and a rule without actions', async () => {
    expect((await post(ruleInput({ trigger: { type: 'card.teleported' } }))).statusCode).toBe(400);
    const noColumn = await post(ruleInput({ trigger: { type: 'card.moved' } }));
    expect(noColumn.statusCode).toBe(400);
    expect(paths(noColumn)).toContainEqual(['trigger', 'toColumnId']);
    expect((await post(ruleInput({ actions: [] }))).statusCode).toBe(400);
  });

  it('refuses a condition tree deeper than 2', async () => {
    const leaf = { type: 'priority', op: 'eq', value: 'high' };
    const ok = await post(ruleInput({ conditions: { op: 'all', items: [leaf, { op: 'any', items: [leaf] }] } }));
    expect(ok.statusCode, ok.body).toBe(201);
    const deep = await post(
      ruleInput({ conditions: { op: 'all', items: [{ op: 'any', items: [{ op: 'all', items: [leaf] }] }] } }),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.code).toBe('validation_failed');
  });

  it('names the path of each column, label or person that is not the board’s', async () => {
    const response = await post(
      ruleInput({
        trigger: { type: 'card.moved', fromColumnId: board.columns[0], toColumnId: other.columns[1] },
        conditions: {
          op: 'all',
          items: [
            { type: 'labels', mode: 'any', labelIds: [board.label, other.label] },
            { op: 'any', items: [{ type: 'assignee', op: 'in', userIds: [member.id, stranger.id] }] },
          ],
        },
        actions: [
          { type: 'move_card', columnId: other.columns[0] },
          {
            type: 'auto_assign',
            pool: { kind: 'users', userIds: [viewer.id] },
            load: { excludeColumnIds: [board.columns[2], other.columns[2]] },
            fallbackLabelId: other.label,
          },
          { type: 'notify', to: [{ userId: stranger.id }, 'assignee'], template: 'Olá' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.issues[0].message).toBe(
      'Não pertence a este board (coluna, etiqueta ou pessoa de outro board, excluída ou sem acesso)',
    );
    expect(paths(response).sort()).toEqual(
      [
        ['trigger', 'toColumnId'],
        ['conditions', 'items', 0, 'labelIds', 1],
        ['conditions', 'items', 1, 'items', 0, 'userIds', 1],
        ['actions', 0, 'columnId'],
        ['actions', 1, 'load', 'excludeColumnIds', 1],
        ['actions', 1, 'fallbackLabelId'],
        ['actions', 2, 'to', 0, 'userId'],
      ].sort(),
    );
  });

  it('checks the ids of a change too, against the rule’s own board', async () => {
    const rule = await create();
    const response = await owner.api.patch(`/api/v1/automations/${rule.id}`, {
      actions: [{ type: 'move_card', columnId: other.columns[0] }],
    });
    expect(response.statusCode).toBe(400);
    expect(paths(response)).toEqual([['actions', 0, 'columnId']]);
    expect((await owner.api.get(`/api/v1/automations/${rule.id}`)).json().version).toBe(1);
  });

  it('refuses a column the board archived', async () => {
    const scene = await freshBoard();
    expect((await owner.api.del(`/api/v1/columns/${scene.columns[2]}`)).statusCode).toBe(204);
    const response = await owner.api.post(
      `/api/v1/boards/${scene.id}/automations`,
      ruleInput({ trigger: { type: 'card.moved', toColumnId: scene.columns[2] }, actions: [{ type: 'archive_card' }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(paths(response)).toEqual([['trigger', 'toColumnId']]);
  });
});

describe('limits', () => {
  it(`allows ${AUTOMATIONS_PER_BOARD_MAX} rules per board, then answers 409 with a clear message`, async () => {
    const scene = await freshBoard();
    const ids = Array.from({ length: AUTOMATIONS_PER_BOARD_MAX }, () => uuidv7());
    await t.database.db.execute(sql`
      INSERT INTO automation_rules (id, board_id, name, position, trigger, conditions, actions, options)
      SELECT id, ${scene.id}, 'Regra', ord - 1, '{"type":"card.created"}', '{"op":"all","items":[]}',
             '[{"type":"archive_card"}]', '{}'
      FROM unnest(${`{${ids.join(',')}}`}::text[]) WITH ORDINALITY AS o(id, ord)`);
    const input = ruleInput({ trigger: { type: 'card.created' }, actions: [{ type: 'archive_card' }] });
    const response = await owner.api.post(`/api/v1/boards/${scene.id}/automations`, input);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      `Este board já tem ${AUTOMATIONS_PER_BOARD_MAX} automações. Exclua uma antes de criar outra.`,
    );
    await t.database.db.execute(sql`DELETE FROM automation_rules WHERE id = ${ids[0]!}`);
    expect((await owner.api.post(`/api/v1/boards/${scene.id}/automations`, input)).statusCode).toBe(201);
  });
});

describe('authorization', () => {
  it('lets board managers change rules; members and viewers read (403 on writes); strangers 404', async () => {
    const rule = await create(admin);
    const writes = (u: U) => [
      u.api.post(`/api/v1/boards/${board.id}/automations`, ruleInput()),
      u.api.patch(`/api/v1/automations/${rule.id}`, { enabled: false }),
      u.api.del(`/api/v1/automations/${rule.id}`),
    ];
    const reads = (u: U) => [
      u.api.get(`/api/v1/boards/${board.id}/automations`),
      u.api.get(`/api/v1/automations/${rule.id}`),
      u.api.get(`/api/v1/automations/${rule.id}/runs`),
    ];
    for (const [u, read, write] of [
      [member, 200, 403],
      [viewer, 200, 403],
      [stranger, 404, 404],
    ] as const) {
      const answers = await Promise.all([...reads(u), ...writes(u)]);
      expect(
        answers.map((a) => a.statusCode),
        u.email,
      ).toEqual([read, read, read, write, write, write]);
    }
    expect((await admin.api.patch(`/api/v1/automations/${rule.id}`, { enabled: false })).statusCode).toBe(200);
    expect((await owner.api.del(`/api/v1/automations/${rule.id}`)).statusCode).toBe(204);
  });

  it('lets the owner of a personal board manage its rules', async () => {
    const rule = await create(
      stranger,
      ruleInput({ trigger: { type: 'card.created' }, actions: [{ type: 'move_card', columnId: other.columns[1] }] }),
      other.id,
    );
    expect(rule.boardId).toBe(other.id);
    expect((await owner.api.get(`/api/v1/automations/${rule.id}`)).statusCode).toBe(404);
  });

  it('lets a read-only API key list rules but not create one', async () => {
    const key = await owner.api.post('/api/v1/api-keys', { name: 'Leitura', scopes: ['read'] });
    expect(key.statusCode, key.body).toBe(201);
    const headers = { authorization: `Bearer ${key.json().key as string}` };
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/boards/${board.id}/automations`, headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/boards/${board.id}/automations`,
      headers,
      payload: ruleInput(),
    });
    expect(made.statusCode).toBe(403);
  });
});

describe('the run log', () => {
  async function insertRun(ruleId: string, status: string, startedAt: string, extra: Record<string, unknown> = {}) {
    const id = uuidv7();
    await t.database.db.execute(sql`
      INSERT INTO automation_runs (id, rule_id, rule_version, board_id, trigger_event_id, card_id, dedupe_key,
                                   status, depth, steps, error, failed_path, started_at, finished_at, duration_ms)
      VALUES (${id}, ${ruleId}, 1, ${board.id}, ${(extra.eventId as number | undefined) ?? null}, null,
              ${`${ruleId}:${id}`}, ${status}, 0,
              ${JSON.stringify(extra.steps ?? [])}::jsonb, ${(extra.error as string | undefined) ?? null},
              ${(extra.failedPath as string | undefined) ?? null},
              ${startedAt}::timestamptz, ${startedAt}::timestamptz + interval '12 milliseconds', 12)`);
    return id;
  }

  it('lists runs newest first, a page at a time, and counts them on the rule', async () => {
    const rule = await create();
    const first = await insertRun(rule.id, 'success', '2026-03-01T10:00:00Z', {
      eventId: 41,
      steps: [{ actionType: 'add_labels', ok: true, changed: true }],
    });
    const second = await insertRun(rule.id, 'no_match', '2026-03-01T11:00:00Z', { failedPath: 'items[0]' });
    const third = await insertRun(rule.id, 'failed', '2026-03-01T12:00:00Z', { error: 'Coluna excluída' });

    const all = await owner.api.get(`/api/v1/automations/${rule.id}/runs`);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().items as AutomationRun[];
    expect(items.map((run) => run.id)).toEqual([third, second, first]);
    expect(items[2]).toMatchObject({
      ruleId: rule.id,
      ruleVersion: 1,
      triggerEventId: '41',
      status: 'success',
      durationMs: 12,
      steps: [{ actionType: 'add_labels', ok: true, changed: true }],
      error: null,
    });
    expect(items[1]).toMatchObject({ status: 'no_match', failedPath: 'items[0]' });
    expect(items[0]).toMatchObject({ status: 'failed', error: 'Coluna excluída' });

    const page = await owner.api.get(`/api/v1/automations/${rule.id}/runs?limit=2`);
    expect(page.json().items.map((run: AutomationRun) => run.id)).toEqual([third, second]);
    const next = await owner.api.get(`/api/v1/automations/${rule.id}/runs?limit=2&before=${second}`);
    expect(next.json().items.map((run: AutomationRun) => run.id)).toEqual([first]);
    expect((await owner.api.get(`/api/v1/automations/${rule.id}/runs?limit=0`)).statusCode).toBe(400);

    const listed = (await list()).find((r) => r.id === rule.id)!;
    expect(listed.stats).toEqual({ runs: 3, lastRunAt: '2026-03-01T12:00:00.000Z', lastStatus: 'failed' });
    expect((await member.api.get(`/api/v1/automations/${rule.id}`)).json().stats.runs).toBe(3);
  });

  it('feeds the public counter with successful runs only', async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/public/stats' })).json().automationRuns;
    const before = (await count()) as number;
    const rule = await create();
    await insertRun(rule.id, 'success', '2026-03-02T10:00:00Z');
    await insertRun(rule.id, 'no_op', '2026-03-02T10:01:00Z');
    expect(await count()).toBe(before + 1);
  });

  it('deletes a rule’s runs with it', async () => {
    const rule = await create();
    await insertRun(rule.id, 'success', '2026-03-03T10:00:00Z');
    await owner.api.del(`/api/v1/automations/${rule.id}`);
    const left = await t.database.db.execute(sql`SELECT 1 FROM automation_runs WHERE rule_id = ${rule.id}`);
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});

describe('OpenAPI', () => {
  it('documents every automations route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { summary?: string }>>;
    for (const [path, methods] of [
      ['/api/v1/boards/{id}/automations', ['get', 'post']],
      ['/api/v1/automations/{id}', ['get', 'patch', 'delete']],
      ['/api/v1/automations/{id}/runs', ['get']],
      ['/api/v1/automations/{id}/dry-run', ['post']],
      ['/api/v1/automations/{id}/run', ['post']],
      ['/api/v1/boards/{id}/automations/dry-run', ['post']],
      ['/api/v1/boards/{id}/automations/assignees', ['get']],
      ['/api/v1/boards/{id}/automations/assignees/{userId}', ['put']],
    ] as const) {
      for (const method of methods) expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
    }
  });
});

describe('availability for auto-assignment', () => {
  it('is on by default and a person turns it off and on in their profile', async () => {
    const ana = await newUser(t.app, 'Ana Ausente');
    expect((await ana.api.get('/api/v1/me')).json().available).toBe(true);
    const off = await ana.api.patch('/api/v1/me', { available: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().available).toBe(false);
    expect((await ana.api.get('/api/v1/me')).json()).toMatchObject({ available: false, skills: [] });
    expect((await ana.api.patch('/api/v1/me', { available: 'não' })).statusCode).toBe(400);
    expect((await ana.api.patch('/api/v1/me', { available: true })).json().available).toBe(true);
  });
});
