import { describe, expect, it } from 'vitest';
import { forecastHowMany, forecastRefusal, forecastWhen, mulberry32, sampleCoverage } from './forecast.ts';

/** The usual published form of mulberry32, written independently of ours. */
function referenceMulberry32(a: number) {
  return () => {
    a += 0x6d2b79f5;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tenDays = (values: number[]) => values;

describe('mulberry32', () => {
  it('gives the same numbers as the published form for the same seed, every time', () => {
    for (const seed of [0, 1, 42, 123456789, 0xffffffff]) {
      const ours = mulberry32(seed);
      const reference = referenceMulberry32(seed);
      for (let i = 0; i < 1000; i += 1) expect(ours()).toBe(reference());
    }
    const first = mulberry32(42);
    expect([first(), first(), first()]).toEqual([
      referenceMulberry32(42)(),
      (() => {
        const r = referenceMulberry32(42);
        r();
        return r();
      })(),
      (() => {
        const r = referenceMulberry32(42);
        r();
        r();
        return r();
      })(),
    ]);
  });
});

describe('forecastWhen', () => {
  it('with one item every day, every trial finishes N items in N days', () => {
    const result = forecastWhen({ samples: new Array(10).fill(1), items: 5, seed: 7 });
    expect(result).toMatchObject({ ok: true, trials: 10_000, seed: 7, beyondHorizon: 0 });
    if (!result.ok) throw new Error('refused');
    expect(result.percentiles).toEqual([
      { p: 50, value: 5 },
      { p: 70, value: 5 },
      { p: 85, value: 5 },
      { p: 95, value: 5 },
    ]);
    expect(result.histogram).toEqual([{ value: 5, count: 10_000 }]);
  });

  it('is reproducible with a seed and reads percentiles by nearest rank from the ascending days', () => {
    const samples = tenDays([0, 0, 1, 0, 2, 0, 1, 0, 3, 1]);
    const a = forecastWhen({ samples, items: 10, seed: 2026 });
    const b = forecastWhen({ samples, items: 10, seed: 2026 });
    expect(a).toEqual(b);
    if (!a.ok) throw new Error('refused');
    const values = a.percentiles.map((entry) => entry.value!);
    expect(values).toEqual([...values].sort((x, y) => x - y));
    // Recompute P85 from the histogram by hand.
    let seen = 0;
    const rank = Math.ceil(0.85 * 10_000);
    const p85 = a.histogram.find((bin) => (seen += bin.count) >= rank)!.value;
    expect(a.percentiles[2]).toEqual({ p: 85, value: p85 });
    expect(forecastWhen({ samples, items: 10, seed: 2027 })).not.toEqual(a);
  });

  it('gives up past the horizon', () => {
    const result = forecastWhen({ samples: [5, 0, 0, 0, 0, 0, 0, 0, 0, 0], items: 10_000, trials: 200, seed: 1 });
    if (!result.ok) throw new Error('refused');
    expect(result.beyondHorizon).toBe(200);
    expect(result.percentiles.every((entry) => entry.value === null)).toBe(true);
  });
});

describe('forecastHowMany', () => {
  it('sums one draw per day and reads "at least" from the descending totals', () => {
    const constant = forecastHowMany({ samples: new Array(12).fill(2), days: 7, seed: 3 });
    if (!constant.ok) throw new Error('refused');
    expect(constant.percentiles.map((entry) => entry.value)).toEqual([14, 14, 14, 14]);

    const samples = [0, 1, 0, 2, 0, 1, 0, 0, 3, 1, 0, 1];
    const result = forecastHowMany({ samples, days: 14, seed: 99 });
    if (!result.ok) throw new Error('refused');
    const [p50, p70, p85, p95] = result.percentiles.map((entry) => entry.value!);
    expect(p50).toBeGreaterThanOrEqual(p70!);
    expect(p70).toBeGreaterThanOrEqual(p85!);
    expect(p85).toBeGreaterThanOrEqual(p95!);
    // "In 85% of the trials at least p85 items": check it against the histogram.
    const atLeast = result.histogram.filter((bin) => bin.value >= p85!).reduce((sum, bin) => sum + bin.count, 0);
    expect(atLeast / result.trials).toBeGreaterThanOrEqual(0.85);
    const more = result.histogram.filter((bin) => bin.value >= p85! + 1).reduce((sum, bin) => sum + bin.count, 0);
    expect(more / result.trials).toBeLessThan(0.85);
    expect(forecastHowMany({ samples, days: 14, seed: 99 })).toEqual(result);
  });

  it('uses a fresh generator per question: the same seed gives the same answer whatever ran before', () => {
    const samples = [0, 1, 2, 0, 1, 0, 3, 0, 1, 1];
    const alone = forecastHowMany({ samples, days: 10, seed: 5 });
    forecastWhen({ samples, items: 20, seed: 5 });
    expect(forecastHowMany({ samples, days: 10, seed: 5 })).toEqual(alone);
  });
});

describe('refusals', () => {
  it('needs ten days, some throughput and five finished items', () => {
    expect(forecastRefusal(new Array(9).fill(1))).toEqual({
      ok: false,
      reason: 'too_little_history',
      days: 9,
      finished: 9,
    });
    expect(forecastRefusal(new Array(30).fill(0))).toMatchObject({ reason: 'no_throughput', finished: 0 });
    expect(forecastRefusal([1, 1, 1, 1, 0, 0, 0, 0, 0, 0])).toMatchObject({ reason: 'too_few_finished', finished: 4 });
    expect(forecastRefusal([1, 1, 1, 1, 1, 0, 0, 0, 0, 0])).toBeNull();
    expect(forecastWhen({ samples: [1, 2], items: 3, seed: 1 })).toMatchObject({
      ok: false,
      reason: 'too_little_history',
    });
  });

  it('states the coverage of the sample', () => {
    expect(sampleCoverage(10)).toBeCloseTo(9 / 11);
    expect(sampleCoverage(20)).toBeCloseTo(19 / 21);
  });
});
