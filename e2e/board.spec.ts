import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { column, newAccount, signedIn } from './support.ts';

interface Column {
  id: string;
  name: string;
}
interface Card {
  id: string;
  columnId: string;
  title: string;
  position: string;
}
interface BoardDetail {
  columns: Column[];
  cards: Card[];
}

const coverFile = join(import.meta.dirname, 'files', 'cover.png');

async function kanbanBoard(request: APIRequestContext, title: string) {
  const board = await (await request.post('/api/v1/boards', { data: { title, template: 'kanban' } })).json();
  return board as { id: string };
}

async function detail(request: APIRequestContext, boardId: string): Promise<BoardDetail> {
  return (await request.get(`/api/v1/boards/${boardId}`)).json();
}

async function addCards(request: APIRequestContext, boardId: string, columnId: string, titles: string[]) {
  for (const title of titles) {
    const response = await request.post(`/api/v1/boards/${boardId}/cards`, { data: { columnId, title } });
    expect(response.status()).toBe(201);
  }
}

/** Titles of a column's cards as the server orders them. */
async function columnTitles(request: APIRequestContext, boardId: string, columnName: string): Promise<string[]> {
  const board = await detail(request, boardId);
  const column = board.columns.find((c) => c.name === columnName)!;
  return board.cards.filter((c) => c.columnId === column.id).map((c) => c.title);
}

test('columns and cards are added from the board and survive a reload', async ({ page }) => {
  await signedIn(page, newAccount('board'));
  const board = await (await page.request.post('/api/v1/boards', { data: { title: 'Lançamento' } })).json();
  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lançamento' })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar primeira coluna' }).click();
  await page.getByRole('textbox', { name: 'Nome da coluna' }).fill('A Fazer');
  await page.getByRole('textbox', { name: 'Nome da coluna' }).press('Enter');
  await expect(column(page, 'A Fazer')).toBeVisible();
  for (const name of ['Em Progresso', 'Concluído']) {
    const composer = page.getByRole('textbox', { name: 'Nome da coluna' });
    if (!(await composer.isVisible())) await page.getByRole('button', { name: 'Adicionar coluna' }).click();
    await page.getByRole('textbox', { name: 'Nome da coluna' }).fill(name);
    await page.getByRole('textbox', { name: 'Nome da coluna' }).press('Enter');
    await expect(column(page, name)).toBeVisible();
  }

  await page.getByRole('button', { name: 'Adicionar card em A Fazer' }).click();
  const composer = page.getByRole('textbox', { name: 'Título do novo card em A Fazer' });
  for (const title of ['Definir escopo', 'Escrever briefing', 'Aprovar orçamento']) {
    await composer.fill(title);
    await composer.press('Enter');
    await expect(column(page, 'A Fazer').getByRole('link', { name: title })).toBeVisible();
  }
  await composer.press('Escape');
  await expect(composer).toBeHidden();

  await page.reload();
  const list = page.getByRole('list', { name: 'Cards de A Fazer' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  expect(await columnTitles(page.request, board.id, 'A Fazer')).toEqual([
    'Definir escopo',
    'Escrever briefing',
    'Aprovar orçamento',
  ]);
});

