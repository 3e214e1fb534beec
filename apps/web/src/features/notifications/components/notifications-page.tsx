import { useInfiniteQuery } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notificationsPageQueryOptions } from '@/features/notifications/api/get-notifications';
import { useReadAllNotifications } from '@/features/notifications/api/read-all-notifications';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { NotificationPreferencesSection } from '@/features/notifications/components/notification-preferences';
import { cn } from '@/lib/utils';

type Filter = 'unread' | 'all';

/** /notifications: unread or all, newest first, mark one or all read, then the preferences. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter: Filter = search.get('filter') === 'all' ? 'all' : 'unread';
  const query = useInfiniteQuery(notificationsPageQueryOptions(filter === 'unread'));
  const readAll = useReadAllNotifications();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = query.data?.pages[0]?.unreadCount ?? 0;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <title>{`${t('notifications.title')} · RBAX Flow`}</title>
      <section aria-labelledby="notifications-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 id="notifications-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('notifications.title')}
            </h1>
            <p className="text-muted-foreground">{t('notifications.page.unreadCount', { count: unread })}</p>
          </div>
          <Button variant="outline" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
            <CheckCheck aria-hidden="true" />
            {t('notifications.readAll')}
          </Button>
        </div>

        <div
          role="group"
          aria-label={t('notifications.page.filter')}
          className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1"
        >
          {(['unread', 'all'] as const).map((value) => (
            <Button
              key={value}
              variant="ghost"
              size="sm"
              aria-pressed={filter === value}
              className={cn(
                'px-4 text-muted-foreground',
                filter === value && 'bg-background text-foreground shadow-sm hover:bg-background',
              )}
              onClick={() => setSearch(value === 'all' ? { filter: 'all' } : {}, { replace: true })}
            >
              {value === 'unread' ? t('notifications.page.unread') : t('notifications.page.all')}
            </Button>
          ))}
        </div>

        {query.isPending ? (
          <div role="status" aria-label={t('common.loading')} className="grid gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16 rounded-md" />
            ))}
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10">
            <p className="font-medium">{t('notifications.loadFailed')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('notifications.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted">
              <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
            </span>
            <h2 className="text-lg font-semibold">
              {filter === 'unread' ? t('notifications.empty.unread') : t('notifications.empty.all')}
            </h2>
            <p className="max-w-md text-sm text-muted-foreground">{t('notifications.empty.description')}</p>
          </div>
        ) : (
          <>
            <ul aria-label={t('notifications.page.listLabel')} className="grid gap-1 rounded-xl border bg-card p-1">
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} showToggle />
                </li>
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button
                variant="outline"
                className="self-center"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('notifications.page.more')}
              </Button>
            ) : null}
          </>
        )}
      </section>

      <NotificationPreferencesSection />
    </div>
  );
}
