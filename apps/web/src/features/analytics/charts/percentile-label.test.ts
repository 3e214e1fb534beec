import { describe, expect, it } from 'vitest';
import { percentileLabel, percentileLines } from '@/features/analytics/charts/percentile-label';
import { percentileLineGroups } from '@/features/analytics/charts/percentile-lines';
import { i18n } from '@/lib/i18n';

describe('percentile labels', () => {
  it("reads '85% ≤ 7 d (n = 9)' in pt-BR", () => {
    expect(percentileLabel(i18n.t, { p: 85, days: 7, n: 9 }, 'pt-BR')).toBe('85% ≤ 7 d (n = 9)');
  });

  it('formats large samples with the language’s grouping', () => {
    expect(percentileLabel(i18n.t, { p: 95, days: 12, n: 1234 }, 'pt-BR')).toBe('95% ≤ 12 d (n = 1.234)');
  });

  it('skips percentiles without a value', () => {
    expect(percentileLines({ n: 0, p50: null, p70: null, p85: null, p95: null })).toEqual([]);
    expect(percentileLines({ n: 2, p50: 1, p70: 2, p85: null, p95: 4 }).map((line) => line.p)).toEqual([50, 70, 95]);
  });

  it('gives lines at the same height one shared label and marks the SLE', () => {
    const groups = percentileLineGroups(i18n.t, percentileLines({ n: 3, p50: 1, p70: 3, p85: 3, p95: 3 }), 'pt-BR', 85);
    expect(groups).toEqual([
      { days: 1, label: '50% ≤ 1 d (n = 3)', emphasis: false },
      { days: 3, label: '70%, 85%, 95% ≤ 3 d (n = 3)', emphasis: true },
    ]);
  });
});
