import type { WorkspaceAnalytics } from '@rbax/shared/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkspaceAnalyticsPage } from '@/features/analytics/workspace/components/workspace-analytics-page';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  // jsdom lacks what Radix Select calls when it opens and scrolls to the chosen option.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const percentiles = (n: number, p50: number | null, p85: number | null) => ({ n, p50, p70: p85, p85, p95: p85 });

const data: WorkspaceAnalytics = {
  workspaceId: 'w1',
  from: '2026-03-02',
  to: '2026-04-30',
  timeZone: 'America/Sao_Paulo',
  boards: [
    {
      id: 'b1',
      title: 'Operação',
      icon: 'LayoutGrid',
      color: '#3b82f6',
      created: 7,
      completed: 4,
      wip: 3,
      leadTime: percentiles(4, 3, 8),
    },
    {
      id: 'b2',
      title: 'Vendas',
      icon: 'Rocket',
      color: '#10b981',
      created: 2,
      completed: 0,
      wip: 1,
      leadTime: percentiles(0, null, null),
    },
  ],
  weeks: [
    { week: '2026-04-20', created: 5, completed: 1, leadTime: percentiles(1, 2, 2) },
    { week: '2026-04-27', created: 4, completed: 3, leadTime: percentiles(3, 3, 8) },
  ],
  byLabel: [{ key: 'l1', name: 'Bug', color: '#ef4444', created: 3, completed: 2, wip: 1, leadTimeP85: 5 }],
  byPriority: [
    { key: 'high', name: 'high', color: null, created: 4, completed: 1, wip: 2, leadTimeP85: 8 },
    { key: 'none', name: '', color: null, created: 5, completed: 3, wip: 2, leadTimeP85: null },
  ],
  byAssignee: [
    { key: 'unassigned', name: 'unassigned', color: null, created: 9, completed: 4, wip: 4, leadTimeP85: 8 },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function stub(analytics: () => { status?: number; body: unknown }, workspaces = [workspaceFixture()]) {
  const urls: string[] = [];
  const spy = stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/workspaces': { body: workspaces },
    '/api/v1/workspaces/w1/analytics': analytics,
    '/api/v1/workspaces/w2/analytics': analytics,
  });
  return {
    urls: () => {
      for (const [input] of spy.mock.calls) urls.push(String(input));
      return urls.filter((url) => url.includes('/analytics'));
    },
  };
}

describe('WorkspaceAnalyticsPage', () => {
  it("asks for the current workspace's last 60 days and shows totals, trends, boards and breakdowns", async () => {
    const calls = stub(() => ({ body: data }));
    renderWithProviders(<WorkspaceAnalyticsPage />, '/analytics');

    const totals = await screen.findByRole('list', { name: 'Totais do período' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Criados9no período', 'Concluídos4no período', 'WIP4em andamento agora']);
    const [url] = calls.urls();
    const query = new URL(url!, 'http://localhost').searchParams;
    const days = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000 + 1;
    expect(days).toBe(60);
    expect(screen.getByText('De 02/03/2026 a 30/04/2026 · dias no fuso America/Sao_Paulo')).toBeInTheDocument();

    const boards = screen.getByRole('table', { name: 'Por board' });
    const row = within(boards).getByRole('row', { name: /Operação/ });
    expect(within(row).getByRole('link', { name: 'Operação' })).toHaveAttribute('href', '/reports?board=b1');
    expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/reports');
    expect(screen.getByRole('link', { name: 'Como ler estes relatórios' })).toHaveAttribute(
      'href',
      '/knowledge/dashboard-analytics-e-performance',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '4', '3', '4', '3', '8', 'baixa confiança']);
    expect(within(within(boards).getByRole('row', { name: /Vendas/ })).getAllByRole('cell')[4]).toHaveTextContent('—');

    expect(screen.getByRole('img', { name: /2 semanas: 9 cards criados e 4 concluídos/ })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Na semana de 27\/04\/2026: P50 3 dias, P85 8 dias \(n = 3\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por etiqueta' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Por prioridade: 2 grupos; o primeiro é Alta/ })).toBeInTheDocument();
  });

  it("shows a chart's figures as a table ('Ver tabela'), priorities and people in words", async () => {
    stub(() => ({ body: data }));
    const user = userEvent.setup();
    renderWithProviders(<WorkspaceAnalyticsPage />, '/analytics');
    const priority = await screen.findByRole('region', { name: 'Por prioridade' });
    await user.click(within(priority).getByRole('button', { name: 'Ver tabela' }));
    const table = within(priority).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PrioridadeCriadosConcluídosWIPLead time P85 (dias)', 'Alta4128', 'Sem prioridade532—']);
    const assignee = screen.getByRole('region', { name: 'Por responsável' });
    await user.click(within(assignee).getByRole('button', { name: 'Ver tabela' }));
    expect(within(assignee).getByRole('table')).toHaveTextContent('Sem responsável');
  });

  it('keeps the workspace and the period in the address', async () => {
    const calls = stub(() => ({ body: data }), [workspaceFixture(), workspaceFixture({ id: 'w2', name: 'Vendas SP' })]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <WorkspaceAnalyticsPage />
        <Where />
      </>,
      '/analytics?workspace=w2&from=2026-01-01&to=2026-01-31',
    );
    await screen.findByRole('list', { name: 'Totais do período' });
    expect(calls.urls()[0]).toContain('/api/v1/workspaces/w2/analytics?from=2026-01-01&to=2026-01-31');
    expect(screen.getByRole('combobox', { name: 'Workspace' })).toHaveTextContent('Vendas SP');
    expect(screen.getByLabelText('De')).toHaveValue('2026-01-01');

    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Últimos 90 dias' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analytics?workspace=w2&range=90'));
  });

  it('refuses a custom range that ends before it starts', async () => {
    stub(() => ({ body: data }));
    const user = userEvent.setup();
    renderWithProviders(<WorkspaceAnalyticsPage />, '/analytics');
    await screen.findByRole('list', { name: 'Totais do período' });
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Personalizado' }));
    await user.clear(screen.getByLabelText('De'));
    await user.type(screen.getByLabelText('De'), '2026-05-10');
    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O início do período deve ser anterior ou igual ao fim');
  });

  it('shows an empty state without a workspace, and without boards', async () => {
    stub(() => ({ body: { ...data, boards: [] } }), []);
    renderWithProviders(<WorkspaceAnalyticsPage />, '/analytics');
    expect(await screen.findByRole('heading', { name: 'Nenhum workspace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Workspaces' })).toHaveAttribute('href', '/workspaces');
  });

  it('says when a workspace has no boards yet', async () => {
    stub(() => ({ body: { ...data, boards: [], weeks: [], byLabel: [], byPriority: [], byAssignee: [] } }));
    renderWithProviders(<WorkspaceAnalyticsPage />, '/analytics');
    expect(await screen.findByRole('heading', { name: 'Nenhum board neste workspace' })).toBeInTheDocument();
  });

  it('offers to try again when the report fails', async () => {
    let calls = 0;
    stub(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { error: { code: 'internal', message: 'Erro' } } } : { body: data };
    });
    const user = userEvent.setup();
    renderWithProviders(<WorkspaceAnalyticsPage />, '/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o analytics deste workspace.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Totais do período' })).toBeInTheDocument();
  });
});
