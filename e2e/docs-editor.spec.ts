import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { docsTeam, editorOf } from './docs-support.ts';
import { secondBrowser, seriousViolations } from './support.ts';

/**
 * Documents (issue 26), the editor's tools and the tree, in the browser: nesting a page by
 * dragging it or with 'Mover para…', versions (diff, restore), creating a card from selected
 * text, a live board list, an image, '@' mentions, and writing offline.
 */

type Doc = { id: string; parentId: string | null; position: string; title: string };
type Version = { id: string; kind: 'auto' | 'manual' | 'restore'; markdown: string };

/** The documents team (docs-support.ts), and a way to add pages to its workspace. */
async function team(page: Page) {
  const seeded = await docsTeam(page, 'docsed');
  const newDoc = async (title: string) => {
    const response = await page.request.post(`/api/v1/workspaces/${seeded.workspaceId}/docs`, { data: { title } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Doc;
  };
  return { ...seeded, newDoc };
}

const treeOf = (page: Page) => page.getByRole('navigation', { name: 'Páginas do workspace' }).first();
const treeItem = (page: Page, title: string) =>
  treeOf(page)
    .getByTestId('doc-tree-item')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The document as the server has it (Markdown export). */
const markdownOf = async (request: APIRequestContext, docId: string) =>
  (await request.get(`/api/v1/docs/${docId}/export?format=md`)).text();

/** Whether the device's copy of the document (y-indexeddb) holds `text` in one of its updates. */
function onDevice(page: Page, docId: string, text: string): Promise<boolean> {
  return page.evaluate(
    ([id, wanted]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(`rbax-doc-${id}`);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          try {
            const all = db.transaction('updates').objectStore('updates').getAll();
            all.onsuccess = () => {
              const decoder = new TextDecoder();
              resolve((all.result as Uint8Array[]).some((update) => decoder.decode(update).includes(wanted)));
              db.close();
            };
            all.onerror = () => {
              db.close();
              resolve(false);
            };
          } catch {
            db.close();
            resolve(false);
          }
        };
      }),
    [docId, text] as const,
  );
}

async function docsOf(request: APIRequestContext, workspaceId: string): Promise<Doc[]> {
  return (await request.get(`/api/v1/workspaces/${workspaceId}/docs`)).json();
}

