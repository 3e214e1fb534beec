import { Bell, CheckCheck } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { latestNotificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { useReadAllNotifications } from '@/features/notifications/api/read-all-notifications';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { useNotificationsRealtime } from '@/features/notifications/hooks/use-notifications-realtime';

/** Shown as '9+' above nine. */
const BADGE_MAX = 9;

/**
 * The header's bell: unread count (live, over the user's realtime channel) and a popover with
 * the latest notifications, 'Marcar todas como lidas' and 'Ver todas'.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const query = useQuery({ ...latestNotificationsQueryOptions(), enabled: Boolean(user) });
  const readAll = useReadAllNotifications();
  useNotificationsRealtime(user?.id, () => setAnnouncement(t('notifications.bell.arrived')));
  const unread = query.data?.unreadCount ?? 0;
  const items = query.data?.items ?? [];

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label')
          }
          data-testid="notification-bell"
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-semibold text-white"
            >
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
          <Button
            variant="ghost"
            size="sm"
            className="text-xs"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            {t('notifications.readAll')}
          </Button>
        </div>
        <div className="max-h-[min(26rem,70vh)] overflow-y-auto p-1">
          {query.isPending ? (
            <div role="status" aria-label={t('common.loading')} className="grid gap-2 p-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : query.isError ? (
            <p role="alert" className="p-4 text-center text-sm text-muted-foreground">
              {t('notifications.loadFailed')}
            </p>
          ) : items.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{t('notifications.empty.all')}</p>
          ) : (
            <ul aria-label={t('notifications.bell.latest')} className="grid gap-0.5">
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} compact onOpen={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t p-1">
          <Button asChild variant="ghost" size="sm" className="w-full">
            <Link to={paths.notifications} onClick={() => setOpen(false)}>
              {t('notifications.bell.seeAll')}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
