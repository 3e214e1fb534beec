import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { column, newAccount, signedIn } from './support.ts';

interface Column {
  id: string;
  name: string;
}
interface Card {
  id: string;
  columnId: string;
  title: string;
  position: string;
}
interface BoardDetail {
  columns: Column[];
  cards: Card[];
}

async function detail(request: APIRequestContext, boardId: string): Promise<BoardDetail> {
  return (await request.get(`/api/v1/boards/${boardId}`)).json();
}

async function columnTitles(request: APIRequestContext, boardId: string, columnName: string): Promise<string[]> {
  const board = await detail(request, boardId);
  const column = board.columns.find((c) => c.name === columnName)!;
  return board.cards.filter((c) => c.columnId === column.id).map((c) => c.title);
}

/** The board as persisted on the device (the cache database's `boards` store). */
function persistedTitles(page: Page, boardId: string): Promise<string[]> {
  return page.evaluate(
    (id) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('rbax-cache-db');
        open.onsuccess = () => {
          const get = open.result.transaction('boards').objectStore('boards').get(id);
          get.onsuccess = () => {
            const cards = (get.result?.data?.cards ?? []) as { title: string }[];
            open.result.close();
            resolve(cards.map((card) => card.title));
          };
          get.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
    boardId,
  );
}

test('changes made offline survive a reload and reach the server exactly once, even when the replay is cut off', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('offline'));
  const board = (await (
    await page.request.post('/api/v1/boards', { data: { title: 'Sem Rede', template: 'kanban' } })
  ).json()) as { id: string };
  const { columns } = await detail(page.request, board.id);
  const todo = columns.find((c) => c.name === 'A Fazer')!;
  for (const title of ['Mover depois', 'Renomear depois']) {
    expect(
      (await page.request.post(`/api/v1/boards/${board.id}/cards`, { data: { columnId: todo.id, title } })).status(),
    ).toBe(201);
  }

  await page.goto(`/board/${board.id}`);
  await expect(column(page, 'A Fazer').getByRole('link', { name: 'Renomear depois' })).toBeVisible();
  // The service worker controls the page (it serves the app shell once offline).
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });

  await context.setOffline(true);
  const banner = page.getByRole('status', { name: 'Estado da conexão' });
  await expect(banner).toContainText('Você está offline');

  // Three new cards.
  await column(page, 'A Fazer').getByRole('button', { name: 'Adicionar card em A Fazer' }).click();
  const composer = page.getByRole('textbox', { name: 'Título do novo card em A Fazer' });
  for (const title of ['Offline 1', 'Offline 2', 'Offline 3']) {
    await composer.fill(title);
    await composer.press('Enter');
    await expect(column(page, 'A Fazer').getByRole('link', { name: title })).toBeVisible();
  }
  await composer.press('Escape');
  await expect(page.getByText('📝 Ação salva para sincronização').first()).toBeVisible();
  await expect(page.getByText('Será enviada quando você voltar online').first()).toBeVisible();

  // One move, by keyboard.
  await column(page, 'A Fazer').getByRole('link', { name: 'Mover depois' }).focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(column(page, 'Em Progresso').getByRole('link', { name: 'Mover depois' })).toBeVisible();

  // One edit, in the card dialog.
  await column(page, 'A Fazer').getByRole('link', { name: 'Renomear depois' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Renomear depois' }).click();
  await dialog.getByRole('textbox', { name: 'Título do card' }).fill('Renomeado offline');
  await dialog.getByRole('textbox', { name: 'Título do card' }).press('Enter');
  await page.keyboard.press('Escape');
  await expect(column(page, 'A Fazer').getByRole('link', { name: 'Renomeado offline' })).toBeVisible();

  await expect(banner).toContainText('5 alterações pendentes');
  await expect.poll(() => persistedTitles(page, board.id)).toContain('Offline 3');
  await expect.poll(() => persistedTitles(page, board.id)).toContain('Renomeado offline');

  // Reload with no network: the shell comes from the service worker, the board from the device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sem Rede' })).toBeVisible();
  await expect(column(page, 'A Fazer').getByRole('link', { name: 'Offline 3' })).toBeVisible();
  await expect(column(page, 'Em Progresso').getByRole('link', { name: 'Mover depois' })).toBeVisible();
  await expect(banner).toContainText('Você está offline');
  await expect(banner).toContainText('5 alterações pendentes');
  // Nothing reached the server yet.
  expect(await columnTitles(page.request, board.id, 'A Fazer')).toEqual(['Mover depois', 'Renomear depois']);

  // Back online, the replay is cut off once: the move reaches the server but its answer is lost.
  let cut = 0;
  await context.route('**/api/v1/cards/*/move', async (route) => {
    if (cut > 0) return route.continue();
    cut += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);

  await expect(page.getByText(/alterações? sincronizadas?/).first()).toBeVisible({ timeout: 20_000 });
  await expect(banner).toBeHidden({ timeout: 20_000 });
  expect(cut).toBe(1);

  // Exactly three new cards, where they were put, the move and the edit applied once.
  expect(await columnTitles(page.request, board.id, 'A Fazer')).toEqual([
    'Renomeado offline',
    'Offline 1',
    'Offline 2',
    'Offline 3',
  ]);
  expect(await columnTitles(page.request, board.id, 'Em Progresso')).toEqual(['Mover depois']);
  const all = (await detail(page.request, board.id)).cards;
  expect(all).toHaveLength(5);
  const moved = all.find((c) => c.title === 'Mover depois')!;
  const history = (await (await page.request.get(`/api/v1/cards/${moved.id}/activity`)).json()) as { kind: string }[];
  expect(history.filter((e) => e.kind === 'card.moved')).toHaveLength(1);
  // The screen shows the server's state too.
  await expect(column(page, 'A Fazer').getByRole('listitem')).toHaveCount(4);
});
