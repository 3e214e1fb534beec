import { Outlet } from 'react-router';
import { AppSidebar } from '@/app/app-sidebar';
import { AppShell } from '@/components/layout/app-shell';
import { ProtectedRoute } from '@/features/auth/components/protected-route';

function AppLayout() {
  return (
    <ProtectedRoute>
      <AppShell sidebar={<AppSidebar />}>
        <Outlet />
      </AppShell>
    </ProtectedRoute>
  );
}

export { AppLayout as Component };
