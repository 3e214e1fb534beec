import { screen, within } from '@testing-library/react';
import type { Monitoring } from '@rbax/shared/monitoring';
import { describe, expect, it } from 'vitest';
import { MonitoringPage } from '@/features/monitoring/components/monitoring-page';
import { renderWithProviders, stubFetch } from '@/test/render';

const board = { id: 'b1', title: 'Operação', icon: 'LayoutGrid', color: '#3b82f6' };
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

const data: Monitoring = {
  generatedAt: now.toISOString(),
  activity: [
    {
      id: '9',
      seq: 9,
      boardId: 'b1',
      workspaceId: null,
      kind: 'card.moved',
      entityId: 'c1',
      actor: { id: 'u1', name: 'Ana Souza', image: null },
      data: { fromColumnId: 'col1', toColumnId: 'col2', fromBoardId: 'b1', toBoardId: 'b1' },
      createdAt: daysAgo(0),
      board,
      card: { id: 'c1', title: 'Proposta comercial', boardId: 'b1' },
    },
  ],
  wip: {
    items: [
      {
        board,
        column: { id: 'col2', name: 'Em Progresso' },
        wipLimit: 2,
        cardCount: 12,
        cards: [{ id: 'c1', title: 'Proposta comercial' }],
      },
    ],
    total: 1,
  },
  overdue: {
    items: [
      {
        id: 'c2',
        title: 'Relatório mensal',
        boardId: 'b1',
        board,
        column: { id: 'col1', name: 'A Fazer' },
        priority: 'high',
        dueDate: '2024-01-10T23:59:59.999Z',
        assignee: null,
      },
    ],
    total: 80,
  },
  stale: { days: 7, items: [], total: 0 },
  columns: [
    { id: 'col1', name: 'A Fazer' },
    { id: 'col2', name: 'Em Progresso' },
  ],
};

describe('MonitoringPage', () => {
  it('lists activity, WIP, overdue and idle cards, each card linking to its dialog', async () => {
    const calls: string[] = [];
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/monitoring': () => ({ body: data }),
    });
    const fetchSpy = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
    renderWithProviders(<MonitoringPage />);

    const activity = await screen.findByRole('list', { name: 'Atividade recente' });
    expect(within(activity).getByText('Ana Souza moveu este card de A Fazer para Em Progresso')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Proposta comercial' })).toHaveAttribute(
      'href',
      '/board/b1/card/c1',
    );

    const wip = screen.getByRole('region', { name: /WIP excedido/ });
    expect(within(wip).getByText('12/2 cards')).toBeInTheDocument();
    expect(within(wip).getByText('e mais 11 cards')).toBeInTheDocument();

    const overdue = screen.getByRole('region', { name: /Atrasados/ });
    expect(within(overdue).getByRole('link', { name: 'Relatório mensal' })).toHaveAttribute(
      'href',
      '/board/b1/card/c2',
    );
    expect(within(overdue).getByText('Mostrando 1 de 80')).toBeInTheDocument();

    const stale = screen.getByRole('region', { name: /Parados há 7 dias/ });
    expect(within(stale).getByText('Nenhum card parado há 7 dias ou mais.')).toBeInTheDocument();
    expect(within(stale).getByLabelText('Sem mover há')).toBeInTheDocument();

    for (const [input] of fetchSpy.mock.calls) calls.push(String(input));
    expect(calls.some((url) => url.includes('/api/v1/monitoring?staleDays=7'))).toBe(true);
  });

  it('shows empty states when nothing needs attention', async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/monitoring': {
        body: { ...data, activity: [], wip: { items: [], total: 0 }, overdue: { items: [], total: 0 }, columns: [] },
      },
    });
    renderWithProviders(<MonitoringPage />, '/?staleDays=30');
    expect(await screen.findByText('Nenhuma atividade recente nos seus boards.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma coluna acima do limite de WIP.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum card atrasado.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Parados há 30 dias/ })).toBeInTheDocument();
  });
});
