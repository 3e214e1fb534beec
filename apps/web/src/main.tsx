import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRouter, routes } from '@/app/router';
import { isPublicPath } from '@/config/paths';
import { currentLocale, loadLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { resolveRoutesForHydration } from '@/prerender/preload';
import '@/index.css';
import '@/features/pwa/lib/install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const offlineSupport = () => import('@/lib/offline/offline-support');
const locale = currentLocale();

// A public page arrives pre-rendered (src/prerender) in the language the server chose; it is
// hydrated when the browser settles on the same language, and rendered afresh otherwise.
// The first paint is already in the visitor's language. A signed-in page (or any page
// offline) first gets back the queries persisted on the device, so it renders offline;
// a public page online loads none of it (the landing's budget): the signed-in shell
// starts persisting when it mounts (features/offline/components/offline-sync.tsx).
const restoreFirst = !navigator.onLine || !isPublicPath(window.location.pathname);
const hydrate =
  !restoreFirst && container.dataset.prerendered === locale && container.firstElementChild !== null;
await Promise.all([
  loadLanguage(locale),
  restoreFirst
    ? offlineSupport().then(({ startOfflineSupport }) => startOfflineSupport(queryClient, { restore: true }))
    : null,
  hydrate ? resolveRoutesForHydration(routes, window.location.pathname, locale) : null,
]);

const router = createRouter();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (hydrate) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
