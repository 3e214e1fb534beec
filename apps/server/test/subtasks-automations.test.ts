import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  automationsFixture,
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
 * Rules meet subtasks (docs/decisions/040): a rule moving or archiving a parent takes its subtasks
 * along, as a person's default choice does; a rule never moves a subtask out of its parent's
 * column (the run succeeds and changes nothing).
 */

let f: AutomationsFixture;

beforeAll(async () => {
  f = await automationsFixture();
});
afterAll(async () => {
  await f.t.close();
});

const subtask = async (parentId: string, title: string) => {
  const response = await f.owner.api.post(`/api/v1/cards/${parentId}/subtasks`, { title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};

describe('automations and subtasks', () => {
  it('move a parent with its subtasks and leave a subtask where its parent is', async () => {
    const scene = await makeBoard(f);
    const [, doing, review] = scene.columns;
    const onward = await makeRule(f, scene, {
      trigger: { type: 'card.moved', toColumnId: doing },
      actions: [{ type: 'move_card', columnId: review }],
    });
    const parent = await makeCard(f, scene);
    const [a, b] = [await subtask(parent.id, 'Um'), await subtask(parent.id, 'Dois')];
    await moveCard(f, parent.id, doing!);
    await settle(f);
    expect((await getCard(f, parent.id)).columnId).toBe(review);
    expect([(await getCard(f, a.id)).columnId, (await getCard(f, b.id)).columnId]).toEqual([review, review]);
    // The subtasks' own moves into 'doing' set the rule off too: it ran and changed nothing.
    const runs = await runsOf(f, onward.id);
    const onSubtasks = runs.filter((run) => run.cardId === a.id || run.cardId === b.id);
    expect(onSubtasks.length).toBeGreaterThan(0);
    expect(onSubtasks.every((run) => run.status !== 'failed')).toBe(true);
  });

  it('archive a parent with its subtasks', async () => {
    const scene = await makeBoard(f);
    await makeRule(f, scene, {
      trigger: { type: 'card.moved', toColumnId: scene.columns[1] },
      actions: [{ type: 'archive_card' }],
    });
    const parent = await makeCard(f, scene);
    const a = await subtask(parent.id, 'Um');
    await moveCard(f, parent.id, scene.columns[1]!);
    await settle(f);
    expect((await getCard(f, parent.id)).archived).toBe(true);
    expect((await getCard(f, a.id)).archived).toBe(true);
  });
});
