import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn, signInViaApi } from './support.ts';

/** The administrator created by global-setup (first account of the embedded database). */
const ADMIN = { email: 'admin@e2e.test', password: 'Admin#Quadro42' };

type Seeded = { workspaceId: string; boardId: string; cards: Record<'contract' | 'report' | 'late' | 'other', string> };

/**
 * Through the API, as the signed-in person: a workspace with a kanban board (start column 'Em
 * Progresso', done 'Concluído'), three cards assigned to them — one due in 3 days, one overdue,
 * one started and then moved to done (finished today) — and one card nobody is assigned to.
 */
async function seed(page: Page): Promise<Seeded> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string };
  const workspace = (await (
    await page.request.post('/api/v1/workspaces', { data: { name: 'Entregas Q3' } })
  ).json()) as {
    id: string;
  };
  const board = (await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Operação', template: 'kanban', workspaceId: workspace.id },
    })
  ).json()) as { id: string };
  const { columns } = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as {
    columns: { id: string; name: string }[];
  };
  const column = (name: string) => columns.find((item) => item.name === name)!.id;
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const create = async (data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/v1/boards/${board.id}/cards`, { data });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const cards = {
    contract: await create({
      columnId: column('A Fazer'),
      title: 'Contrato assinado',
      assigneeId: me.id,
      dueDate: inThreeDays,
    }),
    late: await create({
      columnId: column('A Fazer'),
      title: 'Relatório trimestral',
      assigneeId: me.id,
      dueDate: '2024-03-10T23:59:59.999Z',
      priority: 'high',
    }),
    report: await create({ columnId: column('Em Progresso'), title: 'Proposta enviada', assigneeId: me.id }),
    other: await create({ columnId: column('Em Progresso'), title: 'Pesquisa de mercado' }),
  };
  const moved = await page.request.post(`/api/v1/cards/${cards.report}/move`, {
    data: { columnId: column('Concluído') },
  });
  expect(moved.ok()).toBe(true);
  return { workspaceId: workspace.id, boardId: board.id, cards };
}

test('the dashboard lists my work and counts the card I finished in this week', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, newAccount('dashboard'));
  const { boardId, cards } = await seed(page);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const assigned = page.getByRole('list', { name: 'Atribuídos a mim' });
  await expect(assigned.getByRole('link', { name: 'Contrato assinado' })).toHaveAttribute(
    'href',
    `/board/${boardId}/card/${cards.contract}`,
  );
  await expect(assigned.getByRole('link', { name: 'Relatório trimestral' })).toBeVisible();
  // Finished, so no longer open work.
  await expect(assigned.getByRole('link', { name: 'Proposta enviada' })).toHaveCount(0);
  await expect(assigned.getByRole('link', { name: 'Pesquisa de mercado' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Vencem em 7 dias' }).getByRole('link')).toHaveText([
    'Contrato assinado',
  ]);
  const overdue = page.getByRole('list', { name: 'Atrasados' });
  await expect(overdue.getByRole('link')).toHaveText(['Relatório trimestral']);
  await expect(overdue.getByText('Entrega: 10/03/2024')).toBeVisible();

  // WIP = the card still in 'Em Progresso'; this week's throughput = the card moved to 'Concluído'.
  const row = page.getByRole('table', { name: 'Meus boards' }).getByRole('row', { name: /Operação/ });
  await expect(row.getByRole('cell')).toHaveText(['1', '—', 'Sem limite', '1', '0', '1']);
  await expect(page.getByRole('img', { name: /1 cards concluídos nesta semana e 0 na semana passada/ })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Atividade recente' }).getByText(/moveu este card de Em Progresso para Concluído/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver analytics' })).toHaveAttribute('href', '/analytics');
  expect(await seriousViolations(page)).toEqual([]);

  // The table's CSV, in the analytics exports' dialect (UTF-8 BOM, ';', CRLF).
  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Meus boards' }).getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('dashboard-meus-boards.csv');
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8').slice(1).split('\r\n').slice(0, 2)).toEqual([
    'Board;WIP;Limite de WIP;Situação do WIP;Esta semana;Semana passada;Variação',
    'Operação;1;;Sem limite;1;0;1',
  ]);

  await assigned.getByRole('link', { name: 'Contrato assinado' }).click();
  await expect(page).toHaveURL(new RegExp(`/board/${boardId}/card/${cards.contract}$`));
  await expect(page.getByRole('dialog')).toContainText('Contrato assinado');
});

test('analytics and performance show the workspace’s real numbers', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, { ...newAccount('analytics'), name: 'Paula Prado' });
  await seed(page);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Ver analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveText('Entregas Q3');
  const totals = page.getByRole('list', { name: 'Totais do período' });
  await expect(totals.getByRole('listitem')).toHaveText([
    'Criados4no período',
    'Concluídos1no período',
    'WIP1em andamento agora',
  ]);
  const board = page.getByRole('table', { name: 'Por board' }).getByRole('row', { name: /Operação/ });
  // Created 4, finished 1, WIP 1; the finished card took 1 day (created and finished today), n = 1.
  await expect(board.getByRole('cell')).toHaveText(['4', '1', '1', '1', '1', '1', 'baixa confiança']);
  const trend = page.getByRole('region', { name: 'Criados × concluídos por semana' });
  await trend.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(trend.getByRole('table').getByRole('row').last().getByRole('cell')).toHaveText([
    /\d\d\/\d\d\/\d{4}/,
    '4',
    '1',
  ]);
  const priority = page.getByRole('region', { name: 'Por prioridade' });
  await priority.getByRole('button', { name: 'Ver tabela' }).click();
  // Priority, created, finished, WIP, lead time P85: the overdue card is the one of high priority.
  await expect(priority.getByRole('row', { name: /^Alta/ }).getByRole('cell')).toHaveText(['Alta', '1', '0', '0', '—']);
  expect(await seriousViolations(page)).toEqual([]);

  // The period is in the address.
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Últimos 30 dias' }).click();
  await expect(page).toHaveURL(/\/analytics\?range=30$/);
  await expect(totals.getByRole('listitem').first()).toHaveText('Criados4no período');

  await page.getByRole('link', { name: 'Performance' }).first().click();
  await expect(page).toHaveURL(/\/performance/);
  await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
  // The workspace's owner sees everyone.
  await expect(page.getByText('Você vê os números de todas as pessoas do workspace.')).toBeVisible();
  const me = page.getByRole('table', { name: 'Por pessoa' }).getByRole('row', { name: /Paula Prado \(você\)/ });
  // Throughput 1, cycle time 1 d (n = 1, low confidence), no due date among the finished, WIP 0.
  await expect(me.getByRole('cell')).toHaveText(['1', '1', '1', '1', 'baixa confiança', '—', '—', '0', /1$/]);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the palette's quick actions go to the dashboard, its board dialog, and analytics", async ({ page }) => {
  await signedIn(page, newAccount('palette-analytics'));
  const palette = page.getByRole('dialog', { name: 'Busca global' });
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('/analytics');
  await palette.getByRole('option', { name: 'Ver analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  // A new account has no workspace: the page says how to get one.
  await expect(page.getByRole('heading', { name: 'Nenhum workspace' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('/novo board');
  await palette.getByRole('option', { name: 'Novo board' }).click();
  await expect(page.getByRole('dialog', { name: 'Novo Board' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('global analytics is for administrators only', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Analytics global/ }).click();
  await expect(page).toHaveURL(/\/global-analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics global', level: 1 })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totais da instalação' });
  await expect(totals.getByRole('listitem')).toHaveCount(6);
  await expect(totals.getByRole('listitem').first()).toHaveText(/^Usuários\d/);
  await expect(totals.getByRole('listitem').last()).toHaveText(/^Armazenamento[\d,.]+ (B|KB|MB|GB)/);
  // Signing in today makes the administrator one of today's active people.
  const active = page.getByRole('region', { name: 'Pessoas ativas por dia' });
  await active.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(active.getByRole('table').getByRole('row').last().getByRole('cell').last()).not.toHaveText('0');
  expect(await seriousViolations(page)).toEqual([]);

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.addInitScript(() => {
    window.sessionStorage.setItem('rbax-app-splash-shown', '1');
    window.sessionStorage.setItem('rbax-auth-splash-shown', '1');
  });
  await signedIn(other, newAccount('not-admin-analytics'));
  expect((await other.request.get('/api/v1/admin/analytics')).status()).toBe(403);
  await other.goto('/global-analytics');
  await expect(other).toHaveURL(/\/$/);
  await context.close();
});
