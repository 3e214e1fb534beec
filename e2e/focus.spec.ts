import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/** Test-mode phases (apps/web/src/features/focus/lib/pomodoro.ts reads this key before the app starts). */
async function shortenFocus(page: Page, durations: { focus: number; shortBreak: number; longBreak: number }) {
  await page.addInitScript(
    (value) => window.localStorage.setItem('focus-durations-test', value),
    JSON.stringify(durations),
  );
}

async function boardWithCard(request: APIRequestContext, title: string, cardTitle: string) {
  const board = (await (await request.post('/api/v1/boards', { data: { title, template: 'kanban' } })).json()) as {
    id: string;
  };
  const detail = (await (await request.get(`/api/v1/boards/${board.id}`)).json()) as { columns: { id: string }[] };
  const card = await request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId: detail.columns[0]!.id, title: cardTitle },
  });
  expect(card.status()).toBe(201);
  return { boardId: board.id, cardId: ((await card.json()) as { id: string }).id };
}

const focusDialog = (page: Page) => page.getByRole('dialog', { name: 'Modo Foco' });
const quickActions = (page: Page) => page.getByRole('button', { name: 'Ações rápidas' });

test('focus mode runs a shortened cycle from the quick-actions menu and shows both toasts', async ({ page }) => {
  await shortenFocus(page, { focus: 3000, shortBreak: 2000, longBreak: 4000 });
  await signedIn(page, newAccount('focus'));

  await quickActions(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Modo Foco/ })).toBeVisible();
  expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
  await menu.getByRole('menuitem', { name: /Modo Foco/ }).click();

  const dialog = focusDialog(page);
  await expect(dialog.getByRole('timer')).toHaveText('00:03');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await expect(page.getByText('Sessão de foco concluída! Hora de uma pausa curta.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pausa', exact: true, pressed: true })).toBeVisible();
  await expect(dialog.getByText('1 sessão de foco concluída')).toBeVisible();
  await expect(page.getByText('Pausa concluída! Pronto para focar novamente?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Foco', exact: true, pressed: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Iniciar', exact: true })).toBeVisible();
});

test('a reload in the middle of a session keeps the remaining time, and the minimized chip reopens it', async ({
  page,
}) => {
  await shortenFocus(page, { focus: 120_000, shortBreak: 60_000, longBreak: 90_000 });
  await signedIn(page, newAccount('reload'));
  // The overlays (and the shortcut handler) are mounted with the quick-actions button.
  await expect(quickActions(page)).toBeVisible();
  await page.keyboard.press('Control+Alt+f');
  const dialog = focusDialog(page);
  await dialog.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^01:5\d$/);
  await expect(page).toHaveTitle(/^01:5\d · Foco — /);

  await page.reload();
  // Closed after the reload but still running: the chip shows the time left.
  const chip = page.getByRole('button', { name: /^Modo Foco: 01:[45]\d restantes \(Foco\)/ });
  await expect(chip).toBeVisible({ timeout: 15_000 });
  await chip.click();
  await expect(dialog.getByRole('timer')).toHaveText(/^01:[45]\d$/);
  await expect(dialog.getByRole('button', { name: 'Pausar', exact: true })).toBeVisible();
});

test('a session linked to a card from its dialog records the focused time on the card', async ({ page }) => {
  await shortenFocus(page, { focus: 3000, shortBreak: 2000, longBreak: 4000 });
  await signedIn(page, newAccount('linked'));
  const { boardId, cardId } = await boardWithCard(page.request, 'Relatórios', 'Fechar relatório mensal');
  await page.goto(`/board/${boardId}/card/${cardId}`);
  const cardDialog = page.getByRole('dialog', { name: 'Fechar relatório mensal' });
  // The card's 'Tempo' (issue 21) counts focus sessions with every other entry.
  const focusedTime = cardDialog.getByTestId('card-time-spent');
  await expect(focusedTime).toHaveText('0min registrados');

  await cardDialog.getByRole('button', { name: 'Focar neste card' }).click();
  const dialog = focusDialog(page);
  await expect(dialog.getByRole('region', { name: 'Card vinculado' })).toContainText('Fechar relatório mensal');
  await dialog.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await expect(page.getByText('Sessão de foco concluída! Hora de uma pausa curta.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Minimizar', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(focusedTime).toHaveText('<1min registrados');
  await expect(cardDialog.getByRole('region', { name: 'Registros de tempo' })).toContainText('Modo Foco');
  const entries = (await (await page.request.get(`/api/v1/cards/${cardId}/time-entries`)).json()) as {
    totalSeconds: number;
    entries: { source: string }[];
  };
  expect(entries).toMatchObject({ totalSeconds: 3, entries: [{ source: 'pomodoro' }] });
  await expect(cardDialog.getByText(/registrou 3 s de foco/)).toBeVisible();
});

test("the keyboard-shortcuts dialog opens from the quick-actions menu and with '?'", async ({ page }) => {
  await signedIn(page, newAccount('shortcuts'));
  await quickActions(page).click();
  await page.getByRole('menuitem', { name: /Atalhos de teclado/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Atalhos de teclado' });
  await expect(dialog.getByText('Novo board')).toBeVisible();
  await expect(dialog.getByText('Ctrl+Alt+B')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  // Ctrl+Alt+B opens 'Novo Board' (the boards page drops ?new=board once the dialog is open).
  await page.keyboard.press('Control+Alt+b');
  await expect(page.getByRole('dialog', { name: 'Novo Board' })).toBeVisible();
});
