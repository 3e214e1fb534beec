import { expect, test } from './fixtures.ts';
import { column, createAccountViaApi, newAccount, secondBrowser, signedIn } from './support.ts';

interface Column {
  id: string;
  name: string;
}
interface Card {
  id: string;
  title: string;
}

test("one person's changes appear on another's open board without a reload, with presence", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ana = { ...newAccount('ana'), name: 'Ana Autora' };
  const bruno = { ...newAccount('bruno'), name: 'Bruno Leitor' };
  await createAccountViaApi(bruno);
  await signedIn(page, ana);

  // Ana's workspace board, with Bruno as a member of the workspace.
  const workspace = await (await page.request.post('/api/v1/workspaces', { data: { name: 'Tempo Real' } })).json();
  const board = (await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Ao Vivo', workspaceId: workspace.id, template: 'kanban' },
    })
  ).json()) as { id: string };
  const added = await page.request.post(`/api/v1/workspaces/${workspace.id}/members`, {
    data: { email: bruno.email, role: 'member' },
  });
  expect(added.status()).toBeLessThan(300);
  const { columns } = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as { columns: Column[] };
  const byName = (name: string) => columns.find((c) => c.name === name)!;
  const doomed = (await (
    await page.request.post(`/api/v1/boards/${board.id}/cards`, {
      data: { columnId: byName('A Fazer').id, title: 'Vai sumir' },
    })
  ).json()) as Card;

  // Bruno opens the board first; a marker on his window proves nothing reloads it later.
  const { context, page: other } = await secondBrowser(browser, bruno);
  await other.goto(`/board/${board.id}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Ao Vivo' })).toBeVisible();
  await expect(column(other, 'A Fazer').getByRole('link', { name: 'Vai sumir' })).toBeVisible();
  await other.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await page.goto(`/board/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ao Vivo' })).toBeVisible();

  // Presence: each sees the other in the header, not themself.
  const viewing = other.getByRole('list', { name: 'Vendo agora' });
  await expect(viewing.getByRole('img', { name: 'Vendo agora: Ana Autora' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Vendo agora' }).getByRole('img', { name: 'Vendo agora: Bruno Leitor' }),
  ).toBeVisible();
  await expect(viewing.getByRole('img', { name: 'Vendo agora: Bruno Leitor' })).toHaveCount(0);

  // Ana creates a card from the board.
  await page.getByRole('button', { name: 'Adicionar card em A Fazer' }).click();
  const composer = page.getByRole('textbox', { name: 'Título do novo card em A Fazer' });
  await composer.fill('Planejar live');
  await composer.press('Enter');
  await expect(column(page, 'A Fazer').getByRole('link', { name: 'Planejar live' })).toBeVisible();
  await composer.press('Escape');
  await expect(column(other, 'A Fazer').getByRole('link', { name: 'Planejar live' })).toBeVisible({ timeout: 5_000 });

  // Ana opens it: Bruno sees who has it open; then she renames it in the dialog.
  await column(page, 'A Fazer').getByRole('link', { name: 'Planejar live' }).click();
  const dialog = page.getByRole('dialog');
  await expect(column(other, 'A Fazer').getByText('Aberto agora por Ana Autora')).toBeAttached({ timeout: 5_000 });
  await dialog.getByRole('button', { name: 'Planejar live' }).click();
  await dialog.getByRole('textbox', { name: 'Título do card' }).fill('Planejar a live de lançamento');
  await dialog.getByRole('textbox', { name: 'Título do card' }).press('Enter');
  await expect(column(other, 'A Fazer').getByRole('link', { name: 'Planejar a live de lançamento' })).toBeVisible({
    timeout: 5_000,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(column(other, 'A Fazer').getByText('Aberto agora por Ana Autora')).toHaveCount(0, { timeout: 5_000 });

  // A move, a comment, a deletion and a new column, through Ana's session.
  const card = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()).cards.find(
    (c: Card) => c.title === 'Planejar a live de lançamento',
  ) as Card;
  const moved = await page.request.post(`/api/v1/cards/${card.id}/move`, {
    data: { columnId: byName('Em Progresso').id },
  });
  expect(moved.ok()).toBe(true);
  await expect(column(other, 'Em Progresso').getByRole('link', { name: 'Planejar a live de lançamento' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(column(other, 'A Fazer').getByRole('link', { name: 'Planejar a live de lançamento' })).toHaveCount(0);

  const commented = await page.request.post(`/api/v1/cards/${card.id}/comments`, { data: { body: 'Bora!' } });
  expect(commented.ok()).toBe(true);
  await expect(column(other, 'Em Progresso').getByText('1 comentário')).toBeAttached({ timeout: 5_000 });

  expect((await page.request.delete(`/api/v1/cards/${doomed.id}`)).ok()).toBe(true);
  await expect(column(other, 'A Fazer').getByRole('link', { name: 'Vai sumir' })).toHaveCount(0, { timeout: 5_000 });

  const created = await page.request.post(`/api/v1/boards/${board.id}/columns`, {
    data: { name: 'Revisão', afterId: byName('Concluído').id },
  });
  expect(created.status()).toBe(201);
  await expect(column(other, 'Revisão')).toBeVisible({ timeout: 5_000 });

  // Ana leaves: her avatar goes from Bruno's header.
  await page.close();
  await expect(other.getByRole('list', { name: 'Vendo agora' })).toHaveCount(0, { timeout: 5_000 });

  expect(await other.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await context.close();
});
