import { Outlet } from 'react-router';
import { AppSidebar } from '@/app/app-sidebar';
import { AppShell } from '@/components/layout/app-shell';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { FocusMode } from '@/features/focus/components/focus-mode';
import { ConnectivityBanner } from '@/features/offline/components/connectivity-banner';
import { OfflineSync } from '@/features/offline/components/offline-sync';
import { InstallPrompt } from '@/features/pwa/components/install-prompt';
import { QuickActionsMenu } from '@/features/quick-actions/components/quick-actions-menu';
import { SearchLauncher } from '@/features/search/components/search-launcher';
import { GlobalShortcuts } from '@/features/shortcuts/components/global-shortcuts';
import { HeaderTimer } from '@/features/time/components/header-timer';
import { ShortcutsDialog } from '@/features/shortcuts/components/shortcuts-dialog';

function AppLayout() {
  return (
    <ProtectedRoute>
      <OfflineSync />
      <AppShell
        sidebar={<AppSidebar />}
        banner={<ConnectivityBanner />}
        headerEnd={
          <>
            <HeaderTimer />
            <SearchLauncher />
            <NotificationBell />
          </>
        }
        overlays={
          <>
            <GlobalShortcuts />
            <ShortcutsDialog />
            <FocusMode />
            <QuickActionsMenu />
          </>
        }
      >
        <Outlet />
      </AppShell>
      <InstallPrompt className="max-md:bottom-[calc(4.5rem+env(safe-area-inset-bottom))]" />
    </ProtectedRoute>
  );
}

export { AppLayout as Component };
