// `npm test`: the whole suite, in the order that fails fastest.
//   1. type-check and lint
//   2. Vitest: shared, server (on embedded PGlite) and web projects
//   3. the server project again on PostgreSQL when TEST_DATABASE_URL is set
//   4. a fresh production build of the web app, then Playwright journeys
//      against the real server (e2e/global-setup starts it)
// Flags: --skip-e2e, --only-e2e.
import { existsSync } from 'node:fs';
import { run } from './lib.mjs';

const systemChromium = () =>
  [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].some((p) => p && existsSync(p));

const args = new Set(process.argv.slice(2));
const steps = [];
if (!args.has('--only-e2e')) {
  steps.push(['type-check', 'npm', ['run', 'typecheck']]);
  steps.push(['lint', 'npm', ['run', 'lint']]);
  steps.push(['unit and integration (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }]);
  if (process.env.TEST_DATABASE_URL) {
    steps.push(['server integration (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server']]);
  } else {
    console.log('[test] TEST_DATABASE_URL is not set: skipping the PostgreSQL pass of the server tests.');
  }
}
if (!args.has('--skip-e2e')) {
  steps.push(['web build', 'npm', ['run', 'build']]);
  if (!systemChromium()) {
    // An ordinary developer machine without Chromium: fetch Playwright's own build.
    steps.push(['browser download', 'npx', ['playwright', 'install', 'chromium']]);
  }
  steps.push(['end-to-end (Playwright)', 'npx', ['playwright', 'test']]);
}

const started = Date.now();
for (const [name, command, commandArgs, env] of steps) {
  const t0 = Date.now();
  console.log(`\n[test] ▶ ${name}`);
  const code = await run(command, commandArgs, { env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`[test] ✖ ${name} failed (exit ${code}) after ${seconds}s`);
    process.exit(code);
  }
  console.log(`[test] ✔ ${name} (${seconds}s)`);
}
console.log(`\n[test] all steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
