import type { GlobalHubResponse } from '@rbax/shared/global-hub';
import { History, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuideLink } from '@/components/ui/guide-link';
import { Skeleton } from '@/components/ui/skeleton';
import { boardPath, GLOBAL_HUB_GUIDE_SLUG } from '@/config/paths';
import { dashboardActivity } from '@/features/analytics/dashboard/lib/dashboard-data';
import { ReportError, ReportHeader } from '@/features/analytics/workspace/components/report-states';
import { useGlobalHub } from '@/features/global-hub/api/global-hub';
import { FavoriteButton } from '@/features/global-hub/components/favorite-button';
import { HubWorkspaceSection } from '@/features/global-hub/components/hub-workspace';
import { ActivityList } from '@/features/monitoring/components/monitoring-lists';
import { MonitoringSection } from '@/features/monitoring/components/monitoring-section';

/** The hub's feed in the dashboard's shape, so monitoring's list (and its sentences) shows it. */
const activityOf = (data: GlobalHubResponse) =>
  dashboardActivity({
    assigned: [],
    overdue: [],
    dueSoon: [],
    atRisk: [],
    boards: [],
    activity: data.activity,
    columns: data.columns,
  });

/**
 * /global-hub (issue 27, docs/decisions/053): my favourites, my work and each workspace's health
 * across every workspace I belong to, and the recent activity — from one request.
 */
export function GlobalHubPage() {
  const { t } = useTranslation();
  const query = useGlobalHub();
  const data = query.data;

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4">
      <title>{`${t('globalHub.title')} · RBAX Flow`}</title>
      <ReportHeader
        title={t('globalHub.title')}
        subtitle={t('globalHub.subtitle')}
        below={
          <p className="text-sm">
            <GuideLink slug={GLOBAL_HUB_GUIDE_SLUG}>{t('globalHub.guide')}</GuideLink>
          </p>
        }
      />
      {query.isError && !data ? (
        <ReportError message={t('globalHub.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-24 rounded-xl lg:col-span-2" />
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : (
        <>
          <section aria-labelledby="hub-favorites" className="grid gap-2 rounded-xl border bg-card p-4">
            <h2 id="hub-favorites" className="flex items-center gap-2 text-lg font-semibold">
              <Star className="size-5 text-amber-600 dark:text-amber-300" aria-hidden="true" />
              {t('globalHub.favorites.title')}
            </h2>
            {data.favorites.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('globalHub.favorites.empty')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {data.favorites.map((favorite) => (
                  <li
                    key={`${favorite.type}:${favorite.id}`}
                    className="flex items-center rounded-md border bg-background pl-3"
                  >
                    <Link
                      to={boardPath(favorite.id)}
                      className="py-1.5 text-sm font-medium underline-offset-4 hover:underline"
                    >
                      {favorite.title}
                    </Link>
                    <FavoriteButton id={favorite.id} title={favorite.title} favorite />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {data.workspaces.length === 0 ? (
            <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">{t('globalHub.empty')}</p>
          ) : (
            <div className="grid items-start gap-4 lg:grid-cols-2">
              {data.workspaces.map((group) => (
                <HubWorkspaceSection key={group.id ?? 'outside'} group={group} />
              ))}
            </div>
          )}
          <MonitoringSection
            id="hub-activity"
            title={t('monitoring.activity.title')}
            icon={History}
            total={undefined}
            shown={data.activity.length}
            loading={false}
            emptyText={t('monitoring.activity.empty')}
          >
            <div className="max-h-[28rem] overflow-y-auto">
              <ActivityList data={activityOf(data)} />
            </div>
          </MonitoringSection>
        </>
      )}
    </div>
  );
}
