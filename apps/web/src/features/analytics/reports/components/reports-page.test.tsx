import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForecastResponse } from '@rbax/shared/analytics';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ReportsPage } from '@/features/analytics/reports/components/reports-page';
import { flowFixture, settingsFixture } from '@/features/analytics/reports/lib/flow-fixture';
import { boardFixture, session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 30_000 });

const boards = [boardFixture({ id: 'b1', title: 'Operação' }), boardFixture({ id: 'b2', title: 'Vendas' })];

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

type Routes = Parameters<typeof stubFetch>[0];

function renderPage(routes: Routes = {}, path = '/reports') {
  const fetchMock = stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/boards': { body: boards },
    '/api/v1/boards/b1/flow-settings': { body: settingsFixture },
    '/api/v1/boards/b1/flow': { body: flowFixture() },
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <ReportsPage />
      <Where />
    </>,
    path,
  );
  return { fetchMock, ...view };
}

const forecastAnswer: ForecastResponse = {
  mode: 'when',
  seed: 1234,
  trials: 10000,
  items: 10,
  date: null,
  window: { from: '2027-01-10', to: '2027-03-10', days: 60, finished: 42, samples: [], coverage: 59 / 61 },
  percentiles: [
    { p: 50, days: 10, date: '2027-03-20', items: null },
    { p: 70, days: 14, date: '2027-03-24', items: null },
    { p: 85, days: 16, date: '2027-03-26', items: null },
    { p: 95, days: 20, date: '2027-03-30', items: null },
  ],
  histogram: [
    { value: 10, count: 5000 },
    { value: 16, count: 5000 },
  ],
  beyondHorizon: 0,
  warnings: [],
};

