import { expect, test } from './fixtures.ts';
import { createAccountViaApi, newAccount, signInThroughUi, signInViaApi } from './support.ts';

test.describe('first visit of the session', () => {
  test.use({ showAppSplash: true });

  test('the app splash shows once, then the shell', async ({ page }) => {
    const account = newAccount('splash');
    await createAccountViaApi(account);
    await signInThroughUi(page, account.email, account.password);
    await expect(page.getByText('Sistema de Inteligência Ágil')).toBeVisible();
    await expect(page.getByText('Sistema de Inteligência Ágil')).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('main')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText('Sistema de Inteligência Ágil')).toHaveCount(0);
  });
});

test('the sidebar collapses with Ctrl+B and remembers it in a cookie', async ({ page, context }) => {
  const account = newAccount('sidebar');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  await page.keyboard.press('Control+b');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is an off-canvas sheet and the bottom bar navigates', async ({ page }) => {
    const account = newAccount('phone');
    await createAccountViaApi(account);
    await signInViaApi(page, account.email, account.password);
    const bottomBar = page.getByRole('navigation', { name: 'Navegação rápida' });
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Boards' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Gestão Inteligente')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Sair' })).toBeVisible();
  });
});
