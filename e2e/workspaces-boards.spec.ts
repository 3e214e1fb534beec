import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { createAccountViaApi, newAccount, signedIn, signInViaApi } from './support.ts';

const coverFile = join(import.meta.dirname, 'files', 'cover.png');

test('a team lead organises boards in a workspace: template, icon, cover, labels, duplicate, archive and restore', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedIn(page, newAccount('lead'));

  // Workspace from the sidebar switcher.
  await page.getByRole('button', { name: /^Workspace atual:/ }).click();
  await page.getByRole('menuitem', { name: 'Criar Novo Workspace' }).click();
  const workspaceDialog = page.getByRole('dialog', { name: 'Criar Novo Workspace' });
  await expect(workspaceDialog.getByRole('button', { name: 'Criar Workspace' })).toBeDisabled();
  await workspaceDialog.getByLabel('Nome *').fill('Ação Rápida & Cia');
  await workspaceDialog.getByLabel('Descrição').fill('Operações do time');
  await workspaceDialog.getByRole('button', { name: 'Criar Workspace' }).click();
  await expect(page.getByText('Workspace criado com sucesso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Workspace atual: Ação Rápida & Cia' })).toBeVisible();

  // Board from the scrum template, with an icon and a cover image.
  await page.getByRole('button', { name: 'Criar primeiro board' }).click();
  const create = page.getByRole('dialog', { name: 'Novo Board' });
  await expect(create.getByText('Escolha um template ou duplique um board existente')).toBeVisible();
  await create.getByRole('region', { name: 'Templates' }).getByRole('button', { name: 'Scrum' }).click();
  await expect(create.getByText('Template selecionado')).toBeVisible();
  await expect(create.getByLabel('Título')).toHaveValue('Scrum');
  await create.getByLabel('Título').fill('Sprint Q3');
  await create.getByRole('button', { name: /^Ícone do Board/ }).click();
  await page.getByRole('dialog', { name: 'Escolha um ícone colorido' }).getByRole('button', { name: 'Rocket' }).click();
  await expect(create.getByRole('button', { name: 'Ícone do Board: Rocket' })).toBeVisible();
  await create.getByLabel('Imagem de Capa (opcional)').setInputFiles(coverFile);
  await expect(page.getByText('Imagem de capa carregada!')).toBeVisible();
  await create.getByRole('button', { name: 'Criar', exact: true }).click();

  const boards = page.getByRole('list', { name: 'Boards' });
  await expect(boards.getByRole('link', { name: 'Sprint Q3', exact: true })).toBeVisible();

  // What the server stored: the scrum columns, the icon and a readable cover.
  const all = await (await page.request.get('/api/v1/boards')).json();
  const created = all.find((b: { title: string }) => b.title === 'Sprint Q3');
  expect(created.icon).toBe('Rocket');
  const detail = await (await page.request.get(`/api/v1/boards/${created.id}`)).json();
  expect(detail.columns.map((c: { name: string }) => c.name)).toEqual([
    'Backlog',
    'Sprint Atual',
    'Em Desenvolvimento',
    'Em Revisão',
    'Concluído',
  ]);
  const cover = await page.request.get(created.coverUrl);
  expect(cover.status()).toBe(200);
  expect(cover.headers()['content-type']).toContain('image/png');

  // Edit it and manage its labels.
  await page.getByRole('button', { name: 'Ações do board Sprint Q3' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Board' });
  await expect(edit.getByText('Etiquetas do Board')).toBeVisible();
  await edit.getByLabel('Nome da etiqueta').fill('Urgente');
  await edit.getByRole('radio', { name: 'Vermelho' }).click();
  await edit.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Etiqueta criada com sucesso')).toBeVisible();
  const chip = edit.getByRole('button', { name: 'Urgente', exact: true });
  if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await edit.getByRole('button', { name: 'Renomear etiqueta Urgente' }).click();
  await edit.getByLabel('Novo nome da etiqueta Urgente').fill('Prioridade');
  await edit.getByLabel('Novo nome da etiqueta Urgente').press('Enter');
  await expect(page.getByText('Etiqueta atualizada')).toBeVisible();
  await edit.getByLabel('Descrição (opcional)').fill('Entregas do terceiro trimestre');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  const card = boards.getByRole('listitem').filter({ hasText: 'Sprint Q3' }).first();
  await expect(card.getByText('Prioridade')).toBeVisible();
  await expect(card.getByText('Entregas do terceiro trimestre')).toBeVisible();

  // Duplicate it.
  await page.getByRole('button', { name: 'Novo Board' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Novo Board' });
  await duplicate
    .getByRole('region', { name: 'Duplicar Board Existente' })
    .getByRole('button', { name: /Sprint Q3/ })
    .click();
  await expect(duplicate.getByText('Duplicando board')).toBeVisible();
  await expect(duplicate.getByLabel('Título')).toHaveValue('Sprint Q3 (Cópia)');
  await duplicate.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(boards.getByRole('link', { name: 'Sprint Q3 (Cópia)', exact: true })).toBeVisible();

  // Archive the copy, then restore it from /archived.
  await page.getByRole('button', { name: 'Ações do board Sprint Q3 (Cópia)' }).click();
  await page.getByRole('menuitem', { name: 'Arquivar' }).click();
  await expect(page.getByText('Board arquivado')).toBeVisible();
  await expect(boards.getByRole('link', { name: 'Sprint Q3 (Cópia)', exact: true })).toHaveCount(0);
  await page.goto('/archived');
  await page.getByRole('button', { name: 'Restaurar Sprint Q3 (Cópia)' }).click();
  await expect(page.getByText('Board restaurado')).toBeVisible();
  await page.goto('/boards');
  await expect(
    page.getByRole('list', { name: 'Boards' }).getByRole('link', { name: 'Sprint Q3 (Cópia)', exact: true }),
  ).toBeVisible();

  // And the board opens from the index, with the template's columns.
  await page.getByRole('list', { name: 'Boards' }).getByRole('link', { name: 'Sprint Q3', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprint Q3' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sprint Atual', exact: true })).toBeVisible();
});

test('a second user invited as viewer sees the board but cannot change it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const viewer = newAccount('viewer');
  await createAccountViaApi(viewer);
  await signedIn(page, newAccount('owner'));

  const workspace = await (await page.request.post('/api/v1/workspaces', { data: { name: 'Clientes' } })).json();
  const board = await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Roadmap', workspaceId: workspace.id, template: 'kanban' },
    })
  ).json();

  // The owner invites the viewer from the members panel.
  await page.goto('/workspaces');
  await page.getByRole('button', { name: 'Membros – Clientes' }).click();
  const members = page.getByRole('dialog', { name: 'Membros' });
  await members.getByRole('textbox', { name: 'Email' }).fill(viewer.email);
  await members.getByRole('combobox', { name: 'Papel' }).click();
  await page.getByRole('option', { name: 'Leitor' }).click();
  await members.getByRole('button', { name: 'Convidar' }).click();
  await expect(members.getByText(viewer.email)).toBeVisible();

  // The viewer sees the workspace's board, without any way to change it.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.sessionStorage.setItem('rbax-app-splash-shown', '1');
    window.sessionStorage.setItem('rbax-auth-splash-shown', '1');
  });
  const viewerPage = await context.newPage();
  await signInViaApi(viewerPage, viewer.email, viewer.password);
  await viewerPage.getByRole('button', { name: /^Workspace atual:/ }).click();
  await viewerPage.getByRole('menuitemradio', { name: 'Clientes' }).click();
  await expect(viewerPage.getByText('Alternado para Clientes')).toBeVisible();
  const list = viewerPage.getByRole('list', { name: 'Boards' });
  await expect(list.getByRole('link', { name: 'Roadmap', exact: true })).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: 'Ações do board Roadmap' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'Novo Board' })).toHaveCount(0);

  // On the board itself: columns to read, nothing to change.
  await list.getByRole('link', { name: 'Roadmap', exact: true }).click();
  await expect(viewerPage.getByRole('region', { name: 'A Fazer', exact: true })).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: 'Adicionar coluna' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'Adicionar card em A Fazer' })).toHaveCount(0);

  // And the server refuses what the UI does not offer.
  const patch = await viewerPage.request.patch(`/api/v1/boards/${board.id}`, { data: { title: 'Hackeado' } });
  expect(patch.status()).toBe(403);
  const archive = await viewerPage.request.patch(`/api/v1/boards/${board.id}`, { data: { archived: true } });
  expect(archive.status()).toBe(403);
  await context.close();
});

test('a stranger cannot see another workspace or its boards', async ({ page, browser }) => {
  await signedIn(page, newAccount('private'));
  const workspace = await (await page.request.post('/api/v1/workspaces', { data: { name: 'Segredos' } })).json();
  const board = await (
    await page.request.post('/api/v1/boards', { data: { title: 'Plano', workspaceId: workspace.id } })
  ).json();

  const context = await browser.newContext();
  const stranger = await context.newPage();
  const account = newAccount('stranger');
  await createAccountViaApi(account);
  await signInViaApi(stranger, account.email, account.password);
  await expect(stranger).toHaveURL(/\/boards$/);
  expect((await stranger.request.get(`/api/v1/workspaces/${workspace.id}`)).status()).toBe(404);
  expect((await stranger.request.get(`/api/v1/boards/${board.id}`)).status()).toBe(404);
  expect((await stranger.request.get(`/api/v1/boards/${board.id}/labels`)).status()).toBe(404);
  const patch = await stranger.request.patch(`/api/v1/boards/${board.id}`, { data: { title: 'Meu agora' } });
  expect(patch.status()).toBe(404);
  await context.close();
});
