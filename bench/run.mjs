// `npm run bench [-- --database-url postgres://…]`
// Starts the real server on the embedded database (and on PostgreSQL when a URL
// is given via --database-url or BENCH_DATABASE_URL), then measures the account
// endpoints. Prints JSON and writes bench/results/auth-<database>.json.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForHttp } from '../scripts/lib.mjs';
import { benchServerEnv, concurrent, runPerDatabase, sequential, stopServer, summarize } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3310);
const base = `http://localhost:${port}`;

async function json(path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: base, ...(init.headers ?? {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${body}`);
  return response;
}

/**
 * Password reset for a registered and an unknown address, interleaved in 200 pairs (issue 17): the
 * answer must not tell them apart. A pause after each request lets the reset's background work
 * (the lookup, the e-mail) finish, so it does not slow the next request down instead.
 */
async function resetTiming(knownEmail) {
  const reset = (email) =>
    json('/api/auth/request-password-reset', { method: 'POST', body: JSON.stringify({ email }) });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 15));
  const known = [];
  const unknown = [];
  for (let i = 0; i < 220; i += 1) {
    const order = i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const which of order) {
      const t0 = performance.now();
      await reset(which === 'known' ? knownEmail : `nobody-${i}@bench.test`);
      const ms = performance.now() - t0;
      // The first 20 pairs warm up.
      if (i >= 20) (which === 'known' ? known : unknown).push(ms);
      await pause();
    }
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    pairs: known.length,
    known: summarize(known),
    unknown: summarize(unknown),
    meanDifferenceMs: Math.round((mean(known) - mean(unknown)) * 1000) / 1000,
  };
}

async function benchAuth(database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rbax-bench-'));
  const server = startServer(benchServerEnv({ port, dataDir, databaseUrl: database.url }), [
    'ignore',
    'inherit',
    'inherit',
  ]);
  try {
    await waitForHttp(`${base}/api/ready`, 60_000);
    const account = { name: 'Bench', email: `bench-${Date.now()}@bench.test`, password: 'Bench#Quadro42' };
    await json('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify(account) });
    const signIn = () =>
      json('/api/auth/sign-in/email', {
        method: 'POST',
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
    const cookie = (await signIn()).headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = () => json('/api/v1/me', { headers: { cookie } });

    // Warm up JIT and connection pools before measuring.
    for (let i = 0; i < 20; i += 1) await me();
    for (let i = 0; i < 3; i += 1) await signIn();

    return {
      database: database.name,
      signIn: { sequential: await sequential(50, signIn), concurrent: await concurrent(200, 20, signIn) },
      me: { sequential: await sequential(500, me), concurrent: await concurrent(4000, 20, me) },
      passwordReset: await resetTiming(account.email),
    };
  } finally {
    await stopServer(server, dataDir);
  }
}

await runPerDatabase('auth', benchAuth);
