import type { DashboardCard, DashboardResponse } from '@rbax/shared/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '@/features/analytics/dashboard/components/dashboard-page';
import { session, templatesPtBR, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const board = { id: 'b1', title: 'Operação', icon: 'LayoutGrid', color: '#3b82f6' };

function card(overrides: Partial<DashboardCard> = {}): DashboardCard {
  return {
    id: 'c1',
    title: 'Proposta comercial',
    board,
    column: { id: 'col2', name: 'Em Progresso' },
    priority: 'high',
    dueDate: null,
    aging: null,
    ...overrides,
  };
}

const data: DashboardResponse = {
  assigned: [card(), card({ id: 'c2', title: 'Relatório mensal', dueDate: '2024-01-10T23:59:59.999Z' })],
  overdue: [card({ id: 'c2', title: 'Relatório mensal', dueDate: '2024-01-10T23:59:59.999Z' })],
  dueSoon: [],
  atRisk: [
    card({ aging: { ageDays: 9, zone: 'red', breachRisk: 0.625, n: 4 } }),
    card({ id: 'c3', title: 'Migração antiga', aging: { ageDays: 40, zone: 'darkred', breachRisk: null, n: 0 } }),
  ],
  boards: [{ ...board, wip: 6, wipLimit: 5, throughputThisWeek: 3, throughputLastWeek: 1 }],
  activity: [
    {
      id: 'e1',
      kind: 'card.moved',
      createdAt: new Date().toISOString(),
      actor: { id: 'u1', name: 'Ana Souza', image: null },
      board,
      card: { id: 'c1', title: 'Proposta comercial' },
      data: { fromColumnId: 'col1', toColumnId: 'col2', fromBoardId: 'b1', toBoardId: 'b1' },
    },
  ],
  columns: [
    { id: 'col1', name: 'A Fazer' },
    { id: 'col2', name: 'Em Progresso' },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function stub(dashboard: { status?: number; body: unknown } | (() => { status?: number; body: unknown })) {
  return stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/workspaces': { body: [workspaceFixture()] },
    '/api/v1/boards': { body: [] },
    '/api/v1/templates': { body: templatesPtBR },
    '/api/v1/me/dashboard': dashboard,
  });
}

describe('DashboardPage', () => {
  it('lists my cards, each linking to its dialog, with the ageing zone and breach risk of those at risk', async () => {
    stub({ body: data });
    renderWithProviders(<DashboardPage />, '/dashboard');

    const atRisk = await screen.findByRole('list', { name: 'Em risco de atrasar' });
    const risky = within(atRisk).getAllByRole('listitem');
    expect(within(risky[0]!).getByRole('link', { name: 'Proposta comercial' })).toHaveAttribute(
      'href',
      '/board/b1/card/c1',
    );
    expect(within(risky[0]!).getByText('SLE estourado')).toBeInTheDocument();
    expect(within(risky[0]!).getByText('Risco de atraso 63%')).toBeInTheDocument();
    expect(within(risky[0]!).getByText('baixa confiança')).toBeInTheDocument();
    // n = 0: no precedent, never a reassuring 0%.
    expect(within(risky[1]!).getByText(/Sem precedente/)).toBeInTheDocument();

    const overdue = screen.getByRole('list', { name: 'Atrasados' });
    expect(within(overdue).getByRole('link', { name: 'Relatório mensal' })).toHaveAttribute(
      'href',
      '/board/b1/card/c2',
    );
    expect(within(overdue).getByText('Entrega: 10/01/2024')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Atribuídos a mim' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Nenhum card seu vence nos próximos 7 dias.')).toBeInTheDocument();
  });

  it("shows my boards' WIP against the limit and this week's throughput against last week's", async () => {
    stub({ body: data });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, '/dashboard');

    const table = await screen.findByRole('table', { name: 'Meus boards' });
    const row = within(table).getByRole('row', { name: /Operação/ });
    expect(within(row).getByRole('link', { name: 'Operação' })).toHaveAttribute('href', '/board/b1');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '5', 'Acima do limite', '3', '1', '2']);

    const chart = screen.getByRole('region', { name: 'Concluídos: esta semana × semana passada' });
    expect(
      within(chart).getByRole('img', { name: /3 cards concluídos nesta semana e 1 na semana passada/ }),
    ).toBeInTheDocument();
    await user.click(within(chart).getByRole('button', { name: 'Ver tabela' }));
    expect(within(chart).getByRole('table')).toBeInTheDocument();
    expect(within(chart).getByRole('button', { name: 'Baixar CSV' })).toBeEnabled();
  });

  it('shows the recent activity as the card history tells it, with a link to /analytics', async () => {
    stub({ body: data });
    renderWithProviders(<DashboardPage />, '/dashboard');
    const activity = await screen.findByRole('list', { name: 'Atividade recente' });
    expect(within(activity).getByText('Ana Souza moveu este card de A Fazer para Em Progresso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver analytics' })).toHaveAttribute('href', '/analytics');
  });

  it('shows empty states when there is nothing to do', async () => {
    stub({ body: { assigned: [], overdue: [], dueSoon: [], atRisk: [], boards: [], activity: [] } });
    renderWithProviders(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('Nenhum card em aberto atribuído a você.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum card seu em risco de estourar o SLE.')).toBeInTheDocument();
    expect(screen.getAllByText('Você ainda não participa de nenhum board.').length).toBeGreaterThan(0);
    expect(screen.getByText('Nenhuma atividade recente nos seus boards.')).toBeInTheDocument();
  });

  it('offers to try again when the dashboard fails to load', async () => {
    let calls = 0;
    stub(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { error: { code: 'internal', message: 'Erro' } } } : { body: data };
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o dashboard.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Em risco de atrasar' })).toBeInTheDocument();
  });

  it("opens 'Novo Board' on arrival with ?new=board (the palette's quick action) and drops the parameter", async () => {
    stub({ body: data });
    renderWithProviders(
      <>
        <DashboardPage />
        <Where />
      </>,
      '/dashboard?new=board',
    );
    expect(await screen.findByRole('dialog', { name: 'Novo Board' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });
});
