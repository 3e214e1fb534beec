import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/**
 * Issue 18, API keys: a person makes a key on /integrations, a script (no cookie, only the key)
 * lists boards and creates a card, and revoking the key in the app shuts the script out.
 */

const keyList = (page: Page) => page.getByRole('list', { name: 'Suas chaves de API' });

/** Creates a key through the dialog and returns it, read from the dialog that shows it once. */
async function createKeyInUi(page: Page, name: string, options: { write?: boolean } = {}): Promise<string> {
  await page.getByRole('button', { name: 'Nova chave de API' }).click();
  const form = page.getByRole('dialog', { name: 'Nova chave de API' });
  await form.getByLabel('Nome').fill(name);
  if (options.write) await form.getByRole('checkbox', { name: /Escrita/ }).check();
  await form.getByRole('button', { name: 'Criar chave' }).click();
  const reveal = page.getByRole('dialog', { name: 'Chave criada' });
  await expect(reveal.getByText('Esta é a única vez que a chave aparece.', { exact: false })).toBeVisible();
  const key = await reveal.getByRole('textbox', { name: `Chave de API “${name}”` }).inputValue();
  expect(key).toMatch(/^rbax_[0-9A-Za-z]{40}$/);
  return key;
}

test('a key made on /integrations works for a script until it is revoked in the app', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('api-keys'));
  const board = (await (
    await page.request.post('/api/v1/boards', { data: { title: 'Quadro do Script', template: 'kanban' } })
  ).json()) as { id: string };
  const { columns } = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as {
    columns: { id: string }[];
  };

  await page.getByRole('link', { name: 'Integrações' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { name: 'Integrações', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chaves de API', level: 2 })).toBeVisible();
  await expect(page.getByText('Você ainda não tem chaves de API.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Como usar chaves de API' })).toHaveAttribute(
    'href',
    '/knowledge/chaves-de-api',
  );

  const key = await createKeyInUi(page, 'Script de relatórios', { write: true });
  await page.getByRole('button', { name: 'Já guardei a chave' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = keyList(page).getByRole('listitem').filter({ hasText: 'Script de relatórios' });
  await expect(row).toContainText(`${key.slice(0, 11)}…`);
  await expect(row).toContainText('Leitura');
  await expect(row).toContainText('Escrita');
  await expect(row).toContainText('Nunca usada');
  await expect(page.getByText(key)).toHaveCount(0);

  // The script: only the key, no cookie, no Origin.
  const headers = { Authorization: `Bearer ${key}` };
  const boards = await request.get('/api/v1/boards', { headers });
  expect(boards.status()).toBe(200);
  expect(((await boards.json()) as { title: string }[]).map((b) => b.title)).toEqual(['Quadro do Script']);
  const card = await request.post(`/api/v1/boards/${board.id}/cards`, {
    headers,
    data: { columnId: columns[0]!.id, title: 'Criado pelo script' },
  });
  expect(card.status()).toBe(201);
  const detail = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as {
    cards: { title: string }[];
  };
  expect(detail.cards.map((c) => c.title)).toContain('Criado pelo script');
  // A key never manages keys.
  expect((await request.get('/api/v1/api-keys', { headers })).status()).toBe(403);

  await page.reload();
  await expect(row).toContainText('Último uso');

  await row.getByRole('button', { name: 'Revogar a chave Script de relatórios' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revogar a chave “Script de relatórios”?' });
  await confirm.getByRole('button', { name: 'Revogar' }).click();
  await expect(page.getByText('Chave revogada')).toBeVisible();
  await expect(page.getByText('Você ainda não tem chaves de API.')).toBeVisible();

  const refused = await request.get('/api/v1/boards', { headers });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Chave de API inválida, revogada ou expirada',
  );
});

test('axe finds no serious or critical violation on /integrations, its dialogs and its list', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('api-keys-a11y'));
  await page.goto('/integrations');
  await expect(page.getByText('Você ainda não tem chaves de API.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nova chave de API' }).click();
  const form = page.getByRole('dialog', { name: 'Nova chave de API' });
  // The name field has the focus: type, then (after a look at the restricted choice) Enter submits.
  await expect(form.getByLabel('Nome')).toBeFocused();
  await page.keyboard.type('Teclado');
  await form.getByRole('radio', { name: 'Somente os workspaces escolhidos' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('radio', { name: 'Todos os meus workspaces e boards pessoais' }).check();
  await form.getByLabel('Nome').press('Enter');
  const reveal = page.getByRole('dialog', { name: 'Chave criada' });
  await expect(reveal.getByRole('button', { name: 'Copiar chave' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(keyList(page).getByRole('listitem')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});
