import type { TimeReport } from '@rbax/shared/time/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeReportsPage } from '@/features/time/components/time-reports-page';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const totals = (seconds: number, billableSeconds: number, valueBrl: string, entries: number) => ({
  seconds,
  billableSeconds,
  valueBrl,
  entries,
});

const report: TimeReport = {
  workspaceId: 'w1',
  from: '2026-11-23',
  to: '2026-11-24',
  scope: 'all',
  totals: totals(12_600, 7200, '300.00', 3),
  people: [
    { userId: 'u1', name: 'Ana Souza', image: null, hourlyRateBrl: '150.00', ...totals(9000, 7200, '300.00', 2) },
    { userId: 'u2', name: 'Bruno Lima', image: null, hourlyRateBrl: null, ...totals(3600, 0, '0.00', 1) },
  ],
  boards: [{ boardId: 'b1', title: 'Site novo', ...totals(12_600, 7200, '300.00', 3) }],
  cards: [
    { cardId: 'c1', boardId: 'b1', title: 'Página inicial', estimateMinutes: 120, ...totals(9000, 7200, '300.00', 2) },
    { cardId: 'c2', boardId: 'b1', title: 'Blog', estimateMinutes: null, ...totals(3600, 0, '0.00', 1) },
  ],
  days: [
    { date: '2026-11-23', ...totals(9000, 7200, '300.00', 2) },
    { date: '2026-11-24', ...totals(3600, 0, '0.00', 1) },
  ],
  timesheet: {
    days: ['2026-11-23', '2026-11-24'],
    rows: [
      { userId: 'u1', name: 'Ana Souza', seconds: [9000, 0], total: 9000 },
      { userId: 'u2', name: 'Bruno Lima', seconds: [0, 3600], total: 3600 },
    ],
    dayTotals: [9000, 3600],
    total: 12_600,
  },
  entries: [
    {
      id: 'e3',
      userId: 'u2',
      boardId: 'b1',
      cardId: 'c2',
      source: 'timer',
      workDate: '2026-11-24',
      startedAt: '2026-11-24T12:00:00.000Z',
      endedAt: '2026-11-24T13:00:00.000Z',
      durationSeconds: 3600,
      billable: false,
      note: null,
      valueBrl: '0.00',
    },
    {
      id: 'e1',
      userId: 'u1',
      boardId: 'b1',
      cardId: 'c1',
      source: 'manual',
      workDate: '2026-11-23',
      startedAt: '2026-11-23T12:00:00.000Z',
      endedAt: '2026-11-23T14:00:00.000Z',
      durationSeconds: 7200,
      billable: true,
      note: 'Layout da home',
      valueBrl: '300.00',
    },
  ],
  entriesTruncated: false,
  options: { boards: [{ id: 'b1', title: 'Site novo' }], people: [], labels: [] },
};

function stub(body: TimeReport) {
  return stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/workspaces': { body: [workspaceFixture({ role: 'owner' })] },
    '/api/v1/time-reports': { body },
  });
}

describe('TimeReportsPage', () => {
  it('shows the totals, the people with their rates and value, and the exports of the same filters', async () => {
    const fetch = stub(report);
    renderWithProviders(<TimeReportsPage />, '/time-reports?period=custom&from=2026-11-23&to=2026-11-24');
    expect(await screen.findByText('Você vê o tempo de todas as pessoas do workspace.')).toBeInTheDocument();
    const summary = screen.getByRole('list', { name: 'Resumo do período' });
    expect(within(summary).getByText('3h30')).toBeInTheDocument();
    expect(within(summary).getByText(/R\$\s300,00/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Por pessoa' });
    const ana = within(table).getByRole('row', { name: /Ana Souza/ });
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['R$ 150,00', '2h30', '2h', 'R$ 300,00', '2']);
    const requested = new URL(
      String(fetch.mock.calls.find(([url]) => String(url).includes('time-reports'))![0]),
      'http://x',
    );
    expect(requested.searchParams.get('from')).toBe('2026-11-23');
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      '/api/v1/time-reports?workspaceId=w1&from=2026-11-23&to=2026-11-24&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Exportar XLSX' }).getAttribute('href')).toContain('format=xlsx');
    expect(screen.getByRole('button', { name: 'Valores por hora' })).toBeInTheDocument();
  });

  it('drills into a row’s entries and shows the timesheet with its totals', async () => {
    const user = userEvent.setup();
    stub(report);
    renderWithProviders(<TimeReportsPage />, '/time-reports?period=custom&from=2026-11-23&to=2026-11-24');
    await user.click(await screen.findByRole('button', { name: 'Ver os registros de Ana Souza' }));
    const drill = screen.getByRole('region', { name: 'Registros: Ana Souza' });
    expect(within(drill).getByText('Layout da home')).toBeInTheDocument();
    expect(within(drill).queryByText('Blog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Timesheet' }));
    const sheet = screen.getByRole('table', { name: 'Timesheet' });
    const total = within(sheet).getByRole('row', { name: /^Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2h30', '1h', '3h30']);
  });

  it('tells a member they see only their own time, without rates to set', async () => {
    stub({ ...report, scope: 'self', people: [report.people[0]!] });
    renderWithProviders(<TimeReportsPage />, '/time-reports');
    expect(await screen.findByText(/Você vê apenas o seu próprio tempo/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valores por hora' })).not.toBeInTheDocument();
  });
});
