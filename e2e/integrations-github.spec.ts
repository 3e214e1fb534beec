import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/**
 * GitHub (issue 18, docs/decisions/036-github-inbound.md): a person connects a board on
 * /integrations, reads the payload URL and the secret from the page, and GitHub — played here by
 * the test, signing the exact bytes it sends — reports a push and a merged pull request that mention
 * the card; the card's history shows the links and the card lands in the chosen column.
 */

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

/** What GitHub does: POST the JSON with `X-Hub-Signature-256` over those very bytes. */
function deliver(request: APIRequestContext, url: string, secret: string, event: string, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  return request.post(url, {
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GitHub-Hookshot/e2e',
      'x-github-event': event,
      'x-github-delivery': randomUUID(),
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    data: body,
  });
}

test('a board connected on /integrations shows a signed push and a merged pull request in the card', async ({
  page,
  request,
}) => {
  await signedIn(page, newAccount('github'));
  const { boardId, cardId } = await boardWithCard(page.request, 'Produto', 'Tela de login');
  const shortId = `#${cardId.slice(-8)}`;

  await page.goto('/integrations');
  const section = page.getByRole('region', { name: 'GitHub' });
  await section.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'Produto' });
  await expect(section.getByText('“Produto” ainda não está conectado ao GitHub.')).toBeVisible();
  expect(await seriousViolations(page, 'section[aria-labelledby="github-title"]')).toEqual([]);
  await section.getByRole('button', { name: 'Conectar ao GitHub' }).click();

  const reveal = page.getByRole('dialog', { name: 'Board conectado' });
  const url = await reveal.getByRole('textbox', { name: 'Payload URL' }).inputValue();
  const secret = await reveal.getByRole('textbox', { name: 'Secret' }).inputValue();
  expect(url).toMatch(/\/api\/v1\/integrations\/github\/[0-9a-f-]{36}$/);
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await expect(reveal.getByText('Em Content type, escolha application/json.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await reveal.getByRole('button', { name: 'Já configurei' }).click();
  await expect(reveal).toBeHidden();

  await expect(section.getByText('Nenhuma entrega recebida ainda')).toBeVisible();
  await section
    .getByRole('combobox', { name: 'Ao mesclar um pull request, mover os cards citados para' })
    .selectOption({ label: 'Concluído' });
  await expect(page.getByText('Coluna salva')).toBeVisible();
  expect(await seriousViolations(page, 'section[aria-labelledby="github-title"]')).toEqual([]);

  const push = await deliver(request, url, secret, 'push', {
    ref: 'refs/heads/main',
    commits: [
      {
        id: '0abcdef0123456789abcdef0123456789abcdef0',
        message: `Corrige o login (${shortId})`,
        url: 'https://github.com/acme/app/commit/0abcdef',
        distinct: true,
        author: { name: 'Ana Dev', username: 'anadev' },
      },
    ],
  });
  expect(push.status(), await push.text()).toBe(200);
  expect(((await push.json()) as { linked: unknown[] }).linked).toHaveLength(1);
  const merged = await deliver(request, url, secret, 'pull_request', {
    action: 'closed',
    pull_request: {
      html_url: 'https://github.com/acme/app/pull/7',
      title: 'Nova tela de login',
      body: `Fecha ${page.url().replace(/\/integrations.*$/, '')}/board/${boardId}/card/${cardId}`,
      merged: true,
      user: { login: 'anadev' },
      merged_by: { login: 'bia' },
    },
  });
  expect(merged.status(), await merged.text()).toBe(200);
  expect(((await merged.json()) as { moved: string[] }).moved).toEqual([cardId]);
  const wrong = await deliver(request, url, 'not-the-secret', 'push', { commits: [] });
  expect(wrong.status()).toBe(401);

  await page.goto(`/board/${boardId}/card/${cardId}`);
  const card = page.getByRole('dialog');
  await expect(card.getByText(shortId, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Copiar o código ${shortId} do card` })).toBeVisible();
  await expect(card.getByText('Na coluna Concluído')).toBeVisible();
  const history = card.getByRole('list', { name: 'Histórico' });
  await expect(
    history.getByRole('link', { name: /Commit “Corrige o login \(#[0-9a-f]{8}\)” vinculado por anadev/ }),
  ).toHaveAttribute('href', 'https://github.com/acme/app/commit/0abcdef');
  await expect(
    history.getByRole('link', { name: /Pull request “Nova tela de login” mesclado por bia/ }),
  ).toHaveAttribute('href', 'https://github.com/acme/app/pull/7');
  await expect(history.getByText('Alguém moveu este card de A Fazer para Concluído')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
