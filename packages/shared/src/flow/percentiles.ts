import type { Percentiles } from './types.ts';

/**
 * Nearest-rank percentile of ascending values: x_(⌈p·n/100⌉), so "p% finished in ≤ X days" is
 * literally true (flow-metrics.md §2.8). Not the linear interpolation of Excel or NumPy.
 */
export function nearestRank(sortedAscending: readonly number[], p: number): number | null {
  const n = sortedAscending.length;
  if (n === 0) return null;
  const rank = Math.max(1, Math.ceil((p * n) / 100));
  return sortedAscending[Math.min(rank, n) - 1]!;
}

export function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** n and the 50/70/85/95 nearest-rank percentiles of some values. */
export function percentilesOf(values: readonly number[]): Percentiles {
  const sorted = ascending(values);
  return {
    n: sorted.length,
    p50: nearestRank(sorted, 50),
    p70: nearestRank(sorted, 70),
    p85: nearestRank(sorted, 85),
    p95: nearestRank(sorted, 95),
  };
}
