import type { Invoice, SubscriptionResponse } from '@rbax/shared/billing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BillingPage } from '@/features/billing/components/billing-page';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const usage = (boards: number, limit: number | null) => ({
  boards: { used: boards, limit },
  members: { used: 2, limit: limit === null ? null : 5 },
  storageBytes: { used: 0, limit: limit === null ? null : 1024 ** 3 },
  automationRunsPerMonth: { used: 0, limit: limit === null ? null : 100 },
  aiRequestsPerMonth: { used: 0, limit: limit === null ? null : 20 },
});

function subscription(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    mode: 'manual',
    workspaceId: 'w1',
    plan: 'free',
    effectivePlan: 'free',
    status: 'free',
    interval: 'monthly',
    seats: 1,
    trialEndsAt: '2026-11-01T00:00:00.000Z',
    trialDaysLeft: 0,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    usage: usage(4, 3),
    features: { integrations: false, scheduledReports: false, ganttCalendar: false, ssoReady: false },
    readOnlyBoardIds: ['b4'],
    canManage: true,
    billingDetails: null,
    ...overrides,
  };
}

const invoice: Invoice = {
  id: 'i1',
  number: 'RBAX-2026-000007',
  status: 'paid',
  amountCents: 5800,
  currency: 'BRL',
  description: 'Plano Pro mensal — 2 usuários',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  issuedAt: '2026-11-01T00:00:00.000Z',
  paidAt: '2026-11-01T00:00:00.000Z',
};

function stub(body: SubscriptionResponse, put?: () => { status: number; body: unknown }) {
  return stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/workspaces': { body: [workspaceFixture({ role: body.canManage ? 'owner' : 'member' })] },
    '/api/v1/workspaces/w1/subscription': { body },
    '/api/v1/workspaces/w1/invoices': { body: { invoices: [invoice] } },
    ...(put ? { '/api/v1/workspaces/w1/billing-details': put } : {}),
  });
}

describe('BillingPage', () => {
  it('explains that billing is off on a self-hosted server, and shows nothing to buy', async () => {
    stub(
      subscription({
        mode: 'off',
        effectivePlan: 'enterprise',
        plan: 'enterprise',
        status: 'active',
        usage: usage(9, null),
      }),
    );
    renderWithProviders(<BillingPage view="billing" />, '/billing');
    expect(await screen.findByText('Cobrança desativada neste servidor')).toBeInTheDocument();
    expect(screen.queryByText('Dados de faturamento')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
  });

  it('shows the Free plan past its limit, the invoices with their PDF, and checks the CPF/CNPJ before sending', async () => {
    const put = vi.fn(() => ({ status: 200, body: subscription() }));
    stub(subscription(), put);
    renderWithProviders(<BillingPage view="billing" />, '/billing');
    expect(await screen.findByTestId('billing-plan')).toHaveTextContent('Free');
    expect(screen.getByText('4 de 3')).toBeInTheDocument();
    expect(
      screen.getByText('O teste grátis terminou. O workspace está no plano Free; nada foi apagado.'),
    ).toBeInTheDocument();
    const pdf = await screen.findByRole('link', { name: 'Abrir a fatura RBAX-2026-000007 em PDF' });
    expect(pdf).toHaveAttribute('href', '/api/v1/invoices/i1/pdf');
    expect(within(pdf.closest('tr')!).getByText('R$ 58,00')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Razão social ou nome completo'), 'Acme Ltda');
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '11.222.333/0001-80');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('CPF ou CNPJ inválido')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('lists the plans with the yearly discount and, in manual mode, says who changes them', async () => {
    stub(subscription());
    renderWithProviders(<BillingPage view="subscriptions" />, '/subscriptions');
    const pro = await screen.findByRole('listitem', { name: 'Pro' });
    expect(within(pro).getByText('R$ 29')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anual (-20%)' }));
    expect(within(pro).getByText('R$ 23,20')).toBeInTheDocument();
    expect(within(pro).getByText('Peça ao administrador deste servidor para ativar este plano.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Enterprise' })).getByRole('link', { name: 'Falar com vendas' }),
    ).toBeInTheDocument();
  });
});
