import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, dayInZone, endOfDayIn, startOfDayIn, weekday } from '@rbax/shared/views/dates';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/**
 * Board views (issue 22): a person plans in the table, the calendar and the timeline of one board
 * — switching views, editing in place, dragging a card to another day, adding a dependency and
 * seeing its arrow — with the keyboard alternatives, and axe finds nothing serious in any view.
 */

const SP = 'America/Sao_Paulo';
test.use({ timezoneId: SP });

const today = () => dayInZone(new Date(), SP);
const start = (day: string) => startOfDayIn(day, SP).toISOString();
const due = (day: string) => endOfDayIn(day, SP).toISOString();

type Seeded = { boardId: string; columns: { id: string; name: string }[]; cards: Record<string, { id: string }> };

async function seed(request: APIRequestContext, cards: Record<string, Record<string, unknown>>): Promise<Seeded> {
  const board = await (
    await request.post('/api/v1/boards', { data: { title: 'Obra da sede', template: 'kanban' } })
  ).json();
  const detail = await (await request.get(`/api/v1/boards/${board.id}`)).json();
  const created: Seeded['cards'] = {};
  for (const [title, fields] of Object.entries(cards))
    created[title] = await (
      await request.post(`/api/v1/boards/${board.id}/cards`, {
        data: { columnId: detail.columns[0].id, title, ...fields },
      })
    ).json();
  return { boardId: board.id, columns: detail.columns, cards: created };
}

const card = async (page: Page, id: string) => (await page.request.get(`/api/v1/cards/${id}`)).json();

test('the views switch by name, stay in the address, are remembered for the board, and pass axe', async ({ page }) => {
  await signedIn(page, newAccount('views-switch'));
  const { boardId } = await seed(page.request, {
    Fundação: { startDate: start(today()), dueDate: due(addDays(today(), 3)) },
    Paredes: { dueDate: due(addDays(today(), 6)) },
    'Sem prazo': {},
  });
  await page.goto(`/board/${boardId}`);
  const views = page.getByRole('navigation', { name: 'Visualizações' });
  await expect(views.getByRole('link', { name: 'Kanban' })).toHaveAttribute('aria-current', 'page');

  await views.getByRole('link', { name: 'Tabela' }).click();
  await expect(page).toHaveURL(/\?view=table$/);
  await expect(page.getByRole('grid', { name: 'Tabela de cards' }).getByRole('row')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);

  await views.getByRole('link', { name: 'Calendário' }).click();
  await expect(page).toHaveURL(/\?view=calendar$/);
  await expect(page.getByTestId('calendar-undated').getByRole('link', { name: /Sem prazo/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await views.getByRole('link', { name: 'Linha do tempo' }).click();
  await expect(page).toHaveURL(/\?view=timeline$/);
  await expect(page.locator('[data-timeline-bar]')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // Opened again without ?view, the board shows the view chosen last; filters apply to it too.
  await page.goto(`/board/${boardId}`);
  await expect(page).toHaveURL(/\?view=timeline$/);
  await page.getByRole('searchbox', { name: 'Buscar cards' }).fill('Parede');
  await expect(page.locator('[data-timeline-bar]')).toHaveCount(1);
});

test('the table edits in place from the keyboard, with the card’s rules, and in bulk', async ({ page }) => {
  await signedIn(page, newAccount('views-table'));
  const { boardId, columns, cards } = await seed(page.request, { Alfa: {}, Beta: {} });
  await page.goto(`/board/${boardId}?view=table`);
  const grid = page.getByRole('grid', { name: 'Tabela de cards' });
  await grid.locator('[data-column="title"]').filter({ hasText: 'Alfa' }).click();

  // Enter edits; an empty title is refused with the spec's message; Escape leaves it as it was.
  await page.keyboard.press('Enter');
  const title = grid.getByRole('textbox', { name: 'Título' });
  await title.fill('   ');
  await title.press('Enter');
  await expect(grid.getByRole('alert')).toHaveText('Título é obrigatório');
  await title.press('Escape');
  await page.keyboard.press('Enter');
  await grid.getByRole('textbox', { name: 'Título' }).fill('Alfa revisado');
  await page.keyboard.press('Enter');
  await expect(grid.locator('[data-column="title"]').filter({ hasText: 'Alfa revisado' })).toBeVisible();
  await expect.poll(async () => (await card(page, cards.Alfa!.id)).title).toBe('Alfa revisado');

  // Back up to it, right to its column, Enter, choose, Enter: the card moves like a drag would.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await grid.getByRole('combobox', { name: 'Coluna' }).selectOption({ label: columns[1]!.name });
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await card(page, cards.Alfa!.id)).columnId).toBe(columns[1]!.id);

  // Two rows selected, one priority for both.
  await grid.getByRole('checkbox', { name: 'Selecionar todos os cards' }).check();
  const bulk = page.getByRole('region', { name: 'Ações em massa' });
  await expect(bulk).toContainText('2 selecionados');
  await bulk.getByRole('button', { name: 'Prioridade' }).click();
  await page.getByRole('menuitem', { name: 'Alta' }).click();
  await expect.poll(async () => (await card(page, cards.Beta!.id)).priority).toBe('high');
  expect((await card(page, cards.Alfa!.id)).priority).toBe('high');
});

test('a card dragged to another day in the calendar gets that due date; its menu and Alt+arrows do the same', async ({
  page,
}) => {
  await signedIn(page, newAccount('views-calendar'));
  const day = today();
  const { boardId, cards } = await seed(page.request, { Vistoria: { dueDate: due(day) }, Orçamento: {} });
  await page.goto(`/board/${boardId}?view=calendar`);
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  const chip = page.locator(`[data-calendar-card="${cards.Vistoria!.id}"]`).getByRole('link');
  // Within this week, whatever weekday today is.
  const target = addDays(day, weekday(day) === 6 ? -1 : 1);
  await chip.dragTo(page.locator(`[data-day="${target}"]`));
  await expect.poll(async () => dayInZone((await card(page, cards.Vistoria!.id)).dueDate, SP)).toBe(target);

  // The keyboard: Alt+← moves it back a day; the menu's 'Mudar datas…' sets any day.
  await chip.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect
    .poll(async () => dayInZone((await card(page, cards.Vistoria!.id)).dueDate, SP))
    .toBe(addDays(target, -1));
  await page.getByRole('button', { name: 'Ações do card “Vistoria”' }).click();
  await page.getByRole('menuitem', { name: 'Mudar datas…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Datas de “Vistoria”' });
  await dialog.getByLabel('Entrega').fill(addDays(day, 10));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => dayInZone((await card(page, cards.Vistoria!.id)).dueDate, SP)).toBe(addDays(day, 10));

  // A card without a date, dropped on a day, is due that day.
  await page
    .getByTestId('calendar-undated')
    .getByRole('link', { name: /Orçamento/ })
    .dragTo(page.locator(`[data-day="${day}"]`));
  await expect.poll(async () => (await card(page, cards.Orçamento!.id)).dueDate).toBe(due(day));
});

test('a dependency added in the card dialog is drawn as an arrow, warned about, and pushed along', async ({ page }) => {
  await signedIn(page, newAccount('views-timeline'));
  const day = today();
  const { boardId, cards } = await seed(page.request, {
    Projeto: { startDate: start(day), dueDate: due(addDays(day, 3)) },
    Execução: { startDate: start(addDays(day, 2)), dueDate: due(addDays(day, 5)) },
  });
  const [projeto, execucao] = [cards.Projeto!.id, cards.Execução!.id];

  await page.goto(`/board/${boardId}/card/${execucao}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Adicionar dependência' }).click();
  await dialog.getByRole('searchbox', { name: 'Este card depende de' }).fill('Proj');
  await dialog.getByRole('button', { name: 'Projeto' }).click();
  await expect(dialog.getByTestId('dependencies-blockedBy').getByRole('link', { name: 'Projeto' })).toBeVisible();
  await expect(
    dialog.getByTestId('dependencies-blockedBy').getByLabel('Começa antes de “Projeto” terminar'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/board/${boardId}?view=timeline`);
  await expect(page.locator(`[data-dependency="${projeto}->${execucao}"]`)).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'começa antes' })).toBeVisible();
  await page.getByRole('button', { name: 'Empurrar dependentes' }).click();
  await expect.poll(async () => (await card(page, execucao)).startDate).toBe(start(addDays(day, 4)));
  await expect(page.getByRole('status').filter({ hasText: 'começa antes' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The keyboard: Alt+→ on a bar moves the card a day later; the critical path marks both.
  const bar = page.locator(`[data-timeline-bar="${projeto}"]`);
  await bar.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(async () => (await card(page, projeto)).startDate).toBe(start(addDays(day, 1)));
  await page.getByRole('button', { name: 'Caminho crítico' }).click();
  await expect(page.locator('[data-timeline-bar][data-critical]')).toHaveCount(2);

  // Dragging a bar by its body moves it too (one day at the day scale is 40 px).
  await page.getByRole('button', { name: 'Dia', exact: true }).click();
  const box = (await page.locator(`[data-timeline-bar="${execucao}"]`).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 45, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 82, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await card(page, execucao)).startDate).toBe(start(addDays(day, 6)));
});

