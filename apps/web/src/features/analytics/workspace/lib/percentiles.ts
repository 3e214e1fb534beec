import { LOW_CONFIDENCE_SAMPLES } from '@rbax/shared/analytics';

/** The API's nearest-rank percentiles of a sample of n (flow-metrics.md §2.8). */
export type Percentiles = { n: number; p50: number | null; p70: number | null; p85: number | null; p95: number | null };

/** Fewer than LOW_CONFIDENCE_SAMPLES finished cards: the page says 'baixa confiança' (§3). */
export const isLowConfidence = (n: number) => n > 0 && n < LOW_CONFIDENCE_SAMPLES;
