import type { AiInsightsResponse } from '@rbax/shared/ai/insights';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AiInsightsPage } from '@/features/ai/insights/components/ai-insights-page';
import { boardFixture, session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const ana = { id: 'u1', name: 'Ana Lima', image: null };
const totals = {
  bottleneck: 1,
  card_at_risk: 3,
  overloaded_person: 1,
  stale_card: 0,
  throughput_trend: 1,
  forecast: 1,
};

function answer(ai: AiInsightsResponse['ai'], extra: Partial<AiInsightsResponse> = {}): AiInsightsResponse {
  return {
    scope: { kind: 'workspace', workspaceId: 'w1' },
    generatedAt: '2026-04-30T15:00:00.000Z',
    boards: [{ id: 'b1', title: 'Operação', icon: 'LayoutGrid', color: '#3b82f6' }],
    insights: [
      {
        id: 'card_at_risk:b1:c1',
        kind: 'card_at_risk',
        severity: 'critical',
        boardId: 'b1',
        card: { id: 'c1', title: 'Contrato', boardId: 'b1' },
        column: { id: 'k2', name: 'Em Progresso' },
        assignee: ana,
        reasons: ['past_sle'],
        ageDays: 12,
        sleDays: 8,
        slePercentile: 85,
        breachRisk: 1,
        n: 20,
        dueDate: null,
      },
      {
        id: 'bottleneck:b1:k2',
        kind: 'bottleneck',
        severity: 'warning',
        boardId: 'b1',
        column: { id: 'k2', name: 'Em Progresso' },
        wipNow: 6,
        wipBefore: 2,
        windowDays: 14,
        wipLimit: null,
        medianAgeDays: 9,
        maxAgeDays: 12,
        typicalDays: 4,
        reasons: ['wip_growing', 'aging'],
        cards: [{ id: 'c1', title: 'Contrato', boardId: 'b1' }],
      },
      {
        id: 'overloaded_person:w1:u1',
        kind: 'overloaded_person',
        severity: 'warning',
        boardId: null,
        person: ana,
        openCards: 7,
        capacity: 5,
        overCapacityBoardIds: ['b1'],
        teamMedian: 3,
        available: true,
        reasons: ['over_capacity'],
        cards: [{ id: 'c1', title: 'Contrato', boardId: 'b1' }],
      },
      {
        id: 'throughput_trend:b1:board',
        kind: 'throughput_trend',
        severity: 'warning',
        boardId: 'b1',
        recent: 4,
        previous: 10,
        periodDays: 28,
        change: -0.6,
        direction: 'down',
        weekly: [3, 2, 3, 2, 1, 1, 1, 1],
      },
      {
        id: 'forecast:b1:board',
        kind: 'forecast',
        severity: 'info',
        boardId: 'b1',
        items: 6,
        ok: true,
        refusal: null,
        p50: { days: 9, date: '2026-05-09' },
        p85: { days: 14, date: '2026-05-14' },
        sampleDays: 60,
        finished: 30,
        trials: 2000,
      },
    ],
    totals,
    ai,
    summary: null,
    summaryError: null,
    ...extra,
  };
}

function stub(body: AiInsightsResponse, summary?: AiInsightsResponse) {
  return stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/workspaces': { body: [workspaceFixture()] },
    '/api/v1/boards': { body: [boardFixture({ id: 'b1', title: 'Operação', workspaceId: 'w1' })] },
    '/api/v1/workspaces/w1/ai-insights': () => ({ body: summary ?? body }),
  });
}

