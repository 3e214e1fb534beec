import type { ChatConnection } from '@rbax/shared/integrations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatSection } from '@/features/integrations/components/chat-section';
import { boardFixture, session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const BOARD = '0196a0a0-0000-7000-8000-0000000000d1';

function connection(overrides: Partial<ChatConnection> = {}): ChatConnection {
  return {
    id: '0196a0a0-0000-7000-8000-0000000000e1',
    boardId: BOARD,
    provider: 'slack',
    urlHint: 'hooks.slack.com/…/Xy9Z',
    events: ['card.created'],
    active: true,
    disabledAt: null,
    consecutiveFailures: 0,
    lastDelivery: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    updatedAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

function stubApi(onCreate: (body: unknown) => { status: number; body: unknown }, items: ChatConnection[] = []) {
  return stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/boards': {
      body: [
        boardFixture({ id: 'read-only', title: 'Só leitura', permissions: { canEdit: false, canManage: false } }),
        boardFixture({ id: BOARD, title: 'Lançamento' }),
      ],
    },
    [`/api/v1/boards/${BOARD}/chat-connections`]: (init) =>
      init?.method === 'POST' ? onCreate(JSON.parse(String(init.body))) : { body: { items } },
  });
}

describe("'Chat' section", () => {
  it('connects a Slack incoming webhook to the first board the person edits', async () => {
    const bodies: unknown[] = [];
    stubApi((body) => {
      bodies.push(body);
      return { status: 201, body: connection() };
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatSection />);
    expect(await screen.findByText('Nenhum chat conectado a este board.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Board' })).toHaveTextContent('Lançamento');

    await user.click(screen.getByRole('button', { name: 'Conectar chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar chat' });
    expect(within(dialog).getByRole('radio', { name: 'Slack' })).toBeChecked();
    expect(dialog).toHaveTextContent('Começa com https://hooks.slack.com/services/');
    await user.click(within(dialog).getByRole('radio', { name: 'Microsoft Teams' }));
    expect(dialog).toHaveTextContent('webhook.office.com');
    await user.click(within(dialog).getByRole('radio', { name: 'Slack' }));
    await user.click(within(dialog).getByLabelText('URL do webhook de entrada'));
    await user.paste('https://hooks.slack.com/services/T/B/x');
    await user.click(within(dialog).getByRole('checkbox', { name: /Card movido/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Conectar' }));

    expect(await screen.findByText('Conexão salva')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        provider: 'slack',
        url: 'https://hooks.slack.com/services/T/B/x',
        events: ['card.created', 'card.completed', 'comment.added'],
        active: true,
      },
    ]);
  }, 20_000);

  it("shows the server's message for a URL of another service", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Dados inválidos',
          issues: [{ path: ['url'], message: 'Esta URL não é um webhook de entrada do serviço escolhido' }],
        },
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ChatSection />);
    await user.click(await screen.findByRole('button', { name: 'Conectar chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar chat' });
    await user.click(within(dialog).getByRole('radio', { name: 'Discord' }));
    await user.click(within(dialog).getByLabelText('URL do webhook de entrada'));
    await user.paste('https://hooks.slack.com/services/T/B/x');
    await user.click(within(dialog).getByRole('button', { name: 'Conectar' }));
    expect(
      await within(dialog).findByText('Esta URL não é um webhook de entrada do serviço escolhido'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('URL do webhook de entrada')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('lists connections with their service, URL hint and events', async () => {
    stubApi(
      () => ({ status: 500, body: {} }),
      [connection({ provider: 'teams', urlHint: 'acme.webhook.office.com/…/abcd' })],
    );
    renderWithProviders(<ChatSection />);
    const list = await screen.findByRole('list', { name: 'Chats conectados ao board' });
    expect(list).toHaveTextContent('Microsoft Teams');
    expect(list).toHaveTextContent('acme.webhook.office.com/…/abcd');
    expect(list).toHaveTextContent('Card criado');
    expect(within(list).getByRole('button', { name: 'Enviar mensagem de teste' })).toBeEnabled();
  }, 20_000);
});
