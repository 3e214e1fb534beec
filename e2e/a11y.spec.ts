import { expect, test } from './fixtures.ts';
import { createAccountViaApi, newAccount, openAuth, seriousViolations, signInViaApi } from './support.ts';

test('axe finds no serious or critical violation on /auth (both tabs)', async ({ page }) => {
  await openAuth(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Criar Conta' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the landing page', async ({ page }) => {
  await page.goto('/landing');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the signed-in shell', async ({ page }) => {
  const account = newAccount('a11y');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  // Axe measures contrast mid-animation on a toast fading in or out; judge the settled page.
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the board dialog and on /workspaces', async ({ page }) => {
  const account = newAccount('a11y-boards');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  await page.getByRole('button', { name: 'Criar primeiro board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Board' });
  await expect(dialog.getByRole('region', { name: 'Templates' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('region', { name: 'Templates' }).getByRole('button', { name: 'Kanban' }).click();
  await expect(dialog.getByLabel('Título')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/workspaces');
  await expect(page.getByRole('button', { name: 'Novo Workspace' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the board page and in the card dialog', async ({ page }) => {
  const account = newAccount('a11y-board');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  const board = await (
    await page.request.post('/api/v1/boards', { data: { title: 'Acessível', template: 'kanban' } })
  ).json();
  const { columns } = await (await page.request.get(`/api/v1/boards/${board.id}`)).json();
  await page.request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId: columns[0].id, title: 'Card acessível', priority: 'high', valueBrl: '99.90' },
  });
  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('link', { name: 'Card acessível' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Card acessível' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Histórico')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on /ai-insights', async ({ page }) => {
  const account = newAccount('a11y-insights');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  const workspace = await (await page.request.post('/api/v1/workspaces', { data: { name: 'Acessível' } })).json();
  const board = await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Insights', template: 'kanban', workspaceId: workspace.id },
    })
  ).json();
  const { columns } = await (await page.request.get(`/api/v1/boards/${board.id}`)).json();
  await page.request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId: columns[0].id, title: 'Card atrasado', dueDate: '2024-01-10T12:00:00.000Z' },
  });
  await page.goto('/ai-insights');
  await expect(page.getByRole('link', { name: 'Card atrasado' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on /ai-settings and /ai-assist', async ({ page }) => {
  const account = newAccount('a11y-ai');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  await page.request.post('/api/v1/workspaces', { data: { name: 'Acessível' } });
  await page.goto('/ai-settings');
  await expect(page.getByLabel('IA ligada neste workspace')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/ai-assist');
  await expect(page.getByRole('heading', { name: 'A IA está desligada neste workspace' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
