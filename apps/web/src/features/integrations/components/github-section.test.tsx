import type { GithubConnection } from '@rbax/shared/integrations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GithubSection } from '@/features/integrations/components/github-section';
import { boardDetailFixture } from '@/test/card-fixtures';
import { boardFixture, session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const BOARD = '0196a0a0-0000-7000-8000-0000000000b1';
const CONNECTION = '0196a0a0-0000-7000-8000-0000000000c1';
const URL_ = `http://localhost/api/v1/integrations/github/${CONNECTION}`;
const SECRET = 'a'.repeat(64);

const connection = (overrides: Partial<GithubConnection> = {}): GithubConnection => ({
  id: CONNECTION,
  boardId: BOARD,
  url: URL_,
  mergedColumnId: null,
  active: true,
  lastDeliveryAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const boards = [
  boardFixture({ id: BOARD, title: 'Produto' }),
  boardFixture({ id: 'b2', title: 'Só leitura', permissions: { canEdit: false, canManage: false } }),
];

describe("'GitHub' section", () => {
  it('says so when the person manages no board', async () => {
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/boards': { body: [boards[1]] } });
    renderWithProviders(<GithubSection />);
    expect(await screen.findByText('Você não administra nenhum board.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Como conectar o GitHub' })).toHaveAttribute('href', '/knowledge/github');
  });

  it('connects a board, shows the payload URL and the secret once, then its settings', async () => {
    let current: GithubConnection | null = null;
    const patches: unknown[] = [];
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/boards': { body: boards },
      [`/api/v1/boards/${BOARD}`]: { body: boardDetailFixture({ board: boards[0] }) },
      [`/api/v1/boards/${BOARD}/github`]: (init) => {
        if (init?.method === 'POST') {
          current = connection();
          return { status: 201, body: { id: CONNECTION, url: URL_, secret: SECRET } };
        }
        if (init?.method === 'PATCH') {
          const input = JSON.parse(String(init.body)) as Partial<GithubConnection>;
          patches.push(input);
          current = connection({ ...current, ...input });
          return { body: current };
        }
        return { body: { connection: current } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<GithubSection />);

    const select = await screen.findByRole('combobox', { name: 'Board' });
    expect(within(select).queryByRole('option', { name: 'Só leitura' })).toBeNull();
    await user.selectOptions(select, 'Produto');
    expect(await screen.findByText('“Produto” ainda não está conectado ao GitHub.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conectar ao GitHub' }));

    const dialog = await screen.findByRole('dialog', { name: 'Board conectado' });
    expect(within(dialog).getByRole('textbox', { name: 'Payload URL' })).toHaveValue(URL_);
    expect(within(dialog).getByRole('textbox', { name: 'Secret' })).toHaveValue(SECRET);
    expect(within(dialog).getByText('Em Content type, escolha application/json.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar segredo' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Já configurei' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Once the dialog is gone, the secret is nowhere on the page.
    expect(await screen.findByRole('textbox', { name: 'Payload URL' })).toHaveValue(URL_);
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.getByText('Ativa')).toBeInTheDocument();

    const column = screen.getByRole('combobox', { name: 'Ao mesclar um pull request, mover os cards citados para' });
    await waitFor(() => expect(column).toBeEnabled());
    await user.selectOptions(column, 'Concluído');
    expect(await screen.findByText('Coluna salva')).toBeInTheDocument();
    expect(patches).toEqual([{ mergedColumnId: 'col2' }]);
  });

  it('disconnects only after confirmation', async () => {
    let current: GithubConnection | null = connection({ lastDeliveryAt: new Date().toISOString() });
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/boards': { body: boards },
      [`/api/v1/boards/${BOARD}`]: { body: boardDetailFixture({ board: boards[0] }) },
      [`/api/v1/boards/${BOARD}/github`]: (init) => {
        if (init?.method === 'DELETE') {
          current = null;
          return { status: 200, body: null };
        }
        return { body: { connection: current } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<GithubSection />, `/?githubBoard=${BOARD}`);

    expect(await screen.findByText(/^Última entrega/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Desconectar “Produto” do GitHub?' });
    expect(current).not.toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Board desconectado do GitHub')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Conectar ao GitHub' })).toBeInTheDocument();
  });
});
