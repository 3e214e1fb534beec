import type { ChatConnection } from '@rbax/shared/integrations';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteChatConnection } from '@/features/integrations/api/delete-chat-connection';
import { useChatConnections } from '@/features/integrations/api/get-chat-connections';
import { useSendWebhookTest } from '@/features/integrations/api/send-webhook-test';
import { useUpdateChatConnection } from '@/features/integrations/api/update-chat-connection';
import { ChatConnectionItem, type ChatConnectionAction } from '@/features/integrations/components/chat-connection-item';
import { WebhookDeliveriesSheet } from '@/features/integrations/components/webhook-deliveries-sheet';

/** A board's chat connections with their actions: test message, deliveries, edit, on/off, delete. */
export function ChatConnectionsList({
  boardId,
  onEdit,
}: {
  boardId: string;
  onEdit: (connection: ChatConnection) => void;
}) {
  const { t } = useTranslation();
  const query = useChatConnections(boardId);
  const sendTest = useSendWebhookTest();
  const update = useUpdateChatConnection();
  const remove = useDeleteChatConnection(boardId);
  const [deliveries, setDeliveries] = useState<ChatConnection | null>(null);
  const [deleting, setDeleting] = useState<ChatConnection | null>(null);
  const providerName = (connection: ChatConnection | null) =>
    connection ? t(`integrations.chat.providers.${connection.provider}`) : '';

  const act = (connection: ChatConnection, action: ChatConnectionAction) => {
    if (action === 'edit') onEdit(connection);
    else if (action === 'deliveries') setDeliveries(connection);
    else if (action === 'delete') setDeleting(connection);
    else if (action === 'test') {
      sendTest.mutate(
        { kind: 'chat', id: connection.id },
        {
          onSuccess: () => {
            toast.success(t('integrations.chat.testQueued'));
            setDeliveries(connection);
          },
          onError: () => toast.error(t('integrations.chat.testFailed')),
        },
      );
    } else {
      update.mutate(
        { id: connection.id, input: { active: !connection.active } },
        {
          onSuccess: (next) =>
            toast.success(t(next.active ? 'integrations.chat.activated' : 'integrations.chat.deactivated')),
          onError: () => toast.error(t('integrations.chat.toggleFailed')),
        },
      );
    }
  };

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-2">
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        {t('integrations.chat.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('integrations.chat.retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {query.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
          <MessagesSquare aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
          <p className="font-medium">{t('integrations.chat.empty')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('integrations.chat.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid divide-y rounded-lg border" aria-label={t('integrations.chat.listLabel')}>
          {query.data.items.map((connection) => (
            <ChatConnectionItem
              key={connection.id}
              connection={connection}
              onAction={(action) => act(connection, action)}
            />
          ))}
        </ul>
      )}
      <WebhookDeliveriesSheet
        target={deliveries ? { kind: 'chat', id: deliveries.id } : null}
        label={deliveries ? `${providerName(deliveries)} · ${deliveries.urlHint}` : ''}
        onClose={() => setDeliveries(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('integrations.chat.deleteTitle', { provider: providerName(deleting) })}
        description={t('integrations.chat.deleteDescription')}
        confirmLabel={t('integrations.webhooks.delete')}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('integrations.chat.deleted')),
            onError: () => toast.error(t('integrations.chat.deleteFailed')),
          })
        }
      />
    </>
  );
}
