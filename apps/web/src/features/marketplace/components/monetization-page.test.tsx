import type { Earnings } from '@rbax/shared/marketplace/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MonetizationPage } from '@/features/marketplace/components/monetization-page';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

function earnings(overrides: Partial<Earnings> = {}): Earnings {
  return {
    sales: 2,
    grossBrl: '149.90',
    feeBrl: '22.49',
    netBrl: '127.41',
    feePercent: 15,
    entries: [],
    paidOutBrl: '0.00',
    pendingBrl: '0.00',
    balanceBrl: '127.41',
    payoutMinBrl: '50.00',
    payouts: [],
    refunds: 0,
    refundedBrl: '0.00',
    stripeConnect: null,
    ...overrides,
  };
}

describe('MonetizationPage', () => {
  it('shows the balance and sends a payout request, with the server’s message under the Pix key', async () => {
    const post = vi.fn((init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { pixKey: string };
      return body.pixKey === 'ana@example.com'
        ? { status: 201, body: { id: 'p1' } }
        : {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'Dados inválidos',
                issues: [{ path: ['pixKey'], message: 'Chave Pix inválida' }],
              },
            },
          };
    });
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/marketplace/earnings': { body: earnings() },
      '/api/v1/marketplace/payouts': post,
    });
    renderWithProviders(<MonetizationPage />, '/monetization');
    expect(await screen.findByText('Saldo disponível')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar extrato (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/marketplace/earnings/statement?format=csv',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Solicitar saque' }));
    expect(screen.getByLabelText('Valor (R$)')).toHaveValue('127,41');
    await user.type(screen.getByLabelText('Chave Pix'), 'nope');
    await user.click(screen.getAllByRole('button', { name: 'Solicitar saque' }).at(-1)!);
    expect(await screen.findByText('Chave Pix inválida')).toBeInTheDocument();
    expect(screen.getByLabelText('Chave Pix')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Chave Pix'));
    await user.type(screen.getByLabelText('Chave Pix'), 'ana@example.com');
    await user.click(screen.getAllByRole('button', { name: 'Solicitar saque' }).at(-1)!);
    expect(await screen.findByText('Saque solicitado. Você será avisado quando for analisado.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('keeps the request closed while one is pending, and shows the history', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/marketplace/earnings': {
        body: earnings({
          pendingBrl: '100.00',
          balanceBrl: '27.41',
          payouts: [
            {
              id: 'p1',
              amountBrl: '100.00',
              status: 'pending',
              method: 'pix',
              destination: 'Pix: ana@example.com',
              note: null,
              createdAt: '2026-11-20T12:00:00.000Z',
              handledAt: null,
            },
          ],
        }),
      },
    });
    renderWithProviders(<MonetizationPage />, '/monetization');
    expect(await screen.findByText('Pix: ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled();
    expect(screen.getByText('Você já tem um saque pendente. Aguarde a análise para pedir outro.')).toBeInTheDocument();
  });

  it("connects a Stripe account: 'Conectar conta Stripe' opens Stripe's onboarding", async () => {
    const onboarding = vi.fn(() => ({ body: { url: '#stripe-onboarding' } }));
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/marketplace/earnings': { body: earnings({ stripeConnect: 'not_connected' }) },
      '/api/v1/marketplace/stripe-account/onboarding': onboarding,
    });
    renderWithProviders(<MonetizationPage />, '/monetization');
    expect(await screen.findByRole('heading', { name: 'Conta Stripe' })).toBeInTheDocument();
    expect(screen.getByText('Não conectada')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Conectar conta Stripe' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#stripe-onboarding'));
    expect(onboarding).toHaveBeenCalledTimes(1);
    window.location.hash = '';
  });

  it('reads the Stripe account again when Stripe sends the creator back', async () => {
    const refresh = vi.fn(() => ({ body: { status: 'ready' } }));
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/marketplace/earnings': { body: earnings({ stripeConnect: 'incomplete' }) },
      '/api/v1/marketplace/stripe-account/refresh': refresh,
    });
    renderWithProviders(<MonetizationPage />, '/monetization?connect=return');
    expect(await screen.findByRole('button', { name: 'Continuar cadastro no Stripe' })).toBeInTheDocument();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it("pays to the ready Stripe account at once, and shows Stripe's refusal when it refuses", async () => {
    let calls = 0;
    const post = vi.fn((init?: RequestInit) => {
      calls += 1;
      expect(JSON.parse(String(init?.body))).toEqual({ method: 'stripe', amountBrl: '127,41' });
      return calls === 1
        ? {
            status: 502,
            body: { error: { code: 'billing_unavailable', message: 'O Stripe recusou a transferência.' } },
          }
        : { status: 201, body: { id: 'p1', status: 'paid' } };
    });
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/marketplace/earnings': { body: earnings({ stripeConnect: 'ready' }) },
      '/api/v1/marketplace/payouts': post,
    });
    renderWithProviders(<MonetizationPage />, '/monetization');
    expect(await screen.findByText('Pronta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conectar conta Stripe' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Solicitar saque' }));
    expect(screen.getByLabelText('Receber por')).toHaveValue('stripe');
    expect(screen.queryByLabelText('Chave Pix')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Solicitar saque' }).at(-1)!);
    expect(await screen.findByText('O Stripe recusou a transferência.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Solicitar saque' }).at(-1)!);
    expect(await screen.findByText('Saque pago na sua conta Stripe.')).toBeInTheDocument();
  });

  it('shows refunds and a negative balance, and keeps payouts closed until it is positive', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/marketplace/earnings': {
        body: earnings({
          sales: 0,
          refunds: 1,
          refundedBrl: '85.00',
          netBrl: '0.00',
          paidOutBrl: '60.00',
          balanceBrl: '-60.00',
          entries: [
            {
              id: 'l2',
              kind: 'refund',
              templateId: 't1',
              templateName: 'Funil Pago',
              buyer: 'Bruno',
              source: 'payment',
              grossBrl: '-100.00',
              feeBrl: '-15.00',
              netBrl: '-85.00',
              createdAt: '2026-11-21T12:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderWithProviders(<MonetizationPage />, '/monetization');
    expect(await screen.findByText('Reembolsos (1)')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Reembolso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar saque' })).toBeDisabled();
    expect(screen.getByText(/Seu saldo está negativo por causa de um reembolso/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Conta Stripe' })).not.toBeInTheDocument();
  });
});