describe('AiInsightsPage', () => {
  it('shows the insights grouped by kind, in words, with links to the cards, and how to enable AI', async () => {
    const spy = stub(answer({ available: false, status: 'not_configured' }));
    renderWithProviders(<AiInsightsPage />, '/ai-insights');

    const atRisk = await screen.findByRole('region', { name: 'Cards em risco (3)' });
    expect(within(atRisk).getByRole('link', { name: 'Contrato' })).toHaveAttribute('href', '/board/b1/card/c1');
    expect(atRisk).toHaveTextContent(
      'passou do SLE: 12 dias, SLE 8 dias (85%) · em Em Progresso · responsável: Ana Lima',
    );
    expect(within(atRisk).getByRole('link', { name: 'no board Operação' })).toHaveAttribute('href', '/board/b1');
    expect(screen.getByText('e mais 2 não listados')).toBeInTheDocument();

    const bottleneck = screen.getByRole('region', { name: 'Gargalos (1)' });
    expect(within(bottleneck).getByRole('heading', { name: 'Gargalo em Em Progresso' })).toBeInTheDocument();
    expect(bottleneck).toHaveTextContent('o WIP cresceu, os cards envelhecem além do típico · WIP 2 → 6 em 14 dias');
    const people = screen.getByRole('region', { name: 'Pessoas sobrecarregadas (1)' });
    expect(people).toHaveTextContent('7 cards abertos · capacidade 5 · acima da capacidade definida');
    expect(screen.getByRole('region', { name: 'Tendência de entregas (1)' })).toHaveTextContent(
      'As entregas caíram: 4 cards concluídos nos últimos 28 dias, contra 10 antes.',
    );
    expect(screen.getByRole('region', { name: 'Previsão (1)' })).toHaveTextContent(
      'Os 6 cards em andamento: 50% de chance de terminar até 09/05/2026, 85% até 14/05/2026.',
    );
    expect(screen.getByText('4 pontos pedem atenção')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Quer um resumo escrito?' });
    expect(panel).toHaveTextContent('Nenhum provedor de IA está configurado');
    expect(within(panel).getByRole('link', { name: 'Abrir Config. IA' })).toHaveAttribute('href', '/ai-settings');
    // The page never asks for a summary by itself.
    expect(spy.mock.calls.some(([input]) => String(input).includes('summary=1'))).toBe(false);
  });

  it('with a model, asks for the summary on request and links its suggestions to the cards', async () => {
    const ready = answer({ available: true, status: 'ready' });
    const spy = stub(ready);
    const user = userEvent.setup();
    renderWithProviders(<AiInsightsPage />, '/ai-insights');
    const panel = await screen.findByRole('region', { name: 'Resumo da IA' });
    stub(ready, {
      ...ready,
      summary: {
        text: 'O fluxo está travado em Em Progresso.',
        suggestions: [{ text: 'Conclua o contrato antes de puxar trabalho novo.', cardIds: ['c1'] }],
        generatedAt: ready.generatedAt,
      },
    });
    expect(spy.mock.calls.some(([input]) => String(input).includes('summary=1'))).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'Gerar resumo' }));
    expect(await within(panel).findByText('O fluxo está travado em Em Progresso.')).toBeInTheDocument();
    const suggestion = within(panel).getByRole('listitem');
    expect(suggestion).toHaveTextContent('Conclua o contrato antes de puxar trabalho novo.');
    expect(within(suggestion).getByRole('link', { name: 'Contrato' })).toHaveAttribute('href', '/board/b1/card/c1');
  });

  it('says all is clear when nothing needs attention, and shows a failed summary as such', async () => {
    const calm: AiInsightsResponse = {
      ...answer({ available: true, status: 'ready' }),
      insights: [],
      totals: { ...totals, bottleneck: 0, card_at_risk: 0, overloaded_person: 0, throughput_trend: 0, forecast: 0 },
    };
    stub(calm);
    const user = userEvent.setup();
    renderWithProviders(<AiInsightsPage />, '/ai-insights');
    expect(await screen.findByText('Tudo em ordem')).toBeInTheDocument();
    stub(calm, { ...calm, summaryError: 'ai_unavailable' });
    await user.click(screen.getByRole('button', { name: 'Gerar resumo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Provedor de IA indisponível.');
  });
});
