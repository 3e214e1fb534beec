import type { NewsletterSubscriber } from '@rbax/shared/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNewsletterStats } from '@/features/admin/api/get-newsletter-stats';
import { SUBSCRIBERS_PAGE_SIZE, useNewsletterSubscribers } from '@/features/admin/api/get-newsletter-subscribers';
import { ExportCsvButton } from '@/features/admin/components/export-csv-button';
import { Pager } from '@/features/admin/components/pager';
import { formatDateTime } from '@/features/admin/lib/format';

const statusVariant: Record<NewsletterSubscriber['status'], 'default' | 'secondary' | 'outline'> = {
  confirmed: 'default',
  pending: 'secondary',
  unsubscribed: 'outline',
};

/** 'Newsletter': the public site's subscribers, newest first, with a CSV export. */
export function AdminNewsletter() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const stats = useNewsletterStats();
  const list = useNewsletterSubscribers(page);

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('admin.newsletter.title')}</CardTitle>
          <CardDescription>
            {stats.data ? t('admin.feedback.newsletter', stats.data) : t('admin.newsletter.description')}
          </CardDescription>
        </div>
        <ExportCsvButton kind="newsletter" />
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isPending ? (
          <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-10 rounded-md" />
            ))}
          </div>
        ) : list.isError ? (
          <div className="grid justify-items-start gap-2" role="alert">
            <p className="text-sm text-muted-foreground">{t('admin.newsletter.error')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('admin.feedback.retry')}
            </Button>
          </div>
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.newsletter.empty')}</p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full min-w-[560px] text-left text-sm">
                <caption className="sr-only">{t('admin.newsletter.title')}</caption>
                <thead className="bg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('admin.newsletter.email')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('admin.newsletter.status')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('admin.newsletter.subscribedAt')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('admin.newsletter.language')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((row) => (
                    <tr key={row.id} className="border-t">
                      <th scope="row" className="max-w-72 truncate px-3 py-2 text-left font-normal">
                        {row.email}
                      </th>
                      <td className="px-3 py-2">
                        <Badge variant={statusVariant[row.status]}>
                          {t(`admin.newsletter.statuses.${row.status}`)}
                        </Badge>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.language)}</time>
                      </td>
                      <td className="px-3 py-2">{row.locale}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={list.data.page}
              pageSize={SUBSCRIBERS_PAGE_SIZE}
              total={list.data.total}
              onPageChange={setPage}
              label={t('admin.newsletter.pagination')}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