test('a page nests under another by dragging it or with “Mover para…”, and an older version is compared and restored', async ({
  page,
}) => {
  const { workspaceId, newDoc } = await team(page);
  const plano = await newDoc('Plano');
  const anexos = await newDoc('Anexos');
  const referencias = await newDoc('Referências');
  const parentOf = async (id: string) => (await docsOf(page.request, workspaceId)).find((d) => d.id === id)?.parentId;

  await page.goto(`/docs/${plano.id}`);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Plano');
  const tree = treeOf(page);
  await expect(tree.getByTestId('doc-tree-item')).toHaveCount(3);

  // Dragged onto the middle of 'Plano', 'Anexos' becomes its sub-page; 'Plano' opens to show it.
  await treeItem(page, 'Anexos').dragTo(treeItem(page, 'Plano'));
  await expect(tree.getByRole('button', { name: 'Recolher “Plano”' })).toBeVisible();
  await expect.poll(() => parentOf(anexos.id)).toBe(plano.id);

  // Dropped on the top edge of 'Plano', 'Referências' goes before it at the top level.
  await treeItem(page, 'Referências').dragTo(treeItem(page, 'Plano'), { targetPosition: { x: 60, y: 2 } });
  await expect(tree.getByTestId('doc-tree-item').first()).toContainText('Referências');
  await expect
    .poll(async () =>
      (await docsOf(page.request, workspaceId))
        .filter((d) => d.parentId === null)
        .sort((a, b) => (a.position < b.position ? -1 : 1))
        .map((d) => d.title),
    )
    .toEqual(['Referências', 'Plano']);

  // Without a mouse: the page's menu, 'Mover para…', a parent that is not under it.
  await tree.getByRole('button', { name: 'Ações de “Anexos”' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Adicionar aos favoritos' })).toBeFocused();
  for (const next of ['Nova subpágina', 'Renomear', 'Mover para…']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: next })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const moveDialog = page.getByRole('dialog', { name: 'Mover para…' });
  await expect(moveDialog.getByText('Escolha onde “Anexos” vai ficar.')).toBeVisible();
  const parent = moveDialog.getByLabel('Dentro de');
  await expect(parent.getByRole('option')).toHaveText(['Nível superior (sem página acima)', 'Referências', 'Plano']);
  await parent.selectOption({ label: 'Referências' });
  await moveDialog.getByRole('button', { name: 'Mover', exact: true }).press('Enter');
  await expect(page.getByText('“Anexos” foi movida')).toBeVisible();
  await expect(tree.getByRole('button', { name: 'Recolher “Referências”' })).toBeVisible();
  await expect(tree.getByRole('button', { name: /^(Expandir|Recolher) “Plano”$/ })).toHaveCount(0);
  await expect.poll(() => parentOf(anexos.id)).toBe(referencias.id);

  // Versions: the first text is saved as a version, then rewritten.
  const status = page.getByTestId('doc-status');
  await editorOf(page).click();
  await page.keyboard.type('Primeira redação do plano.');
  await expect.poll(() => markdownOf(page.request, plano.id)).toContain('Primeira redação do plano.');
  const history = page.getByRole('dialog', { name: 'Versões' });
  await page.getByRole('button', { name: 'Histórico de versões' }).click();
  await history.getByRole('button', { name: 'Salvar versão agora' }).click();
  await expect(page.getByText('Versão salva', { exact: true })).toBeVisible();
  const manual = history.getByRole('listitem').filter({ hasText: 'Salva manualmente · Ana Autora' });
  await expect(manual).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await editorOf(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Segunda redação do plano.');
  await expect(status).toHaveText('Salvo');
  await expect.poll(() => markdownOf(page.request, plano.id)).not.toContain('Primeira');
  expect(await markdownOf(page.request, plano.id)).toContain('Segunda redação do plano.');

  // The diff of the saved version against now: the old line removed, the new one added.
  await page.getByRole('button', { name: 'Histórico de versões' }).click();
  await manual.getByRole('button', { name: /Salva manualmente/ }).click();
  await expect(manual.getByRole('button', { name: /Salva manualmente/ })).toHaveAttribute('aria-pressed', 'true');
  const diff = history.getByTestId('doc-version-diff');
  await expect(diff).toContainText('removido: Primeira redação do plano.');
  await expect(diff).toContainText('adicionado: Segunda redação do plano.');
  await expect(diff.locator('.line-through')).toHaveText(/Primeira redação do plano\./);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('versions-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(diff).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('versions-phone.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Restoring it: confirmed, the editor shows the old text, the server has it, and what was
  // there before is kept as a version of its own.
  await manual.getByRole('button', { name: 'Restaurar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restaurar esta versão?' });
  await confirm.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Versão restaurada', { exact: true })).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Antes de uma restauração' })).toHaveCount(1);
  await expect(diff).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(editorOf(page)).toContainText('Primeira redação do plano.');
  await expect(editorOf(page)).not.toContainText('Segunda');
  const restoredMd = await markdownOf(page.request, plano.id);
  expect(restoredMd).toContain('Primeira redação do plano.');
  expect(restoredMd).not.toContain('Segunda');
  const versions = (await (await page.request.get(`/api/v1/docs/${plano.id}/versions`)).json()) as Version[];
  expect(versions.find((v) => v.kind === 'restore')?.markdown).toContain('Segunda redação do plano.');
  // The device's own copy (IndexedDB) does not bring the replaced text back after a reload.
  await page.reload();
  await expect(editorOf(page)).toContainText('Primeira redação do plano.');
  await expect(status).toHaveText('Salvo');
  await expect(editorOf(page)).not.toContainText('Segunda');
  expect(await markdownOf(page.request, plano.id)).not.toContain('Segunda');
});

