import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { createAccountViaApi, newAccount, signedIn } from './support.ts';

/**
 * The documents journeys' team: Ana (signed in on `page`) with a workspace 'Obra Nova' Bruno is a
 * member of, a kanban board 'Cronograma' and one card 'Fundação' in its first column.
 */
export async function docsTeam(page: Page, prefix: string) {
  const ana = { ...newAccount(`${prefix}-ana`), name: 'Ana Autora' };
  const bruno = { ...newAccount(`${prefix}-bruno`), name: 'Bruno Colega' };
  await createAccountViaApi(bruno);
  await signedIn(page, ana);
  const workspace = (await (await page.request.post('/api/v1/workspaces', { data: { name: 'Obra Nova' } })).json()) as {
    id: string;
  };
  const added = await page.request.post(`/api/v1/workspaces/${workspace.id}/members`, {
    data: { email: bruno.email, role: 'member' },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const board = (await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Cronograma', workspaceId: workspace.id, template: 'kanban' },
    })
  ).json()) as { id: string };
  const { columns } = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as {
    columns: { id: string; name: string }[];
  };
  const created = await page.request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId: columns[0]!.id, title: 'Fundação' },
  });
  expect(created.status()).toBe(201);
  const card = (await created.json()) as { id: string };
  return { ana, bruno, workspaceId: workspace.id, boardId: board.id, columns, cardId: card.id };
}

/** The document editor on a page. */
export const editorOf = (page: Page) => page.getByTestId('doc-editor');
