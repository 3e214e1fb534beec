import { describe, expect, it } from 'vitest';
import { formatBRL, planPrice, plans } from '@/features/site-pages/lib/pricing';

const nbsp = '\u00a0';

describe('formatBRL', () => {
  it('prints reais in every language, with its own conventions', () => {
    expect(formatBRL(29, 'pt-BR')).toBe(`R$${nbsp}29`);
    expect(formatBRL(29, 'en-US')).toBe('R$29');
    expect(formatBRL(29, 'es-ES')).toBe(`29${nbsp}R$`);
  });

  it('shows centavos only when there are some', () => {
    expect(formatBRL(23.2, 'pt-BR')).toBe(`R$${nbsp}23,20`);
    expect(formatBRL(23.2, 'en-US')).toBe('R$23.20');
    expect(formatBRL(0, 'pt-BR')).toBe(`R$${nbsp}0`);
  });
});

describe('planPrice', () => {
  it('takes 20% off for yearly billing, rounded to centavos', () => {
    expect(planPrice({ monthly: 29 }, 'monthly')).toBe(29);
    expect(planPrice({ monthly: 29 }, 'yearly')).toBe(23.2);
    expect(planPrice({ monthly: 59 }, 'yearly')).toBe(47.2);
  });

  it('has no price for Enterprise (on request)', () => {
    expect(
      planPrice(
        plans.find((plan) => plan.id === 'enterprise')!,
        'yearly',
      ),
    ).toBeNull();
  });
});

describe('the comparison table', () => {
  it('reads the plan catalogue, and every limit it shows has its text', async () => {
    const strings = (await import('@/locales/site/pages/pt-BR.json')).default.site.pages.pricing.compare.values;
    const { comparisonGroups } = await import('@/features/site-pages/lib/pricing');
    const rows = comparisonGroups.flatMap((group) => group.rows);
    for (const row of rows) {
      for (const value of Object.values(row.values)) {
        if (typeof value === 'string') expect(Object.keys(strings)).toContain(value);
      }
    }
    expect(rows.find((row) => row.id === 'boards')!.values).toEqual({
      free: 'boards3',
      pro: 'unlimited',
      business: 'unlimited',
      enterprise: 'unlimited',
    });
    expect(rows.find((row) => row.id === 'storage')!.values.enterprise).toBe('custom');
    expect(plans.map((plan) => plan.monthly)).toEqual([0, 29, 59, null]);
  });
});
