import type { Page } from '@playwright/test';
import { notesToCardsResponder, startFakeOpenAi, type FakeOpenAi } from '../apps/server/test/fake-openai.ts';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/**
 * Issue 24, Smart Assist: a workspace owner turns AI on with an OpenAI-compatible provider on
 * /ai-settings, asks Smart Assist on the board to turn meeting notes into cards, sees the preview,
 * applies it and finds the three cards on the board. The provider is the tests' fake on 127.0.0.1
 * (allowed by WEBHOOK_ALLOWED_HOSTS on the e2e server); our server is the real one.
 * With AI_SCREENSHOTS=1 the pages are also photographed (pt-BR, 1440 and 390 px) into .tmp/ai-shots.
 */

let fake: FakeOpenAi;

test.beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.respond(notesToCardsResponder);
});
test.afterAll(async () => {
  await fake?.close();
});

const shots = process.env.AI_SCREENSHOTS === '1';
async function photograph(page: Page, name: string) {
  if (!shots) return;
  const before = page.viewportSize();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.tmp/ai-shots/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

test('Smart Assist turns meeting notes into three cards on the board once the person applies the preview', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('ai'));
  const workspace = (await (await page.request.post('/api/v1/workspaces', { data: { name: 'Estúdio' } })).json()) as {
    id: string;
  };
  const board = (await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Lançamento', workspaceId: workspace.id, template: 'kanban' },
    })
  ).json()) as { id: string };

  // Off until the owner turns it on: the board's panel says so and points to the settings.
  await page.goto(`/board/${board.id}`);
  await page.getByRole('button', { name: 'Smart Assist' }).click();
  const panel = page.getByRole('dialog', { name: 'Smart Assist' });
  await expect(panel.getByRole('heading', { name: 'A IA está desligada neste workspace' })).toBeVisible();
  await panel.getByRole('link', { name: 'Abrir Config. IA' }).click();

  await expect(page.getByRole('heading', { name: 'Config. IA', level: 1 })).toBeVisible();
  await expect(page.getByText('Nunca são enviados dados de outros workspaces', { exact: false })).toBeVisible();
  await photograph(page, 'ai-settings-off');
  await page.getByRole('radio', { name: /Provedor próprio deste workspace/ }).click();
  await page.getByLabel('URL base').fill(fake.url);
  await page.getByLabel('Chave de API').fill('sk-e2e-secret');
  await page.getByLabel('Modelo').fill('fake-model');
  await page.getByLabel('IA ligada neste workspace').check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações de IA salvas')).toBeVisible();
  await expect(page.getByText('Há uma chave guardada. Digite outra para trocá-la.')).toBeVisible();
  await expect(page.getByLabel('Chave de API')).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, 'ai-settings-on');

  await page.goto(`/board/${board.id}`);
  await page.getByRole('button', { name: 'Smart Assist' }).click();
  const chat = page.getByRole('dialog', { name: 'Smart Assist' });
  await chat
    .getByLabel('Mensagem para o Smart Assist')
    .fill('Crie cards a partir das notas da reunião:\n- Revisar contrato\n- Enviar proposta\n- Agendar kickoff');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  const preview = chat.getByRole('region', { name: /Novos cards em/ });
  await expect(preview).toBeVisible();
  for (const title of ['Revisar contrato', 'Enviar proposta', 'Agendar kickoff']) {
    await expect(preview.getByText(title)).toBeVisible();
  }
  await expect(chat.getByText('Pronto: propus os cards.', { exact: false })).toBeVisible();
  await photograph(page, 'ai-board-panel');
  // Nothing changed yet: the preview is only a preview.
  expect((await (await page.request.get(`/api/v1/boards/${board.id}`)).json()).cards).toHaveLength(0);

  await preview.getByRole('button', { name: 'Aplicar' }).click();
  await expect(preview.getByText('Aplicado')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  for (const title of ['Revisar contrato', 'Enviar proposta', 'Agendar kickoff']) {
    await expect(page.getByRole('main').getByText(title, { exact: true })).toBeVisible();
  }

  // The card dialog has its own panel, about that card.
  await page.getByRole('link', { name: 'Revisar contrato' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Smart Assist' }).click();
  const cardChat = page.getByRole('dialog', { name: 'Smart Assist' });
  await expect(cardChat.getByText('Conversa sobre o card Revisar contrato do board Lançamento.')).toBeVisible();
  await expect(cardChat.getByLabel('Mensagem para o Smart Assist')).toBeVisible();
});

test('/ai-assist explains how to turn AI on, then answers in the stream', async ({ page }) => {
  await signedIn(page, newAccount('ai-page'));
  const workspace = (await (await page.request.post('/api/v1/workspaces', { data: { name: 'Oficina' } })).json()) as {
    id: string;
  };
  await page.request.post('/api/v1/boards', {
    data: { title: 'Roadmap', workspaceId: workspace.id, template: 'kanban' },
  });
  await page.goto('/ai-assist');
  await expect(page.getByRole('heading', { name: 'Smart Assist', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A IA está desligada neste workspace' })).toBeVisible();
  await page.request.put(`/api/v1/workspaces/${workspace.id}/ai-settings`, {
    data: { enabled: true, baseUrl: fake.url, model: 'fake-model' },
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Como posso ajudar?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, 'ai-assist-empty');
  await page.getByLabel('Mensagem para o Smart Assist').fill('- Escrever o roteiro\n- Gravar o vídeo\n- Publicar');
  await page.getByLabel('Mensagem para o Smart Assist').press('Enter');
  await expect(page.getByRole('region', { name: /Novos cards em/ })).toBeVisible();
  await photograph(page, 'ai-assist-chat');
});