test('cards move by drag and drop, by keyboard and with "Mover para…"', async ({ page }) => {
  await signedIn(page, newAccount('mover'));
  const board = await kanbanBoard(page.request, 'Movimentos');
  const { columns } = await detail(page.request, board.id);
  await addCards(page.request, board.id, columns[0]!.id, ['Um', 'Dois', 'Três']);
  await page.goto(`/board/${board.id}`);
  await expect(column(page, 'A Fazer').getByRole('link', { name: 'Três' })).toBeVisible();

  // Drag 'Um' into 'Em Progresso'.
  await column(page, 'A Fazer').getByRole('link', { name: 'Um' }).dragTo(column(page, 'Em Progresso'));
  await expect(column(page, 'Em Progresso').getByRole('link', { name: 'Um' })).toBeVisible();
  await expect.poll(() => columnTitles(page.request, board.id, 'Em Progresso')).toEqual(['Um']);

  // Reorder within a column: 'Três' above 'Dois'.
  await column(page, 'A Fazer')
    .getByRole('link', { name: 'Três' })
    .dragTo(column(page, 'A Fazer').getByRole('link', { name: 'Dois' }), { targetPosition: { x: 20, y: 2 } });
  await expect.poll(() => columnTitles(page.request, board.id, 'A Fazer')).toEqual(['Três', 'Dois']);

  // Keyboard: Alt+→ sends 'Dois' to the bottom of the next column.
  await column(page, 'A Fazer').getByRole('link', { name: 'Dois' }).focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(column(page, 'Em Progresso').getByRole('link', { name: 'Dois' })).toBeVisible();
  await expect.poll(() => columnTitles(page.request, board.id, 'Em Progresso')).toEqual(['Um', 'Dois']);
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => columnTitles(page.request, board.id, 'Em Progresso')).toEqual(['Dois', 'Um']);

  // 'Mover para…' from the card dialog, without dragging.
  await column(page, 'A Fazer').getByRole('link', { name: 'Três' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mover para…' }).click();
  await dialog.getByRole('combobox', { name: 'Coluna' }).selectOption({ label: 'Concluído' });
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect.poll(() => columnTitles(page.request, board.id, 'Concluído')).toEqual(['Três']);
  await page.keyboard.press('Escape');
  await expect(column(page, 'Concluído').getByRole('link', { name: 'Três' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Cards de Em Progresso' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Cards de Concluído' }).getByRole('listitem')).toHaveCount(1);
});

test('every field of a card is edited in its dialog and persists', async ({ page }) => {
  test.setTimeout(90_000);
  const account = newAccount('fields');
  await signedIn(page, account);
  const board = await kanbanBoard(page.request, 'Detalhes');
  const { columns } = await detail(page.request, board.id);
  await page.request.post(`/api/v1/boards/${board.id}/labels`, { data: { name: 'Cliente', color: '#3b82f6' } });
  await addCards(page.request, board.id, columns[0]!.id, ['Proposta comercial']);
  await page.goto(`/board/${board.id}`);
  await column(page, 'A Fazer').getByRole('link', { name: 'Proposta comercial' }).click();
  await expect(page).toHaveURL(/\/board\/[^/]+\/card\/[^/]+$/);
  const dialog = page.getByRole('dialog');

  await dialog.getByRole('button', { name: 'Editar descrição' }).click();
  await dialog
    .getByRole('textbox', { name: 'Descrição (Markdown)' })
    .fill('Enviar **até sexta** <img src=x onerror=alert(1)>');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.locator('strong', { hasText: 'até sexta' })).toBeVisible();
  await expect(dialog.locator('img[onerror]')).toHaveCount(0);

  await dialog.getByRole('combobox', { name: 'Prioridade' }).click();
  await page.getByRole('option', { name: 'Alta' }).click();
  await dialog.getByRole('combobox', { name: 'Responsável' }).click();
  await page.getByRole('option', { name: account.name }).click();
  await dialog.getByLabel('Data de início').fill('2030-03-10');
  await dialog.getByLabel('Data de início').blur();
  await dialog.getByLabel('Data de entrega').fill('2030-03-20');
  await dialog.getByLabel('Data de entrega').blur();
  await dialog.getByLabel('Valor (R$)').fill('1.234,56');
  await dialog.getByLabel('Valor (R$)').press('Enter');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('comercial');
  await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await dialog.getByRole('button', { name: 'Cliente' }).click();

  // The checklist's own 'Adicionar' (the dialog has others: subtasks).
  const checklist = dialog.getByRole('region', { name: 'Checklist' });
  await checklist.getByRole('textbox', { name: 'Novo item do checklist' }).fill('Revisar preços');
  await checklist.getByRole('button', { name: 'Adicionar' }).click();
  await checklist.getByRole('textbox', { name: 'Novo item do checklist' }).fill('Enviar PDF');
  await checklist.getByRole('button', { name: 'Adicionar' }).click();
  // Controlled checkbox updated optimistically on the next tick: click, then wait for the state.
  await dialog.getByRole('checkbox', { name: 'Revisar preços' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Revisar preços' })).toBeChecked();
  await expect(dialog.getByText('1 de 2')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Novo comentário' }).fill('Cliente pediu *desconto*');
  await dialog.getByRole('button', { name: 'Comentar' }).click();
  await expect(dialog.locator('em', { hasText: 'desconto' })).toBeVisible();

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Anexar arquivo' }).click(),
  ]);
  await chooser.setFiles(coverFile);
  await expect(dialog.getByRole('link', { name: 'Baixar cover.png' }).first()).toBeVisible({ timeout: 15_000 });
  const href = await dialog.getByRole('link', { name: 'Baixar cover.png' }).first().getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/png');

  // Everything is on the server.
  await expect
    .poll(async () => {
      const { cards } = await detail(page.request, board.id);
      const card = cards[0]! as Card & Record<string, unknown>;
      return [card.priority, card.valueBrl, card.tags, (card.labelIds as string[]).length, card.assigneeId !== null];
    })
    .toEqual(['high', '1234.56', ['comercial'], 1, true]);

  await page.reload();
  const reloaded = page.getByRole('dialog');
  await expect(reloaded.getByText('Cliente pediu')).toBeVisible();
  await expect(reloaded.getByText('1 de 2')).toBeVisible();
  await expect(reloaded.getByLabel('Valor (R$)')).toHaveValue(/1\.234,56/);
  await page.keyboard.press('Escape');
  const face = column(page, 'A Fazer').getByRole('listitem').first();
  await expect(face.getByText('Alta')).toBeVisible();
  await expect(face.getByText('R$ 1.234,56')).toBeVisible();
  await expect(face.getByText('1/2')).toBeVisible();
});

test('filters narrow the board and live in the URL', async ({ page }) => {
  await signedIn(page, newAccount('filters'));
  const board = await kanbanBoard(page.request, 'Filtros');
  const { columns } = await detail(page.request, board.id);
  const columnId = columns[0]!.id;
  await page.request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId, title: 'Corrigir login', priority: 'critical' },
  });
  await page.request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId, title: 'Atualizar ação de marketing', priority: 'low' },
  });
  await page.request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId, title: 'Pagar fornecedor', dueDate: '2020-01-01T12:00:00.000Z' },
  });
  await page.goto(`/board/${board.id}`);
  const list = page.getByRole('list', { name: 'Cards de A Fazer' });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await page
    .getByRole('searchbox', { name: 'Buscar cards' })
    .or(page.getByRole('textbox', { name: 'Buscar cards' }))
    .fill('acao');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/q=acao/);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await page.goto(`/board/${board.id}?due=overdue`);
  await expect(page.getByRole('list', { name: 'Cards de A Fazer' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Pagar fornecedor' })).toBeVisible();
  await page.goto(`/board/${board.id}?priority=critical`);
  await expect(page.getByRole('list', { name: 'Cards de A Fazer' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Corrigir login' })).toBeVisible();
});

test('a column over its WIP limit shows the count in red, and deleting a column archives its cards', async ({
  page,
}) => {
  await signedIn(page, newAccount('wip'));
  const board = await kanbanBoard(page.request, 'WIP');
  const { columns } = await detail(page.request, board.id);
  await addCards(page.request, board.id, columns[1]!.id, ['A', 'B']);
  await page.goto(`/board/${board.id}`);
  await page.getByRole('button', { name: 'Ações da coluna Em Progresso' }).click();
  await page.getByRole('menuitem', { name: 'Limite WIP…' }).click();
  await page.getByRole('spinbutton', { name: 'Limite WIP' }).fill('1');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(column(page, 'Em Progresso').getByTestId('column-count')).toContainText('2/1');
  await expect(column(page, 'Em Progresso').getByText('Limite WIP excedido')).toBeAttached();

  await page.getByRole('button', { name: 'Ações da coluna Em Progresso' }).click();
  await page.getByRole('menuitem', { name: 'Excluir coluna' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Os cards desta coluna serão arquivados.');
  await page.getByRole('button', { name: 'Excluir coluna' }).click();
  await expect(column(page, 'Em Progresso')).toHaveCount(0);
  const cards = (await detail(page.request, board.id)).cards;
  expect(cards.map((c) => c.title)).not.toContain('A');
});
