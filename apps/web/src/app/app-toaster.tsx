import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useTheme } from '@/features/theme/hooks/use-theme';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const pagesWithoutToasts: readonly string[] = [paths.home, paths.landing];

/**
 * Toasts (sonner) load with the first page that can raise one, keeping them
 * out of the landing's JavaScript budget; once loaded the toaster stays mounted.
 */
export function AppToaster() {
  const { pathname } = useLocation();
  const { theme } = useTheme();
  const { t } = useTranslation();
  const [needed, setNeeded] = useState(() => !pagesWithoutToasts.includes(pathname));
  if (!needed && !pagesWithoutToasts.includes(pathname)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme === 'light' ? 'light' : 'dark'}
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={t('common.notifications')}
        // An open modal dialog turns pointer events off outside itself; toasts and their actions stay usable.
        style={{ pointerEvents: 'auto' }}
      />
    </Suspense>
  );
}
