import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/**
 * Issue 27, Ranking and Global Hub: the owner of a workspace turns the ranking on, finishes a card
 * before its due date and sees the points and the 'Primeira entrega' badge; then opens the Global
 * Hub and finds that card's board and a card from a second workspace, and stars a board.
 * With GAMIFICATION_SCREENSHOTS=1 the pages are photographed (pt-BR, 1440 and 390 px) into
 * .tmp/gamification-shots.
 */

const shots = process.env.GAMIFICATION_SCREENSHOTS === '1';
async function photograph(page: Page, name: string) {
  if (!shots) return;
  const before = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/gamification-shots/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

type Board = { id: string; columns: { id: string; name: string }[] };

test('the owner turns the ranking on, finishes a card on time, sees points and a badge, then finds the work in the Global Hub', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('ranking'));
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string };
  const post = async <T>(url: string, data: unknown) => {
    const response = await page.request.post(url, { data: data as object });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const studio = await post<{ id: string }>('/api/v1/workspaces', { name: 'Estúdio' });
  const agency = await post<{ id: string }>('/api/v1/workspaces', { name: 'Agência' });
  const makeBoard = async (title: string, workspaceId: string) => {
    const { id } = await post<{ id: string }>('/api/v1/boards', { title, workspaceId, template: 'kanban' });
    const detail = (await (await page.request.get(`/api/v1/boards/${id}`)).json()) as Pick<Board, 'columns'>;
    return { id, columns: detail.columns };
  };
  const launch = await makeBoard('Lançamento', studio.id);
  const campaign = await makeBoard('Campanha', agency.id);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const card = await post<{ id: string }>(`/api/v1/boards/${launch.id}/cards`, {
    columnId: launch.columns[0]!.id,
    title: 'Revisar o roteiro',
    assigneeId: me.id,
    dueDate: tomorrow,
  });
  await post(`/api/v1/boards/${campaign.id}/cards`, {
    columnId: campaign.columns[0]!.id,
    title: 'Aprovar o orçamento',
    assigneeId: me.id,
    dueDate: tomorrow,
  });

  // Off by default: the owner turns it on from the page (the workspace chosen in the URL).
  await page.goto(`/gamification?workspace=${studio.id}`);
  await expect(page.getByRole('heading', { name: 'Ranking', level: 1 })).toBeVisible();
  await expect(page.getByText('O ranking está desativado neste workspace')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Como funcionam os pontos' })).toBeVisible();
  await page.getByRole('button', { name: 'Ativar ranking' }).click();
  await expect(page.getByText('Ranking ativado')).toBeVisible();
  await expect(page.getByText('Ninguém pontuou neste período ainda', { exact: false })).toBeVisible();

  // Finishing the card (into Concluído, before its due date): 10 + 5 points and the first badge.
  await post(`/api/v1/cards/${card.id}/move`, { columnId: launch.columns[2]!.id });
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('ranking-my-points')).toHaveText('15', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Minhas conquistas' }).getByText('Primeira entrega')).toBeVisible();
  await expect(page.getByRole('row', { name: /você/ }).getByRole('cell', { name: '15', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Este mês' }).click();
  await expect(page.getByRole('button', { name: 'Este mês' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, 'ranking');

  // The Global Hub, from the sidebar: both workspaces, the open card of the other one, the star.
  await page.getByRole('link', { name: 'Global Hub' }).first().click();
  await expect(page.getByRole('heading', { name: 'Global Hub', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estúdio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agência' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Meu trabalho em Agência' }).getByRole('link', { name: 'Aprovar o orçamento' }),
  ).toBeVisible();
  // Finished, so no longer my open work: it is in the recent activity.
  await expect(page.getByRole('link', { name: 'Revisar o roteiro' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Lançamento aos favoritos' }).click();
  const favorites = page.getByRole('region', { name: 'Favoritos' });
  await expect(favorites.getByRole('link', { name: 'Lançamento' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, 'global-hub');
});
