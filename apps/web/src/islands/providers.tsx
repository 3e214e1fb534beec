import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@/features/theme/components/theme-provider';
import { i18n } from '@/lib/i18n';

/**
 * What every island root gets: the query cache (one per page, shared by the islands), the
 * strings and the theme. Context only, no markup: pre-rendering wraps each island's content in
 * these too (plus a router), so the HTML and the browser's first render are the same tree.
 * The session is not here: only the islands that need it add `AuthProvider` (src/islands/registry.tsx).
 */
export function IslandProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
