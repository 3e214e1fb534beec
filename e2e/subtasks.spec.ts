import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { column, newAccount, signedIn } from './support.ts';

/**
 * Subtasks (issue 21, docs/decisions/040): a person breaks a card down into subtasks in its
 * dialog, completes some, sees the progress on the board, opens one and turns it into a card.
 */

test('subtasks are added and completed in the dialog, counted on the board and promoted to cards', async ({ page }) => {
  await signedIn(page, newAccount('subtasks'));
  const board = await (
    await page.request.post('/api/v1/boards', { data: { title: 'Lançamento', template: 'kanban' } })
  ).json();
  const detail = await (await page.request.get(`/api/v1/boards/${board.id}`)).json();
  const todo = detail.columns[0] as { id: string; name: string };
  const parent = await (
    await page.request.post(`/api/v1/boards/${board.id}/cards`, { data: { columnId: todo.id, title: 'Novo site' } })
  ).json();

  await page.goto(`/board/${board.id}/card/${parent.id}`);
  const dialog = page.getByRole('dialog');
  const section = dialog.getByRole('region', { name: 'Subtarefas' });
  await expect(section.getByText('Nenhuma subtarefa ainda.')).toBeVisible();
  const input = section.getByRole('textbox', { name: 'Nova subtarefa' });
  for (const title of ['Textos', 'Imagens', 'Publicar']) {
    await input.fill(title);
    await input.press('Enter');
    await expect(section.getByRole('link', { name: title })).toBeVisible();
  }
  await section.getByRole('checkbox', { name: '“Textos” concluída' }).check();
  await section.getByRole('checkbox', { name: '“Imagens” concluída' }).check();
  await expect(section.getByRole('progressbar', { name: 'Progresso das subtarefas' })).toHaveAttribute(
    'aria-valuetext',
    '2 de 3 subtarefas concluídas',
  );
  // Reorder with the keyboard-reachable buttons: 'Publicar' goes up one place.
  await section.getByRole('button', { name: 'Mover “Publicar” para cima' }).click();
  await expect(section.getByRole('list').getByRole('link')).toHaveText(['Textos', 'Publicar', 'Imagens']);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);

  // The board: one card in the column, with its progress; the subtasks are not cards there.
  await page.keyboard.press('Escape');
  const todoColumn = column(page, todo.name);
  await expect(todoColumn.getByRole('link', { name: 'Novo site' })).toBeVisible();
  await expect(todoColumn.getByText('Subtarefas: 2 de 3 concluídas')).toBeAttached();
  await expect(todoColumn.getByTestId('card-subtasks')).toContainText('2/3');
  await expect(todoColumn.getByRole('link', { name: 'Publicar' })).toHaveCount(0);

  // Open a subtask from its parent, go back through its link, then promote it.
  await todoColumn.getByRole('link', { name: 'Novo site' }).click();
  await section.getByRole('link', { name: 'Publicar' }).click();
  await expect(dialog.getByRole('link', { name: 'Novo site' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Transformar em card' }).click();
  await expect(page.getByText('Subtarefa transformada em card')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(todoColumn.getByRole('link', { name: 'Publicar' })).toBeVisible();
  await expect(todoColumn.getByTestId('card-subtasks')).toContainText('2/2');

  // A reload shows the same: the server kept it all.
  await page.reload();
  await expect(column(page, todo.name).getByRole('link', { name: 'Publicar' })).toBeVisible();
  await expect(column(page, todo.name).getByTestId('card-subtasks')).toContainText('2/2');
});

test('moving a card with open subtasks asks what to do with them', async ({ page }) => {
  await signedIn(page, newAccount('subtasks-move'));
  const board = await (
    await page.request.post('/api/v1/boards', { data: { title: 'Fluxo', template: 'kanban' } })
  ).json();
  const detail = await (await page.request.get(`/api/v1/boards/${board.id}`)).json();
  const [todo, doing] = detail.columns as { id: string; name: string }[];
  const parent = await (
    await page.request.post(`/api/v1/boards/${board.id}/cards`, { data: { columnId: todo!.id, title: 'Pai' } })
  ).json();
  await page.request.post(`/api/v1/cards/${parent.id}/subtasks`, { data: { title: 'Filha' } });

  await page.goto(`/board/${board.id}`);
  const link = column(page, todo!.name).getByRole('link', { name: 'Pai' });
  await link.focus();
  await page.keyboard.press('Alt+ArrowRight');
  const ask = page.getByRole('alertdialog', { name: 'O que fazer com as subtarefas?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Levar as subtarefas junto' })).toBeFocused();
  await ask.getByRole('button', { name: 'Deixar como cards nesta coluna' }).click();
  await expect(column(page, doing!.name).getByRole('link', { name: 'Pai' })).toBeVisible();
  await expect(column(page, todo!.name).getByRole('link', { name: 'Filha' })).toBeVisible();
});
