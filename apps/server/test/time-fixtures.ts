import type { BoardDetail } from '@rbax/shared/boards';
import { newUser, type TestApp } from './helpers.ts';

/**
 * A workspace for the time tests (issue 21): its owner, an admin, two members, a viewer, and a
 * stranger outside it; one board (kanban template) with two cards, and a personal board of the
 * first member.
 */
export async function timeWorkspace(t: TestApp) {
  const [owner, admin, member, colleague, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Ari Admin'),
    newUser(t.app, 'Mia Membro'),
    newUser(t.app, 'Caio Colega'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Zeca Estranho'),
  ]);
  const workspaceId = (await owner.api.post('/api/v1/workspaces', { name: 'Agência' })).json().id as string;
  for (const [person, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [colleague, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    await owner.api.post(`/api/v1/workspaces/${workspaceId}/members`, { email: person.email, role });
  }
  const boardId = (
    await owner.api.post('/api/v1/boards', { title: 'Site novo', workspaceId, template: 'kanban' })
  ).json().id as string;
  const detail = (await owner.api.get(`/api/v1/boards/${boardId}`)).json() as BoardDetail;
  const columnId = detail.columns[0]!.id;
  const newCard = async (title: string, board = boardId, column = columnId, by = owner) =>
    (await by.api.post(`/api/v1/boards/${board}/cards`, { columnId: column, title })).json().id as string;
  const card = await newCard('Página inicial');
  const otherCard = await newCard('Blog');
  return {
    owner,
    admin,
    member,
    colleague,
    viewer,
    stranger,
    workspaceId,
    boardId,
    columnId,
    card,
    otherCard,
    newCard,
  };
}

export type TimeWorkspace = Awaited<ReturnType<typeof timeWorkspace>>;

/** `YYYY-MM-DD` of today in UTC, moved by `days`. */
export function utcDate(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
