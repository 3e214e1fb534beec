/**
 * What the service worker precaches (issue 25: the whole build was 1.5 MB gzip downloaded in the
 * background after the first visit). The shell and the pages a signed-in person is likely to
 * open — the boards, a board with its views and card dialog, notifications, workspaces, the
 * dashboard — with their strings in every language; every other script is cached by the worker
 * the first time it is used (src/sw/service-worker.ts), so a page visited once opens offline too.
 *
 * A `manifestTransforms` step of vite-plugin-pwa (injectManifest): it reads the build's Vite
 * manifest and keeps the scripts reachable from the roots below by static imports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type ManifestEntry = { url: string; revision: string | null; size: number };

/** Source modules whose chunks (and their static imports) are precached. */
export const precacheRoots = [
  'index.html',
  'src/app/routes/app-layout.tsx',
  'src/app/routes/boards.tsx',
  'src/app/routes/board.tsx',
  'src/app/routes/card.tsx',
  'src/app/routes/notifications.tsx',
  'src/app/routes/workspaces.tsx',
  'src/app/routes/dashboard.tsx',
  'src/features/board/views/table/table-view.tsx',
  'src/features/board/views/calendar/calendar-view.tsx',
  'src/features/board/views/timeline/timeline-view.tsx',
  'src/features/boards/components/board-dialog.tsx',
  'src/features/workspaces/components/workspace-form-dialog.tsx',
  'src/features/focus/components/focus-dialog.tsx',
  'src/features/time/components/timer-review-view.tsx',
  'src/features/search/components/search-palette.tsx',
  '../../packages/shared/src/messages-en-US.ts',
  '../../packages/shared/src/messages-es-ES.ts',
  'src/locales/en-US.json',
  'src/locales/es-ES.json',
];

/** The strings of the shell and of the board page (router.tsx `boardStrings`), every language. */
const precachedStrings =
  /^virtual:rbax-app-locale\/strings-(core|boards|workspaces|notifications|boardView|cards|time|ai|automations|boardFlow|portability|analytics)\./;

/** Packages the shell loads on first use: sonner (toasts, src/lib/toast.ts). */
const precachedPackages = /node_modules\/sonner\/dist\/index\.mjs$/;

export function precachedScripts(manifest: Record<string, ManifestChunk>): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`precache: ${key} is not in the build (renamed? update apps/web/vite/precache.ts)`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of precacheRoots) visit(root);
  for (const key of Object.keys(manifest)) if (precachedStrings.test(key) || precachedPackages.test(key)) visit(key);
  return new Set([...keys].map((key) => manifest[key]!.file));
}

/**
 * Keeps every non-script entry (HTML, CSS, icons, manifest) and the likely routes' scripts;
 * `plugin` tells it where the build writes (`vite build --outDir` included).
 */
export function precacheLikelyRoutes(): {
  plugin: Plugin;
  transform: (entries: ManifestEntry[]) => Promise<{ manifest: ManifestEntry[]; warnings: string[] }>;
} {
  let distDir = '';
  const plugin: Plugin = {
    name: 'rbax-precache-dir',
    configResolved(config) {
      distDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const transform = async (entries: ManifestEntry[]) => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const scripts = precachedScripts(manifest);
    return {
      manifest: entries.filter((entry) => !entry.url.endsWith('.js') || scripts.has(entry.url.replace(/^\//, ''))),
      warnings: [],
    };
  };
  return { plugin, transform };
}
