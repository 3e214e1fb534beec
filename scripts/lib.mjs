// Small helpers shared by the repository scripts (start, test, e2e server, bench).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = join(root, 'apps', 'web', 'dist');
export const serverEntry = join(root, 'apps', 'server', 'src', 'server.ts');
export const serverBundle = join(root, 'apps', 'server', 'dist', 'server.js');

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Builds the web app unless a build already exists (or `force`). */
export async function ensureWebBuild({ force = false } = {}) {
  if (!force && existsSync(join(webDist, 'index.html'))) return;
  console.log('[rbax] Building the web app (apps/web/dist)…');
  const code = await run('npm', ['run', 'build', '-w', '@rbax/web']);
  if (code !== 0) throw new Error(`web build failed with exit code ${code}`);
}

/**
 * V8 sized for a small team's laptop, where the embedded database runs (issue 25, decision 055):
 * a 1 MB young generation and the heap tuned for size keep the idle server near 250 MB instead
 * of 290–310 (measured with bench/runtime.mjs). A PostgreSQL deployment keeps V8's defaults,
 * which favour throughput.
 */
const EMBEDDED_NODE_FLAGS = ['--max-semi-space-size=1', '--optimize-for-size'];

/**
 * glibc's malloc (Linux) keeps what V8's helper threads freed: the threads that compile PGlite's
 * WebAssembly to optimized code work in 32 KB blocks, tens of MB at a time, and ~60–90 MB of it
 * stayed resident for good in their arenas (decision 057). Blocks of 32 KB and more are mapped on
 * their own, so freeing them returns the memory; setting the threshold also stops glibc from
 * raising it by itself. Embedded idle 270 → 175 MB after a restart, 360 → 210 after a first
 * start (which takes ~1 s longer), PostgreSQL −10 MB, no measurable cost per request. Other
 * C libraries ignore the variable; a value in the environment wins.
 */
const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '32768' };

/**
 * Starts the server as a child process. `runtime: 'tsx'` (the default: tests, benchmarks, screenshots)
 * runs the TypeScript sources through tsx; `runtime: 'build'` runs the bundle of
 * scripts/build-server.mjs, which the caller builds first (docs/decisions/029).
 */
export function startServer(env = {}, stdio = 'inherit', { runtime = 'tsx' } = {}) {
  const embedded = !({ ...process.env, ...env }.DATABASE_URL ?? '').trim();
  const args =
    runtime === 'build' ? [...(embedded ? EMBEDDED_NODE_FLAGS : []), serverBundle] : ['--import', 'tsx', serverEntry];
  return spawn(process.execPath, args, {
    cwd: root,
    stdio,
    env: { ...(runtime === 'build' ? MALLOC_ENV : {}), ...process.env, ...env },
  });
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
