import { expect, test } from './fixtures.ts';
import { createAccountViaApi, newAccount, signInViaApi } from './support.ts';

test('a signed-out visitor opening /boards is sent to /', async ({ page }) => {
  await page.goto('/boards');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in non-admin opening /admin is sent to /', async ({ page }) => {
  const account = newAccount('nonadmin');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('an administrator sees the Admin item and opens /admin', async ({ page }) => {
  await signInViaApi(page, 'admin@e2e.test', 'Admin#Quadro42');
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('main')).toContainText('admin@e2e.test');
});

test("an unknown path shows 'Oops! Page not found' with a way home", async ({ page }) => {
  await page.goto('/esta-pagina-nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
