import {
  notificationChannels,
  notificationKinds,
  type NotificationChannel,
  type NotificationKind,
} from '@rbax/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { notificationPreferencesQueryOptions } from '@/features/notifications/api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '@/features/notifications/api/update-notification-preferences';
import { kindKey } from '@/features/notifications/lib/notification-text';
import { cn } from '@/lib/utils';

/** Per kind: 'No app', 'E-mail' (in the app too) or 'Desativado'; saved on each choice. */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const query = useQuery(notificationPreferencesQueryOptions());
  const update = useUpdateNotificationPreferences();

  const change = (kind: NotificationKind, channel: NotificationChannel) =>
    update.mutate(
      { kind, channel },
      {
        onSuccess: () => toast.success(t('notifications.preferences.saved')),
        onError: () => toast.error(t('notifications.preferences.saveFailed')),
      },
    );

  return (
    <section aria-labelledby="notification-preferences-heading" className="flex flex-col gap-3">
      <div className="grid gap-1">
        <h2 id="notification-preferences-heading" className="text-xl font-semibold">
          {t('notifications.preferences.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('notifications.preferences.description')}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-2">
          {notificationKinds.map((kind) => (
            <Skeleton key={kind} className="h-14 rounded-md" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {t('notifications.loadFailed')}
        </p>
      ) : (
        <ul className="grid divide-y rounded-xl border bg-card">
          {notificationKinds.map((kind) => {
            const labelId = `notification-pref-${kindKey(kind)}`;
            return (
              <li key={kind} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="grid gap-0.5">
                  <span id={labelId} className="text-sm font-medium">
                    {t(`notifications.preferences.kinds.${kindKey(kind)}`)}
                  </span>
                </div>
                <RadioGroup
                  aria-labelledby={labelId}
                  value={query.data.preferences[kind]}
                  onValueChange={(value) => change(kind, value as NotificationChannel)}
                  className="flex gap-1 rounded-md bg-muted p-1"
                >
                  {notificationChannels.map((channel) => {
                    const selected = query.data.preferences[kind] === channel;
                    return (
                      <RadioGroupItem
                        key={channel}
                        value={channel}
                        className={cn(
                          'rounded px-2.5 py-1 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground',
                          selected && 'bg-primary text-primary-foreground shadow-sm',
                        )}
                      >
                        {t(`notifications.preferences.channels.${channel === 'in_app' ? 'inApp' : channel}`)}
                      </RadioGroupItem>
                    );
                  })}
                </RadioGroup>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
