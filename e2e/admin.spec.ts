import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { type Account, createAccountViaApi, newAccount, seriousViolations, signInViaApi } from './support.ts';

/** The administrator created by global-setup (first account of the embedded database). */
const ADMIN = { email: 'admin@e2e.test', password: 'Admin#Quadro42' };

async function signedInPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.sessionStorage.setItem('rbax-app-splash-shown', '1');
    window.sessionStorage.setItem('rbax-auth-splash-shown', '1');
    window.sessionStorage.setItem('introShown', 'true');
  });
  await signInViaApi(page, account.email, account.password);
  return page;
}

/** Opens the users tab filtered down to one account, and that account's actions menu. */
async function openUserActions(page: Page, account: Account) {
  await page.goto('/admin?tab=users');
  await page.getByLabel('Buscar usuários').fill(account.email);
  const row = page.getByRole('row', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Ações para ${account.name}` }).click();
  return row;
}

test('the administrator promotes a user, who then sees Admin and Saúde do Sistema', async ({ page, browser }) => {
  const account = { ...newAccount('promoted'), name: 'Pessoa Promovida' };
  await createAccountViaApi(account);
  const other = await signedInPage(browser, account);
  await expect(other.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await signInViaApi(page, ADMIN.email, ADMIN.password);
  const row = await openUserActions(page, account);
  await page.getByRole('menuitem', { name: 'Promover a administrador' }).click();
  await expect(page.getByText('Pessoa Promovida agora é administrador.')).toBeVisible();
  await expect(row.getByText('Administrador')).toBeVisible();

  await other.reload();
  await expect(other.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Saúde do Sistema' })).toBeVisible();
  await other.getByRole('link', { name: 'Admin' }).click();
  await expect(other).toHaveURL(/\/admin$/);
  await expect(other.getByRole('heading', { name: 'Administração', level: 1 })).toBeVisible();

  // The audit tab tells who did it.
  await page.getByRole('tab', { name: 'Auditoria' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Registro de auditoria' })
      .getByText(/Admin E2E promoveu Pessoa Promovida/)
      .first(),
  ).toBeVisible();
  await other.context().close();
});

test('a non-admin opening /admin lands on /', async ({ page }) => {
  const account = newAccount('not-admin');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/v1/admin/users')).status()).toBe(403);
});

test('banning a user from the table signs them out at once', async ({ page, browser }) => {
  const account = { ...newAccount('banned'), name: 'Pessoa Banida' };
  await createAccountViaApi(account);
  const victim = await signedInPage(browser, account);
  expect((await victim.request.get('/api/v1/boards')).status()).toBe(200);

  await signInViaApi(page, ADMIN.email, ADMIN.password);
  const row = await openUserActions(page, account);
  await page.getByRole('menuitem', { name: 'Banir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Banir Pessoa Banida?' });
  await dialog.getByRole('button', { name: 'Banir' }).click();
  await expect(dialog.getByText('Informe o motivo do banimento')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Spam repetido nos comentários');
  await dialog.getByRole('button', { name: 'Banir' }).click();
  await expect(page.getByText('Pessoa Banida foi banido.')).toBeVisible();
  await expect(row.getByText('Banido', { exact: true })).toBeVisible();

  expect((await victim.request.get('/api/v1/boards')).status()).toBe(401);
  await victim.reload();
  await expect(victim).not.toHaveURL(/\/boards$/);
  await victim.context().close();

  // Unban from the same menu.
  await row.getByRole('button', { name: 'Ações para Pessoa Banida' }).click();
  await page.getByRole('menuitem', { name: 'Desbanir' }).click();
  await expect(page.getByText('Pessoa Banida foi desbanido.')).toBeVisible();
});

test('axe finds no serious or critical violation on /admin', async ({ page }) => {
  await signInViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('list', { name: 'Totais da instalação' })).toBeVisible();
  await expect(page.getByRole('img', { name: /cadastros de/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const tab of ['Usuários', 'Feedback', 'Newsletter', 'Auditoria']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('status', { name: 'Carregando...' })).toHaveCount(0);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
