import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appLocalePlugin } from './vite/app-locale-plugin.ts';
import { compositionPlugin } from './vite/composition-plugin.ts';
import { contentPlugin } from './vite/content-plugin.ts';
import { precacheLikelyRoutes } from './vite/precache.ts';

const apiTarget = 'http://localhost:3000';
const require = createRequire(import.meta.url);

/**
 * sonner's own module (`sonner-impl`) and, in the app's build, `sonner` as src/lib/toast.ts,
 * which loads it with the first toast (issue 25). Vitest keeps sonner itself.
 */
const sonnerEntry = require.resolve('sonner').replace(/index\.js$/, 'index.mjs');
const sonnerAliases = [
  { find: /^sonner-impl$/, replacement: sonnerEntry },
  ...(process.env.VITEST
    ? []
    : [{ find: /^sonner$/, replacement: decodeURIComponent(new URL('./src/lib/toast.ts', import.meta.url).pathname) }]),
];
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/** `/api` (incl. the realtime WebSocket) and `/files` go to the Fastify server in development and preview. */
const proxy = {
  '/api': { target: apiTarget, ws: true },
  '/files': { target: apiTarget },
};

const firstLoadVendor =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|use-sync-external-store|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;

const precache = precacheLikelyRoutes();

/** Our own shared code: the app's lib and config, and packages/shared. */
const sharedSource = /[\\/](apps[\\/]web[\\/]src[\\/](lib|config)|packages[\\/]shared[\\/]src)[\\/]/;
const zodImporters = new Map<string, boolean>();
/** Whether a module's own source imports zod (it defines schemas). */
function importsZod(id: string): boolean {
  let found = zodImporters.get(id);
  if (found === undefined) {
    try {
      found = /from\s+['"]zod(?:\/[\w-]+)?['"]/.test(readFileSync(id.split('?')[0]!, 'utf8'));
    } catch {
      found = false;
    }
    zodImporters.set(id, found);
  }
  return found;
}

/**
 * The installable app (spec §1, ARCHITECTURE §7): manifest, and our own service worker
 * (src/sw/service-worker.ts, Workbox injectManifest) precaching the built shell and assets.
 * Registered by /registerSW.js (spec §3); off in development.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: 'script-defer',
  registerType: 'autoUpdate',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'theme-init.js', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'RBAX Flow',
    short_name: 'RBAX Flow',
    description: 'Gestão de trabalho com boards kanban, automações e métricas em tempo real.',
    lang: 'pt-BR',
    start_url: '/boards',
    scope: '/',
    display: 'standalone',
    background_color: '#0b0d12',
    theme_color: '#0b0d12',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // The landing's pictures load when seen; they are not part of the offline shell. Nor is the
    // islands runtime of the pre-rendered pages (offline, those pages are the app shell).
    globIgnores: ['screenshots/**', 'assets/islands-*'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The shell and the likely routes only; the rest is cached on use (vite/precache.ts).
    manifestTransforms: [precache.transform],
    // The service worker bundle itself is built by Vite with the app's alias.
    buildPlugins: { vite: [] },
  },
  devOptions: { enabled: false },
});

/**
 * `vite build --mode islands`: the browser code of the pre-rendered public pages
 * (src/islands, docs/decisions/041-landing-islands.md), beside the app's files in dist/assets
 * as `islands-*`. Its own build: it shares no chunk with the app, so its first load is React,
 * the strings and the islands on screen, in a few files. Islands hydrate without a router, and
 * their links are plain links: `react-router` is src/islands/router-shim.tsx here.
 */
const islands = defineConfig({
  plugins: [react(), contentPlugin(), appLocalePlugin()],
  resolve: {
    alias: [
      ...sonnerAliases,
      { find: /^react-router$/, replacement: `${srcDir}/islands/router-shim.tsx` },
      { find: '@', replacement: srcDir },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    // Read by scripts/prerender.mjs (each page's boot list), then removed with dist/.vite.
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      input: 'src/islands/main.tsx',
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        assetFileNames: 'assets/islands-[name]-[hash][extname]',
      },
    },
  },
});

/**
 * `vite build` makes the browser bundle; `vite build --ssr src/prerender/entry-server.tsx`
 * (run by `npm run build`) makes the renderer that pre-renders the public pages
 * (scripts/prerender.mjs), with the same plugins minus the service worker.
 */
const app = defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    contentPlugin(),
    appLocalePlugin(),
    ...(isSsrBuild ? [] : [precache.plugin, pwa, compositionPlugin()]),
  ],
  resolve: { alias: [...sonnerAliases, { find: '@', replacement: srcDir }] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        // The pre-renderer reads it for each page's stylesheets.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // One chunk for the runtime every page of the app needs: fewer requests and
              // better gzip than many small shared chunks. The icons likewise: one chunk (18 KB
              // gzip) instead of one file per icon — fifty-odd files of 0.2 KB on the first load of
              // /boards, which with their overhead weighed 4 KB more in all (bench/bundles.mjs).
              groups: [
                { name: 'vendor', test: firstLoadVendor, priority: 4 },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 4, priority: 3 },
                // Shared code without schemas: what every page's first load needs (issue 25).
                {
                  name: 'common',
                  test: (id: string) => sharedSource.test(id) && !importsZod(id),
                  minShareCount: 4,
                  maxModuleSize: 6000,
                  priority: 2,
                },
                // zod and the shared schemas: the forms and dialogs need them, the first load does not.
                {
                  name: 'schemas',
                  test: (id: string) =>
                    /node_modules[\\/]zod[\\/]/.test(id) || (sharedSource.test(id) && importsZod(id)),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));

/** `--mode islands` builds the pre-rendered pages' runtime (above); any other build is the app's. */
export default defineConfig((env) => (env.mode === 'islands' ? islands : app(env)));
