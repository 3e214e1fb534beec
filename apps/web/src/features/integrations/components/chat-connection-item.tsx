import { WEBHOOK_DISABLE_AFTER_FAILURES, type ChatConnection } from '@rbax/shared/integrations';
import { Ellipsis, History, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDate } from '@/lib/dates';
import { LastDelivery, useEventKindLabel } from '@/features/integrations/components/webhook-status';

export type ChatConnectionAction = 'test' | 'deliveries' | 'edit' | 'toggle' | 'delete';

/** One chat connection: service, URL hint, state, events, last delivery; test, deliveries, menu. */
export function ChatConnectionItem({
  connection,
  onAction,
}: {
  connection: ChatConnection;
  onAction: (action: ChatConnectionAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const kindLabel = useEventKindLabel();
  const provider = t(`integrations.chat.providers.${connection.provider}`);
  const state = connection.active ? 'active' : connection.disabledAt ? 'disabled' : 'inactive';
  return (
    <li className="grid gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <span className="grid min-w-0 gap-0.5">
          <span className="font-medium">{provider}</span>
          <span className="font-mono text-xs break-all text-muted-foreground">{connection.urlHint}</span>
        </span>
        <Badge variant={state === 'active' ? 'secondary' : state === 'disabled' ? 'destructive' : 'outline'}>
          {t(`integrations.webhooks.status.${state}`)}
        </Badge>
      </div>
      {state === 'disabled' && connection.disabledAt ? (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm">
          {t('integrations.webhooks.disabledNotice', {
            date: formatDate(connection.disabledAt, i18n.language),
            count: WEBHOOK_DISABLE_AFTER_FAILURES,
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-1.5 text-sm">
        <span className="text-muted-foreground">{t('integrations.webhooks.eventsLabel')}:</span>
        {connection.events.map((kind) => (
          <Badge key={kind} variant="outline" title={kind}>
            {kindLabel(kind)}
          </Badge>
        ))}
      </div>
      <div className="text-sm">
        <LastDelivery last={connection.lastDelivery} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onAction('test')}>
          <Send aria-hidden="true" />
          {t('integrations.chat.sendTest')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onAction('deliveries')}>
          <History aria-hidden="true" />
          {t('integrations.webhooks.deliveries')}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" aria-label={`${t('integrations.webhooks.more')}: ${provider}`}>
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onAction('edit')}>{t('integrations.webhooks.edit')}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('toggle')}>
              {t(connection.active ? 'integrations.webhooks.deactivate' : 'integrations.webhooks.activate')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete')}>
              {t('integrations.webhooks.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
