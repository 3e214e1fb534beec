// `npm run bench:all`: the table of issue 25 (ARCHITECTURE §10 budgets) from bench/results/*.json,
// each row with its goal, the latest measurement and when it was taken. `--run` first runs the
// benchmarks behind the table (board, runtime, bundles, lighthouse: ~15 min on this 2-core
// machine; `--database-url postgres://…` or BENCH_DATABASE_URL adds PostgreSQL).
// Prints the table as text and as JSON (bench/results/all.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../scripts/lib.mjs';
import { resultsDir, writeResult } from './lib.mjs';

if (process.argv.includes('--run')) {
  for (const script of ['board.mjs', 'runtime.mjs', 'bundles.mjs', 'lighthouse.mjs']) {
    const forwarded = process.argv.includes('--database-url')
      ? ['--database-url', process.argv[process.argv.indexOf('--database-url') + 1]]
      : [];
    const code = await run(process.execPath, [join('bench', script), ...forwarded]);
    if (code !== 0) console.error(`[bench:all] ${script} exited with ${code}; its row shows the previous result`);
  }
}

const read = (name) => {
  const file = join(resultsDir, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const day = (result) => (result?.at ?? result?.date ?? '').slice(0, 16).replace('T', ' ');

const lighthouse = read('lighthouse');
const bundles = read('bundles');
const boardPg = read('board-postgres');
const boardEmbedded = read('board-embedded');
const runtime = read('runtime');

const rows = [];
const row = (measure, goal, value, ok, source) => rows.push({ measure, goal, value, ok, measuredAt: day(source) });

if (lighthouse) {
  const pages = Object.entries(lighthouse.pages);
  row(
    'Lighthouse mobile performance (/, /pricing, a post)',
    '≥ 95 each; a11y, best practices, SEO 100',
    pages.map(([, p]) => p.scores.performance).join(' / '),
    pages.every(([, p]) => p.scores.performance >= 95 && p.scores.accessibility === 100 && p.scores.seo === 100),
    lighthouse,
  );
  const landing = lighthouse.pages['/'];
  row(
    'landing JavaScript, gzip',
    '≤ 150 KiB in ≤ 20 scripts',
    `${landing.javascript.gzipKiB} KiB in ${landing.javascript.requests}`,
    landing.javascript.gzipKiB <= 150 && landing.javascript.requests <= 20,
    lighthouse,
  );
}
if (bundles) {
  row(
    'signed-in first load of /boards, JS gzip',
    '≤ 300 KB',
    `${bundles.firstLoad.jsGzipKB} KB in ${bundles.firstLoad.scripts} files`,
    bundles.withinBudget.firstLoad,
    bundles,
  );
  row(
    "service worker's precache, gzip",
    '≤ 1 MB',
    `${bundles.precache.gzipKB} KB in ${bundles.precache.files} files`,
    bundles.withinBudget.precache,
    bundles,
  );
}
for (const [name, result, goal] of [
  ['PostgreSQL', boardPg, 60],
  ['embedded', boardEmbedded, 120],
]) {
  if (!result) continue;
  const cold = result.getBoard.board5k.cold.medianMs;
  row(`GET /boards/:id right after a change, 5,000 cards, ${name}`, `≤ ${goal} ms`, `${cold} ms`, cold <= goal, result);
}
const anyBoard = boardPg ?? boardEmbedded;
if (anyBoard) {
  const bytes = anyBoard.getBoard.board1k.bytes.uncompressed;
  row('board response, 1,000 cards', '≤ 400 KB', `${Math.round(bytes / 1000)} KB`, bytes <= 400_000, anyBoard);
}
for (const [name, result] of [
  ['PostgreSQL', boardPg],
  ['embedded', boardEmbedded],
]) {
  if (!result) continue;
  const rps = result.moveCard.concurrent50.requestsPerSecond;
  row(`moves per second, 50 clients, one board, ${name}`, '≥ 500', String(rps), rps >= 500, result);
  const spread = result.moveCard.concurrent50Boards?.requestsPerSecond;
  if (spread !== undefined)
    row(`moves per second, 50 clients on 50 boards, ${name}`, '≥ 1,500', String(spread), spread >= 1500, result);
}
if (runtime) {
  const embedded = runtime.results.embedded.build.restart.idleRssMiB;
  const pg = runtime.results.postgres?.build.restart.idleRssMiB;
  row('embedded mode, idle RSS (restart)', '≤ 250 MB', `${embedded} MB`, embedded <= 250, runtime);
  if (pg !== undefined) row('PostgreSQL mode, idle RSS (restart)', '≤ 150 MB', `${pg} MB`, pg <= 150, runtime);
}

const width = (key) => Math.max(key.length, ...rows.map((r) => String(r[key]).length));
const columns = ['measure', 'goal', 'value', 'ok', 'measuredAt'];
const line = (cells) => columns.map((c, i) => String(cells[i]).padEnd(width(c))).join(' | ');
console.log(line(columns));
console.log(columns.map((c) => '-'.repeat(width(c))).join('-|-'));
for (const r of rows) console.log(line([r.measure, r.goal, r.value, r.ok ? 'yes' : 'NO', r.measuredAt]));
writeResult('all', { benchmark: 'all', at: new Date().toISOString(), rows });
