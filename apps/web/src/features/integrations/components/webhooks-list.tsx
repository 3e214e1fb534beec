import type { Webhook, WebhookWithSecret } from '@rbax/shared/integrations';
import { Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteWebhook } from '@/features/integrations/api/delete-webhook';
import type { DeliveryTarget } from '@/features/integrations/api/get-webhook-deliveries';
import { useWebhooks } from '@/features/integrations/api/get-webhooks';
import { useRotateWebhookSecret } from '@/features/integrations/api/rotate-webhook-secret';
import { useSendWebhookTest } from '@/features/integrations/api/send-webhook-test';
import { useUpdateWebhook } from '@/features/integrations/api/update-webhook';
import { WebhookDeliveriesSheet } from '@/features/integrations/components/webhook-deliveries-sheet';
import { WebhookItem, type WebhookAction } from '@/features/integrations/components/webhook-item';
import { WebhookSecretReveal } from '@/features/integrations/components/webhook-secret-reveal';

/** A workspace's webhooks with their actions: test, deliveries, edit, on/off, new secret, delete. */
export function WebhooksList({ workspaceId, onEdit }: { workspaceId: string; onEdit: (webhook: Webhook) => void }) {
  const { t } = useTranslation();
  const query = useWebhooks(workspaceId);
  const sendTest = useSendWebhookTest();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook(workspaceId);
  const rotate = useRotateWebhookSecret();
  const [deliveries, setDeliveries] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);

  const act = (webhook: Webhook, action: WebhookAction) => {
    const target: DeliveryTarget = { kind: 'webhook', id: webhook.id };
    if (action === 'edit') onEdit(webhook);
    else if (action === 'deliveries') setDeliveries(webhook);
    else if (action === 'delete') setDeleting(webhook);
    else if (action === 'rotate') setRotating(webhook);
    else if (action === 'test') {
      sendTest.mutate(target, {
        onSuccess: () => {
          toast.success(t('integrations.webhooks.testQueued'));
          setDeliveries(webhook);
        },
        onError: () => toast.error(t('integrations.webhooks.testFailed')),
      });
    } else {
      update.mutate(
        { id: webhook.id, input: { active: !webhook.active } },
        {
          onSuccess: (next) =>
            toast.success(t(next.active ? 'integrations.webhooks.activated' : 'integrations.webhooks.deactivated')),
          onError: () => toast.error(t('integrations.webhooks.toggleFailed')),
        },
      );
    }
  };

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-2">
        <Skeleton className="h-28 rounded-lg" />
        <Skeleton className="h-28 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        {t('integrations.webhooks.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('integrations.webhooks.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {query.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
          <WebhookIcon aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
          <p className="font-medium">{t('integrations.webhooks.empty')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('integrations.webhooks.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid divide-y rounded-lg border" aria-label={t('integrations.webhooks.listLabel')}>
          {query.data.items.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} onAction={(action) => act(webhook, action)} />
          ))}
        </ul>
      )}
      <WebhookDeliveriesSheet
        target={deliveries ? { kind: 'webhook', id: deliveries.id } : null}
        label={deliveries?.url ?? ''}
        onClose={() => setDeliveries(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('integrations.webhooks.deleteTitle')}
        description={t('integrations.webhooks.deleteDescription', { url: deleting?.url ?? '' })}
        confirmLabel={t('integrations.webhooks.delete')}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('integrations.webhooks.deleted')),
            onError: () => toast.error(t('integrations.webhooks.deleteFailed')),
          })
        }
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => (open ? undefined : setRotating(null))}
        title={t('integrations.webhooks.rotateTitle')}
        description={t('integrations.webhooks.rotateDescription')}
        confirmLabel={t('integrations.webhooks.rotate')}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: setRotated,
            onError: () => toast.error(t('integrations.webhooks.rotateFailed')),
          })
        }
      />
      <Dialog open={rotated !== null} onOpenChange={(open) => (open ? undefined : setRotated(null))}>
        <DialogContent closeLabel={t('common.close')} onInteractOutside={(event) => event.preventDefault()}>
          {rotated ? <WebhookSecretReveal webhook={rotated} rotated onDone={() => setRotated(null)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
