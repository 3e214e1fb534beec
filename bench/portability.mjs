// `npm run bench:portability [-- --database-url postgres://…]`
// Import, backup and restore at scale (issue 23, docs/decisions/044 and 045): starts the real
// server (embedded database, then PostgreSQL when a URL is given via --database-url or
// BENCH_DATABASE_URL) and, sampling its resident memory (/proc/<pid>/status VmRSS) every 50 ms,
//  1. imports a generated 5,000-card Trello export (upload + preview, then the job);
//  2. fills a workspace to 10,000 cards (a second import) plus 40 attached files of 1 MiB,
//     backs it up, downloads the .zip, restores it as a new workspace and checks the counts.
// Memory should stay bounded: the zip streams to and from storage and is never held whole.
// Linux only (/proc). Prints JSON and writes bench/results/portability-<database>.json.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, runPerDatabase, stopServer } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3347);
const base = `http://localhost:${port}`;
const SAMPLE_MS = 50;
const FILES = Number(process.env.BENCH_FILES ?? 40);
const FILE_BYTES = 1024 * 1024;

const mib = (kib) => Math.round((kib / 1024) * 10) / 10;
const bytesMiB = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
const seconds = (ms) => Math.round(ms / 10) / 100;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
}

/** Runs `work` while sampling the server's RSS; returns its result, the time and the peak. */
async function measured(pid, work) {
  const samples = [rssOf(pid)];
  const timer = setInterval(() => samples.push(rssOf(pid)), SAMPLE_MS);
  const t0 = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: seconds(performance.now() - t0),
      peakRssMiB: mib(Math.max(...samples)),
      startRssMiB: mib(samples[0]),
    };
  } finally {
    clearInterval(timer);
  }
}

function client(cookie) {
  const call = async (path, init = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { origin: base, ...(cookie ? { cookie } : {}), ...(init.headers ?? {}) },
    });
    const body = response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : Buffer.from(await response.arrayBuffer());
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };
  const json = (method) => (path, data) =>
    call(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
  const form = (path, fields, file) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append('file', new Blob([file.data], { type: file.type }), file.name);
    return call(path, { method: 'POST', body });
  };
  return { get: (path) => call(path), post: json('POST'), form };
}

async function waitJob(api, path) {
  for (;;) {
    const job = await api.get(path);
    if (job.status === 'done') return job;
    if (job.status === 'failed') throw new Error(`${path} failed: ${job.error}`);
    await sleep(200);
  }
}

async function importTrello(api, workspaceId, board) {
  const data = Buffer.from(JSON.stringify(board));
  const t0 = performance.now();
  const preview = await api.form(
    '/api/v1/imports',
    { source: 'trello', workspaceId },
    { name: 'trello.json', type: 'application/json', data },
  );
  const previewSeconds = seconds(performance.now() - t0);
  await api.post(`/api/v1/imports/${preview.id}/confirm`, {});
  const done = await waitJob(api, `/api/v1/imports/${preview.id}`);
  return { fileMiB: bytesMiB(data.length), previewSeconds, boardId: done.boardId, imported: done.report.imported };
}

async function benchPortability(database) {
  const { bigTrelloBoard } = await tsImport('../packages/shared/src/portability/fixtures/trello.ts', import.meta.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-portability-'));
  const server = startServer(benchServerEnv({ port, dataDir, databaseUrl: database.url }), [
    'ignore',
    'inherit',
    'inherit',
  ]);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const account = { name: 'Bench', email: `bench-${Date.now()}@bench.test`, password: 'Bench#Quadro42' };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const api = client(
      signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
    const workspace = await api.post('/api/v1/workspaces', { name: 'Bench' });
    await sleep(1000);
    const idleRssMiB = mib(rssOf(server.pid));

    const trello = await measured(server.pid, () => importTrello(api, workspace.id, bigTrelloBoard(5000)));

    // The workspace grows to 10,000 cards (a second import), and 40 files of 1 MiB on its cards.
    const second = await importTrello(api, workspace.id, bigTrelloBoard(5000));
    const detail = await api.get(`/api/v1/boards/${second.boardId}`);
    const hashes = [];
    for (let i = 0; i < FILES; i += 1) {
      const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(FILE_BYTES - 9)]);
      hashes.push(createHash('sha256').update(data).digest('hex'));
      await api.form(
        `/api/v1/cards/${detail.cards[i].id}/attachments`,
        {},
        { name: `arquivo-${i}.pdf`, type: 'application/pdf', data },
      );
    }
    await sleep(1000);

    const backup = await measured(server.pid, async () =>
      waitJob(api, `/api/v1/backups/${(await api.post(`/api/v1/workspaces/${workspace.id}/backups`)).id}`),
    );
    const zip = await api.get(`/api/v1/backups/${backup.result.id}/download`);
    await sleep(1000);
    const restore = await measured(server.pid, async () => {
      const queued = await api.form('/api/v1/restores', {}, { name: 'backup.zip', type: 'application/zip', data: zip });
      return waitJob(api, `/api/v1/restores/${queued.id}`);
    });
    const restoredBoards = await api.get(`/api/v1/boards?workspaceId=${restore.result.workspaceIds[0]}`);
    const restoredCards = restoredBoards.reduce((sum, b) => sum + b.cardCount, 0);
    return {
      database: database.name,
      idleRssMiB,
      trelloImport5000: {
        fileMiB: trello.result.fileMiB,
        uploadAndPreviewSeconds: trello.result.previewSeconds,
        totalSeconds: trello.seconds,
        imported: trello.result.imported,
        peakRssMiB: trello.peakRssMiB,
        rssIncreaseMiB: Math.round((trello.peakRssMiB - trello.startRssMiB) * 10) / 10,
      },
      backup10000: {
        cards: 10_000,
        files: FILES,
        fileMiBEach: bytesMiB(FILE_BYTES),
        zipMiB: bytesMiB(zip.length),
        seconds: backup.seconds,
        peakRssMiB: backup.peakRssMiB,
        rssIncreaseMiB: Math.round((backup.peakRssMiB - backup.startRssMiB) * 10) / 10,
      },
      restore10000: {
        seconds: restore.seconds,
        peakRssMiB: restore.peakRssMiB,
        rssIncreaseMiB: Math.round((restore.peakRssMiB - restore.startRssMiB) * 10) / 10,
        activeCardsRestored: restoredCards,
        activeCardsOriginal: 2 * 4900,
      },
      sampling: { intervalMs: SAMPLE_MS },
    };
  } finally {
    await stopServer(server, dataDir);
  }
}

await runPerDatabase('portability', benchPortability);
