import type { Webhook, WebhookDelivery, WebhookWithSecret } from '@rbax/shared/integrations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WebhooksSection } from '@/features/integrations/components/webhooks-section';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const WS = '0196a0a0-0000-7000-8000-0000000000a1';
const HOOK = '0196a0a0-0000-7000-8000-0000000000b1';
const SECRET = 'whsec_0123456789abcdefghijABCDEFGHIJ0123456789a';

function webhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: HOOK,
    workspaceId: WS,
    url: 'https://exemplo.com/rbax',
    events: ['card.created', 'card.moved'],
    active: true,
    disabledAt: null,
    consecutiveFailures: 0,
    lastDelivery: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    updatedAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '0196a0a0-0000-7000-8000-0000000000c1',
    kind: 'card.moved',
    eventId: '42',
    status: 'delivered',
    manual: false,
    attempts: 2,
    nextAttemptAt: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    attemptLog: [
      {
        attempt: 2,
        at: '2026-11-25T12:01:00.000Z',
        ok: true,
        responseStatus: 200,
        durationMs: 35,
        responseExcerpt: 'recebido',
        error: null,
      },
      {
        attempt: 1,
        at: '2026-11-25T12:00:00.000Z',
        ok: false,
        responseStatus: 503,
        durationMs: 120,
        responseExcerpt: 'ocupado',
        error: 'HTTP 503',
      },
    ],
    ...overrides,
  };
}

function stubApi(options: { items?: Webhook[]; onCreate?: (body: unknown) => void; onRedeliver?: () => void } = {}) {
  return stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/workspaces': {
      body: [
        workspaceFixture({ id: 'viewer-only', name: 'Só leitura', role: 'viewer' }),
        workspaceFixture({ id: WS, name: 'Produto', role: 'admin' }),
      ],
    },
    [`/api/v1/workspaces/${WS}/webhooks`]: (init) => {
      if (init?.method === 'POST') {
        options.onCreate?.(JSON.parse(String(init.body)));
        const created: WebhookWithSecret = { ...webhook({ url: 'https://hooks.exemplo.com/x' }), secret: SECRET };
        return { status: 201, body: created };
      }
      return { body: { items: options.items ?? [] } };
    },
    [`/api/v1/webhooks/${HOOK}/deliveries`]: { body: { items: [delivery()] } },
    [`/api/v1/webhooks/${HOOK}/deliveries/${delivery().id}/redeliver`]: () => {
      options.onRedeliver?.();
      return { status: 202, body: delivery({ status: 'pending', manual: true }) };
    },
  });
}

describe("'Webhooks' section", () => {
  it('picks the first workspace the person administers and shows its empty state', async () => {
    stubApi();
    renderWithProviders(<WebhooksSection />);
    expect(await screen.findByText('Nenhum webhook neste workspace.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Workspace' })).toHaveTextContent('Produto');
    expect(screen.getByRole('link', { name: 'Como receber webhooks' })).toHaveAttribute('href', '/knowledge/webhooks');
  }, 20_000);

  it('creates a webhook with the chosen events and shows its secret once', async () => {
    const bodies: unknown[] = [];
    stubApi({ onCreate: (body) => bodies.push(body) });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />);
    await user.click(await screen.findByRole('button', { name: 'Novo webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));
    expect(await within(dialog).findByText('Informe a URL')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('URL de destino'));
    await user.paste('https://hooks.exemplo.com/x');
    await user.click(within(dialog).getByRole('checkbox', { name: /Comentário adicionado/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Card excluído/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));

    const reveal = await screen.findByRole('dialog', { name: 'Webhook criado' });
    expect(bodies).toEqual([
      {
        url: 'https://hooks.exemplo.com/x',
        events: ['card.created', 'card.moved', 'card.completed', 'card.deleted'],
        active: true,
      },
    ]);
    expect(within(reveal).getByRole('textbox', { name: 'Segredo de assinatura' })).toHaveValue(SECRET);
    await user.click(within(reveal).getByRole('button', { name: 'Copiar segredo' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(reveal).getByRole('button', { name: 'Já guardei o segredo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(SECRET);
  }, 20_000);

  it('subscribes to every event with one choice', async () => {
    const bodies: { events: string[] }[] = [];
    stubApi({ onCreate: (body) => bodies.push(body as { events: string[] }) });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />);
    await user.click(await screen.findByRole('button', { name: 'Novo webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo webhook' });
    await user.click(within(dialog).getByLabelText('URL de destino'));
    await user.paste('https://hooks.exemplo.com/x');
    await user.click(
      within(dialog).getByRole('radio', { name: 'Todos os eventos, inclusive os que vierem a existir' }),
    );
    expect(within(dialog).queryByRole('checkbox', { name: /Card criado/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));
    await screen.findByRole('dialog', { name: 'Webhook criado' });
    expect(bodies[0]!.events).toEqual(['*']);
  }, 20_000);

  it('shows the delivery log with each attempt and redelivers', async () => {
    let redelivered = 0;
    stubApi({
      items: [webhook({ lastDelivery: { status: 'delivered', at: new Date().toISOString(), responseStatus: 200 } })],
      onRedeliver: () => (redelivered += 1),
    });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />);
    const list = await screen.findByRole('list', { name: 'Webhooks do workspace' });
    expect(list).toHaveTextContent('https://exemplo.com/rbax');
    expect(list).toHaveTextContent('Card criado');
    expect(list).toHaveTextContent('Entregue');
    await user.click(within(list).getByRole('button', { name: 'Entregas' }));

    const sheet = await screen.findByRole('dialog', { name: 'Entregas' });
    const log = await within(sheet).findByRole('list', { name: 'Entregas' });
    expect(log).toHaveTextContent('Card movido');
    expect(log).toHaveTextContent('Código 200');
    expect(log).toHaveTextContent('35 ms');
    expect(log).toHaveTextContent('Tentativas (2)');
    expect(
      within(log)
        .getAllByLabelText('Resposta')
        .map((pre) => pre.textContent),
    ).toEqual(['recebido', 'ocupado']);
    expect(log).toHaveTextContent('HTTP 503');
    await user.click(within(log).getByRole('button', { name: /^Reenviar/ }));
    expect(await screen.findByText('Reenvio agendado')).toBeInTheDocument();
    expect(redelivered).toBe(1);
  }, 20_000);

  it('explains that only owners and admins set up webhooks', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': { body: [workspaceFixture({ role: 'member' })] },
    });
    renderWithProviders(<WebhooksSection />);
    expect(await screen.findByText('Você não administra nenhum workspace.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo webhook' })).toBeDisabled();
  }, 20_000);
});
