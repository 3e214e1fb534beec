import { expect, test } from './fixtures.ts';
import {
  createAccountViaApi,
  expectSignedInShell,
  newAccount,
  openAuth,
  signInThroughUi,
  waitForResetLink,
} from './support.ts';

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  const account = newAccount('reset');
  await createAccountViaApi(account);

  await openAuth(page);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('Email').last().fill(account.email);
  await page.getByRole('button', { name: 'Enviar Link' }).click();
  await expect(
    page.getByText('Se este email estiver cadastrado, você receberá instruções de redefinição'),
  ).toBeVisible();

  const link = await waitForResetLink(account.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?.*type=recovery/);
  await expect(page.getByText('Redefinir Senha').first()).toBeVisible({ timeout: 15_000 });

  const newPassword = 'Nova#Senha2026';
  await page.getByLabel('Nova Senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar Nova Senha').fill(newPassword);
  await page.getByRole('button', { name: 'Atualizar Senha' }).click();
  await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

  await signInThroughUi(page, account.email, account.password);
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();

  await signInThroughUi(page, account.email, newPassword);
  await expectSignedInShell(page);
});

test('an unknown address gets the same answer, revealing nothing', async ({ page }) => {
  await openAuth(page);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('Email').last().fill('ninguem-cadastrado@e2e.test');
  await page.getByRole('button', { name: 'Enviar Link' }).click();
  await expect(
    page.getByText('Se este email estiver cadastrado, você receberá instruções de redefinição'),
  ).toBeVisible();
});