describe('ReportsPage', () => {
  it('shows the first board’s report, its settings and every chart, and keeps the board in the address', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Relatórios', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Como ler estes relatórios' })).toHaveAttribute(
      'href',
      '/knowledge/relatorios-e-metricas-de-fluxo',
    );
    for (const title of [
      'Fluxo cumulativo',
      'Tempo de ciclo',
      'Vazão',
      'Histograma da vazão diária',
      'Idade do trabalho em andamento',
      'Tempo em cada coluna',
      'Burn-up',
      'Valor (R$)',
      'Previsões (Monte Carlo)',
    ]) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    const summary = screen.getByRole('region', { name: 'Configuração do fluxo' });
    expect(within(summary).getByTestId('flow-columns')).toHaveTextContent('Em Desenvolvimento');
    expect(within(summary).getByTestId('flow-columns')).toHaveTextContent('Concluído');
    expect(within(summary).getByTestId('flow-time-zone')).toHaveTextContent('America/Sao_Paulo');
    expect(within(summary).getByTestId('flow-sle')).toHaveTextContent('85% ≤ 3 d (n = 3)');
    expect(within(summary).getByText('SLE P85 em 60 dias')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reports?board=b1'));

    const cycle = screen.getByRole('region', { name: 'Tempo de ciclo' });
    expect(
      within(cycle).getByRole('img', { name: /3 cards concluídos no período\. Percentis: 50% ≤ 1 d \(n = 3\)/ }),
    ).toBeInTheDocument();
  });

  it('explains what each chart includes and excludes', async () => {
    const user = userEvent.setup();
    renderPage();
    const cycle = await screen.findByRole('region', { name: 'Tempo de ciclo' });
    await user.click(within(cycle).getByText('Incluídos/excluídos e por quê'));
    const panel = within(cycle).getByText('Incluídos/excluídos e por quê').closest('details')!;
    expect(panel).toHaveAttribute('open');
    const rows = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual(
      expect.arrayContaining([
        '3concluídos no período (entraram na coluna de conclusão)',
        '2em andamento (iniciados, não concluídos)',
        '1não iniciados (antes da coluna de início)',
        '1descartados no período (arquivados ou removidos antes de concluir)',
      ]),
    );
  });

  it("shows a chart's data as a table and downloads it as CSV", async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    const cycle = await screen.findByRole('region', { name: 'Tempo de ciclo' });
    await user.click(within(cycle).getByRole('button', { name: 'Ver tabela' }));
    const table = within(cycle).getByRole('table', { name: 'Tempo de ciclo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Card',
      'Iniciado em',
      'Concluído em',
      'Tempo de ciclo (dias)',
      'Lead time (dias)',
      'Movimentos para trás',
    ]);
    expect(within(table).getByRole('row', { name: /Proposta 02\/03\/2027 04\/03\/2027 3 4 0/ })).toBeInTheDocument();
    expect(within(cycle).getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(cycle).getByRole('button', { name: 'Baixar CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')[0]).toBe(
      'Card;Iniciado em;Concluído em;Tempo de ciclo (dias);Lead time (dias);Movimentos para trás',
    );
    expect(text).toContain('Proposta;2027-03-02;2027-03-04;3;4;0');
  });

  it('lists the cards at risk, with no precedent said instead of a number', async () => {
    renderPage();
    const aging = await screen.findByRole('region', { name: 'Idade do trabalho em andamento' });
    const list = within(aging).getByRole('list', { name: 'Em risco de atrasar (risco ≥ 50%)' });
    expect(within(list).getByRole('link', { name: 'Relatório' })).toHaveAttribute('href', '/board/b1/card/c4');
    expect(list).toHaveTextContent('Em Revisão · Idade: 8 d · zona vermelho-escura (acima do P95)');
    expect(within(list).getByRole('link', { name: 'Campanha' }).parentElement).toHaveTextContent(
      'Em Desenvolvimento · Idade: 2 d · zona amarela · sem precedente',
    );
  });

  it('shows the empty state when the user has no boards', async () => {
    renderPage({ '/api/v1/boards': { body: [] } });
    expect(await screen.findByText('Você ainda não tem boards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para os boards' })).toHaveAttribute('href', '/boards');
  });

  it('says when a board has no history yet', async () => {
    renderPage({ '/api/v1/boards/b1/flow': { body: flowFixture({ cards: [], aging: [] }) } });
    expect(await screen.findByText('Este board ainda não tem histórico')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tempo de ciclo' })).not.toBeInTheDocument();
  });

  it('offers a retry when the metrics fail to load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage({
      '/api/v1/boards/b1/flow': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: { code: 'internal', message: 'Erro interno' } } }
          : { body: flowFixture() };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as métricas deste board.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Tempo de ciclo' })).toBeInTheDocument();
  });

  it('asks for the chosen period in the board’s time zone and keeps a preset in the address', async () => {
    const { fetchMock } = renderPage({}, '/reports?board=b1&range=30');
    await screen.findByRole('region', { name: 'Tempo de ciclo' });
    const flowCall = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('/flow?'))!;
    const search = new URL(flowCall, 'http://localhost').searchParams;
    const from = search.get('from')!;
    const to = search.get('to')!;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
    expect(screen.getByLabelText('Período')).toHaveTextContent('Últimos 30 dias');
  });

  it('hides Configurar fluxo from people who cannot manage the board', async () => {
    renderPage({
      '/api/v1/boards': { body: [boardFixture({ id: 'b1', permissions: { canEdit: true, canManage: false } })] },
    });
    await screen.findByRole('region', { name: 'Configuração do fluxo' });
    await screen.findByRole('region', { name: 'Tempo de ciclo' });
    expect(screen.queryByRole('button', { name: 'Configurar fluxo' })).not.toBeInTheDocument();
  });

  it('checks the flow settings before saving only what changed', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderPage({
      '/api/v1/boards/b1/flow-settings': (init) => {
        if (init?.method === 'PATCH') {
          bodies.push(JSON.parse(String(init.body)));
          return { body: { ...settingsFixture, sleWindowDays: 90, configured: true } };
        }
        return { body: settingsFixture };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Configurar fluxo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurar fluxo' });
    const percentile = within(dialog).getByLabelText('Percentil do SLE');
    await user.clear(percentile);
    await user.type(percentile, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Valor inválido')).toBeInTheDocument();
    expect(percentile).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.clear(percentile);
    await user.type(percentile, '85');
    const window = within(dialog).getByLabelText('Janela do SLE (dias)');
    await user.clear(window);
    await user.type(window, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ sleWindowDays: 90 }]);
    expect(await screen.findByText('Configuração de fluxo salva')).toBeInTheDocument();
  });

  it('forecasts with a seed and shows the wording, the seed and the sample window', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderPage({
      '/api/v1/boards/b1/forecast': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: forecastAnswer };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Previsões (Monte Carlo)' });
    await user.click(within(panel).getByRole('button', { name: 'Simular' }));
    const results = await within(panel).findByRole('list', { name: 'Resultado da previsão' });
    expect(within(results).getByText('85% das simulações terminaram até 26/03/2027')).toBeInTheDocument();
    expect(within(panel).getByTestId('forecast-seed')).toHaveTextContent('1234');
    expect(within(panel).getByLabelText('Semente')).toHaveValue('1234');
    expect(
      within(panel).getByText('10/01/2027 – 10/03/2027 · 60 dias · 42 concluídos · cobertura 97%'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ mode: 'when', items: 10 }]);

    await user.click(within(panel).getByRole('button', { name: 'Nova semente' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ mode: 'when', items: 10, seed: expect.any(Number) });
  });

  it('says why a forecast was refused (422) in the server’s words', async () => {
    const user = userEvent.setup();
    const reason =
      'Histórico insuficiente para prever: são necessários pelo menos 10 dias e 5 cards concluídos na janela (há 1 dias e 3 concluídos).';
    renderPage({
      '/api/v1/boards/b1/forecast': { status: 422, body: { error: { code: 'forecast_unavailable', message: reason } } },
    });
    const panel = await screen.findByRole('region', { name: 'Previsões (Monte Carlo)' });
    await user.click(within(panel).getByRole('tab', { name: 'Quantos?' }));
    await user.click(within(panel).getByRole('button', { name: 'Simular' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(reason);
  });
});
