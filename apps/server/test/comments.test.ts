import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import type { ChecklistItem, Comment } from '@rbax/shared/cards';
import { createTestApp, newUser, type TestApp } from './helpers.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof newUser>>;
let owner: U, member: U, outsider: U;
let card: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, outsider] = await Promise.all([
    newUser(t.app, 'Rita Autora'),
    newUser(t.app, 'Caio Colega'),
    newUser(t.app, 'Zeca Estranho'),
  ]);
  const ws = (await owner.api.post('/api/v1/workspaces', { name: 'Conversa' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  const board = (await owner.api.post('/api/v1/boards', { title: 'Q', workspaceId: ws, template: 'kanban' })).json().id;
  const col = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns[0]!.id;
  card = (await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: col, title: 'Cartão' })).json().id;
});
afterAll(async () => {
  await t.close();
});

describe('comments', () => {
  it('lists newest last, stores markdown raw, and only the author edits or deletes', async () => {
    const first = (
      await owner.api.post(`/api/v1/cards/${card}/comments`, { body: '**um** <script>x</script>' })
    ).json() as Comment;
    const second = await member.api.post(`/api/v1/cards/${card}/comments`, { body: 'dois' });
    expect(second.statusCode).toBe(201);
    const list = (await member.api.get(`/api/v1/cards/${card}/comments`)).json() as Comment[];
    expect(list.map((c) => c.body)).toEqual(['**um** <script>x</script>', 'dois']);
    expect(list[0]!.author).toMatchObject({ id: owner.id, name: 'Rita Autora' });
    expect((await member.api.patch(`/api/v1/comments/${first.id}`, { body: 'hack' })).statusCode).toBe(403);
    expect((await member.api.del(`/api/v1/comments/${first.id}`)).statusCode).toBe(403);
    expect((await outsider.api.patch(`/api/v1/comments/${first.id}`, { body: 'hack' })).statusCode).toBe(404);
    const edited = await owner.api.patch(`/api/v1/comments/${first.id}`, { body: 'editado' });
    expect(edited.json()).toMatchObject({ body: 'editado', edited: true });
    expect((await owner.api.del(`/api/v1/comments/${first.id}`)).statusCode).toBe(204);
    expect(((await owner.api.get(`/api/v1/cards/${card}/comments`)).json() as Comment[]).map((c) => c.body)).toEqual([
      'dois',
    ]);
    const empty = await owner.api.post(`/api/v1/cards/${card}/comments`, { body: '  ' });
    expect(empty.json().error.issues[0].message).toBe('Escreva um comentário');
  });
});

describe('checklist', () => {
  it('adds at the end, ticks, reorders and deletes', async () => {
    const add = async (text: string) =>
      (await owner.api.post(`/api/v1/cards/${card}/checklist`, { text })).json() as ChecklistItem;
    const a = await add('A');
    const b = await add('B');
    const c = await add('C');
    const texts = async () =>
      ((await member.api.get(`/api/v1/cards/${card}/checklist`)).json() as ChecklistItem[]).map((i) => i.text);
    expect(await texts()).toEqual(['A', 'B', 'C']);
    await owner.api.post(`/api/v1/checklist/${c.id}/move`, { beforeId: a.id });
    expect(await texts()).toEqual(['C', 'A', 'B']);
    await owner.api.post(`/api/v1/checklist/${c.id}/move`, { afterId: a.id, beforeId: b.id });
    expect(await texts()).toEqual(['A', 'C', 'B']);
    await owner.api.post(`/api/v1/checklist/${a.id}/move`, {});
    expect(await texts()).toEqual(['C', 'B', 'A']);
    expect((await owner.api.patch(`/api/v1/checklist/${b.id}`, { done: true, text: 'B2' })).json()).toMatchObject({
      done: true,
      text: 'B2',
    });
    expect((await owner.api.del(`/api/v1/checklist/${b.id}`)).statusCode).toBe(204);
    expect(await texts()).toEqual(['C', 'A']);
    expect((await outsider.api.patch(`/api/v1/checklist/${a.id}`, { done: true })).statusCode).toBe(404);
    const activity = (await owner.api.get(`/api/v1/cards/${card}/activity`)).json() as {
      kind: string;
      data: { text?: string };
    }[];
    const kinds = activity.map((e) => e.kind);
    // The history can name the item: every checklist event carries its text.
    expect(activity.find((e) => e.kind === 'checklist.item_deleted')!.data.text).toBe('B2');
    expect(activity.find((e) => e.kind === 'checklist.item_moved')!.data.text).toBeTruthy();
    expect(kinds).toEqual(
      expect.arrayContaining([
        'checklist.item_added',
        'checklist.item_moved',
        'checklist.item_updated',
        'checklist.item_deleted',
      ]),
    );
  });
});
