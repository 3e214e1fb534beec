import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { BoardsIndex } from '@/features/boards/components/boards-index';
import { LazyBoardDialog } from '@/features/boards/components/lazy-board-dialog';
import { sortBoards } from '@/features/boards/components/sort-boards';
import { boardFixture, session, templatesPtBR, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const boards = [
  boardFixture({ id: 'b1', title: 'Beta', createdAt: '2026-02-01T00:00:00.000Z', cardCount: 1 }),
  boardFixture({ id: 'b2', title: 'alfa', createdAt: '2026-03-01T00:00:00.000Z', cardCount: 3 }),
  boardFixture({ id: 'b3', title: 'Ágora', createdAt: '2026-01-01T00:00:00.000Z' }),
];

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function titles() {
  const list = screen.getByRole('list', { name: 'Boards' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('Boards index', () => {
  // The board dialog's code loads on first open in the app; here it is ready, as on a second open.
  beforeAll(() => LazyBoardDialog.preload());

  it("shows the empty state whose 'Criar primeiro board' opens the board dialog", async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': { body: [workspaceFixture()] },
      '/api/v1/boards': { body: [] },
      '/api/v1/templates': { body: templatesPtBR },
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardsIndex />, '/boards');
    expect(await screen.findByText('Nenhum board por aqui ainda')).toBeInTheDocument();
    expect(screen.getByText('Boards do workspace Marketing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar primeiro board' }));
    expect(await screen.findByRole('dialog', { name: 'Novo Board' })).toBeInTheDocument();
  });

  it("hides 'Novo Board' from viewers of the current workspace", async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': { body: [workspaceFixture({ role: 'viewer' })] },
      '/api/v1/boards': { body: [] },
    });
    renderWithProviders(<BoardsIndex />, '/boards');
    expect(await screen.findByText('Nenhum board por aqui ainda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo Board' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar primeiro board' })).not.toBeInTheDocument();
  });

  it('sorts by the ?sort= search param (newest first by default)', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': { body: [workspaceFixture()] },
      '/api/v1/boards': { body: boards },
    });
    renderWithProviders(<BoardsIndex />, '/boards?sort=name-asc');
    await screen.findByRole('list', { name: 'Boards' });
    expect(titles()).toEqual(['Ágora', 'alfa', 'Beta']);
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Nome (A–Z)');
    expect(screen.getByText('3 cards')).toBeInTheDocument();
    expect(screen.getByText('1 card')).toBeInTheDocument();
  });

  it("opens 'Novo Board' on arrival with ?new=board and drops the parameter", async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': { body: [workspaceFixture()] },
      '/api/v1/boards': { body: boards },
      '/api/v1/templates': { body: templatesPtBR },
    });
    renderWithProviders(
      <>
        <BoardsIndex />
        <Where />
      </>,
      '/boards?new=board&sort=oldest',
    );
    expect(await screen.findByRole('dialog', { name: 'Novo Board' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/boards\?sort=oldest$/));
  });

  it('only drops ?new=board for a viewer of the current workspace', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': { body: [workspaceFixture({ role: 'viewer' })] },
      '/api/v1/boards': { body: [] },
    });
    renderWithProviders(
      <>
        <BoardsIndex />
        <Where />
      </>,
      '/boards?new=board',
    );
    expect(await screen.findByText('Nenhum board por aqui ainda')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/boards$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sortBoards orders by date and by name in both directions', () => {
    const ids = (sort: Parameters<typeof sortBoards>[1]) => sortBoards(boards, sort, 'pt-BR').map((board) => board.id);
    expect(ids('newest')).toEqual(['b2', 'b1', 'b3']);
    expect(ids('oldest')).toEqual(['b3', 'b1', 'b2']);
    expect(ids('name-asc')).toEqual(['b3', 'b2', 'b1']);
    expect(ids('name-desc')).toEqual(['b1', 'b2', 'b3']);
  });
});
