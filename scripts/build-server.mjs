// Builds the server to one JavaScript file for `npm start` (docs/decisions/029):
// apps/server/src/server.ts → apps/server/dist/server.js (+ .map), and the SQL migrations beside it.
// `#src/*` and the workspace package `@rbax/shared` (TypeScript sources) are bundled in; every
// other dependency of apps/server stays an import resolved from node_modules at run time.
// Usable alone (`node scripts/build-server.mjs`) or through `buildServer()`.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { root, serverBundle } from './lib.mjs';

const serverDir = join(root, 'apps', 'server');
const serverDist = join(serverDir, 'dist');

/** Packages bundled rather than imported at run time: workspace packages that ship TypeScript. */
const BUNDLED_PACKAGES = new Set(['@rbax/shared']);

export async function buildServer() {
  const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies).filter((name) => !BUNDLED_PACKAGES.has(name));
  rmSync(serverDist, { recursive: true, force: true });
  const result = await build({
    entryPoints: [join(serverDir, 'src', 'server.ts')],
    outfile: serverBundle,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // `external: ['pkg']` also covers `pkg/subpath` (drizzle-orm/pg-core, better-auth/api, …).
    external,
    metafile: true,
    logLevel: 'warning',
  }).finally(() => {
    // esbuild's service process would otherwise live (~40 MB) as long as `npm start` does.
    void stop();
  });
  // A package the server imports but apps/server/package.json does not list would be bundled
  // silently (and resolved from wherever npm hoisted it): refuse instead.
  const strays = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'));
  if (strays.length > 0) {
    throw new Error(
      `apps/server imports packages missing from its package.json dependencies:\n  ${strays.join('\n  ')}`,
    );
  }
  // migrate.ts resolves `./migrations` from import.meta.url, which in the bundle is dist/server.js.
  cpSync(join(serverDir, 'src', 'db', 'migrations'), join(serverDist, 'migrations'), { recursive: true });
  return serverBundle;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const t0 = performance.now();
  const file = await buildServer();
  console.log(`[rbax] built ${relative(root, file)} in ${Math.round(performance.now() - t0)} ms`);
}
