import type { APIRequestContext, Page } from '@playwright/test';
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
}
interface BoardDetail {
  columns: Column[];
  cards: Card[];
}

/** A board whose columns are created one after the other, so they keep the given order. */
async function boardWithColumns(request: APIRequestContext, title: string, names: string[]) {
  const board = (await (await request.post('/api/v1/boards', { data: { title } })).json()) as { id: string };
  let afterId: string | undefined;
  for (const name of names) {
    const response = await request.post(`/api/v1/boards/${board.id}/columns`, { data: { name, afterId } });
    expect(response.status()).toBe(201);
    afterId = ((await response.json()) as Column).id;
  }
  return board;
}

async function detail(request: APIRequestContext, boardId: string): Promise<BoardDetail> {
  return (await request.get(`/api/v1/boards/${boardId}`)).json();
}

async function addCard(request: APIRequestContext, boardId: string, columnName: string, title: string) {
  const column = (await detail(request, boardId)).columns.find((c) => c.name === columnName)!;
  const response = await request.post(`/api/v1/boards/${boardId}/cards`, { data: { columnId: column.id, title } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Card;
}

/** Titles per column name, as the server has them. */
async function titlesByColumn(request: APIRequestContext, boardId: string): Promise<Record<string, string[]>> {
  const board = await detail(request, boardId);
  return Object.fromEntries(
    board.columns.map((c) => [c.name, board.cards.filter((card) => card.columnId === c.id).map((card) => card.title)]),
  );
}

/** Opens a card's dialog and sends it with 'Mover para…' to a column of the board titled `boardTitle`. */
async function moveWithDialog(page: Page, from: string, title: string, boardTitle: string, columnName: string) {
  await column(page, from).getByRole('link', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Mover para…' }).click();
  await dialog.getByRole('combobox', { name: 'Board', exact: true }).selectOption({ label: boardTitle });
  const columnSelect = dialog.getByRole('combobox', { name: 'Coluna' });
  // The other board's columns load once it is chosen.
  await expect(columnSelect.getByRole('option')).toContainText([columnName]);
  await columnSelect.selectOption({ label: columnName });
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  return dialog;
}

test('"Mover para…" sends a card to a column of another board, and it stays there', async ({ page }) => {
  await signedIn(page, newAccount('across-move'));
  const origin = await boardWithColumns(page.request, 'Vendas', ['Prospecção', 'Negociação']);
  const destination = await boardWithColumns(page.request, 'Entregas', ['Entrada', 'Revisão', 'Entregue']);
  await addCard(page.request, origin.id, 'Prospecção', 'Contrato Acme');
  await addCard(page.request, origin.id, 'Prospecção', 'Contrato Beta');

  await page.goto(`/board/${origin.id}`);
  await moveWithDialog(page, 'Prospecção', 'Contrato Acme', 'Entregas', 'Revisão');
  await expect
    .poll(() => titlesByColumn(page.request, destination.id))
    .toEqual({ Entrada: [], Revisão: ['Contrato Acme'], Entregue: [] });
  expect(await titlesByColumn(page.request, origin.id)).toEqual({ Prospecção: ['Contrato Beta'], Negociação: [] });

  await page.goto(`/board/${origin.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendas' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cards de Prospecção' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Contrato Acme' })).toHaveCount(0);

  await page.goto(`/board/${destination.id}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Entregas' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cards de Revisão' }).getByRole('listitem')).toHaveCount(1);
  await column(page, 'Revisão').getByRole('link', { name: 'Contrato Acme' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Contrato Acme' }).getByRole('list', { name: 'Histórico' }),
  ).toContainText('Maria Teste trouxe este card de outro board para Revisão');
});

test('the card dialog follows a card moved to another board', async ({ page }) => {
  await signedIn(page, newAccount('across-follow'));
  const origin = await boardWithColumns(page.request, 'Vendas', ['Prospecção']);
  const destination = await boardWithColumns(page.request, 'Entregas', ['Entrada', 'Revisão']);
  const card = await addCard(page.request, origin.id, 'Prospecção', 'Contrato Acme');

  await page.goto(`/board/${origin.id}`);
  await moveWithDialog(page, 'Prospecção', 'Contrato Acme', 'Entregas', 'Revisão');
  await expect(page).toHaveURL(new RegExp(`/board/${destination.id}/card/${card.id}$`), { timeout: 5_000 });
  const dialog = page.getByRole('dialog', { name: 'Contrato Acme' });
  await expect(dialog).toContainText('Na coluna Revisão');
  await expect(dialog.getByRole('list', { name: 'Histórico' })).toContainText(
    'Maria Teste trouxe este card de outro board para Revisão',
  );

  // Closing the dialog shows the new board with the card, without a reload.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/board/${destination.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Entregas' })).toBeVisible();
  await expect(column(page, 'Revisão').getByRole('link', { name: 'Contrato Acme' })).toBeVisible();

  // The old board no longer has it.
  await page.goto(`/board/${origin.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contrato Acme' })).toHaveCount(0);
});

test('"Copiar" in the card dialog makes a copy beside the original', async ({ page }) => {
  await signedIn(page, newAccount('across-copy'));
  const board = await boardWithColumns(page.request, 'Marketing', ['Ideias', 'Produção']);
  await addCard(page.request, board.id, 'Ideias', 'Post de lançamento');

  await page.goto(`/board/${board.id}`);
  await column(page, 'Ideias').getByRole('link', { name: 'Post de lançamento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copiar', exact: true }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Copiar card' });
  await expect(copyDialog.getByRole('textbox', { name: 'Título' })).toHaveValue('Post de lançamento (Cópia)');
  await copyDialog.getByRole('combobox', { name: 'Coluna' }).selectOption({ label: 'Produção' });
  await copyDialog.getByRole('button', { name: 'Copiar', exact: true }).click();

  // The dialog now shows the copy.
  await expect(copyDialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Post de lançamento (Cópia)' })).toContainText('Na coluna Produção');
  expect(await titlesByColumn(page.request, board.id)).toEqual({
    Ideias: ['Post de lançamento'],
    Produção: ['Post de lançamento (Cópia)'],
  });
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(column(page, 'Ideias').getByRole('link', { name: 'Post de lançamento', exact: true })).toBeVisible();
  await expect(column(page, 'Produção').getByRole('link', { name: 'Post de lançamento (Cópia)' })).toBeVisible();
});

test('"Copiar" in the card dialog makes a copy on another board', async ({ page }) => {
  await signedIn(page, newAccount('across-copy-board'));
  const origin = await boardWithColumns(page.request, 'Vendas', ['Prospecção', 'Negociação']);
  const destination = await boardWithColumns(page.request, 'Entregas', ['Entrada', 'Revisão']);
  await addCard(page.request, origin.id, 'Prospecção', 'Proposta Beta');

  await page.goto(`/board/${origin.id}`);
  await column(page, 'Prospecção').getByRole('link', { name: 'Proposta Beta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copiar', exact: true }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Copiar card' });
  await copyDialog.getByRole('combobox', { name: 'Board', exact: true }).selectOption({ label: 'Entregas' });
  const columnSelect = copyDialog.getByRole('combobox', { name: 'Coluna' });
  // The other board's columns load once it is chosen.
  await expect(columnSelect.getByRole('option')).toContainText(['Entrada', 'Revisão']);
  await columnSelect.selectOption({ label: 'Revisão' });
  await copyDialog.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(copyDialog).toBeHidden();
  // The original stays open; the toast offers the copy.
  await expect(page.getByRole('dialog', { name: 'Proposta Beta' })).toBeVisible();
  await expect(page.getByText('Card copiado para Entregas')).toBeVisible();

  await expect
    .poll(() => titlesByColumn(page.request, origin.id))
    .toEqual({
      Prospecção: ['Proposta Beta'],
      Negociação: [],
    });
  expect(await titlesByColumn(page.request, destination.id)).toEqual({
    Entrada: [],
    Revisão: ['Proposta Beta (Cópia)'],
  });
  await page.getByRole('button', { name: 'Abrir cópia' }).click();
  await expect(page).toHaveURL(new RegExp(`/board/${destination.id}/card/[^/]+$`));
  await expect(page.getByRole('dialog', { name: 'Proposta Beta (Cópia)' })).toContainText('Na coluna Revisão');
  await page.keyboard.press('Escape');
  await expect(column(page, 'Revisão').getByRole('link', { name: 'Proposta Beta (Cópia)' })).toBeVisible();
});
