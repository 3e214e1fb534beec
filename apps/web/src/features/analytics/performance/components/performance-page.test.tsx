import type { PerformanceResponse } from '@rbax/shared/analytics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PerformancePage } from '@/features/analytics/performance/components/performance-page';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const weekly = (...counts: number[]) =>
  counts.map((count, index) => ({ week: `2026-04-${String(6 + index * 7).padStart(2, '0')}`, count }));

const ana = {
  user: { id: 'u1', name: 'Ana Souza', image: null },
  throughput: 5,
  cycleTime: { n: 5, p50: 2, p70: 3, p85: 4, p95: 6 },
  onTime: { withDue: 5, onTime: 4, rate: 0.8 },
  wip: 2,
  weekly: weekly(1, 0, 4),
};
const bruno = {
  user: { id: 'u2', name: 'Bruno Lima', image: null },
  throughput: 2,
  cycleTime: { n: 2, p50: 3, p70: 9, p85: 9, p95: 9 },
  onTime: { withDue: 0, onTime: 0, rate: null },
  wip: 0,
  weekly: weekly(0, 2, 0),
};

function stub(body: PerformanceResponse | (() => { status?: number; body: unknown })) {
  return stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/workspaces': { body: [workspaceFixture({ role: 'member' })] },
    '/api/v1/workspaces/w1/performance': typeof body === 'function' ? body : { body },
  });
}

const base = { workspaceId: 'w1', from: '2026-03-02', to: '2026-04-30' };

describe('PerformancePage', () => {
  it('tells a member they see only their own numbers, and shows them', async () => {
    stub({ ...base, scope: 'self', people: [ana] });
    renderWithProviders(<PerformancePage />, '/performance');
    expect(await screen.findByText('Você vê apenas os seus números.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Por pessoa' });
    const row = within(table).getByRole('row', { name: /Ana Souza/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Ana Souza (você)');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2', '4', '5', '—', '80%', '4 de 5', '2', '1 0 4']);
    // The definitions that make the numbers readable.
    expect(screen.getByText('Responsável na conclusão')).toBeInTheDocument();
    expect(screen.getByText('Percentis (posição mais próxima)')).toBeInTheDocument();
  });

  it('shows an owner everyone, flagging a small sample and a person without due dates', async () => {
    stub({ ...base, scope: 'all', people: [ana, bruno] });
    const user = userEvent.setup();
    renderWithProviders(<PerformancePage />, '/performance');
    expect(await screen.findByText('Você vê os números de todas as pessoas do workspace.')).toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Por pessoa' })).getByRole('row', { name: /Bruno Lima/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(3, 7)).toEqual(['2', 'baixa confiança', '—', '—']);

    const weeklyChart = screen.getByRole('region', { name: 'Entregas por semana' });
    expect(within(weeklyChart).getByRole('img', { name: /2 pessoa\(s\): 7 cards concluídos/ })).toBeInTheDocument();
    await user.click(within(weeklyChart).getByRole('button', { name: 'Ver tabela' }));
    expect(
      within(within(weeklyChart).getByRole('table'))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Semana deAna SouzaBruno Lima', '06/04/202610', '13/04/202602', '20/04/202640']);
  });

  it('downloads the per-person table as CSV', async () => {
    stub({ ...base, scope: 'all', people: [ana] });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<PerformancePage />, '/performance');
    const section = await screen.findByRole('region', { name: 'Por pessoa' });
    await user.click(within(section).getByRole('button', { name: 'Baixar CSV' }));
    expect(click).toHaveBeenCalled();
    const csv = await blobs[0]!.text();
    expect(csv.split('\r\n')[1]).toBe('Ana Souza (você);5;2;4;5;;80;4 de 5;2;1 0 4');
  });

  it('offers to try again when the report fails', async () => {
    stub(() => ({ status: 500, body: { error: { code: 'internal', message: 'Erro' } } }));
    renderWithProviders(<PerformancePage />, '/performance');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a performance deste workspace.',
    );
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
