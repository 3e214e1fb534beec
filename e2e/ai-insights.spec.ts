import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, signedIn } from './support.ts';

/**
 * AI Insights (issue 24): without any AI provider the page still shows what needs attention —
 * computed from the flow analytics — and explains how to turn AI on.
 */

type Seeded = { workspaceId: string; boardId: string; late: string; soon: string };

/** A workspace with a kanban board: an overdue card, one due tomorrow assigned to me, one in progress. */
async function seed(page: Page): Promise<Seeded> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string };
  const workspace = (await (
    await page.request.post('/api/v1/workspaces', { data: { name: 'Lançamentos' } })
  ).json()) as { id: string };
  const board = (await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Site novo', template: 'kanban', workspaceId: workspace.id },
    })
  ).json()) as { id: string };
  const { columns } = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as {
    columns: { id: string; name: string }[];
  };
  const column = (name: string) => columns.find((item) => item.name === name)!.id;
  const create = async (data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/v1/boards/${board.id}/cards`, { data });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const late = await create({
    columnId: column('A Fazer'),
    title: 'Contrato do fornecedor',
    dueDate: '2024-05-10T15:00:00.000Z',
  });
  const soon = await create({
    columnId: column('Em Progresso'),
    title: 'Página de preços',
    assigneeId: me.id,
    dueDate: new Date(Date.now() + 20 * 3_600_000).toISOString(),
  });
  await create({ columnId: column('Em Progresso'), title: 'Textos da home' });
  return { workspaceId: workspace.id, boardId: board.id, late, soon };
}

test('AI Insights without a provider: the deterministic insights, and how to enable AI', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, newAccount('insights'));
  const { boardId, late, soon } = await seed(page);
  await page.goto('/boards');

  // From the floating quick-actions menu.
  await page.getByRole('button', { name: 'Ações rápidas' }).click();
  await page.getByRole('menuitem', { name: 'AI Insights' }).click();
  await expect(page).toHaveURL(/\/ai-insights$/);
  await expect(page.getByRole('heading', { name: 'AI Insights', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveText('Lançamentos');
  await expect(page.getByRole('combobox', { name: 'Board' })).toHaveText('Todo o workspace');

  const atRisk = page.getByRole('region', { name: /Cards em risco/ });
  await expect(atRisk.getByRole('link', { name: 'Contrato do fornecedor' })).toHaveAttribute(
    'href',
    `/board/${boardId}/card/${late}`,
  );
  await expect(atRisk.getByText(/atrasado: venceu em 10\/05\/2024/)).toBeVisible();
  await expect(atRisk.getByRole('link', { name: 'Página de preços' })).toHaveAttribute(
    'href',
    `/board/${boardId}/card/${soon}`,
  );
  await expect(page.getByText('2 pontos pedem atenção')).toBeVisible();

  // No provider: the explanation and the way to the AI settings; nothing asked of a model.
  const panel = page.getByRole('region', { name: 'Quer um resumo escrito?' });
  await expect(panel).toContainText('A IA está desligada neste workspace');
  await expect(panel.getByRole('link', { name: 'Abrir Config. IA' })).toHaveAttribute('href', '/ai-settings');
  await expect(page.getByRole('button', { name: 'Gerar resumo' })).toHaveCount(0);

  // One board, by keyboard; then the card opens over its board.
  await page.getByRole('combobox', { name: 'Board' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Site novo' }).click();
  await expect(page).toHaveURL(new RegExp(`board=${boardId}`));
  await atRisk.getByRole('link', { name: 'Contrato do fornecedor' }).click();
  await expect(page).toHaveURL(new RegExp(`/board/${boardId}/card/${late}$`));
  await expect(page.getByRole('dialog')).toContainText('Contrato do fornecedor');
});

test('AI Insights says all is clear on a calm board', async ({ page }) => {
  await signedIn(page, newAccount('insights-calm'));
  const workspace = (await (await page.request.post('/api/v1/workspaces', { data: { name: 'Calmo' } })).json()) as {
    id: string;
  };
  await page.request.post('/api/v1/boards', {
    data: { title: 'Sereno', template: 'kanban', workspaceId: workspace.id },
  });
  await page.goto(`/ai-insights?workspace=${workspace.id}`);
  await expect(page.getByTestId('insights-all-clear')).toContainText('Tudo em ordem');
});