test('changes made elsewhere appear live in the table and the timeline', async ({ page, browser }) => {
  await signedIn(page, newAccount('views-live'));
  const day = today();
  const { boardId, cards } = await seed(page.request, {
    Antes: { startDate: start(day), dueDate: due(addDays(day, 1)) },
    Depois: { startDate: start(addDays(day, 3)), dueDate: due(addDays(day, 4)) },
  });
  await page.goto(`/board/${boardId}?view=table`);
  const grid = page.getByRole('grid', { name: 'Tabela de cards' });
  await expect(grid.locator('[data-column="title"]').filter({ hasText: 'Antes' })).toBeVisible();
  // Another tab of the same person: its own socket, so the change reaches this page as an event.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const api = other.request;
  await api.patch(`/api/v1/cards/${cards.Antes!.id}`, {
    data: { title: 'Antes (revisto)' },
    headers: { origin: new URL(page.url()).origin },
  });
  await expect(grid.locator('[data-column="title"]').filter({ hasText: 'Antes (revisto)' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Visualizações' }).getByRole('link', { name: 'Linha do tempo' }).click();
  await expect(page.locator('[data-timeline-bar]')).toHaveCount(2);
  await api.post(`/api/v1/cards/${cards.Depois!.id}/dependencies`, {
    data: { dependsOnId: cards.Antes!.id },
    headers: { origin: new URL(page.url()).origin },
  });
  await expect(page.locator(`[data-dependency="${cards.Antes!.id}->${cards.Depois!.id}"]`)).toBeAttached();
  await other.close();
});
