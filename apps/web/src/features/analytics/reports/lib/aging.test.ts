import { describe, expect, it } from 'vitest';
import {
  agingColumns,
  agingLabel,
  agingPoints,
  atRiskItems,
  riskText,
  zoneBands,
  zoneOfAge,
  type AgingItem,
} from '@/features/analytics/reports/lib/aging';
import { flowFixture } from '@/features/analytics/reports/lib/flow-fixture';
import { zoneColors } from '@/features/analytics/charts/palette';
import { i18n } from '@/lib/i18n';

const sle = { p50: 3, p70: 5, p85: 8, p95: 12, days: 8 };
const item = (overrides: Partial<AgingItem>): AgingItem => ({
  cardId: 'c',
  columnId: 'dev',
  ageDays: 5,
  zone: 'orange',
  breachRisk: 0.4,
  n: 12,
  ...overrides,
});

describe('ageing zones', () => {
  it('maps ages to the zones of §3: ≤ P50 green, ≤ P70 yellow, ≤ SLE orange, > SLE red, > P95 dark red', () => {
    expect([1, 3, 4, 5, 6, 8, 9, 12, 13].map((age) => zoneOfAge(age, sle))).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
      'darkred',
    ]);
    expect(zoneOfAge(4, { p50: null, p70: null, p85: null, p95: null, days: null })).toBe('none');
    // P95 equal to the SLE: past it is red, never dark red.
    expect(zoneOfAge(13, { p50: 1, p70: 1, p85: 1, p95: 1, days: 1 })).toBe('red');
  });

  it('draws the same thresholds as bands, dropping empty ones', () => {
    expect(zoneBands(sle, 20)).toEqual([
      { zone: 'green', from: 0, to: 3 },
      { zone: 'yellow', from: 3, to: 5 },
      { zone: 'orange', from: 5, to: 8 },
      { zone: 'red', from: 8, to: 12 },
      { zone: 'darkred', from: 12, to: 20 },
    ]);
    // A SLE below P70 (e.g. P60) leaves no orange band; equal percentiles leave no red one.
    expect(zoneBands({ p50: 2, p70: 6, p85: 6, p95: 6, days: 4 }, 10).map((band) => band.zone)).toEqual([
      'green',
      'yellow',
      'red',
      'darkred',
    ]);
    expect(zoneBands({ p50: 1, p70: 1, p85: 1, p95: 1, days: 1 }, 14)).toEqual([
      { zone: 'green', from: 0, to: 1 },
      { zone: 'red', from: 1, to: 14 },
    ]);
    expect(zoneBands({ p50: null, p70: null, p85: null, p95: null, days: null }, 10)).toEqual([]);
  });

  it('has a colour for every zone', () => {
    expect(Object.keys(zoneColors).sort()).toEqual(['darkred', 'green', 'none', 'orange', 'red', 'yellow']);
  });
});

describe('breach risk wording', () => {
  it('shows the risk with its n, and low confidence under 5 samples', () => {
    expect(riskText(i18n.t, item({}), 'pt-BR')).toBe('risco 40% (n = 12)');
    expect(riskText(i18n.t, item({ n: 3 }), 'pt-BR')).toBe('risco 40% (n = 3, baixa confiança)');
  });

  it("says 'sem precedente' instead of 0% when no past card was this old", () => {
    expect(riskText(i18n.t, item({ breachRisk: null, n: 0, zone: 'darkred' }), 'pt-BR')).toBe('sem precedente');
    expect(riskText(i18n.t, item({ breachRisk: null, n: 0, zone: 'none' }), 'pt-BR')).toBeNull();
  });

  it('says the SLE was missed (the zone) rather than a 100% risk', () => {
    expect(riskText(i18n.t, item({ breachRisk: 1, n: 0, zone: 'red', ageDays: 9 }), 'pt-BR')).toBeNull();
    expect(agingLabel(i18n.t, item({ breachRisk: 1, n: 0, zone: 'red', ageDays: 9 }), 'pt-BR')).toBe(
      'Idade: 9 d · zona vermelha (SLE ultrapassado)',
    );
  });

  it('labels a card face: age, zone and risk', () => {
    expect(agingLabel(i18n.t, item({}), 'pt-BR')).toBe('Idade: 5 d · zona laranja · risco 40% (n = 12)');
    expect(agingLabel(i18n.t, item({ zone: 'none', breachRisk: null, n: 0 }), 'pt-BR')).toBe(
      'Idade: 5 d · sem histórico',
    );
  });

  it('lists the cards at or above the threshold and those without precedent, riskiest first', () => {
    const items = [
      item({ cardId: 'low', breachRisk: 0.2 }),
      item({ cardId: 'half', breachRisk: 0.5 }),
      item({ cardId: 'late', breachRisk: 1, ageDays: 9 }),
      item({ cardId: 'new', breachRisk: null, n: 0, zone: 'darkred', ageDays: 20 }),
    ];
    expect(atRiskItems(items, 0.5).map((entry) => entry.cardId)).toEqual(['new', 'late', 'half']);
  });
});

describe('ageing chart layout', () => {
  it('shows the started columns up to (not including) done, each with its WIP', () => {
    const columns = agingColumns(flowFixture());
    expect(columns.map((column) => [column.name, column.index, column.wip])).toEqual([
      ['Em Desenvolvimento', 0, 1],
      ['Em Revisão', 1, 1],
    ]);
  });

  it('puts cards of the same column and age side by side', () => {
    const columns = agingColumns(flowFixture());
    const points = agingPoints(
      [item({ cardId: 'a', ageDays: 2 }), item({ cardId: 'b', ageDays: 2 }), item({ cardId: 'c', columnId: 'review' })],
      columns,
      new Map([['a', 'A']]),
    );
    expect(points.map((point) => [point.cardId, point.x, point.title])).toEqual([
      ['a', -0.06, 'A'],
      ['b', 0.06, ''],
      ['c', 1, ''],
    ]);
  });
});
