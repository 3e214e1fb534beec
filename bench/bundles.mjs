// Issue 25, row 'signed-in app, first load of /boards': what a signed-in person downloads on the
// first visit to /boards, and what the service worker precaches behind it.
//   - firstLoad: Chromium (service workers blocked, empty cache) opens /boards signed in and waits
//     for the network to go quiet; every script response is counted with its bytes on the wire
//     (the server's gzip/br) and its decoded size. Budget: ≤ 300 KB of JavaScript (gzip).
//   - precache: the URLs listed in the built service worker's manifest, summed raw and gzip
//     (level 9, as an estimate of the wire). Budget: the background precache ≤ 1 MB.
//   - files: every script of the first load with its gzip KB; largest: the twelve biggest of the first load, to see what to split next.
//   - modules: the bundle analysis — the first load's scripts attributed to packages and source
//     files by their rendered (minified, not gzipped) bytes, from apps/web/.rbax-composition.json
//     that the build writes (apps/web/vite/composition-plugin.ts); the top 40.
// Prints JSON and writes bench/results/bundles.json. Sizes do not depend on the machine's load.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild, root, startServer, waitForHttp, webDist } from '../scripts/lib.mjs';
import { benchServerEnv, seedBoard, stopServer, writeResult } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3314);
const base = `http://localhost:${port}`;
const budgets = { firstLoadJsGzipKB: 300, precacheKB: 1000 };

const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The built app; WEB_DIST_DIR (as the server reads it) measures a copy. */
const dist = process.env.WEB_DIST_DIR ?? webDist;
const kb = (bytes) => Math.round(bytes / 100) / 10;

/** Bytes of a response body as sent with `Accept-Encoding: gzip` (fetch would decode it). */
function gzipBodyBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve(res.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body, { level: 9 }).length);
      });
    }).on('error', reject);
  });
}

/** The precache manifest Workbox injected into dist/service-worker.js: `[{url, revision}, …]`. */
function precacheEntries() {
  const source = readFileSync(join(dist, 'service-worker.js'), 'utf8');
  const urls = [...source.matchAll(/"url"\s*:\s*"([^"]+)"/g)].map((m) => m[1]);
  return [...new Set(urls)];
}

function precacheSize() {
  const entries = precacheEntries();
  let raw = 0;
  let gzip = 0;
  const byKind = {};
  for (const url of entries) {
    const file = join(dist, url.replace(/^\//, ''));
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    const zipped = /\.(png|woff2)$/.test(url) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
    raw += statSync(file).size;
    gzip += zipped;
    const kind = url.split('.').pop();
    byKind[kind] = (byKind[kind] ?? 0) + zipped;
  }
  return {
    files: entries.length,
    rawKB: kb(raw),
    gzipKB: kb(gzip),
    gzipKBByKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, kb(v)])),
  };
}

async function firstLoad() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-bundles-'));
  const env = benchServerEnv({ port, dataDir });
  const seeded = seedBoard(env, 50);
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  let browser;
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });
    const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block', locale: 'pt-BR' });
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: seeded.email, password: seeded.password },
      headers: { origin: base },
    });
    if (!signIn.ok()) throw new Error(`sign-in → ${signIn.status()} ${await signIn.text()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
      requests.set(requestId, {
        type,
        url: response.url,
        encoding: response.headers['content-encoding'] ?? 'identity',
      }),
    );
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const r = requests.get(requestId);
      if (r) r.decoded = (r.decoded ?? 0) + dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) r.wire = encodedDataLength;
    });
    await page.goto('/boards', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1500);
    const scripts = [...requests.values()].filter((r) => r.type === 'Script' && r.wire !== undefined);
    // The budget is in gzip bytes of the bodies: fetched again with gzip only, headers not counted.
    for (const r of scripts) r.gzip = await gzipBodyBytes(r.url);
    const wire = scripts.reduce((sum, r) => sum + r.wire, 0);
    const gzip = scripts.reduce((sum, r) => sum + r.gzip, 0);
    const decoded = scripts.reduce((sum, r) => sum + (r.decoded ?? 0), 0);
    return {
      scripts: scripts.length,
      requests: [...requests.values()].length,
      jsGzipKB: kb(gzip),
      jsWireKB: kb(wire),
      jsDecodedKB: kb(decoded),
      encodings: [...new Set(scripts.map((r) => r.encoding))],
      files: scripts.map((r) => `${new URL(r.url).pathname.replace('/assets/', '')} ${kb(r.gzip)}`),
      largest: scripts
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 12)
        .map((r) => ({ file: new URL(r.url).pathname, gzipKB: kb(r.gzip), decodedKB: kb(r.decoded ?? 0) })),
    };
  } finally {
    await browser?.close();
    await stopServer(server, dataDir);
  }
}

/**
 * Which packages and source files the first load's scripts are made of (rendered bytes, before
 * gzip). Only when the composition file belongs to the build measured (same chunk names).
 */
function firstLoadModules(files) {
  const compositionFile = process.env.COMPOSITION_FILE ?? join(root, 'apps/web/.rbax-composition.json');
  if (!existsSync(compositionFile)) return null;
  const chunks = JSON.parse(readFileSync(compositionFile, 'utf8'));
  const loaded = new Set(files.map((line) => `assets/${line.split(' ')[0]}`));
  const measured = chunks.filter((chunk) => loaded.has(chunk.file));
  if (measured.length === 0) return null;
  const bytes = new Map();
  for (const chunk of measured) {
    for (const module of chunk.modules) {
      // Source files by feature folder, packages by name.
      const key = module.id.replace(/^(apps\/web\/src\/(features|components|lib|app)\/[^/]+).*$/, '$1');
      bytes.set(key, (bytes.get(key) ?? 0) + module.bytes);
    }
  }
  return [...bytes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([id, size]) => `${id} ${kb(size)}`);
}

await ensureWebBuild();
const load = await firstLoad();
load.modules = firstLoadModules(load.files);
const precache = precacheSize();
const result = {
  benchmark: 'bundles',
  at: new Date().toISOString(),
  method:
    'first load of /boards signed in, empty cache, service worker blocked, JS gzip bodies (each script fetched again with Accept-Encoding: gzip; wire = br with headers, CDP encodedDataLength); precache = the service worker manifest, gzip -9 per file',
  firstLoad: load,
  precache,
  budgets,
  withinBudget: {
    firstLoad: load.jsGzipKB <= budgets.firstLoadJsGzipKB,
    precache: precache.gzipKB <= budgets.precacheKB,
  },
};
const file = writeResult('bundles', result);
console.log(JSON.stringify(result, null, 2));
console.error(`[bench] wrote ${file}`);
