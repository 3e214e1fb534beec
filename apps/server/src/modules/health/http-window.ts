import { HTTP_WINDOW_MINUTES } from '@rbax/shared/health';

/**
 * The HTTP figures of the last hour, in memory (docs/decisions/025): one bucket per minute, a
 * ring of HTTP_WINDOW_MINUTES of them. Each bucket counts requests, 4xx and 5xx, and keeps a
 * fixed latency histogram (bounds growing by a factor of 1.25 from 0.5 ms to about 2 min), so
 * a percentile is read by merging at most 60 histograms — constant memory whatever the traffic,
 * with an error within one bucket (±12 %). Per instance: each instance reports its own traffic.
 */

const FACTOR = 1.25;
const FIRST_BOUND_MS = 0.5;
const BOUND_COUNT = 56;

/** Upper bounds (ms) of the histogram's buckets; one more bucket holds everything above the last. */
export const LATENCY_BOUNDS_MS: readonly number[] = Array.from(
  { length: BOUND_COUNT },
  (_, i) => FIRST_BOUND_MS * FACTOR ** i,
);

type Bucket = { minute: number; requests: number; errors4xx: number; errors5xx: number; histogram: Uint32Array };

export type HttpWindowSummary = {
  requests: number;
  errors4xx: number;
  errors5xx: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
};

/** Index of the histogram bucket holding `ms` (the first bound ≥ ms; the overflow bucket past the last). */
export function bucketIndex(ms: number): number {
  if (!(ms > FIRST_BOUND_MS)) return 0;
  const index = Math.ceil(Math.log(ms / FIRST_BOUND_MS) / Math.log(FACTOR) - 1e-9);
  return Math.min(index, BOUND_COUNT);
}

/**
 * The q-quantile (0..1) of a histogram over LATENCY_BOUNDS_MS, interpolated linearly inside the
 * bucket it falls in; null when empty. The overflow bucket answers its lower bound.
 */
export function percentileOf(histogram: ArrayLike<number>, q: number): number | null {
  let total = 0;
  for (let i = 0; i < histogram.length; i++) total += histogram[i]!;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    const count = histogram[i]!;
    if (count === 0) continue;
    if (seen + count >= rank) {
      if (i >= BOUND_COUNT) return LATENCY_BOUNDS_MS[BOUND_COUNT - 1]!;
      const upper = LATENCY_BOUNDS_MS[i]!;
      const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      return lower + ((upper - lower) * (rank - seen)) / count;
    }
    seen += count;
  }
  return null;
}

export class HttpWindow {
  private readonly buckets: Bucket[];

  constructor(
    private readonly minutes: number = HTTP_WINDOW_MINUTES,
    private readonly now: () => number = Date.now,
  ) {
    this.buckets = Array.from({ length: minutes }, () => ({
      minute: -1,
      requests: 0,
      errors4xx: 0,
      errors5xx: 0,
      histogram: new Uint32Array(BOUND_COUNT + 1),
    }));
  }

  record(statusCode: number, elapsedMs: number): void {
    const minute = Math.floor(this.now() / 60_000);
    const bucket = this.buckets[minute % this.minutes]!;
    if (bucket.minute !== minute) {
      // The slot last held a minute an hour (or more) ago: start it over.
      bucket.minute = minute;
      bucket.requests = 0;
      bucket.errors4xx = 0;
      bucket.errors5xx = 0;
      bucket.histogram.fill(0);
    }
    bucket.requests += 1;
    if (statusCode >= 500) bucket.errors5xx += 1;
    else if (statusCode >= 400) bucket.errors4xx += 1;
    bucket.histogram[bucketIndex(elapsedMs)]! += 1;
  }

  /** The buckets of the current minute and the `minutes - 1` before it. */
  summary(): HttpWindowSummary {
    const current = Math.floor(this.now() / 60_000);
    const merged = new Uint32Array(BOUND_COUNT + 1);
    let requests = 0;
    let errors4xx = 0;
    let errors5xx = 0;
    for (const bucket of this.buckets) {
      if (bucket.minute < 0 || current - bucket.minute >= this.minutes) continue;
      requests += bucket.requests;
      errors4xx += bucket.errors4xx;
      errors5xx += bucket.errors5xx;
      for (let i = 0; i < merged.length; i++) merged[i]! += bucket.histogram[i]!;
    }
    return {
      requests,
      errors4xx,
      errors5xx,
      p50Ms: percentileOf(merged, 0.5),
      p95Ms: percentileOf(merged, 0.95),
      p99Ms: percentileOf(merged, 0.99),
    };
  }
}
