import { useTranslation } from 'react-i18next';
import { Outlet, useRouteError } from 'react-router';
import { AppToaster } from '@/app/app-toaster';
import { Button } from '@/components/ui/button';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <AppToaster />
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
