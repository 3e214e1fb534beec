import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn, signInViaApi } from './support.ts';

const isHealthResponse = (url: string) => new URL(url).pathname === '/api/v1/admin/health';

test('an administrator follows the live system health of the installation', async ({ page }) => {
  test.setTimeout(90_000);
  await signInViaApi(page, 'admin@e2e.test', 'Admin#Quadro42');

  const firstReport = page.waitForResponse((r) => isHealthResponse(r.url()) && r.ok());
  await page.getByRole('link', { name: 'Saúde do Sistema' }).click();
  await expect(page).toHaveURL(/\/system-health$/);
  await firstReport;
  await expect(page.getByRole('heading', { name: 'Saúde do Sistema', level: 1 })).toBeVisible();

  const overall = page.getByRole('region', { name: 'Estado geral' });
  await expect(overall.getByText(/^(Saudável|Atenção|Crítico)$/)).toBeVisible();
  await expect(overall.getByText('2.1.0')).toBeVisible();
  const database = page.getByRole('region', { name: 'Banco de dados' });
  await expect(database.getByText('Embutido (PGlite)')).toBeVisible();
  await expect(database.getByText(/^(Saudável|Atenção|Crítico)$/)).toBeVisible();
  await expect(database.getByTestId('health-value-database')).toHaveText(/ms$/);
  for (const name of [
    'HTTP na última hora',
    'Event loop',
    'Memória',
    'Tempo real',
    'Tarefas em segundo plano',
    'Arquivos enviados',
  ]) {
    await expect(page.getByRole('region', { name }).getByText(/^(Saudável|Atenção|Crítico)$/)).toBeVisible();
  }
  // The page's own socket (notifications) is one of the open connections.
  await expect(page.getByTestId('health-value-realtime')).not.toHaveText('0', { timeout: 12_000 });

  // Every 5 s the figures come again: the uptime moves on and the age starts over.
  const uptime = overall.locator('dd').nth(1);
  const before = await uptime.textContent();
  await page.waitForResponse((r) => isHealthResponse(r.url()) && r.ok(), { timeout: 10_000 });
  await expect(uptime).not.toHaveText(before ?? '');
  await expect(overall.getByTestId('updated-ago')).toHaveText(/Atualizado há [0-2] s/);

  await expect(page.getByRole('link', { name: /Métricas/ })).toHaveAttribute('href', '/api/metrics');
  await expect(page.getByRole('link', { name: /Documentação da API/ })).toHaveAttribute('href', '/api/docs');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signed-in non-admin opening /system-health is sent to /', async ({ page }) => {
  await signedIn(page, newAccount('nonadmin-health'));
  await expect(page.getByRole('link', { name: 'Saúde do Sistema' })).toHaveCount(0);
  await page.goto('/system-health');
  await expect(page).toHaveURL(/\/$/);
});

test('monitoring lists an overdue card, which opens in its dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, { ...newAccount('monitor'), name: 'Mona Monitora' });
  const board = (await (
    await page.request.post('/api/v1/boards', { data: { title: 'Entregas', template: 'kanban' } })
  ).json()) as { id: string };
  const { columns } = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as {
    columns: { id: string }[];
  };
  const created = await page.request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId: columns[0]!.id, title: 'Relatório trimestral', dueDate: '2024-03-10T23:59:59.999Z' },
  });
  expect(created.status()).toBe(201);
  const card = (await created.json()) as { id: string };

  await page.getByRole('link', { name: 'Monitoramento' }).click();
  await expect(page).toHaveURL(/\/monitoring$/);
  await expect(page.getByRole('heading', { name: 'Monitoramento', level: 1 })).toBeVisible();

  const overdue = page.getByRole('region', { name: /Atrasados/ });
  const link = overdue.getByRole('link', { name: 'Relatório trimestral' });
  await expect(link).toBeVisible();
  await expect(overdue.getByText(/Venceu em 10\/03\/2024/)).toBeVisible();
  // Created a moment ago: it is in the feed, and not idle for 7 days.
  await expect(
    page.getByRole('list', { name: 'Atividade recente' }).getByText('Mona Monitora criou este card', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Nenhum card parado há 7 dias ou mais.')).toBeVisible();
  await expect(page.getByText('Nenhuma coluna acima do limite de WIP.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The select changes the idle window (kept in the address).
  await page.getByLabel('Sem mover há').click();
  await page.getByRole('option', { name: '30 dias' }).click();
  await expect(page).toHaveURL(/staleDays=30/);
  await expect(page.getByRole('heading', { name: /Parados há 30 dias/ })).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/board/${board.id}/card/${card.id}$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Relatório trimestral');
});
