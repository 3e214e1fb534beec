import { isEventKind } from '@rbax/shared/event-log';
import { WEBHOOK_ALL_EVENTS, WEBHOOK_TEST_EVENT, type DeliveryStatus } from '@rbax/shared/integrations';
import { CircleCheck, CircleDashed, CircleSlash, CircleX } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatRelative } from '@/lib/dates';
import { cn } from '@/lib/utils';

const statusIcon = { pending: CircleDashed, delivered: CircleCheck, failed: CircleX, cancelled: CircleSlash };
const statusClass: Record<DeliveryStatus, string> = {
  pending: 'border-amber-500/50 text-amber-800 dark:text-amber-300',
  delivered: 'border-emerald-600/50 text-emerald-800 dark:text-emerald-300',
  failed: 'border-destructive/60 text-destructive dark:text-red-300',
  cancelled: 'text-muted-foreground',
};

/** A delivery's status as a badge with an icon (not colour alone). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  const Icon = statusIcon[status];
  return (
    <Badge variant="outline" className={cn(statusClass[status])}>
      <Icon aria-hidden="true" />
      {t(`integrations.deliveries.status.${status}`)}
    </Badge>
  );
}

/** 'Última entrega': status, answer code and when; or 'Nenhuma entrega ainda'. */
export function LastDelivery({
  last,
}: {
  last: { status: DeliveryStatus; at: string; responseStatus: number | null } | null;
}) {
  const { t, i18n } = useTranslation();
  if (!last) return <span className="text-muted-foreground">{t('integrations.webhooks.noDeliveries')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="text-muted-foreground">{t('integrations.webhooks.lastDelivery')}:</span>
      <DeliveryStatusBadge status={last.status} />
      {last.responseStatus !== null ? <span className="font-mono text-xs">{last.responseStatus}</span> : null}
      <time dateTime={last.at} className="text-muted-foreground">
        {formatRelative(last.at, i18n.language)}
      </time>
    </span>
  );
}

/** An event kind as people read it ('Card movido'); an unknown kind as it is. */
export function useEventKindLabel(): (kind: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (kind: string) => {
      if (kind === WEBHOOK_ALL_EVENTS) return t('integrations.webhooks.allEvents');
      if (kind === WEBHOOK_TEST_EVENT) return t('integrations.events.ping');
      return isEventKind(kind) ? t(`integrations.events.kinds.${kind}`) : kind;
    },
    [t],
  );
}
