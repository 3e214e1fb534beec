import { expect, test } from './fixtures.ts';
import { createAccountViaApi, newAccount, signInViaApi } from './support.ts';

test('switching the language changes the UI and survives a reload', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Criar Conta' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Idioma').selectOption('en-US');
  await expect(page.getByRole('tab', { name: 'Create Account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Create Account' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Language').selectOption('es-ES');
  await expect(page.getByRole('tab', { name: 'Crear Cuenta' })).toBeVisible();
});

test('a Spanish browser gets Spanish, and validation messages follow', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-AR' });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Crear Cuenta' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Email').fill('x');
  await page.getByLabel('Contraseña', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await context.close();
});

test('the language chosen in the signed-in sidebar applies to the shell', async ({ page }) => {
  const account = newAccount('lang');
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
  await page.getByLabel('Idioma').selectOption('en-US');
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
