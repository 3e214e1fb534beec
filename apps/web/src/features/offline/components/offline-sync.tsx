import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { findCachedCard } from '@/features/board/api/get-board-detail';
import { conflictMessage } from '@/features/board/lib/conflicts';
import { startOfflineSupport } from '@/lib/offline/offline-support';
import {
  getConnectivity,
  onRequestQueued,
  onSyncComplete,
  startConnectivity,
  subscribeConnectivity,
} from '@/lib/offline/offline-queue';

function cardTitle(queryClient: QueryClient, cardId: string): string | null {
  return findCachedCard(queryClient, cardId)?.title ?? null;
}

/**
 * The toasts of spec §4 and §8 around offline work, and what follows a sync: the boards
 * and cards are read again so the screen shows what the server now holds.
 */
export function OfflineSync() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Keeps the signed-in queries on the device (already running when start-up restored them).
    void startOfflineSupport(queryClient, { restore: false });
  }, [queryClient]);

  useEffect(() => {
    startConnectivity();
    let online = getConnectivity().online;
    const stopConnectivity = subscribeConnectivity(() => {
      const next = getConnectivity().online;
      if (next === online) return;
      online = next;
      if (next) toast.success(t('offline.toasts.online'), { id: 'connectivity' });
      else
        toast.warning(t('offline.toasts.offline'), {
          id: 'connectivity',
          description: t('offline.toasts.offlineDescription'),
        });
    });
    const stopQueued = onRequestQueued(() =>
      toast(t('offline.toasts.queued'), { id: 'offline-queued', description: t('offline.toasts.queuedDescription') }),
    );
    const stopSync = onSyncComplete((result) => {
      if (result.synced > 0)
        toast.success(t('offline.toasts.synced', { count: result.synced }), { id: 'offline-synced' });
      if (result.failed.length > 0) {
        toast.error(t('offline.toasts.failed', { count: result.failed.length }), {
          description: [...new Set(result.failed.map((failure) => failure.message))].join(' · '),
        });
      }
      for (const conflict of result.conflicts) {
        const title = cardTitle(queryClient, conflict.cardId);
        toast.warning(conflictMessage(conflict, t, i18n.language), {
          description: title ? t('offline.toasts.conflictCard', { title }) : undefined,
          duration: 10_000,
        });
      }
      void queryClient.invalidateQueries({ queryKey: ['boards'] });
      void queryClient.invalidateQueries({ queryKey: ['cards'] });
    });
    return () => {
      stopConnectivity();
      stopQueued();
      stopSync();
    };
  }, [queryClient, t, i18n.language]);

  return null;
}
