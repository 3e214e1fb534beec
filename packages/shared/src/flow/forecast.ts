/**
 * Monte Carlo forecasts from daily throughput (flow-metrics.md §4): "when will N items be done"
 * and "how many items by a date". Deterministic: mulberry32(seed), a fresh generator per
 * question, one draw per simulated day, trials in sequence; nearest-rank percentiles.
 */

export const FORECAST_TRIALS = 10_000;
export const FORECAST_HORIZON = 3_650;
export const FORECAST_MIN_DAYS = 10;
export const FORECAST_MIN_FINISHED = 5;
export const FORECAST_PERCENTILES = [50, 70, 85, 95] as const;

/** mulberry32: a small, fast, seedable 32-bit generator; numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type ForecastRefusal = {
  ok: false;
  reason: 'too_little_history' | 'too_few_finished' | 'no_throughput';
  /** Days of samples and items finished in them. */
  days: number;
  finished: number;
};

export type ForecastResult = {
  ok: true;
  trials: number;
  seed: number;
  /** `when`: days after today (null: beyond the horizon); `howMany`: at least this many items. */
  percentiles: { p: number; value: number | null }[];
  /** Outcomes and how many trials gave each, ascending. */
  histogram: { value: number; count: number }[];
  /** `when` trials that did not finish within the horizon. */
  beyondHorizon: number;
};

/** (n − 1)/(n + 1): the chance the next sample falls inside the range seen so far. */
export function sampleCoverage(days: number): number {
  return days < 1 ? 0 : (days - 1) / (days + 1);
}

/** Why a sample cannot support a forecast, or null when it can (§4). */
export function forecastRefusal(samples: readonly number[]): ForecastRefusal | null {
  const finished = samples.reduce((sum, value) => sum + value, 0);
  const refuse = (reason: ForecastRefusal['reason']): ForecastRefusal => ({
    ok: false,
    reason,
    days: samples.length,
    finished,
  });
  if (samples.length < FORECAST_MIN_DAYS) return refuse('too_little_history');
  if (finished === 0) return refuse('no_throughput');
  if (finished < FORECAST_MIN_FINISHED) return refuse('too_few_finished');
  return null;
}

function histogramOf(values: Int32Array, skip: number): { value: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const value of values) if (value !== skip) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value, count }));
}

const rankIndex = (p: number, trials: number) => Math.min(trials, Math.max(1, Math.ceil((p * trials) / 100))) - 1;

/**
 * "When will `items` be done?": per trial, days are drawn until the items are done (day 1 is
 * tomorrow; a trial past the horizon gives up). P_p = d_(⌈p·T/100⌉) of the ascending days.
 */
export function forecastWhen(options: {
  samples: readonly number[];
  items: number;
  trials?: number;
  seed: number;
}): ForecastResult | ForecastRefusal {
  const refusal = forecastRefusal(options.samples);
  if (refusal) return refusal;
  const trials = options.trials ?? FORECAST_TRIALS;
  const samples = Int32Array.from(options.samples);
  const length = samples.length;
  const random = mulberry32(options.seed);
  const NEVER = FORECAST_HORIZON + 1;
  const results = new Int32Array(trials);
  let beyondHorizon = 0;
  for (let trial = 0; trial < trials; trial += 1) {
    let day = 0;
    let remaining = options.items;
    while (remaining > 0) {
      day += 1;
      if (day > FORECAST_HORIZON) break;
      remaining -= samples[Math.floor(random() * length)]!;
    }
    if (remaining > 0) {
      results[trial] = NEVER;
      beyondHorizon += 1;
    } else {
      results[trial] = day;
    }
  }
  results.sort();
  return {
    ok: true,
    trials,
    seed: options.seed,
    percentiles: FORECAST_PERCENTILES.map((p) => {
      const value = results[rankIndex(p, trials)]!;
      return { p, value: value === NEVER ? null : value };
    }),
    histogram: histogramOf(results, NEVER),
    beyondHorizon,
  };
}

/**
 * "How many items in `days` days?": per trial, the sum of `days` draws. Sorted descending,
 * P_p = x_(⌈p·T/100⌉): in p% of the trials at least that many items were done.
 */
export function forecastHowMany(options: {
  samples: readonly number[];
  days: number;
  trials?: number;
  seed: number;
}): ForecastResult | ForecastRefusal {
  const refusal = forecastRefusal(options.samples);
  if (refusal) return refusal;
  const trials = options.trials ?? FORECAST_TRIALS;
  const samples = Int32Array.from(options.samples);
  const length = samples.length;
  const days = Math.min(Math.max(0, Math.floor(options.days)), FORECAST_HORIZON);
  const random = mulberry32(options.seed);
  const results = new Int32Array(trials);
  for (let trial = 0; trial < trials; trial += 1) {
    let total = 0;
    for (let day = 0; day < days; day += 1) total += samples[Math.floor(random() * length)]!;
    results[trial] = total;
  }
  const histogram = histogramOf(results, -1);
  results.sort();
  results.reverse();
  return {
    ok: true,
    trials,
    seed: options.seed,
    percentiles: FORECAST_PERCENTILES.map((p) => ({ p, value: results[rankIndex(p, trials)]! })),
    histogram,
    beyondHorizon: 0,
  };
}
