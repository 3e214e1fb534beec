import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { docsTeam, editorOf } from './docs-support.ts';
import { secondBrowser, seriousViolations } from './support.ts';

/** Documents (issue 26): the tree, the collaborative editor, card chips that follow the card. */

test('two people write a document together, see each other, and a mentioned card chip follows the card', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { bruno, columns, cardId } = await docsTeam(page, 'docs');

  // Ana creates meeting notes from the template, from the sidebar's 'Documentos'.
  await page.reload();
  await page.getByRole('link', { name: 'Documentos' }).first().click();
  await expect(page.getByRole('heading', { name: 'Documentos', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum documento ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Nova página' }).first().click();
  await page.getByRole('menuitem', { name: 'Ata de reunião' }).click();
  await expect(page).toHaveURL(/\/docs\/[0-9a-f-]+$/);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Ata de reunião');
  await expect(editorOf(page).getByRole('heading', { name: 'Pauta' })).toBeVisible();
  await expect(page.getByTestId('doc-status')).toHaveText('Salvo');
  const url = page.url();

  // Bruno opens the same page in his own browser; each sees the other.
  const { context, page: other } = await secondBrowser(browser, bruno);
  await other.goto(url);
  await expect(editorOf(other).getByRole('heading', { name: 'Pauta' })).toBeVisible();
  await expect(page.getByTestId('doc-people').getByText('Bruno Colega')).toBeAttached();

  await editorOf(page).getByRole('heading', { name: 'Discussão' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ana escreve aqui.');
  await expect(editorOf(other)).toContainText('Ana escreve aqui.');
  await editorOf(other).getByRole('heading', { name: 'Decisões' }).click();
  await other.keyboard.press('End');
  await other.keyboard.press('Enter');
  await other.keyboard.type('Bruno decide.');
  await expect(editorOf(page)).toContainText('Bruno decide.');
  await expect(page.getByTestId('doc-remote-cursor').filter({ hasText: 'Bruno Colega' })).toBeVisible();
  await expect(other.getByTestId('doc-remote-cursor').filter({ hasText: 'Ana Autora' })).toBeVisible();

  // Ana mentions the card with '#': a live chip with its column, for both.
  await editorOf(page).getByText('Ana escreve aqui.').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Ver #Fund');
  await expect(page.getByTestId('doc-suggestions').getByRole('option', { name: /Fundação/ })).toBeVisible();
  await page.keyboard.press('Enter');
  const chip = (p: Page) => editorOf(p).getByTestId('doc-card-chip');
  await expect(chip(page)).toContainText('A Fazer');
  await expect(chip(other)).toContainText('Fundação');
  await expect(chip(other)).toContainText('A Fazer');

  // The card moves on its board: the chip on Bruno's screen follows without a reload.
  const moved = await page.request.post(`/api/v1/cards/${cardId}/move`, { data: { columnId: columns[1]!.id } });
  expect(moved.status(), await moved.text()).toBeLessThan(300);
  await expect(chip(other)).toContainText(columns[1]!.name);

  // The '/' menu turns a line into a callout; axe finds nothing serious on the editor.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/desta');
  await page.getByTestId('doc-suggestions').getByRole('option', { name: 'Destaque' }).click();
  await page.keyboard.type('Atenção à concretagem');
  await expect(editorOf(other).locator('[data-callout]')).toContainText('Atenção à concretagem');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/tabela');
  await page.keyboard.press('Enter');
  await expect(editorOf(other).locator('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('docs-desktop.png'), fullPage: true });

  // The tree: a sub-page, then 'Mover para…' back to the top level; Bruno's page on a phone.
  await page.getByRole('button', { name: 'Nova subpágina em “Ata de reunião”' }).click();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('');
  await page.getByLabel('Título', { exact: true }).fill('Anexos');
  await page.getByLabel('Título', { exact: true }).press('Enter');
  const tree = page.getByRole('navigation', { name: 'Páginas do workspace' }).first();
  await expect(tree.getByRole('link', { name: 'Anexos' })).toBeVisible();
  await tree.getByRole('button', { name: 'Ações de “Anexos”' }).click();
  await page.getByRole('menuitem', { name: 'Mover para…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mover' }).click();
  await expect(page.getByText('“Anexos” foi movida')).toBeVisible();
  await other.setViewportSize({ width: 390, height: 844 });
  await expect(other.getByRole('button', { name: 'Páginas' })).toBeVisible();
  await other.screenshot({ path: test.info().outputPath('docs-phone.png'), fullPage: true });
  await context.close();
});
