import { FEEDBACK_RATING_MAX, type FeedbackEntry } from '@rbax/shared/public-site';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminFeedback } from '@/features/admin/api/get-admin-feedback';
import { useNewsletterStats } from '@/features/admin/api/get-newsletter-stats';
import { ExportCsvButton } from '@/features/admin/components/export-csv-button';
import { cn } from '@/lib/utils';

/** Issue 6: administrators read the public site's feedback here, newest first. */
export function AdminFeedback() {
  const { t } = useTranslation();
  const feedback = useAdminFeedback();
  const items = feedback.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('admin.feedback.title')}</CardTitle>
          <CardDescription>{t('admin.feedback.description')}</CardDescription>
          <NewsletterSummary />
        </div>
        <ExportCsvButton kind="feedback" />
      </CardHeader>
      <CardContent className="grid gap-4">
        {feedback.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : feedback.isError ? (
          <div className="grid justify-items-start gap-2" role="alert">
            <p className="text-sm text-muted-foreground">{t('admin.feedback.error')}</p>
            <Button variant="outline" size="sm" onClick={() => void feedback.refetch()}>
              {t('admin.feedback.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.feedback.empty')}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t('admin.feedback.listLabel')}>
            {items.map((entry) => (
              <FeedbackItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {feedback.hasNextPage ? (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={feedback.isFetchingNextPage}
            onClick={() => void feedback.fetchNextPage()}
          >
            {feedback.isFetchingNextPage ? t('admin.feedback.loadingMore') : t('admin.feedback.loadMore')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function NewsletterSummary() {
  const { t } = useTranslation();
  const stats = useNewsletterStats();
  if (!stats.data) return null;
  return <p className="text-sm text-muted-foreground">{t('admin.feedback.newsletter', stats.data)}</p>;
}

function FeedbackItem({ entry }: { entry: FeedbackEntry }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.createdAt),
  );
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border p-3">
      <div
        className="flex items-center gap-0.5"
        role="img"
        aria-label={t('admin.feedback.rating', { rating: entry.rating })}
      >
        {Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={cn(
              'size-4',
              index < entry.rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/60',
            )}
          />
        ))}
      </div>
      {entry.comment ? (
        <p className="min-w-0 whitespace-pre-line text-sm wrap-anywhere">{entry.comment}</p>
      ) : (
        <p className="text-sm italic text-muted-foreground">{t('admin.feedback.noComment')}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">{t('admin.feedback.page')}</dt>
        <dd className="min-w-0 truncate font-mono">{entry.page ?? '—'}</dd>
        <dt className="text-muted-foreground">{t('admin.feedback.sentBy')}</dt>
        <dd className="min-w-0 truncate">
          {entry.user ? `${entry.user.name} <${entry.user.email}>` : t('admin.feedback.anonymous')}
        </dd>
        <dt className="text-muted-foreground">{t('admin.feedback.date')}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{date}</time>
        </dd>
      </dl>
    </li>
  );
}
