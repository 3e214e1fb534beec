import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { newTrelloBoard } from '../packages/shared/src/portability/fixtures/trello.ts';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/** Import, export and backup (issue 23): a Trello board in, a PDF out, a workspace backed up and restored. */

async function newWorkspace(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/v1/workspaces', { data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('import a Trello board with its mapping, see it, and export its PDF report', async ({ page }) => {
  await signedIn(page, newAccount('port-import'));
  await newWorkspace(page, 'Agência Trello');
  await page.goto('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Workspace de destino' })).toContainText('Agência Trello');
  const { board } = newTrelloBoard();
  await page
    .getByLabel('Arquivo')
    .setInputFiles({ name: 'trello.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(board)) });
  await page.getByRole('button', { name: 'Enviar e pré-visualizar' }).click();

  // The preview, then the mapping: Ana → me, the 'sky' colour → green, closed lists left out.
  await expect(page.getByRole('textbox', { name: 'Título do novo board' })).toHaveValue('Projeto Trello 🚀');
  await page.getByRole('textbox', { name: 'Título do novo board' }).fill('Vindo do Trello');
  await page.getByRole('combobox', { name: /Ana Souza/ }).click();
  await page.getByRole('option', { name: /Maria Teste/ }).click();
  await page.getByRole('combobox', { name: 'Céu' }).click();
  await page.getByRole('option', { name: 'Verde' }).click();
  await page.getByRole('radio', { name: 'Não importar' }).check();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();

  await expect(page.getByText('Importação concluída')).toBeVisible({ timeout: 30_000 });
  await page.getByText(/Deixados de fora/).click();
  await expect(page.getByText('a lista do card não está no arquivo')).toBeVisible();
  await page.getByRole('link', { name: 'Abrir board' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vindo do Trello' })).toBeVisible();
  await expect(page.getByText('Card principal')).toBeVisible();
  await expect(page.getByText('🎉 Festa de lançamento 🥳')).toBeVisible();
  await expect(page.getByText('Na lista antiga')).toHaveCount(0);

  await page.getByRole('button', { name: 'Exportar board' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Relatório em PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vindo-do-trello-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('back up a workspace, restore it as a new one, and find its board there', async ({ page }) => {
  await signedIn(page, newAccount('port-backup'));
  const workspaceId = await newWorkspace(page, 'Cofre Forte');
  const created = await page.request.post('/api/v1/boards', {
    data: { title: 'Board guardado', template: 'kanban', workspaceId },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/backup?workspace=${workspaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();
  await page.getByRole('button', { name: 'Fazer backup agora' }).click();
  const link = page.getByRole('link', { name: 'Baixar .zip' }).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await link.click();
  const zip = readFileSync((await (await downloading).path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');

  await page
    .getByLabel('Arquivo .zip do backup')
    .setInputFiles({ name: 'backup.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Restaurar', exact: true }).click();
  await expect(page.getByText(/Backup restaurado: 1 workspace/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Abrir workspace' }).click();
  await expect(page).toHaveURL(/\/boards$/);
  await expect(page.getByText('Board guardado')).toBeVisible();
  const workspaces = (await (await page.request.get('/api/v1/workspaces')).json()) as { name: string }[];
  expect(workspaces.filter((w) => w.name === 'Cofre Forte')).toHaveLength(2);
});

test('axe finds no serious or critical violation on /import and /backup', async ({ page }) => {
  await signedIn(page, newAccount('port-axe'));
  await newWorkspace(page, 'Acessível');
  await page.goto('/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/backup');
  await expect(page.getByRole('heading', { name: 'Backup do workspace' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
