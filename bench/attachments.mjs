// `npm run bench:attachments [-- --database-url postgres://…]`
// Memory of attachment uploads (issue 17): starts the real server (embedded database, then
// PostgreSQL when a URL is given via --database-url or BENCH_DATABASE_URL), signs up, creates a
// board and a card, then sends 8 concurrent 25 MB PDF-like uploads and samples the server's
// resident memory (/proc/<pid>/status VmRSS) every 50 ms: idle before the uploads, peak during
// them, and settled after. Linux only (/proc). Prints JSON and writes bench/results/attachments.json.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchDatabaseUrl, benchServerEnv, stopServer, writeResult } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3312);
const base = `http://localhost:${port}`;
const UPLOADS = 8;
// ATTACHMENT_MAX_BYTES (packages/shared/src/cards.ts): the largest file that is accepted.
const FILE_BYTES = 25 * 1024 * 1024;
const SAMPLE_MS = 50;

async function json(path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: base, ...(init.headers ?? {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${body}`);
  return { response, body: body ? JSON.parse(body) : null };
}

/** VmRSS and VmHWM (peak RSS since start) of a process, in KiB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Samples VmRSS every SAMPLE_MS until stopped; returns { samples, peakKiB }. */
function sampler(pid) {
  const samples = [];
  const timer = setInterval(() => samples.push(memoryOf(pid).rss), SAMPLE_MS);
  samples.push(memoryOf(pid).rss);
  return {
    stop() {
      clearInterval(timer);
      samples.push(memoryOf(pid).rss);
      return { samples: samples.length, peakKiB: Math.max(...samples) };
    },
  };
}

const mib = (kib) => Math.round((kib / 1024) * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One multipart body shared by every upload: a PDF-like file of `bytes`. */
function uploadBody(bytes) {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.4\n', 0);
  for (let i = 4096; i + 4 <= bytes; i += 4096) file.writeUInt32BE((i * 2654435761) >>> 0, i);
  const boundary = `----rbaxbench${Date.now()}`;
  const body = new Blob([
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    file,
    `\r\n--${boundary}--\r\n`,
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, sha256: sha256(file) };
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

async function benchAttachments(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-attachments-'));
  const server = startServer(benchServerEnv({ port, dataDir, databaseUrl: database.url }), [
    'ignore',
    'inherit',
    'inherit',
  ]);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const account = { name: 'Bench', email: `bench-${Date.now()}@bench.test`, password: 'Bench#Quadro42' };
    const signUp = await json('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify(account) });
    const cookie = signUp.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const post = async (path, body) =>
      (await json(path, { method: 'POST', headers: { cookie }, body: JSON.stringify(body) })).body;
    const workspace = await post('/api/v1/workspaces', { name: 'Bench' });
    const board = await post('/api/v1/boards', { title: 'Anexos', workspaceId: workspace.id, template: 'kanban' });
    const detail = (await json(`/api/v1/boards/${board.id}`, { headers: { cookie } })).body;
    const card = await post(`/api/v1/boards/${board.id}/cards`, { columnId: detail.columns[0].id, title: 'Anexos' });

    const upload = uploadBody(FILE_BYTES);
    const send = async (body = upload) => {
      const response = await fetch(`${base}/api/v1/cards/${card.id}/attachments`, {
        method: 'POST',
        headers: { origin: base, cookie, 'content-type': body.contentType },
        body: body.body,
      });
      const text = await response.text();
      return { status: response.status, body: response.ok ? JSON.parse(text) : text };
    };
    // One small upload first, so the idle figure includes the modules an upload loads (file-type,
    // busboy) but not the memory a large upload leaves behind.
    const warm = await send(uploadBody(64 * 1024));
    if (warm.status !== 201) throw new Error(`warm-up upload → ${warm.status} ${warm.body}`);
    await sleep(1000);

    const idle = sampler(server.pid);
    await sleep(1000);
    const before = idle.stop();

    const during = sampler(server.pid);
    const t0 = performance.now();
    const results = await Promise.all(Array.from({ length: UPLOADS }, () => send()));
    const seconds = Math.round((performance.now() - t0) / 10) / 100;
    const peak = during.stop();

    await sleep(2000);
    const after = memoryOf(server.pid);
    const statuses = results.map((r) => r.status);
    const stored = results.find((r) => r.status === 201)?.body;
    let downloadMatches = null;
    if (stored) {
      const file = await fetch(`${base}${stored.url}`, { headers: { cookie } });
      downloadMatches = sha256(Buffer.from(await file.arrayBuffer())) === upload.sha256;
    }
    return {
      database: database.name,
      uploads: { count: UPLOADS, concurrent: true, bytesEach: FILE_BYTES, statuses, seconds, downloadMatches },
      serverRssMiB: {
        idleBefore: mib(before.peakKiB),
        peakDuring: mib(peak.peakKiB),
        increase: mib(peak.peakKiB - before.peakKiB),
        settledAfter: mib(after.rss),
        peakSinceStart: mib(after.hwm),
      },
      sampling: { intervalMs: SAMPLE_MS, samplesDuring: peak.samples },
    };
  } finally {
    await stopServer(server, dataDir);
  }
}

// Both databases go into one file: the figure that matters is the server's memory, and the
// embedded database lives in the server process (a higher idle figure), PostgreSQL does not.
const databaseUrl = benchDatabaseUrl();
const databases = [{ name: 'embedded' }, ...(databaseUrl ? [{ name: 'postgres', url: databaseUrl }] : [])];
const load = () => Math.round(loadavg()[0] * 100) / 100;
const loadBefore = load();
const runs = [];
for (const database of databases) runs.push(await benchAttachments(database));
const result = {
  benchmark: 'attachments',
  at: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage1m: { before: loadBefore, after: load() },
  },
  runs,
};
const file = writeResult('attachments', result);
console.log(JSON.stringify(result, null, 2));
console.error(`[bench] wrote ${file}`);
