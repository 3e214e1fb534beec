import { describe, expect, it } from 'vitest';
import { formatCents, formatUsage } from '@/features/billing/lib/format';

describe('billing formats', () => {
  it('prints centavos as reais and usage in readable units', () => {
    expect(formatCents(5800, 'pt-BR')).toBe('R$\u00a058,00');
    expect(formatUsage('storageBytes', 1024 ** 3, 'pt-BR')).toBe('1 GB');
    expect(formatUsage('storageBytes', 5 * 1024 ** 2, 'en-US')).toBe('5 MB');
    expect(formatUsage('boards', 1234, 'pt-BR')).toBe('1.234');
  });
});
