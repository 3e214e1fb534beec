import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isPublicPath, paths } from '@/config/paths';
import { markToasterReady, useToasterRequested } from '@/features/site-widgets/lib/site-toast';
import { useTheme } from '@/features/theme/hooks/use-theme';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Toasts (sonner) load after the page has rendered, keeping them out of the first paint and
 * of the pre-rendered HTML (a public page hydrates exactly what the server rendered). On the
 * public site (not /auth) they load only when a first toast is asked for (siteToast); once
 * loaded the toaster stays mounted.
 */
export function AppToaster() {
  const { theme } = useTheme();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const requested = useToasterRequested();
  const [mounted, setMounted] = useState(false);
  const wanted = requested || pathname === paths.auth || !isPublicPath(pathname);
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  if (!mounted) return null;
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
      <ToasterReady />
    </Suspense>
  );
}

/** Mounted after the toaster (effects run in order), so toasts requested from the landing are not lost. */
function ToasterReady() {
  useEffect(markToasterReady, []);
  return null;
}
