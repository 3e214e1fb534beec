import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/** A kanban board with the given cards in its first column; returns the board and card ids. */
async function boardWithCards(request: APIRequestContext, title: string, cards: string[]) {
  const board = (await (
    await request.post('/api/v1/boards', { data: { title, template: 'kanban', icon: 'Rocket' } })
  ).json()) as { id: string };
  const detail = (await (await request.get(`/api/v1/boards/${board.id}`)).json()) as { columns: { id: string }[] };
  const ids: string[] = [];
  for (const cardTitle of cards) {
    const response = await request.post(`/api/v1/boards/${board.id}/cards`, {
      data: { columnId: detail.columns[0]!.id, title: cardTitle, priority: 'high', valueBrl: '1500' },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return { boardId: board.id, cardIds: ids };
}

function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Busca global' });
}

test('Ctrl+K finds a card by an accent-less word, Enter opens it, and the search is listed next time', async ({
  page,
}) => {
  await signedIn(page, newAccount('search'));
  const { boardId, cardIds } = await boardWithCards(page.request, 'Campanhas de Marketing', [
    'Revisar ação de marketing',
    'Planejar orçamento anual',
  ]);

  await page.keyboard.press('Control+k');
  const dialog = palette(page);
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('combobox', { name: 'Buscar cards e boards' }).fill('acao');
  const result = dialog.getByRole('option', { name: /Revisar ação de marketing/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark')).toHaveText('ação');
  await expect(result).toContainText('Campanhas de Marketing');
  await expect(result).toContainText('Alta');
  await expect(result).toContainText('R$ 1.500,00');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/board/${boardId}/card/${cardIds[0]}$`));
  const card = page.getByRole('dialog', { name: 'Revisar ação de marketing' });
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  await page.keyboard.press('Control+k');
  const recent = palette(page).getByRole('group', { name: 'Buscas recentes' });
  await expect(recent.getByRole('option', { name: 'acao' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  // Choosing a recent search runs it again.
  await recent.getByRole('option', { name: 'acao' }).click();
  await expect(palette(page).getByRole('option', { name: /Revisar ação de marketing/ })).toBeVisible();

  await palette(page).getByRole('combobox').fill('inexistente');
  await expect(palette(page).getByText('Nenhum card encontrado. Use / para ações rápidas.')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeHidden();
});

test("'/' in the palette lists quick actions, and 'Novo board' creates a board through its dialog", async ({
  page,
}) => {
  await signedIn(page, newAccount('search-actions'));
  await page.getByRole('button', { name: 'Buscar' }).click();
  await palette(page).getByRole('combobox').fill('/');
  const actions = palette(page).getByRole('group', { name: 'Ações rápidas' });
  // No board yet: nowhere to put a new card, so no 'Novo card'.
  await expect(actions.getByRole('option')).toHaveText([
    'Novo board',
    'Ir para o Dashboard',
    'Ver analytics',
    'Ir para Boards',
    'Modo Foco',
    'Iniciar ou parar o cronômetro',
  ]);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Enter');

  // Spec §2: the palette's "create new board" goes to /dashboard and opens the board dialog there.
  const create = page.getByRole('dialog', { name: 'Novo Board' });
  await expect(create).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await create.getByRole('region', { name: 'Templates' }).getByRole('button', { name: 'Kanban' }).click();
  await create.getByLabel('Título').fill('Criado pela busca');
  await create.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(
    page.getByRole('table', { name: 'Meus boards' }).getByRole('link', { name: 'Criado pela busca' }),
  ).toBeVisible();

  // With a board to put it in, 'Novo card' opens that board's composer.
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox').fill('/card');
  await palette(page).getByRole('option', { name: 'Novo card' }).click();
  await expect(page.getByRole('textbox', { name: /^Título do novo card em / })).toBeFocused();
  await expect(page).toHaveURL(/\/board\/[^/?]+$/);
});
