import { describe, expect, it } from 'vitest';
import { presetPeriod, validPeriod } from '@/features/time/lib/periods';

describe('report periods', () => {
  it('gives whole weeks from Monday and whole months', () => {
    // 2026-11-26 is a Thursday.
    expect(presetPeriod('thisWeek', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetPeriod('lastWeek', '2026-11-26')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetPeriod('thisMonth', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetPeriod('thisMonth', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetPeriod('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // A Sunday belongs to the week that began on the Monday before.
    expect(presetPeriod('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('accepts a custom period in order and up to a year', () => {
    expect(validPeriod('2026-11-01', '2026-11-30')).toBe(true);
    expect(validPeriod('2026-11-30', '2026-11-01')).toBe(false);
    expect(validPeriod('2026-01-01', '2027-06-01')).toBe(false);
    expect(validPeriod('2026-13-01', '2026-11-01')).toBe(false);
  });
});
