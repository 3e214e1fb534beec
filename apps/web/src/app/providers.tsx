import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PlanLimitSync } from '@/app/plan-limit-sync';
import { PreferencesSync } from '@/app/preferences-sync';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ThemeProvider } from '@/features/theme/components/theme-provider';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** App-wide state: server cache, i18n, theme, session. The toaster lives in the router (see app-toaster). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Marks the document once React has hydrated or rendered it (browser tests wait for it
  // before typing into pre-rendered pages, whose markup is visible before it is interactive).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <AuthProvider>
            <PreferencesSync />
            <PlanLimitSync />
            {children}
          </AuthProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
