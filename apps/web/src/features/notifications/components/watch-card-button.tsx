import { useQuery } from '@tanstack/react-query';
import { Check, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cardWatchQueryOptions, useSetCardWatch } from '@/features/notifications/api/card-watch';

/** 'Observar' in the card dialog: comments on a watched card notify you. Anyone who reads the board may watch. */
export function WatchCardButton({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const query = useQuery(cardWatchQueryOptions(cardId));
  const set = useSetCardWatch(cardId);
  const watching = query.data?.watching ?? false;
  return (
    <Button
      variant={watching ? 'secondary' : 'outline'}
      size="sm"
      className="justify-start"
      aria-pressed={watching}
      disabled={query.isPending || set.isPending}
      title={t('notifications.watch.hint')}
      onClick={() =>
        set.mutate(!watching, {
          onSuccess: (data) =>
            toast.success(data.watching ? t('notifications.watch.on') : t('notifications.watch.off')),
          onError: () => toast.error(t('notifications.watch.failed')),
        })
      }
    >
      <Eye aria-hidden="true" />
      {t('notifications.watch.label')}
      {watching ? <Check aria-hidden="true" className="ml-auto" /> : null}
    </Button>
  );
}
