import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminTrialControls, extendedTrialEnd } from '@/features/billing/components/admin-trial-controls';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const DAY = 24 * 60 * 60 * 1000;

describe('extendedTrialEnd', () => {
  it('adds the days to a running trial, and to now for a trial that already ended', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(extendedTrialEnd('2026-12-01T00:00:00.000Z', 7, now).toISOString()).toBe('2026-12-08T00:00:00.000Z');
    expect(extendedTrialEnd('2026-11-01T00:00:00.000Z', 14, now).toISOString()).toBe('2026-12-10T12:00:00.000Z');
    expect(extendedTrialEnd(null, 30, now).getTime()).toBe(now.getTime() + 30 * DAY);
  });
});

describe('AdminTrialControls', () => {
  const trialing = { id: 'w1', name: 'Acme', status: 'trialing', trialEndsAt: '2099-01-01T00:00:00.000Z' };

  it('extends a trial by the chosen days from its current end', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/admin/workspaces/w1/trial': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: {} };
      },
    });
    renderWithProviders(<AdminTrialControls workspace={trialing} />);
    await userEvent.selectOptions(await screen.findByLabelText('Dias de teste a mais para Acme'), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Estender teste' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ endsAt: '2099-01-15T00:00:00.000Z' }]));
  });

  it('ends a trial only after the confirmation', async () => {
    const bodies: { endsAt: string }[] = [];
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/admin/workspaces/w1/trial': (init) => {
        bodies.push(JSON.parse(String(init?.body)) as { endsAt: string });
        return { body: {} };
      },
    });
    renderWithProviders(<AdminTrialControls workspace={trialing} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar teste' }));
    expect(await screen.findByRole('alertdialog', { name: 'Encerrar o teste de Acme?' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Encerrar teste' }).at(-1)!);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(new Date(bodies[0]!.endsAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('offers a new trial to a Free workspace and nothing to a paying one', async () => {
    stubFetch({ '/api/auth/get-session': { body: session } });
    const { unmount } = renderWithProviders(
      <AdminTrialControls workspace={{ ...trialing, status: 'free', trialEndsAt: null }} />,
    );
    expect(await screen.findByRole('button', { name: 'Novo teste' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar teste' })).toBeNull();
    unmount();
    renderWithProviders(<AdminTrialControls workspace={{ ...trialing, status: 'active' }} />);
    expect(screen.queryByRole('button', { name: /teste/ })).toBeNull();
  });
});
