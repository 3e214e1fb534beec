import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/**
 * /reports (issue 19): a board with history seeded through the API — cards created and finished
 * today (cycle time 1 d), two in progress — read in the report: the SLE line, the forecasts (the
 * refusal for a one-day history, then a reproducible seeded answer as of a later date), a CSV, the
 * flow settings, the ageing zone on the card faces, and axe.
 */

type Seeded = { boardId: string; columns: { id: string; name: string }[] };

/** Kanban board (A Fazer → Em Progresso → Concluído): 6 cards finished today, 2 in progress, 1 waiting. */
async function seedBoard(request: APIRequestContext, title: string): Promise<Seeded> {
  const created = await request.post('/api/v1/boards', { data: { title, template: 'kanban' } });
  expect(created.status()).toBe(201);
  const board = (await created.json()) as { id: string };
  const { columns } = (await (await request.get(`/api/v1/boards/${board.id}`)).json()) as {
    columns: { id: string; name: string }[];
  };
  const [todo, doing, done] = columns as [(typeof columns)[0], (typeof columns)[0], (typeof columns)[0]];
  const addCard = async (cardTitle: string, valueBrl?: string) => {
    const response = await request.post(`/api/v1/boards/${board.id}/cards`, {
      data: { columnId: todo.id, title: cardTitle, ...(valueBrl ? { valueBrl } : {}) },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const move = async (cardId: string, columnId: string) => {
    const response = await request.post(`/api/v1/cards/${cardId}/move`, { data: { columnId } });
    expect(response.ok()).toBe(true);
  };
  for (let index = 1; index <= 6; index += 1) {
    const id = await addCard(`Entrega ${index}`, index <= 2 ? '1500.00' : undefined);
    await move(id, doing.id);
    await move(id, done.id);
  }
  for (const name of ['Proposta comercial', 'Relatório mensal']) await move(await addCard(name, '250.50'), doing.id);
  await addCard('Ideia para depois');
  return { boardId: board.id, columns };
}

/** Noon, `days` days from now (UTC): an as-of date far enough for ≥ 10 days of history. */
/**
 * Noon in São Paulo (the board's zone, 15:00 UTC) `days` after today there: between 21:00 and
 * midnight in São Paulo the UTC date is already tomorrow, and the board's history counts local days.
 */
function isoInDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return new Date(Date.parse(`${today}T15:00:00.000Z`) + days * 86_400_000).toISOString();
}

test('a board manager reads the flow report: SLE, forecasts, CSV, settings, axe', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('reports'));
  const { boardId } = await seedBoard(page.request, 'Entregas');

  await page.getByRole('link', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports\\?board=${boardId}$`));
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();

  // The rules on screen: start → done, the board's zone and the SLE with its n.
  const summary = page.getByRole('region', { name: 'Configuração do fluxo' });
  await expect(summary.getByTestId('flow-columns')).toContainText('Em Progresso');
  await expect(summary.getByTestId('flow-columns')).toContainText('Concluído');
  await expect(summary.getByTestId('flow-time-zone')).toContainText('America/Sao_Paulo');
  await expect(summary.getByTestId('flow-sle')).toHaveText('85% ≤ 1 d (n = 6)');

  // The scatterplot's dashed line carries the label (every percentile is 1 d here: one shared
  // line, '50%, 70%, 85%, 95% ≤ 1 d (n = 6)'), and the picture's summary names each one.
  const cycle = page.getByRole('region', { name: 'Tempo de ciclo' });
  await expect(cycle.locator('svg.recharts-surface').getByText('50%, 70%, 85%, 95% ≤ 1 d (n = 6)')).toBeVisible();
  await expect(
    cycle.getByRole('img', { name: /6 cards concluídos no período\. Percentis: .*85% ≤ 1 d \(n = 6\)/ }),
  ).toBeVisible();

  const aging = page.getByRole('region', { name: 'Idade do trabalho em andamento' });
  await expect(aging.getByText('WIP: 2')).toBeVisible();

  // One day of history: the forecast is refused, with the server's reason.
  const forecast = page.getByRole('region', { name: 'Previsões (Monte Carlo)' });
  await forecast.getByRole('button', { name: 'Simular' }).click();
  await expect(forecast.getByRole('alert')).toContainText('Histórico insuficiente para prever');

  expect(await seriousViolations(page)).toEqual([]);

  // CSV of the throughput table: BOM, `;`, the header row.
  const throughput = page.getByRole('region', { name: 'Vazão', exact: true });
  const downloading = page.waitForEvent('download');
  await throughput.getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vazao-diaria-entregas-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Data;Concluídos');
  // The range ends today (the board's zone), when the six cards were finished.
  expect(lines.at(-2)).toMatch(/^\d{4}-\d{2}-\d{2};6$/);

  // The cumulative flow as a picture: the chart's SVG drawn on a canvas, saved as PNG.
  const cfd = page.getByRole('region', { name: 'Fluxo cumulativo' });
  const drawing = page.waitForEvent('download');
  await cfd.getByRole('button', { name: 'Baixar PNG' }).click();
  const png = await drawing;
  expect(png.suggestedFilename()).toMatch(/^fluxo-cumulativo-entregas-.*\.png$/);
  expect([...readFileSync((await png.path())!).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  if (process.env.REPORTS_SCREENSHOTS) await png.saveAs(test.info().outputPath('cfd-export.png'));

  // The table alternative of the throughput chart.
  await throughput.getByRole('button', { name: 'Ver tabela' }).click();
  await expect(throughput.getByRole('table', { name: 'Vazão' }).getByRole('row').last()).toContainText('6');

  // The settings dialog: a wrong value is explained; axe on the open dialog; a change is saved.
  await summary.getByRole('button', { name: 'Configurar fluxo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurar fluxo' });
  await dialog.getByLabel('Percentil do SLE').fill('100');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Valor inválido')).toBeVisible();
  if (process.env.REPORTS_SCREENSHOTS) await page.screenshot({ path: test.info().outputPath('settings-dialog.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Percentil do SLE').fill('85');
  await dialog.getByLabel('Janela do SLE (dias)').fill('30');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByText('SLE P85 em 30 dias')).toBeVisible();
});

test('seeded forecasts as of a later date: when and how many, reproducible by seed', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('reports-forecast'));
  const { boardId } = await seedBoard(page.request, 'Previsões');

  // As of 12 days from now the board has 13 days of history with 6 finished cards.
  const asOf = isoInDays(12);
  await page.goto(`/reports?board=${boardId}&asOf=${encodeURIComponent(asOf)}`);
  const forecast = page.getByRole('region', { name: 'Previsões (Monte Carlo)' });
  await forecast.getByLabel('Número de itens').fill('4');
  await forecast.getByLabel('Semente').fill('42');
  await forecast.getByRole('button', { name: 'Simular' }).click();
  const results = forecast.getByRole('list', { name: 'Resultado da previsão' });
  const sentence = results.getByText(/^85% das simulações terminaram até \d{2}\/\d{2}\/\d{4}$/);
  await expect(sentence).toBeVisible();
  const first = await sentence.textContent();
  await expect(forecast.getByTestId('forecast-seed')).toHaveText('42');
  await expect(forecast.getByText(/13 dias · 6 concluídos · cobertura 86%/)).toBeVisible();
  await expect(forecast.getByText(/Histórico curto \(13 dias, menos de 30\)/)).toBeVisible();

  // Another seed, then 42 again: the same answer as the first time.
  await forecast.getByRole('button', { name: 'Nova semente' }).click();
  await expect(forecast.getByTestId('forecast-seed')).not.toHaveText('42');
  await forecast.getByLabel('Semente').fill('42');
  await forecast.getByRole('button', { name: 'Simular' }).click();
  await expect(forecast.getByTestId('forecast-seed')).toHaveText('42');
  await expect(results.getByText(/^85% das simulações/)).toHaveText(first!);

  await forecast.getByRole('tab', { name: 'Quantos?' }).click();
  await forecast.getByLabel('Semente').fill('7');
  await forecast.getByRole('button', { name: 'Simular' }).click();
  await expect(
    forecast.getByText(/^Em 85% das simulações, pelo menos \d+ (item foi concluído|itens foram concluídos)$/),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // For people checking the layout by eye: REPORTS_SCREENSHOTS=1 saves the page in slices.
  if (process.env.REPORTS_SCREENSHOTS) {
    const slices = async (name: string, width: number, height: number) => {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(500);
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, index = 0; y < total; y += height, index += 1) {
        await page.screenshot({
          path: test.info().outputPath(`reports-${name}-${index}.png`),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(height, total - y) },
        });
      }
    };
    await slices('desktop', 1280, 1000);
    await slices('phone', 390, 1400);
    await page.emulateMedia({ media: 'print' });
    await slices('print', 800, 1200);
  }
});

test('a started card shows its ageing zone on the board', async ({ page }) => {
  await signedIn(page, newAccount('reports-aging'));
  const { boardId } = await seedBoard(page.request, 'Idades');
  await page.goto(`/board/${boardId}`);
  const doing = page.getByRole('region', { name: /Em Progresso/ });
  // Six cards took 1 day: a card 1 day old is within P50 and none of them took longer.
  await expect(doing.getByText('Idade: 1 d · zona verde · risco 0% (n = 6)')).toHaveCount(2);
  await expect(page.getByRole('region', { name: /A Fazer/ }).locator('[data-aging-zone]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Concluído/ }).locator('[data-aging-zone]')).toHaveCount(0);
});
