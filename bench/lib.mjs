// Measurement helpers for the benchmarks: latency percentiles and a bounded
// concurrent load loop (loopback only, fixed request count).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarize(samplesMs) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const round = (v) => (v === null ? null : Math.round(v * 100) / 100);
  return {
    samples: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    minMs: round(sorted[0] ?? null),
    maxMs: round(sorted.at(-1) ?? null),
  };
}

/** Runs `request` `count` times one after another; returns latency stats. */
export async function sequential(count, request) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await request(i);
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}

/** Runs `total` requests with `concurrency` clients; returns throughput and latency. */
export async function concurrent(total, concurrency, request) {
  const samples = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        const s = performance.now();
        try {
          await request(i);
        } catch {
          failures += 1;
        }
        samples.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { concurrency, requests: total, failures, requestsPerSecond: Math.round(total / seconds), ...summarize(samples) };
}

export function writeResult(name, result) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