test('selected text becomes a card, a board’s cards show live, an image is uploaded and an @mention notifies the person', async ({
  page,
  browser,
}) => {
  const { bruno, boardId, columns, newDoc } = await team(page);
  const spec = await newDoc('Especificação');
  await page.goto(`/docs/${spec.id}`);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Especificação');
  const editor = editorOf(page);

  // A card from the selection: the text becomes the card's title and a live chip.
  await editor.click();
  await page.keyboard.type('Revisar orçamento com fornecedor');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Criar card da seleção' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Criar card' });
  await expect(cardDialog.getByLabel('Board')).toHaveValue(boardId);
  await expect(cardDialog.getByLabel('Coluna')).toHaveValue(columns[0]!.id);
  await cardDialog.getByLabel('Coluna').selectOption({ label: columns[1]!.name });
  await cardDialog.getByRole('button', { name: 'Criar card' }).click();
  await expect(page.getByText('Card “Revisar orçamento com fornecedor” criado')).toBeVisible();
  const chip = editor.getByTestId('doc-card-chip');
  await expect(chip).toContainText('Revisar orçamento com fornecedor');
  await expect(chip).toContainText(columns[1]!.name);
  const boardCards = async () =>
    (
      (await (await page.request.get(`/api/v1/boards/${boardId}`)).json()) as {
        cards: { id: string; title: string; columnId: string }[];
      }
    ).cards;
  const created = (await boardCards()).find((c) => c.title === 'Revisar orçamento com fornecedor');
  expect(created?.columnId).toBe(columns[1]!.id);
  await expect.poll(() => markdownOf(page.request, spec.id)).toContain(`(rbax:card/${created!.id})`);
  await expect
    .poll(async () => (await (await page.request.get(`/api/v1/cards/${created!.id}/docs`)).json()) as { id: string }[])
    .toEqual([expect.objectContaining({ id: spec.id })]);

  // '/' → 'Cards de um board': the board's cards, live.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/cards');
  await expect(page.getByTestId('doc-suggestions').getByRole('option', { name: 'Cards de um board' })).toBeVisible();
  await page.keyboard.press('Enter');
  const embedDialog = page.getByRole('dialog', { name: 'Lista de cards de um board' });
  await expect(embedDialog.getByLabel('Board')).toHaveValue(boardId);
  await embedDialog.getByRole('button', { name: 'Inserir lista' }).click();
  const embed = editor.getByTestId('doc-board-embed');
  await expect(embed.getByRole('link', { name: 'Cronograma' })).toBeVisible();
  await expect(embed.getByRole('listitem')).toHaveText([/Fundação/, /Revisar orçamento com fornecedor/]);
  await expect.poll(() => markdownOf(page.request, spec.id)).toContain(`(rbax:board/${boardId})`);
  const added = await page.request.post(`/api/v1/boards/${boardId}/cards`, {
    data: { columnId: columns[0]!.id, title: 'Concretagem' },
  });
  expect(added.status()).toBe(201);
  await expect(embed.getByRole('listitem')).toHaveCount(3);
  await expect(embed.getByRole('listitem').filter({ hasText: 'Concretagem' })).toContainText(columns[0]!.name);
  await page.screenshot({ path: test.info().outputPath('editor-embed-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(embed).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-embed-phone.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // '/' → 'Imagem ou arquivo': the file chooser, the upload, the image in the text.
  await editor.press('ControlOrMeta+End');
  await page.keyboard.type('/imagem');
  await expect(page.getByTestId('doc-suggestions').getByRole('option', { name: 'Imagem ou arquivo' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles('e2e/files/cover.png');
  const image = editor.locator('img.doc-image');
  await expect(image).toHaveAttribute('alt', 'cover.png');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  const src = (await image.getAttribute('src'))!;
  expect(src).toMatch(/^\/files\//);
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
  await expect.poll(() => markdownOf(page.request, spec.id)).toContain(`![cover.png](${src})`);

  // '@' and a name: chosen with the keyboard, the mention renders, and Bruno is told.
  await page.keyboard.press('End');
  await page.keyboard.type(' Falar com @Bru');
  const people = page.getByTestId('doc-suggestions');
  await expect(people.getByRole('option', { name: /Bruno Colega/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const mention = editor.locator('.doc-mention');
  await expect(mention).toHaveText('@Bruno Colega');
  await expect(people).toBeHidden();
  await page.keyboard.type('amanhã.');
  await expect(editor).toContainText('@Bruno Colega amanhã.');
  const { context, page: other } = await secondBrowser(browser, bruno);
  await expect
    .poll(async () => {
      const list = (await (await other.request.get('/api/v1/notifications')).json()) as {
        items: { kind: string; doc?: { id: string } | null }[];
      };
      return list.items.filter((n) => n.kind === 'doc.mentioned').map((n) => n.doc?.id);
    })
    .toEqual([spec.id]);
  await other.goto('/notifications');
  const notice = other.getByRole('link', { name: /Ana Autora mencionou você num documento de Obra Nova/ });
  await notice.click();
  await expect(other).toHaveURL(new RegExp(`/docs/${spec.id}$`));
  await expect(editorOf(other).locator('.doc-mention')).toHaveText('@Bruno Colega');
  await context.close();
});

test('text written offline stays on the device across a reload and reaches the server and the other writer', async ({
  page,
  browser,
  context,
}) => {
  const { bruno, newDoc } = await team(page);
  const diary = await newDoc('Diário de obra');
  await page.goto(`/docs/${diary.id}`);
  const editor = editorOf(page);
  const status = page.getByRole('status').filter({ hasText: /Salvo|Offline/ });
  await editor.click();
  await page.keyboard.type('Dia 1: escavação.');
  await expect(status).toHaveText('Salvo');
  const { context: otherContext, page: other } = await secondBrowser(browser, bruno);
  await other.goto(`/docs/${diary.id}`);
  await expect(editorOf(other)).toContainText('Dia 1: escavação.');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });

  await context.setOffline(true);
  await expect(page.getByText('Offline: as alterações serão enviadas ao reconectar')).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  expect(await onDevice(page, diary.id, 'anotado sem rede.')).toBe(false);
  await page.keyboard.type('Dia 2: ');
  // The last words in one input (as pasted), so the device's copy can be checked for them.
  await page.keyboard.insertText('anotado sem rede.');
  await expect(editor).toContainText('Dia 2: anotado sem rede.');
  await expect.poll(() => onDevice(page, diary.id, 'anotado sem rede.')).toBe(true);

  // A reload without network: the page comes from the service worker, the text from the device.
  await page.reload();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Diário de obra');
  await expect(editor).toContainText('Dia 2: anotado sem rede.');
  await expect(page.getByText('Offline: as alterações serão enviadas ao reconectar')).toBeVisible();
  expect(await markdownOf(other.request, diary.id)).not.toContain('Dia 2');
  await expect(editorOf(other)).not.toContainText('Dia 2');

  // Back online: the text reaches the server and Bruno's screen.
  await context.setOffline(false);
  await expect(page.getByTestId('doc-status')).toHaveText('Salvo');
  await expect(editorOf(other)).toContainText('Dia 2: anotado sem rede.');
  await expect.poll(() => markdownOf(other.request, diary.id)).toContain('Dia 2: anotado sem rede.');
  expect(await markdownOf(other.request, diary.id)).toContain('Dia 1: escavação.');
  await otherContext.close();
});
