import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Spec §2 admin guard (inside the signed-in guard): checking → admin renders, anything else goes to '/'. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const status = useAdminStatus(user?.id);
  if (status === 'checking') return <FullPageSpinner label={t('common.loading')} />;
  if (status === 'not-admin') return <Navigate to={paths.home} replace />;
  return children;
}
