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

// The first paint is already in the visitor's language. A signed-in page (or any page
// offline) first gets back the queries persisted on the device, so it renders offline;
// a public page online loads none of it (the landing's budget): the signed-in shell
// starts persisting when it mounts (features/offline/components/offline-sync.tsx).
const restoreFirst = !navigator.onLine || !isPublicPath(window.location.pathname);
await Promise.all([
  loadLanguage(currentLocale()),
  restoreFirst
    ? offlineSupport().then(({ startOfflineSupport }) => startOfflineSupport(queryClient, { restore: true }))
    : null,
]);

const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
