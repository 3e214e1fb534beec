import type { GlobalAnalytics } from '@rbax/shared/analytics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GlobalAnalyticsPage } from '@/features/analytics/global/components/global-analytics-page';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const days = (...counts: number[]) => counts.map((count, index) => ({ date: `2026-05-0${index + 1}`, count }));

const data: GlobalAnalytics = {
  from: '2026-05-01',
  to: '2026-05-03',
  totals: { users: 1234, workspaces: 56, boards: 78, cards: 9012, events: 345678, storageBytes: 5_347_737 },
  activeUsersDaily: days(3, 0, 5),
  activeUsersWeekly: [{ week: '2026-04-27', count: 6 }],
  eventsDaily: days(40, 0, 12),
  signUpsDaily: days(1, 0, 2),
};

describe('GlobalAnalyticsPage', () => {
  it("asks for the last 30 UTC days and shows the installation's totals and series", async () => {
    const spy = stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/admin/analytics': { body: data },
    });
    const user = userEvent.setup();
    renderWithProviders(<GlobalAnalyticsPage />, '/global-analytics');

    const totals = await screen.findByRole('list', { name: 'Totais da instalação' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Usuários1.234',
      'Workspaces56',
      'Boards78',
      'Cards9.012',
      'Eventos345.678',
      'Armazenamento5,1 MB5.347.737 bytes em anexos, capas e fotos',
    ]);
    const url = new URL(
      String(spy.mock.calls.find(([input]) => String(input).includes('/admin/analytics'))![0]),
      'http://x',
    );
    const span = (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) / 86_400_000 + 1;
    expect(span).toBe(30);
    expect(url.searchParams.get('to')).toBe(new Date().toISOString().slice(0, 10));

    const events = screen.getByRole('region', { name: 'Eventos por dia' });
    expect(within(events).getByRole('img', { name: /52 no total, no máximo 40/ })).toBeInTheDocument();
    await user.click(within(events).getByRole('button', { name: 'Ver tabela' }));
    expect(
      within(within(events).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Dia (UTC)Eventos', '01/05/202640', '02/05/20260', '03/05/202612']);
    for (const name of ['Pessoas ativas por dia', 'Pessoas ativas por semana', 'Cadastros por dia'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('offers to try again when the report fails', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/admin/analytics': { status: 500, body: { error: { code: 'internal', message: 'Erro' } } },
    });
    renderWithProviders(<GlobalAnalyticsPage />, '/global-analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o analytics global.');
  });
});
