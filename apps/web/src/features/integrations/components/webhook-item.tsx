import { WEBHOOK_ALL_EVENTS, WEBHOOK_DISABLE_AFTER_FAILURES, type Webhook } from '@rbax/shared/integrations';
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

export type WebhookAction = 'test' | 'deliveries' | 'edit' | 'rotate' | 'toggle' | 'delete';

const SHOWN_EVENTS = 3;

/** One webhook: URL, state, events, last delivery; test, deliveries and a menu of the rest. */
export function WebhookItem({ webhook, onAction }: { webhook: Webhook; onAction: (action: WebhookAction) => void }) {
  const { t, i18n } = useTranslation();
  const kindLabel = useEventKindLabel();
  const all = webhook.events.includes(WEBHOOK_ALL_EVENTS);
  const state = webhook.active ? 'active' : webhook.disabledAt ? 'disabled' : 'inactive';
  const shown = webhook.events.slice(0, SHOWN_EVENTS);

  return (
    <li className="grid gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <span className="min-w-0 font-mono text-sm break-all">{webhook.url}</span>
        <Badge variant={state === 'active' ? 'secondary' : state === 'disabled' ? 'destructive' : 'outline'}>
          {t(`integrations.webhooks.status.${state}`)}
        </Badge>
      </div>
      {state === 'disabled' && webhook.disabledAt ? (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm">
          {t('integrations.webhooks.disabledNotice', {
            date: formatDate(webhook.disabledAt, i18n.language),
            count: WEBHOOK_DISABLE_AFTER_FAILURES,
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-1.5 text-sm">
        <span className="text-muted-foreground">{t('integrations.webhooks.eventsLabel')}:</span>
        {all ? (
          <Badge variant="outline">{t('integrations.webhooks.allEvents')}</Badge>
        ) : (
          <>
            {shown.map((kind) => (
              <Badge key={kind} variant="outline" title={kind}>
                {kindLabel(kind)}
              </Badge>
            ))}
            {webhook.events.length > SHOWN_EVENTS ? (
              <span className="text-xs text-muted-foreground">
                {t('integrations.webhooks.moreEvents', { count: webhook.events.length - SHOWN_EVENTS })}
              </span>
            ) : null}
          </>
        )}
      </div>
      <div className="text-sm">
        <LastDelivery last={webhook.lastDelivery} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onAction('test')}>
          <Send aria-hidden="true" />
          {t('integrations.webhooks.sendTest')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onAction('deliveries')}>
          <History aria-hidden="true" />
          {t('integrations.webhooks.deliveries')}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" aria-label={`${t('integrations.webhooks.more')}: ${webhook.url}`}>
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onAction('edit')}>{t('integrations.webhooks.edit')}</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('toggle')}>
              {t(webhook.active ? 'integrations.webhooks.deactivate' : 'integrations.webhooks.activate')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('rotate')}>{t('integrations.webhooks.rotate')}</DropdownMenuItem>
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
