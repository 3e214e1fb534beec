import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * Event-loop delay over a recent window (perf_hooks, sampled every 20 ms). The histogram is
 * reset every minute so an old stall does not haunt the figures forever; right after a reset
 * the previous minute is reported until the new one holds WARM_UP_MS of samples.
 */

const RESOLUTION_MS = 20;
const WINDOW_MS = 60_000;
const WARM_UP_MS = 10_000;

export type EventLoopSummary = { p50Ms: number; p99Ms: number; maxMs: number; windowSeconds: number };

const ms = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e6 : 0);

function summarize(histogram: IntervalHistogram, windowMs: number): EventLoopSummary {
  if (histogram.count === 0) return { p50Ms: 0, p99Ms: 0, maxMs: 0, windowSeconds: windowMs / 1000 };
  return {
    p50Ms: ms(histogram.percentile(50)),
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
    windowSeconds: Math.round(windowMs / 1000),
  };
}

export class EventLoopMonitor {
  private readonly histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private timer: NodeJS.Timeout | null = null;
  private windowStart = Date.now();
  private previous: EventLoopSummary | null = null;

  start(): void {
    if (this.timer) return;
    this.histogram.enable();
    this.windowStart = Date.now();
    this.timer = setInterval(() => {
      this.previous = summarize(this.histogram, Date.now() - this.windowStart);
      this.histogram.reset();
      this.windowStart = Date.now();
    }, WINDOW_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.histogram.disable();
  }

  summary(): EventLoopSummary {
    const elapsed = Date.now() - this.windowStart;
    if (elapsed < WARM_UP_MS && this.previous) return this.previous;
    return summarize(this.histogram, elapsed);
  }
}
