import { useQuery } from '@tanstack/react-query';
import { BookOpen, ChartNoAxesColumn, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { healthQueryOptions } from '@/features/system-health/api/get-health';
import { HealthCards } from '@/features/system-health/components/health-cards';
import { StatusBadge } from '@/features/system-health/components/status-badge';
import { UpdatedAgo } from '@/features/system-health/components/updated-ago';
import { formatDuration } from '@/features/system-health/lib/health-status';

/** /system-health (administrators): this instance's figures, asked again every 5 s. */
export function SystemHealthPage() {
  const { t } = useTranslation();
  const query = useQuery(healthQueryOptions());
  const report = query.data;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>{`${t('systemHealth.title')} · RBAX Flow`}</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('systemHealth.title')}</h1>
          <p className="text-muted-foreground">{t('systemHealth.subtitle')}</p>
        </div>
        <nav aria-label={t('systemHealth.links')} className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={paths.apiMetrics} target="_blank" rel="noreferrer">
              <ChartNoAxesColumn aria-hidden="true" />
              {t('systemHealth.metrics')}
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={paths.apiDocs} target="_blank" rel="noreferrer">
              <BookOpen aria-hidden="true" />
              {t('systemHealth.apiDocs')}
            </a>
          </Button>
        </nav>
      </div>

      {report ? (
        <>
          <section
            aria-label={t('systemHealth.overall')}
            className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm font-medium text-muted-foreground">{t('systemHealth.overall')}</span>
              <StatusBadge status={report.status} size="lg" />
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">{t('systemHealth.version')}</dt>
                <dd className="font-medium">{report.version}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">{t('systemHealth.uptime')}</dt>
                <dd className="font-medium tabular-nums">{formatDuration(report.uptimeSeconds)}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">Node.js</dt>
                <dd className="font-medium">{report.nodeVersion}</dd>
              </div>
            </dl>
            <div className="flex items-center gap-2">
              <UpdatedAgo updatedAt={query.dataUpdatedAt} />
              {query.isFetching ? (
                <RefreshCw aria-hidden="true" className="size-3.5 animate-spin text-muted-foreground" />
              ) : null}
            </div>
          </section>
          {query.isError ? (
            <p role="alert" className="rounded-md border border-amber-500/50 bg-amber-500/10 px-4 py-2 text-sm">
              {t('systemHealth.staleData')}
            </p>
          ) : null}
          <HealthCards report={report} />
        </>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
        >
          <p className="font-medium">{t('systemHealth.loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('systemHealth.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={t('common.loading')} className="grid gap-4">
          <Skeleton className="h-20 rounded-xl" />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 7 }, (_, index) => (
              <Skeleton key={index} className="h-56 rounded-xl" />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
