import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn, signInViaApi } from './support.ts';

/**
 * Issue 27, the template marketplace: Ana publishes a board as a template from the board's
 * header (the preview shows what goes, no people); Bruno finds it in /marketplace by a search
 * without accents, uses it to create a board in his own workspace, and reviews it.
 * With MARKETPLACE_SCREENSHOTS=1 the pages are also photographed (pt-BR, 1440 and 390 px) into
 * .tmp/marketplace-shots.
 */

const shots = process.env.MARKETPLACE_SCREENSHOTS === '1';
async function photograph(page: Page, name: string) {
  if (!shots) return;
  const before = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/marketplace-shots/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

test('a board published as a template is found without accents, used in another workspace and reviewed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const name = `Lançamento ${tag}`;

  // Ana's board: columns of the Kanban template, one card with a checklist item and a comment.
  await signedIn(page, newAccount('mkt-ana'));
  const workspace = (await (await page.request.post('/api/v1/workspaces', { data: { name: 'Estúdio' } })).json()) as {
    id: string;
  };
  const board = (await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Campanha', workspaceId: workspace.id, template: 'kanban' },
    })
  ).json()) as { id: string };
  const detail = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as { columns: { id: string }[] };
  const card = (await (
    await page.request.post(`/api/v1/boards/${board.id}/cards`, {
      data: { columnId: detail.columns[0]!.id, title: 'Roteiro do vídeo' },
    })
  ).json()) as { id: string };
  await page.request.post(`/api/v1/cards/${card.id}/checklist`, { data: { text: 'Gravar' } });
  await page.request.post(`/api/v1/cards/${card.id}/comments`, { data: { body: 'Nota interna da Ana' } });

  await page.goto(`/board/${board.id}`);
  await page.getByRole('button', { name: 'Publicar como template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar como template' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Português (Brasil)').fill('Campanha de lançamento com roteiro e checklist');
  await dialog.getByLabel('English (US)').fill('Launch campaign with a script and a checklist');
  await expect(dialog.getByText('Roteiro do vídeo')).toBeVisible();
  await expect(dialog.getByText('1 card de exemplo', { exact: false })).toBeVisible();
  await expect(dialog.getByText('Nota interna da Ana')).toHaveCount(0);
  await photograph(page, 'publish-dialog');
  await dialog.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Versão 1', { exact: true })).toBeVisible();

  // Bruno, in his own workspace, finds it by a search without accents.
  await page.context().clearCookies();
  await signedIn(page, newAccount('mkt-bruno'));
  await page.request.post('/api/v1/workspaces', { data: { name: 'Oficina do Bruno' } });
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kanban.*Oficial/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, 'marketplace');
  await page.getByLabel('Buscar templates').fill(`lancamento ${tag}`);
  const results = page.getByRole('list', { name: '1 template' });
  await expect(results).toBeVisible();
  await results.getByRole('link', { name: new RegExp(name) }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Roteiro do vídeo')).toBeVisible();
  await photograph(page, 'template-detail');
  await page.getByRole('button', { name: 'Usar template' }).click();
  const install = page.getByRole('dialog', { name: 'Usar template' });
  await expect(install.getByLabel('Workspace')).toHaveText('Oficina do Bruno');
  await install.getByRole('button', { name: 'Criar board' }).click();
  await expect(page).toHaveURL(/\/board\//);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Roteiro do vídeo')).toBeVisible();

  // Back on the template: Bruno reviews it; the card now counts his install and rating.
  await page.goBack();
  await expect(page.getByText('1 instalação')).toBeVisible();
  await page.getByRole('radio', { name: '4 estrelas' }).click();
  await page.getByLabel('Comentário (opcional)').fill('Economizou uma tarde de configuração');
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Avaliação salva.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Economizou uma tarde de configuração' })).toBeVisible();
  await expect(page.getByText('4 (1 avaliação)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atualizar avaliação' })).toBeVisible();

  if (shots) {
    await page.goto('/marketplace-new');
    await expect(page.getByRole('heading', { name: 'Store Premium', level: 1 })).toBeVisible();
    await photograph(page, 'store-premium');
    await page.goto('/monetization');
    await expect(page.getByRole('heading', { name: 'Monetização', level: 1 })).toBeVisible();
    await photograph(page, 'monetization');
    await page.context().clearCookies();
    await signInViaApi(page, 'admin@e2e.test', 'Admin#Quadro42');
    await page.goto('/marketplace/moderation');
    await expect(page.getByRole('heading', { name: 'Moderação do Marketplace', level: 1 })).toBeVisible();
    await photograph(page, 'moderation');
  }
});
