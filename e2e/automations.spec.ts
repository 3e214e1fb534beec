import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { column, newAccount, seriousViolations, signedIn } from './support.ts';

/**
 * Issue 20, automations: a person builds a rule in the board's 'Automações' panel, a card move
 * sets it off, its effect reaches the open board live with 'Automação · <rule>' in the card's
 * history and a run in the log; a card button runs on its card; a template's auto-assignment is
 * dry-run against a card and says whom it would pick without changing anything.
 */

interface Column {
  id: string;
  name: string;
}
interface Card {
  id: string;
  title: string;
  priority: string | null;
  assigneeId: string | null;
}

async function kanbanBoard(request: APIRequestContext, title: string) {
  const board = (await (await request.post('/api/v1/boards', { data: { title, template: 'kanban' } })).json()) as {
    id: string;
  };
  const { columns } = (await (await request.get(`/api/v1/boards/${board.id}`)).json()) as { columns: Column[] };
  const byName = (name: string) => columns.find((column) => column.name === name)!;
  return { id: board.id, byName };
}

async function addCard(request: APIRequestContext, boardId: string, columnId: string, title: string, extra = {}) {
  const response = await request.post(`/api/v1/boards/${boardId}/cards`, { data: { columnId, title, ...extra } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Card;
}

async function cardOf(request: APIRequestContext, id: string): Promise<Card> {
  return (await (await request.get(`/api/v1/cards/${id}`)).json()) as Card;
}

test('a rule built in the builder runs once when a card is moved, live on the board and in its run log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('automations'));
  const board = await kanbanBoard(page.request, 'Fluxo com regras');
  const card = await addCard(page.request, board.id, board.byName('A Fazer').id, 'Corrigir login');

  await page.goto(`/board/${board.id}`);
  await page.getByRole('link', { name: 'Automações' }).click();
  const panel = page.getByRole('dialog', { name: 'Automações' });
  await expect(panel.getByRole('heading', { name: 'Nenhuma automação ainda' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Nova automação' }).click();
  const builder = page.getByRole('dialog', { name: 'Nova automação' });
  await builder.getByLabel('Nome').fill('Concluídos viram críticos');
  // The trigger starts as 'Card movido' to the last column; saying so is the sentence's job.
  await expect(builder.getByLabel('Gatilho')).toHaveValue('card.moved');
  await expect(builder.getByLabel('Para (coluna)')).toHaveValue(board.byName('Concluído').id);
  await builder.getByRole('button', { name: 'Adicionar ação' }).click();
  await builder.getByLabel('Ação 1', { exact: true }).selectOption({ label: 'Definir prioridade' });
  await builder.getByLabel('Valor', { exact: true }).selectOption({ label: 'Crítica' });
  await expect(builder.getByText('Quando um card for movido para Concluído, então definir a prioridade')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await builder.getByRole('button', { name: 'Salvar automação' }).click();
  await expect(page.getByText('Automação criada')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Concluídos viram críticos' })).toBeVisible();
  await panel.getByRole('button', { name: 'Fechar' }).click();

  // The move is a person's; the rule's change arrives on the open board without a reload.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const moved = await page.request.post(`/api/v1/cards/${card.id}/move`, {
    data: { columnId: board.byName('Concluído').id },
  });
  expect(moved.status()).toBe(200);
  const face = column(page, 'Concluído').getByRole('listitem').filter({ hasText: 'Corrigir login' });
  await expect(face.getByText('Crítica')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect.poll(async () => (await cardOf(page.request, card.id)).priority).toBe('critical');

  // History names the rule; the log has exactly one run, for this card.
  await face.getByRole('link', { name: 'Corrigir login' }).click();
  await expect(
    page.getByRole('dialog').getByText('Automação · Concluídos viram críticos alterou prioridade'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Automações' }).click();
  await panel.getByRole('button', { name: 'Opções de “Concluídos viram críticos”' }).click();
  await page.getByRole('menuitem', { name: 'Ver execuções' }).click();
  const runs = panel.getByRole('list', { name: 'Execuções' }).getByTestId('automation-run');
  await expect(runs).toHaveCount(1);
  await expect(runs.first().getByText('Executada')).toBeVisible();
  await expect(runs.first().getByRole('link', { name: 'Corrigir login' })).toBeVisible();
});

test('a card button runs its rule on that card from the card dialog', async ({ page }) => {
  await signedIn(page, newAccount('buttons'));
  const board = await kanbanBoard(page.request, 'Aprovações');
  const card = await addCard(page.request, board.id, board.byName('Em Progresso').id, 'Orçamento cliente');
  const created = await page.request.post(`/api/v1/boards/${board.id}/automations`, {
    data: {
      name: 'Aprovar orçamento',
      trigger: { type: 'button.card', label: 'Aprovar' },
      actions: [
        { type: 'move_card', columnId: board.byName('Concluído').id },
        { type: 'add_comment', template: 'Aprovado por {{actor.name}}' },
      ],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/board/${board.id}/card/${card.id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Automação executada')).toBeVisible();
  await expect(dialog.getByText('Aprovado por Maria Teste')).toBeVisible();
  await expect(dialog.getByText('Automação · Aprovar orçamento', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(column(page, 'Concluído').getByRole('link', { name: 'Orçamento cliente' })).toBeVisible();
});

test('a template’s auto-assignment is dry-run on a card: it says whom it would pick and changes nothing', async ({
  page,
}) => {
  await signedIn(page, newAccount('dryrun'));
  await page.request.patch('/api/v1/me', { data: { skills: ['Elétrica'] } });
  const board = await kanbanBoard(page.request, 'Manutenção');
  const label = (await (
    await page.request.post(`/api/v1/boards/${board.id}/labels`, { data: { name: 'eletrica', color: '#3b82f6' } })
  ).json()) as { id: string };
  const card = await addCard(page.request, board.id, board.byName('A Fazer').id, 'Trocar disjuntor', {
    labelIds: [label.id],
  });

  await page.goto(`/board/${board.id}/automations`);
  const panel = page.getByRole('dialog', { name: 'Automações' });
  await panel.getByRole('tab', { name: 'Modelos' }).click();
  await panel.getByRole('button', { name: 'Usar o modelo “Atribuir por skills ao entrar em A Fazer”' }).click();
  const builder = page.getByRole('dialog', { name: 'Nova automação' });
  await expect(builder.getByLabel('Nome')).toHaveValue('Atribuir por skills ao entrar em A Fazer');
  await builder.getByRole('radio', { name: 'Trocar disjuntor' }).check();
  await builder.getByRole('button', { name: 'Testar', exact: true }).click();
  const result = builder.getByTestId('dry-run-result');
  await expect(result.getByText('As condições valem para “Trocar disjuntor”')).toBeVisible();
  await expect(result.getByText('Atribuído a Maria Teste.')).toBeVisible();
  await expect(result.getByText('Teste: nada foi alterado.')).toBeVisible();
  expect((await cardOf(page.request, card.id)).assigneeId).toBeNull();
});
