import type { TemplateCard } from '@rbax/shared/marketplace/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StorePremiumPage } from '@/features/marketplace/components/store-premium-page';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const card: TemplateCard = {
  id: 't1',
  official: false,
  name: 'Funil Pago',
  description: 'Funil de vendas',
  category: 'project',
  coverUrl: null,
  icon: null,
  author: { id: 'u2', name: 'Caio Criador', image: null },
  installs: 3,
  rating: null,
  reviews: 0,
  priceBrl: '49.90',
  status: 'published',
  version: 1,
  createdAt: '2026-11-20T12:00:00.000Z',
  columns: ['A fazer', 'Feito'],
  owned: true,
};

describe('StorePremiumPage', () => {
  it('back from Checkout, says the payment is being confirmed and lists the bought template in Meus templates', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/marketplace/templates': { body: [card] },
      '/api/v1/marketplace/mine': { body: { authored: [], acquired: [card], checkout: true } },
    });
    renderWithProviders(<StorePremiumPage />, '/marketplace-new?checkout=success');
    expect(await screen.findByText(/^Pagamento recebido\./)).toHaveAttribute('role', 'status');
    expect(await screen.findByText(/Compre templates premium no checkout seguro/)).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Meus templates' });
    expect(await within(mine).findByText('Funil Pago')).toBeInTheDocument();
  });
});
