import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markToasterReady } from '@/lib/toaster-state';
import { useTheme } from '@/features/theme/hooks/use-theme';

const Toaster = lazy(() => import('sonner-impl').then((module) => ({ default: module.Toaster })));

/**
 * The toaster (sonner, loaded on first use) in the current theme: mounted by the app's router
 * (app-toaster.tsx) and, on pre-rendered public pages, by the islands runtime (src/islands).
 */
export function ThemedToaster() {
  const { theme } = useTheme();
  const { t } = useTranslation();
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
