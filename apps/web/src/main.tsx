import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';
import { currentLocale, loadLanguage } from '@/lib/i18n';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first paint is already in the visitor's language.
await loadLanguage(currentLocale());

const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
