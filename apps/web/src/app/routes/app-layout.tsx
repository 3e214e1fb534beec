import { Outlet } from 'react-router';
import { AppSidebar } from '@/app/app-sidebar';
import { AppShell } from '@/components/layout/app-shell';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { ConnectivityBanner } from '@/features/offline/components/connectivity-banner';
import { OfflineSync } from '@/features/offline/components/offline-sync';
import { InstallPrompt } from '@/features/pwa/components/install-prompt';

function AppLayout() {
  return (
    <ProtectedRoute>
      <OfflineSync />
      <AppShell sidebar={<AppSidebar />} banner={<ConnectivityBanner />}>
        <Outlet />
      </AppShell>
      <InstallPrompt className="max-md:bottom-[calc(4.5rem+env(safe-area-inset-bottom))]" />
    </ProtectedRoute>
  );
}

export { AppLayout as Component };
