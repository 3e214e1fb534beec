import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import { isPublicPath } from '@/config/paths';
import { currentLocale, loadLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import '@/index.css';
import '@/features/pwa/lib/install-prompt';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const offlineSupport = () => import('@/lib/offline/offline-support');
const locale = currentLocale();

// The app renders in the browser. A public page arrives pre-rendered instead, with its own
// small runtime (src/islands); it reaches this code only offline (the service worker answers
// with this shell) or when the app navigates to it. A signed-in page (or any page offline)
// first gets back the queries persisted on the device, so it renders offline; a public page
// online loads none of it: the signed-in shell starts persisting when it mounts
// (features/offline/components/offline-sync.tsx).
const restoreFirst = !navigator.onLine || !isPublicPath(window.location.pathname);
await Promise.all([
  loadLanguage(locale),
  restoreFirst
    ? offlineSupport().then(({ startOfflineSupport }) => startOfflineSupport(queryClient, { restore: true }))
    : null,
]);

const router = createRouter();
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
