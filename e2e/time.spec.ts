import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/** Time tracking (issue 21): the timer, manual entries and /time-reports. */

async function workspaceBoardWithCard(request: APIRequestContext, cardTitle: string) {
  const workspace = (await (await request.post('/api/v1/workspaces', { data: { name: 'Agência Tempo' } })).json()) as {
    id: string;
  };
  const board = (await (
    await request.post('/api/v1/boards', {
      data: { title: 'Site do cliente', template: 'kanban', workspaceId: workspace.id },
    })
  ).json()) as { id: string };
  const detail = (await (await request.get(`/api/v1/boards/${board.id}`)).json()) as { columns: { id: string }[] };
  const card = await request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId: detail.columns[0]!.id, title: cardTitle },
  });
  expect(card.status()).toBe(201);
  return { workspaceId: workspace.id, boardId: board.id, cardId: ((await card.json()) as { id: string }).id };
}

const headerTimer = (page: Page) => page.getByTestId('header-timer');

test('start a timer on a card, reload, stop it, add a manual entry, read it in /time-reports and export CSV', async ({
  page,
}) => {
  await signedIn(page, newAccount('time'));
  const { boardId, cardId } = await workspaceBoardWithCard(page.request, 'Página inicial');

  // The card face's control starts the timer; the header shows it with the card.
  await page.goto(`/board/${boardId}`);
  await page.getByRole('button', { name: 'Iniciar cronômetro em “Página inicial”' }).click();
  await expect(page.getByText('Cronômetro iniciado em “Página inicial”')).toBeVisible();
  await expect(headerTimer(page)).toContainText(/0:00:0\d/);

  // The timer lives on the server: a reload shows it still running, with its card.
  await page.reload();
  await expect(headerTimer(page).getByRole('link', { name: /Cronômetro ligado em “Página inicial”/ })).toBeVisible();
  await expect(headerTimer(page)).toContainText(/0:00:0[2-9]/);
  await headerTimer(page).getByRole('button', { name: 'Parar cronômetro de “Página inicial”' }).click();
  await expect(page.getByText(/registrados em “Página inicial”/)).toBeVisible();
  await expect(headerTimer(page)).toBeHidden();

  // A manual entry in the card dialog, typed the way people write it.
  await page.goto(`/board/${boardId}/card/${cardId}`);
  const dialog = page.getByRole('dialog', { name: 'Página inicial' });
  await dialog.getByRole('button', { name: 'Registrar tempo' }).click();
  await dialog.getByLabel('Duração').fill('1h30');
  await dialog.getByLabel('Nota').fill('Reunião de briefing');
  await dialog.getByLabel('Faturável').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tempo registrado', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Reunião de briefing')).toBeVisible();
  await expect(dialog.getByTestId('card-time-spent')).toContainText('1h30');

  // The keyboard shortcut starts and stops the timer on the open card.
  await dialog.getByRole('heading', { name: 'Registros de tempo' }).click();
  await page.keyboard.press('Control+Alt+s');
  await expect(headerTimer(page)).toBeVisible();
  await page.keyboard.press('Control+Alt+s');
  await expect(headerTimer(page)).toBeHidden();

  // The report shows it; CSV comes from the server with the same filters.
  await page.goto('/time-reports');
  await expect(page.getByRole('heading', { name: 'Time Tracking', level: 1 })).toBeVisible();
  const people = page.getByRole('table', { name: 'Por pessoa' });
  await expect(people.getByRole('row', { name: /Maria Teste/ })).toContainText('1h30');
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Data;Pessoa;Board;Card;Origem;Nota;Faturável;Minutos;Horas;Valor/hora (R$);Valor (R$)');
  expect(
    lines.some((line) =>
      line.includes(';Maria Teste;Site do cliente;Página inicial;Manual;Reunião de briefing;Sim;90;1,5;;0'),
    ),
  ).toBe(true);
});
