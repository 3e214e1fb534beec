import { History, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebhookDeliveries, type DeliveryTarget } from '@/features/integrations/api/get-webhook-deliveries';
import { useRedeliverWebhookDelivery } from '@/features/integrations/api/redeliver-webhook-delivery';
import { WebhookDeliveryItem } from '@/features/integrations/components/webhook-delivery-item';

type WebhookDeliveriesSheetProps = {
  /** Whose log; null closes the sheet. */
  target: DeliveryTarget | null;
  /** How the target is named in the description (a URL, or 'Slack · hooks.slack.com/…'). */
  label: string;
  onClose: () => void;
};

/** 'Entregas': the log of a webhook or chat connection, read again every few seconds while one is pending. */
export function WebhookDeliveriesSheet({ target, label, onClose }: WebhookDeliveriesSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" closeLabel={t('common.close')} className="w-full gap-0 sm:max-w-xl">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="flex items-center gap-2">
            <History aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('integrations.deliveries.title')}
          </SheetTitle>
          <SheetDescription className="break-all">
            {t('integrations.deliveries.description', { target: label })}
          </SheetDescription>
        </SheetHeader>
        {target ? <DeliveriesList target={target} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function DeliveriesList({ target }: { target: DeliveryTarget }) {
  const { t } = useTranslation();
  const query = useWebhookDeliveries(target);
  const redeliver = useRedeliverWebhookDelivery(target);

  const body = (() => {
    if (query.isPending) {
      return (
        <div role="status" aria-label={t('common.loading')} className="grid gap-2 p-4">
          <Skeleton className="h-16 rounded-lg" />
          <Skeleton className="h-16 rounded-lg" />
          <Skeleton className="h-16 rounded-lg" />
        </div>
      );
    }
    if (query.isError) {
      return (
        <p role="alert" className="p-4 text-sm">
          {t('integrations.deliveries.loadFailed')}
        </p>
      );
    }
    if (query.data.items.length === 0) {
      return (
        <div className="flex flex-col items-center gap-1 px-6 py-10 text-center">
          <History aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
          <p className="font-medium">{t('integrations.deliveries.empty')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('integrations.deliveries.emptyHint')}</p>
        </div>
      );
    }
    return (
      <ul aria-label={t('integrations.deliveries.listLabel')} className="grid divide-y">
        {query.data.items.map((delivery) => (
          <WebhookDeliveryItem
            key={delivery.id}
            delivery={delivery}
            redelivering={redeliver.isPending && redeliver.variables === delivery.id}
            onRedeliver={() =>
              redeliver.mutate(delivery.id, {
                onSuccess: () => toast.success(t('integrations.deliveries.redelivered')),
                onError: () => toast.error(t('integrations.deliveries.redeliverFailed')),
              })
            }
          />
        ))}
      </ul>
    );
  })();

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex justify-end border-b px-4 py-2">
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          {t('integrations.deliveries.refresh')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </div>
  );
}
