import { fileURLToPath } from 'node:url';
import { totpFromSecret } from '../apps/server/test/totp.ts';
import { expect, test } from './fixtures.ts';
import {
  createAccountViaApi,
  expectSignedInShell,
  newAccount,
  secondBrowser,
  seriousViolations,
  signedIn,
  signInThroughUi,
} from './support.ts';

const avatarFile = fileURLToPath(new URL('./files/cover.png', import.meta.url));

test('turning on two-step verification, then signing in with a code from the app', async ({ page }) => {
  test.setTimeout(90_000);
  const account = { ...newAccount('twofa'), name: 'Tina Dois Fatores' };
  await signedIn(page, account);

  await page.goto('/profile/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Segurança da conta' })).toBeVisible();
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sua senha').fill('Errada#123');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Senha incorreta')).toBeVisible();
  await dialog.getByLabel('Sua senha').fill(account.password);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await expect(dialog.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await dialog.getByLabel('Código de 6 dígitos').fill(totpFromSecret(secret));
  await dialog.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Guarde seus códigos de backup' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Códigos de backup' }).getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Concluído' }).click();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/landing$/);

  await signInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código de verificação').fill('000000' === totpFromSecret(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código inválido. Confira o aplicativo autenticador e tente de novo.')).toBeVisible();
  await page.getByLabel('Código de verificação').fill(totpFromSecret(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectSignedInShell(page);
});

test('ending another session signs that browser out', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const account = { ...newAccount('sessions'), name: 'Sérgio Sessões' };
  await signedIn(page, account);
  const other = await secondBrowser(browser, account);
  try {
    await page.goto('/profile/security');
    const list = page.getByRole('list', { name: 'Sessões ativas' });
    // Sign-up through the API (no browser), this browser and the other one.
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByText('Este dispositivo')).toHaveCount(1);
    const otherBrowser = list
      .getByRole('listitem')
      .filter({ hasText: 'Chrome' })
      .filter({ hasNotText: 'Este dispositivo' });
    await otherBrowser.getByRole('button', { name: /^Encerrar a sessão de Chrome/ }).click();
    await expect(page.getByText('Sessão encerrada')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    expect((await other.page.request.get('/api/v1/me')).status()).toBe(401);
    await other.page.goto('/boards');
    await expect(other.page).not.toHaveURL(/\/boards$/);
    await expect(other.page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    // This browser is still signed in; 'Encerrar todas as outras' ends the API one too.
    expect((await page.request.get('/api/v1/me')).status()).toBe(200);
    await page.getByRole('button', { name: 'Encerrar todas as outras' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Encerrar todas as outras' }).click();
    await expect(page.getByText('1 sessão encerrada')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  } finally {
    await other.context.close();
  }
});

test('profile edits persist: name, photo, skills and time zone', async ({ page }) => {
  test.setTimeout(60_000);
  const account = { ...newAccount('profile'), name: 'Paula Perfil' };
  await signedIn(page, account);

  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(avatarFile);
  await expect(page.getByText('Foto atualizada!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto de Paula Perfil' })).toBeVisible();

  await page.getByLabel('Nome').fill('Paula Souza');
  const skills = page.getByRole('textbox', { name: 'Habilidades' });
  await skills.fill('React');
  await skills.press('Enter');
  await skills.fill('react');
  await skills.press('Enter');
  await skills.fill('Gestão de projetos');
  await skills.press('Enter');
  await expect(page.getByRole('list', { name: 'Suas habilidades' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Fuso horário').fill('Marte/Olimpo');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Fuso horário inválido')).toBeVisible();
  await page.getByLabel('Fuso horário').fill('Europe/Lisbon');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Perfil atualizado')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nome')).toHaveValue('Paula Souza');
  await expect(page.getByLabel('Fuso horário')).toHaveValue('Europe/Lisbon');
  await expect(page.getByRole('list', { name: 'Suas habilidades' })).toContainText('React');
  await expect(page.getByRole('list', { name: 'Suas habilidades' })).toContainText('Gestão de projetos');
  await expect(page.getByRole('img', { name: 'Foto de Paula Souza' })).toBeVisible();
});

test('account pages link to each other, explain account deletion, and pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  const account = { ...newAccount('pages'), name: 'Pedro Páginas' };
  const colleague = { ...newAccount('colleague'), name: 'Carla Colega' };
  await createAccountViaApi(colleague);
  await signedIn(page, account);
  const shared = await (await page.request.post('/api/v1/workspaces', { data: { name: 'Time Compartilhado' } })).json();
  await page.request.post(`/api/v1/workspaces/${shared.id}/members`, {
    data: { email: colleague.email, role: 'member' },
  });
  await page.request.post('/api/v1/workspaces', { data: { name: 'Só Meu' } });

  for (const [path, heading] of [
    ['/user-profile', 'Meu Perfil'],
    ['/profile', 'Configurações'],
    ['/profile/security', 'Segurança da conta'],
    ['/settings', 'Preferências do app'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Carregando...' })).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Preferências', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Claro' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await seriousViolations(page), '/settings (light)').toEqual([]);
  await page.getByRole('link', { name: 'Configurações da conta' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Time Compartilhado' })).toContainText(
    'passa para Carla Colega',
  );
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Só Meu' })).toContainText('será excluído');
  expect(await seriousViolations(page), 'delete dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('link', { name: /Segurança da conta/ }).click();
  await expect(page).toHaveURL(/\/profile\/security$/);
});
