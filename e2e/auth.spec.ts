import { expect, test } from './fixtures.ts';
import {
  createAccountViaApi,
  expectSignedInShell,
  newAccount,
  openAuth,
  signInThroughUi,
  signUpThroughUi,
} from './support.ts';

test.describe('sign-up, sign-in and sign-out', () => {
  test('a new visitor creates an account and lands on /boards', async ({ page }) => {
    const account = newAccount('signup');
    await signUpThroughUi(page, account);
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expectSignedInShell(page);
    await expect(page.getByText(account.name).first()).toBeVisible();
  });

  test('signing out goes to /landing and the session is gone', async ({ page }) => {
    const account = newAccount('signout');
    await createAccountViaApi(account);
    await signInThroughUi(page, account.email, account.password);
    await expectSignedInShell(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await page.goto('/boards');
    await expect(page).toHaveURL(/\/$/);
  });

  test("a wrong password shows 'Email ou senha incorretos'", async ({ page }) => {
    const account = newAccount('wrongpw');
    await createAccountViaApi(account);
    await signInThroughUi(page, account.email, 'Errada#Senha99');
    await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('an address already registered is told to sign in', async ({ page }) => {
    const account = newAccount('dup');
    await createAccountViaApi(account);
    await signUpThroughUi(page, account);
    await expect(page.getByText('Este email já está cadastrado. Tente fazer login.').first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('field errors appear under the inputs in pt-BR', async ({ page }) => {
    await openAuth(page);
    await page.getByRole('tab', { name: 'Criar Conta' }).click();
    await page.getByLabel('Nome').fill('A');
    await page.getByLabel('Email').fill('sem-arroba');
    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByLabel('Confirmar Senha').fill('1234');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByText('Nome deve ter no mínimo 2 caracteres')).toBeVisible();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('Senha deve ter no mínimo 6 caracteres')).toBeVisible();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test("'Gerar senha' fills a strong password in both fields", async ({ page }) => {
    await openAuth(page);
    await page.getByRole('tab', { name: 'Criar Conta' }).click();
    await page.getByRole('button', { name: 'Gerar senha' }).click();
    await expect(page.getByText('Senha segura gerada!')).toBeVisible();
    const password = await page.getByLabel('Senha', { exact: true }).inputValue();
    expect(password).toHaveLength(16);
    await expect(page.getByLabel('Confirmar Senha')).toHaveValue(password);
    await expect(page.getByText('Forte')).toBeVisible();
  });

  test('a signed-in visitor opening /auth goes to /boards', async ({ page }) => {
    const account = newAccount('revisit');
    await createAccountViaApi(account);
    await signInThroughUi(page, account.email, account.password);
    await expectSignedInShell(page);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/boards$/);
  });
});
