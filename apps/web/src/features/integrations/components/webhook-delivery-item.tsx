import type { WebhookDelivery } from '@rbax/shared/integrations';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatRelative } from '@/lib/dates';
import { DeliveryStatusBadge, useEventKindLabel } from '@/features/integrations/components/webhook-status';

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

/**
 * One delivery of the log: status, event, the last answer (code, duration, when), 'Reenviar',
 * and every attempt with the start of its answer.
 */
export function WebhookDeliveryItem({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: WebhookDelivery;
  onRedeliver: () => void;
  redelivering: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const last = delivery.attemptLog[0];
  const kind = useEventKindLabel()(delivery.kind);

  return (
    <li className="grid gap-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex min-w-0 flex-wrap items-center gap-2">
          <DeliveryStatusBadge status={delivery.status} />
          <span className="font-medium">{kind}</span>
          <code className="font-mono text-xs text-muted-foreground">{delivery.kind}</code>
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={onRedeliver}
          disabled={redelivering}
          aria-label={`${t('integrations.deliveries.redeliver')}: ${kind}, ${dateTime(delivery.createdAt, locale)}`}
        >
          <RotateCcw aria-hidden="true" />
          {t('integrations.deliveries.redeliver')}
        </Button>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
        {last ? (
          <>
            <span className="font-mono text-xs text-foreground">
              {last.responseStatus !== null
                ? t('integrations.deliveries.code', { code: last.responseStatus })
                : t('integrations.deliveries.noResponse')}
            </span>
            <span>{t('integrations.deliveries.duration', { ms: last.durationMs })}</span>
            <time dateTime={last.at}>{dateTime(last.at, locale)}</time>
          </>
        ) : (
          <span>{t('integrations.deliveries.waiting')}</span>
        )}
        {delivery.status === 'pending' && delivery.nextAttemptAt && last ? (
          <span>
            {t('integrations.deliveries.nextAttempt', { when: formatRelative(delivery.nextAttemptAt, locale) })}
          </span>
        ) : null}
      </p>
      <p className="font-mono text-[0.7rem] break-all text-muted-foreground">{delivery.id}</p>
      {delivery.attemptLog.length > 0 ? (
        <details className="rounded-md border bg-muted/30">
          <summary className="cursor-pointer px-3 py-1.5 text-xs font-medium">
            {t('integrations.deliveries.attempts', { count: delivery.attemptLog.length })}
          </summary>
          <ol className="grid gap-2 border-t p-3">
            {delivery.attemptLog.map((attempt) => (
              <li key={attempt.attempt} className="grid gap-1 text-xs">
                <span className="flex flex-wrap gap-x-3">
                  <span className="font-medium">{t('integrations.deliveries.attempt', { n: attempt.attempt })}</span>
                  <span className="font-mono">{attempt.responseStatus ?? '—'}</span>
                  <span>{t('integrations.deliveries.duration', { ms: attempt.durationMs })}</span>
                  <time dateTime={attempt.at}>{dateTime(attempt.at, locale)}</time>
                </span>
                {attempt.error ? (
                  <span>
                    {t('integrations.deliveries.error')}: <span className="font-mono break-all">{attempt.error}</span>
                  </span>
                ) : null}
                {attempt.responseExcerpt ? (
                  <pre
                    aria-label={t('integrations.deliveries.response')}
                    tabIndex={0}
                    className="max-h-32 overflow-auto rounded border bg-background p-2 font-mono whitespace-pre-wrap break-all"
                  >
                    {attempt.responseExcerpt}
                  </pre>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
