import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccountViaApi, newAccount, secondBrowser, seriousViolations, signedIn } from './support.ts';

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

test('a comment mentioning someone raises their bell live and the notification opens the card', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ana = { ...newAccount('ana'), name: 'Ana Autora' };
  const bruno = { ...newAccount('bruno'), name: 'Bruno Colega' };
  await createAccountViaApi(bruno);
  await signedIn(page, ana);

  const workspace = await (await page.request.post('/api/v1/workspaces', { data: { name: 'Avisos' } })).json();
  const board = (await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Lançamento', workspaceId: workspace.id, template: 'kanban' },
    })
  ).json()) as { id: string };
  const added = await page.request.post(`/api/v1/workspaces/${workspace.id}/members`, {
    data: { email: bruno.email, role: 'member' },
  });
  expect(added.status()).toBeLessThan(300);
  const { columns } = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as {
    columns: { id: string }[];
  };
  const card = (await (
    await page.request.post(`/api/v1/boards/${board.id}/cards`, {
      data: { columnId: columns[0]!.id, title: 'Revisar contrato' },
    })
  ).json()) as { id: string };

  // Bruno is in the app; being added to the workspace already told him once.
  const { context, page: other } = await secondBrowser(browser, bruno);
  await other.goto('/boards');
  await expect(bell(other)).toHaveAccessibleName('Notificações: 1 não lida');
  await other.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // Ana mentions him, choosing him from the suggestions with the keyboard.
  await page.goto(`/board/${board.id}/card/${card.id}`);
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('textbox', { name: 'Novo comentário' });
  await box.click();
  await box.pressSequentially('Pode revisar, @bru');
  const suggestions = dialog.getByRole('listbox', { name: 'Pessoas para mencionar' });
  await expect(suggestions.getByRole('option', { name: /Bruno Colega/ })).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue('Pode revisar, @Bruno Colega ');
  await box.pressSequentially('até amanhã?');
  await dialog.getByRole('button', { name: 'Comentar' }).click();
  await expect(dialog.locator('.mention', { hasText: '@Bruno Colega' })).toBeVisible();

  // His bell rises without a reload.
  await expect(bell(other)).toHaveAccessibleName('Notificações: 2 não lidas', { timeout: 10_000 });
  expect(await other.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // The notification opens the card dialog, and it is read.
  await bell(other).click();
  const latest = other.getByRole('list', { name: 'Notificações recentes' });
  const mention = latest.getByRole('link', { name: /Ana Autora mencionou você no card Revisar contrato/ });
  await expect(mention).toBeVisible();
  await mention.click();
  await expect(other).toHaveURL(new RegExp(`/board/${board.id}/card/${card.id}$`));
  await expect(other.getByRole('dialog', { name: 'Revisar contrato' })).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await expect(bell(other)).toHaveAccessibleName('Notificações: 1 não lida');

  // The full list, with nothing serious for axe.
  await other.goto('/notifications?filter=all');
  await expect(other.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const list = other.getByRole('list', { name: 'Lista de notificações' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(other.getByRole('radiogroup', { name: 'Menção (@) em comentário' })).toBeVisible();
  expect(await seriousViolations(other)).toEqual([]);
  await other.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(other)).toHaveAccessibleName('Notificações');
  await context.close();
});
