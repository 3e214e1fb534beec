/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { replayPendingRequests, SYNC_COMPLETE_MESSAGE, SYNC_TAG, type SyncCompleteMessage } from '@/lib/offline/replay';

/**
 * The background worker (spec §1, ARCHITECTURE §7): serves the app shell and the built
 * assets offline, and replays the offline queue when the browser fires background sync.
 * The API is never cached here: reads offline come from the persisted query cache.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** A public page that takes longer than this from the network is served from the shell instead. */
const PUBLIC_PAGE_TIMEOUT_S = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const serverPaths = [/^\/api(\/|$)/, /^\/files\//, /^\/registerSW\.js$/, /^\/sw\.js$/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];
const shell = createHandlerBoundToURL('/index.html');

// Public pages come pre-rendered from the server in the visitor's language (fast, indexable);
// only when the network fails or is slow does the worker answer with the app shell.
const network = new NetworkOnly({ networkTimeoutSeconds: PUBLIC_PAGE_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return shell(options);
      }
    },
    { allowlist: [/^\/(landing|pricing|cases|knowledge|documentation|blog|install|install-pwa)?\/?$/, /^\/(blog|knowledge)\/[^/]+\/?$/] },
  ),
);

// The built scripts and styles not precached (vite/precache.ts: the shell and the likely routes
// are) are cached the first time a page uses them: their names carry their content's hash, so a
// cached copy is never stale, and a page visited once opens offline afterwards.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'rbax-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 90, purgeOnQuotaError: true })],
  }),
);

// Every other page of the app is the same index.html; the server's own paths are not pages.
registerRoute(new NavigationRoute(shell, { denylist: serverPaths }));

// A new version takes over at once: the shell is small and the API is versioned.
void self.skipWaiting();
clientsClaim();

async function syncAndReport(): Promise<void> {
  const result = await replayPendingRequests((input, init) => fetch(input, init));
  const message: SyncCompleteMessage = { type: SYNC_COMPLETE_MESSAGE, ...result };
  const clients = await self.clients.matchAll({ type: 'window' });
  for (const client of clients) client.postMessage(message);
  // Still queued (offline again, or the server not ready): the browser retries the sync later.
  if (result.stopped) throw new Error('offline queue not fully replayed');
}

self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag === SYNC_TAG) syncEvent.waitUntil(syncAndReport());
});
