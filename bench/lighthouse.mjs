// `npm run bench:lighthouse`: Lighthouse (npm `lighthouse`, mobile settings: Moto G Power
// emulation, simulated slow 4G and 4× CPU slowdown) against the production build served by the
// real server on the embedded database, with the system Chromium (/usr/bin/chromium or
// CHROMIUM_PATH). Pages: `/`, `/pricing` and a blog post (the first by slug), in pt-BR. Budgets (issue 6,
// ARCHITECTURE §10, issue 25): performance, accessibility, best practices and SEO each ≥ 95; landing
// JavaScript ≤ 150 KB gzip in ≤ 20 script requests (every script the page downloaded while
// loading, without scrolling or interaction, measured as gzip -9 of the built file; the bytes
// actually transferred — the server prefers brotli — are recorded beside it).
// Each page is audited 3 times and the median performance run is kept (Lighthouse's own advice).
// Prints JSON and writes bench/results/lighthouse.json (LIGHTHOUSE_RESULT=<name> writes
// <name>.json instead; WEB_DIST_DIR=<dir> audits that build instead of apps/web/dist).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild, root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, stopServer, writeResult } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3313);
const base = `http://localhost:${port}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET = { score: 95, landingJsKiB: 150, landingScripts: 20 };

const post = readdirSync(join(root, 'apps', 'web', 'content', 'blog'))
  .sort()
  .at(0);
const pages = ['/', '/pricing', `/blog/${post}`];

// WEB_DIST_DIR (the server's own setting) audits another build, e.g. a copy kept from before a change.
const webDist = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(root, 'apps', 'web', 'dist');
if (!process.env.WEB_DIST_DIR) await ensureWebBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'rbax-lighthouse-'));
const server = startServer({ ...benchServerEnv({ port, dataDir }), WEB_DIST_DIR: webDist }, [
  'ignore',
  'inherit',
  'inherit',
]);
const chrome = await chromeLauncher.launch({
  chromePath: ['/usr/bin/chromium', process.env.CHROMIUM_PATH].find(Boolean),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Sets both navigator.language and Accept-Language (--lang does not, headless).
    '--accept-lang=pt-BR',
  ],
});

/** gzip -9 size of a built script, whatever encoding the server chose (it prefers brotli). */
const gzipBytes = (item) => {
  const url = new URL(item.url);
  if (url.origin !== base) return item.transferSize ?? 0;
  return gzipSync(readFileSync(join(webDist, url.pathname)), { level: 9 }).length;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

async function audit(url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const failed = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative')
    .filter((item) => item.scoreDisplayMode !== 'notApplicable' && item.scoreDisplayMode !== 'manual')
    .map((item) => ({ id: item.id, score: item.score, displayValue: item.displayValue }));
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([key, value]) => [key, round(value.score * 100)])),
    metrics: {
      firstContentfulPaintMs: round(lhr.audits['first-contentful-paint'].numericValue),
      largestContentfulPaintMs: round(lhr.audits['largest-contentful-paint'].numericValue),
      totalBlockingTimeMs: round(lhr.audits['total-blocking-time'].numericValue),
      cumulativeLayoutShift: round(lhr.audits['cumulative-layout-shift'].numericValue, 3),
      speedIndexMs: round(lhr.audits['speed-index'].numericValue),
    },
    requests: requests.length,
    javascript: {
      requests: scripts.length,
      gzipKiB: round(scripts.reduce((sum, item) => sum + gzipBytes(item), 0) / 1024, 1),
      transferredKiB: round(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024, 1),
    },
    lowScoringAudits: failed,
  };
}

// Lighthouse's simulated throttling scales the CPU work it observes, so a busy machine (2 cores,
// shared) lowers the scores: the 1-minute load average is recorded before and after the runs.
const load = () => Math.round(loadavg()[0] * 100) / 100;

try {
  await waitForHttp(`${base}/api/ready`);
  const loadBefore = load();
  const results = {};
  for (const path of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${base}${path}`));
    const performance = median(runs.map((item) => item.scores.performance));
    results[path] = {
      ...runs.find((item) => item.scores.performance === performance),
      performanceRuns: runs.map((item) => item.scores.performance),
    };
  }
  const landingJsKiB = results['/'].javascript.gzipKiB;
  const result = {
    benchmark: 'lighthouse',
    date: new Date().toISOString(),
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    settings: 'mobile (default config): Moto G Power emulation, simulated throttling (slow 4G, 4× CPU)',
    loadAverage1m: { before: loadBefore, after: load() },
    budget: BUDGET,
    pages: results,
    landingJsKiB,
    withinBudget:
      landingJsKiB <= BUDGET.landingJsKiB &&
      results['/'].javascript.requests <= BUDGET.landingScripts &&
      Object.values(results).every((page) => Object.values(page.scores).every((score) => score >= BUDGET.score)),
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(`[bench:lighthouse] wrote ${writeResult(process.env.LIGHTHOUSE_RESULT ?? 'lighthouse', result)}`);
} finally {
  chrome.kill();
  await stopServer(server, dataDir);
}
