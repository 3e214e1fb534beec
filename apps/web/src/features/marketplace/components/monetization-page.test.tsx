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
});
