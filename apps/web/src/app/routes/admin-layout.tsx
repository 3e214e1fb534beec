import { Outlet } from 'react-router';
import { AdminRoute } from '@/features/admin/components/admin-route';

function AdminLayout() {
  return (
    <AdminRoute>
      <Outlet />
    </AdminRoute>
  );
}

export { AdminLayout as Component };
