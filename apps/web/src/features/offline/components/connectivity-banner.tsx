import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '@/lib/offline/offline-queue';

/**
 * Spec §4: hidden when online with nothing pending; offline, 'Você está offline' plus the
 * pending count; online with pending changes, 'Sincronizando alterações...' and 'N para
 * sincronizar'.
 */
export function ConnectivityBanner() {
  const { t } = useTranslation();
  const { online, pending } = useConnectivity();
  if (online && pending === 0) return null;
  return (
    <div
      role="status"
      aria-label={t('offline.banner.label')}
      data-testid="connectivity-banner"
      className={
        online
          ? 'flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-primary px-4 py-2 text-sm text-primary-foreground'
          : 'flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-500 px-4 py-2 text-sm font-medium text-amber-950'
      }
    >
      {online ? (
        <>
          <span className="flex items-center gap-2 font-medium">
            <RefreshCw aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            {t('offline.banner.syncing')}
          </span>
          <span>{t('offline.banner.toSync', { count: pending })}</span>
        </>
      ) : (
        <>
          <span className="flex items-center gap-2">
            <CloudOff aria-hidden="true" className="size-4" />
            {t('offline.banner.offline')}
          </span>
          {pending > 0 ? <span>{t('offline.banner.pending', { count: pending })}</span> : null}
        </>
      )}
    </div>
  );
}
