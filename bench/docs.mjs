// `node bench/docs.mjs [--database-url postgres://…]`
// Documents (issue 26, docs/decisions/051) on the real server: a 50-page document with 5
// concurrent editors on the realtime socket — keystroke-to-other-screen latency (from a
// keystroke's update leaving one editor until the next editor receives it; budget p95 ≤ 100 ms);
// loading a 1 MB document (subscribe until the state is applied; budget ≤ 500 ms); and the
// storage a document takes after 10,000 one-character edits, before and after compaction.
// Prints JSON, writes bench/results/docs-<database>.json and bench/results/docs.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, runPerDatabase, seedBoard, stopServer, summarize, writeResult } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3314);
const base = `http://localhost:${port}`;
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const EDITORS = 5;
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 100);
const EDITS = Number(process.env.BENCH_EDITS ?? 10_000);
const budgets = { keystrokeP95Ms: 100, loadOneMegabyteMs: 500 };
const results = [];

const b64 = (bytes) => Buffer.from(bytes).toString('base64');
const bytes = (text) => new Uint8Array(Buffer.from(text, 'base64'));

/** ~3,000 characters a page: headings, paragraphs and a list. */
function pages(count, words = 450) {
  const lorem = 'planejamento concreto fundação cronograma entrega revisão equipe orçamento risco qualidade'.split(' ');
  let out = '';
  for (let p = 1; p <= count; p += 1) {
    out += `# Página ${p}\n\n`;
    for (let para = 0; para < 4; para += 1) {
      const text = Array.from({ length: words / 4 }, (_, i) => lorem[(p * 7 + para * 3 + i) % lorem.length]).join(' ');
      out += `${text}.\n\n`;
    }
    out += `- item ${p}.1\n- item ${p}.2\n\n`;
  }
  return out;
}

/** An editor: a Y.Doc synced on its own socket; `onRemote` sees each update received. */
async function editor(cookie, docId, onRemote = () => {}) {
  const socket = new WebSocket(`ws://localhost:${port}/api/realtime`, { headers: { cookie, origin: base } });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const doc = new Y.Doc();
  const channel = `doc:${docId}`;
  const acks = new Map();
  let ref = 0;
  const t0 = performance.now();
  const synced = new Promise((resolve, reject) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'doc-sync') {
        Y.applyUpdate(doc, bytes(message.update), 'remote');
        resolve(performance.now() - t0);
      } else if (message.type === 'doc-update') {
        onRemote(message.update);
        Y.applyUpdate(doc, bytes(message.update), 'remote');
      } else if (message.type === 'doc-ack') {
        acks.get(message.ref)?.();
        acks.delete(message.ref);
      } else if (message.type === 'error') reject(new Error(message.code));
    });
  });
  socket.send(JSON.stringify({ type: 'subscribe', channel }));
  const loadMs = await synced;
  /** Types one character at `index` of the document's text; resolves once stored (acked). */
  const type = (index) => {
    const before = Y.encodeStateVector(doc);
    const fragment = doc.getXmlFragment('default');
    const paragraph = fragment.get(Math.min(index % fragment.length, fragment.length - 1));
    let text = paragraph.get(0);
    if (!(text instanceof Y.XmlText)) {
      text = new Y.XmlText();
      paragraph.insert(0, [text]);
    }
    text.insert(Math.min(text.length, index % 50), 'x');
    const update = b64(Y.encodeStateAsUpdate(doc, before));
    ref += 1;
    const acked = new Promise((resolve) => acks.set(ref, resolve));
    socket.send(JSON.stringify({ type: 'doc-update', channel, update, ref }));
    return { update, acked };
  };
  return { socket, doc, loadMs, type };
}

async function benchDocs(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-docs-'));
  const env = benchServerEnv({ port, dataDir, databaseUrl: database.url });
  const seeded = seedBoard(env, 1);
  const server = startServer(env, ['ignore', 'inherit', 'inherit']);
  const sockets = [];
  let storageDocId;
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: seeded.email, password: seeded.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const api = async (path, body) => {
      const response = await fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
      return response.json();
    };
    const workspace = await api('/api/v1/workspaces', { name: 'Bench Docs' });
    const create = (title, markdown) => api(`/api/v1/workspaces/${workspace.id}/docs`, { title, markdown });

    // 1. Five editors on a 50-page document, all typing; each keystroke timed to the next editor.
    const fifty = pages(50);
    const big = await create('50 páginas', fifty);
    const sentAt = new Map();
    const latencies = [];
    const editors = [];
    for (let i = 0; i < EDITORS; i += 1) {
      const watcher = i;
      editors.push(
        await editor(cookie, big.id, (update) => {
          const sent = sentAt.get(update);
          if (sent && sent.observer === watcher) {
            latencies.push(performance.now() - sent.t0);
            sentAt.delete(update);
          }
        }),
      );
    }
    sockets.push(...editors.map((e) => e.socket));
    await Promise.all(
      editors.map(async (e, i) => {
        for (let k = 0; k < KEYSTROKES; k += 1) {
          const t0 = performance.now();
          const { update, acked } = e.type(i * 13 + k);
          sentAt.set(update, { t0, observer: (i + 1) % EDITORS });
          await acked;
          await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const keystroke = summarize(latencies);

    // 2. Loading a 1 MB document (subscribe → state applied), 5 times after a warm-up.
    const megabyte = pages(330).slice(0, 990_000);
    const heavy = await create('1 MB', megabyte);
    const loads = [];
    for (let i = 0; i < 6; i += 1) {
      const e = await editor(cookie, heavy.id);
      e.socket.terminate();
      if (i > 0) loads.push(e.loadMs);
    }
    const stateBytes = Y.encodeStateAsUpdate((await editor(cookie, heavy.id)).doc).length;

    // 3. 10,000 one-character edits on a small document, every one acknowledged.
    const small = await create('Edições', 'Um parágrafo.\n\nOutro parágrafo.');
    storageDocId = small.id;
    const writer = await editor(cookie, small.id);
    sockets.push(writer.socket);
    const t0 = performance.now();
    for (let k = 0; k < EDITS; k += 1) await writer.type(k).acked;
    const editsSeconds = (performance.now() - t0) / 1000;

    results.push({
      database: database.name,
      document: { pages: 50, markdownBytes: Buffer.byteLength(fifty) },
      keystrokeToOtherScreen: { editors: EDITORS, keystrokes: EDITORS * KEYSTROKES, ...keystroke },
      loadOneMegabyteDocument: { markdownBytes: Buffer.byteLength(megabyte), stateBytes, ...summarize(loads) },
      edits: {
        count: EDITS,
        perSecond: Math.round(EDITS / editsSeconds),
        textLength: writer.doc.getXmlFragment('default').toString().length,
      },
    });
  } finally {
    for (const socket of sockets) socket.terminate();
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
  // Storage: read with the server stopped (the embedded database takes one process).
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'bench', 'docs-storage.ts'), dataDir, storageDocId, database.url ?? ''],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const storage = JSON.parse(out.trim().split('\n').at(-1));
  await stopServer(server, dataDir);
  const result = results.at(-1);
  result.storageAfterEdits = { edits: EDITS, ...storage };
  result.budgets = budgets;
  result.withinBudget = {
    keystrokeP95: result.keystrokeToOtherScreen.p95Ms <= budgets.keystrokeP95Ms,
    loadOneMegabyte: result.loadOneMegabyteDocument.medianMs <= budgets.loadOneMegabyteMs,
  };
  return result;
}

await runPerDatabase('docs', benchDocs);
writeResult('docs', { benchmark: 'docs', results });
