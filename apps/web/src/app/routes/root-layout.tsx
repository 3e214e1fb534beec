import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { AppToaster } from '@/app/app-toaster';
import { Button } from '@/components/ui/button';
import { isPublicPath, paths } from '@/config/paths';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <Outlet />
      {/* In the app (and on /auth) toasts answer actions: their code loads at the first input. */}
      <AppToaster preloadOnInput={pathname === paths.auth || !isPublicPath(pathname)} />
    </>
  );
}

/** While the first route module loads: the themed background only, so nothing flashes. */
export function RootHydrateFallback() {
  return <div className="min-h-svh bg-background" />;
}

/** Shown when a route fails to load (e.g. a chunk missing after a deploy) or throws while rendering. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('common.errorTitle')}</h1>
      <p className="max-w-md text-muted-foreground">{t('common.errorDescription')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </main>
  );
}
