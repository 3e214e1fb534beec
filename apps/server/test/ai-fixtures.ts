import { createAiStreamParser, type AiStreamEvent } from '@rbax/shared/ai/assist';
import type { BoardDetail } from '@rbax/shared/boards';
import type { FakeOpenAi } from './fake-openai.ts';
import { newUser, TEST_ORIGIN, type TestApp } from './helpers.ts';

/**
 * A workspace for the AI tests (issue 24): its owner, an admin, a member and a viewer, a board
 * with columns, and a stranger with a workspace and a secret card of their own.
 */
export async function aiWorkspace(t: TestApp) {
  const [owner, admin, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Ari Admin'),
    newUser(t.app, 'Mia Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Zeca Estranho'),
  ]);
  const workspaceId = (await owner.api.post('/api/v1/workspaces', { name: 'Agência' })).json().id as string;
  for (const [person, role] of [
    [admin, 'admin'],
    [member, 'member'],
    [viewer, 'viewer'],
  ] as const) {
    await owner.api.post(`/api/v1/workspaces/${workspaceId}/members`, { email: person.email, role });
  }
  const boardId = (
    await owner.api.post('/api/v1/boards', { title: 'Site novo', workspaceId, template: 'kanban' })
  ).json().id as string;
  const board = (await owner.api.get(`/api/v1/boards/${boardId}`)).json() as BoardDetail;
  const columnId = board.columns[0]!.id;
  const card = (await owner.api.post(`/api/v1/boards/${boardId}/cards`, { columnId, title: 'Página inicial' })).json()
    .id as string;
  const strangerWorkspaceId = (await stranger.api.post('/api/v1/workspaces', { name: 'Cofre' })).json().id as string;
  const strangerBoardId = (
    await stranger.api.post('/api/v1/boards', {
      title: 'Planos secretos',
      workspaceId: strangerWorkspaceId,
      template: 'kanban',
    })
  ).json().id as string;
  const strangerBoard = (await stranger.api.get(`/api/v1/boards/${strangerBoardId}`)).json() as BoardDetail;
  const strangerCard = (
    await stranger.api.post(`/api/v1/boards/${strangerBoardId}/cards`, {
      columnId: strangerBoard.columns[0]!.id,
      title: 'Segredo industrial',
    })
  ).json().id as string;
  return {
    owner,
    admin,
    member,
    viewer,
    stranger,
    workspaceId,
    boardId,
    columnId,
    card,
    strangerWorkspaceId,
    strangerBoardId,
    strangerCard,
  };
}

export type AiWorkspace = Awaited<ReturnType<typeof aiWorkspace>>;

export const TEST_AI_KEY = 'sk-test-0123456789-super-secret-key';

/** Turns AI on in the workspace with the fake provider as the workspace's own endpoint. */
export async function enableFakeAi(w: AiWorkspace, fake: FakeOpenAi, extra: Record<string, unknown> = {}) {
  const response = await w.owner.api.put(`/api/v1/workspaces/${w.workspaceId}/ai-settings`, {
    enabled: true,
    baseUrl: fake.url,
    model: 'fake-model',
    apiKey: TEST_AI_KEY,
    ...extra,
  });
  if (response.statusCode !== 200) throw new Error(`enable AI failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** `POST /api/v1/ai/assist` through inject, with the events parsed. */
export async function assist(
  t: TestApp,
  cookie: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ai/assist',
    headers: { origin: TEST_ORIGIN, cookie, ...headers },
    payload: body,
  });
  const events: AiStreamEvent[] = response.headers['content-type']?.toString().startsWith('text/event-stream')
    ? createAiStreamParser()(response.body)
    : [];
  return { response, events, text: events.flatMap((e) => (e.type === 'text' ? [e.delta] : [])).join('') };
}

export const ask = (w: AiWorkspace, content: string, extra: Record<string, unknown> = {}) => ({
  workspaceId: w.workspaceId,
  messages: [{ role: 'user', content }],
  ...extra,
});
