import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Spec §2 guard: spinner while the session loads, the page for a user, '/' for anyone else ('/landing' right after sign-out). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, signedOut } = useAuth();
  if (status === 'loading') return <FullPageSpinner label={t('common.loading')} />;
  if (status === 'unauthenticated') return <Navigate to={signedOut ? paths.landing : paths.home} replace />;
  return children;
}
