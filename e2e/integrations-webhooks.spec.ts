import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';
import { newAccount, seriousViolations, signedIn } from './support.ts';

/**
 * Issue 18, outgoing webhooks and chat: an admin creates a webhook on /integrations, sends a test
 * event and reads it in the delivery log; a card change reaches the receiver by itself; a Slack
 * connection posts a test message. A local receiver stands in for the customer's endpoint and for
 * Slack (the e2e server allows 127.0.0.1 through WEBHOOK_ALLOWED_HOSTS); our server is the real one.
 */

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let port = 0;
const received: Received[] = [];

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('recebido');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const at = (path: string) => received.filter((r) => r.path === path);

function signatureValid(secret: string, request: Received): boolean {
  const fields = new Map(
    String(request.headers['x-rbax-signature'] ?? '')
      .split(',')
      .map((part) => part.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', secret)
    .update(`${fields.get('t')}.${request.body}`)
    .digest();
  const given = Buffer.from(fields.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('a webhook made on /integrations signs a test event, logs it and delivers card changes by itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('webhooks'));
  const workspace = (await (await page.request.post('/api/v1/workspaces', { data: { name: 'Ganchos' } })).json()) as {
    id: string;
  };
  const board = (await (
    await page.request.post('/api/v1/boards', {
      data: { title: 'Entregas', workspaceId: workspace.id, template: 'kanban' },
    })
  ).json()) as { id: string };

  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByRole('combobox', { name: 'Workspace' })).toHaveText('Ganchos');
  await expect(section.getByText('Nenhum webhook neste workspace.')).toBeVisible();

  await section.getByRole('button', { name: 'Novo webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Novo webhook' });
  const url = `http://127.0.0.1:${port}/hook`;
  await form.getByLabel('URL de destino').fill(url);
  await form.getByRole('radio', { name: 'Todos os eventos, inclusive os que vierem a existir' }).check();
  await form.getByRole('button', { name: 'Criar webhook' }).click();
  const reveal = page.getByRole('dialog', { name: 'Webhook criado' });
  const secret = await reveal.getByRole('textbox', { name: 'Segredo de assinatura' }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await reveal.getByRole('button', { name: 'Já guardei o segredo' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const item = section.getByRole('listitem').filter({ hasText: url });
  await expect(item).toContainText('Ativo');
  await expect(item).toContainText('Todos os eventos');
  await expect(page.getByText(secret)).toHaveCount(0);

  await item.getByRole('button', { name: 'Enviar evento de teste' }).click();
  const log = page.getByRole('dialog', { name: 'Entregas' });
  await expect(log).toBeVisible();
  const ping = log.getByRole('listitem').filter({ hasText: 'Evento de teste' });
  await expect(ping).toContainText('Entregue', { timeout: 20_000 });
  await expect(ping).toContainText('Código 200');
  await ping.getByText('Tentativas (1)').click();
  await expect(ping.getByLabel('Resposta')).toHaveText('recebido');
  expect(await seriousViolations(page)).toEqual([]);

  const [test1] = at('/hook');
  expect(test1!.headers['x-rbax-event']).toBe('ping');
  expect(signatureValid(secret, test1!)).toBe(true);
  expect(JSON.parse(test1!.body)).toMatchObject({ kind: 'ping', workspaceId: workspace.id, data: { test: true } });

  // A card change reaches the receiver through the event log and pg-boss, with nobody waiting.
  const { columns } = (await (await page.request.get(`/api/v1/boards/${board.id}`)).json()) as {
    columns: { id: string }[];
  };
  await page.request.post(`/api/v1/boards/${board.id}/cards`, {
    data: { columnId: columns[0]!.id, title: 'Pelo gancho' },
  });
  await expect
    .poll(() => at('/hook').find((r) => r.headers['x-rbax-event'] === 'card.created')?.body ?? null, {
      timeout: 20_000,
    })
    .toContain('Pelo gancho');
  const created = at('/hook').find((r) => r.headers['x-rbax-event'] === 'card.created')!;
  expect(signatureValid(secret, created)).toBe(true);
  await log.getByRole('button', { name: 'Atualizar' }).click();
  await expect(log.getByRole('listitem').filter({ hasText: 'Card criado' })).toContainText('Entregue');
});

test('a Slack connection of a board posts a test message to the Slack URL', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, newAccount('chat'));
  await page.request.post('/api/v1/boards', { data: { title: 'Canal do time', template: 'kanban' } });

  await page.goto('/integrations');
  const section = page.getByRole('region', { name: 'Chat' });
  await expect(section.getByRole('combobox', { name: 'Board' })).toHaveText('Canal do time');
  await expect(section.getByText('Nenhum chat conectado a este board.')).toBeVisible();
  await section.getByRole('button', { name: 'Conectar chat' }).click();
  const form = page.getByRole('dialog', { name: 'Conectar chat' });
  await expect(form.getByRole('radio', { name: 'Slack' })).toBeChecked();
  await form.getByLabel('URL do webhook de entrada').fill(`http://127.0.0.1:${port}/slack`);
  await form.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const item = section.getByRole('listitem').filter({ hasText: 'Slack' });
  await expect(item).toContainText(`127.0.0.1:${port}/…lack`);
  await item.getByRole('button', { name: 'Enviar mensagem de teste' }).click();
  const log = page.getByRole('dialog', { name: 'Entregas' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Evento de teste' })).toContainText('Entregue', {
    timeout: 20_000,
  });

  const [message] = at('/slack');
  const body = JSON.parse(message!.body) as { text: string; blocks: { type: string }[] };
  expect(body.text).toBe('Mensagem de teste do RBAX Flow: este canal receberá os eventos escolhidos do board.');
  expect(body.blocks.map((block) => block.type)).toEqual(['section', 'context']);
  expect(message!.headers['x-rbax-signature']).toBeUndefined();
});
