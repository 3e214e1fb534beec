import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, History, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { dashboardQueryOptions } from '@/features/analytics/dashboard/api/get-dashboard';
import { MyBoardsTable, ThroughputChart } from '@/features/analytics/dashboard/components/my-boards';
import { MyWork } from '@/features/analytics/dashboard/components/my-work';
import { dashboardActivity } from '@/features/analytics/dashboard/lib/dashboard-data';
import { ReportError, ReportHeader } from '@/features/analytics/workspace/components/report-states';
import { useBoards } from '@/features/boards/api/get-boards';
import { LazyBoardDialog } from '@/features/boards/components/lazy-board-dialog';
import { ActivityList } from '@/features/monitoring/components/monitoring-lists';
import { MonitoringSection } from '@/features/monitoring/components/monitoring-section';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-current-workspace';
import { useCreateIntent } from '@/lib/use-create-intent';

/**
 * /dashboard (issue 19): my work (assigned to me, overdue, due in 7 days, at risk of missing the
 * SLE), my boards' WIP and throughput this week, and the recent activity. Arriving with
 * `?new=board` (the palette's "Novo board") opens the board dialog, as on /boards.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const query = useQuery(dashboardQueryOptions());
  const queryClient = useQueryClient();
  const current = useCurrentWorkspace();
  const [creating, setCreating] = useState(false);
  const canCreate = current.workspace?.role !== 'viewer';
  const boards = useBoards({ workspaceId: current.boardsFilter, archived: false }, { enabled: creating });
  useCreateIntent('board', current.ready, () => {
    if (canCreate) setCreating(true);
  });
  const data = query.data;
  const loading = query.isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <title>{`${t('dashboard.title')} · RBAX Flow`}</title>
      <ReportHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.analytics}>
              <BarChart3 aria-hidden="true" />
              {t('dashboard.viewAnalytics')}
            </Link>
          </Button>
          {canCreate && current.ready ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {t('boards.index.new')}
            </Button>
          ) : null}
        </div>
      </ReportHeader>

      {query.isError && !data ? (
        <ReportError message={t('dashboard.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section aria-labelledby="dashboard-my-work" className="grid gap-3">
            <h2 id="dashboard-my-work" className="text-xl font-semibold">
              {t('dashboard.myWork')}
            </h2>
            <MyWork data={data} loading={loading} />
          </section>
          {data ? <MyBoardsTable boards={data.boards} /> : <Skeleton className="h-40 rounded-xl" />}
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {data ? <ThroughputChart boards={data.boards} /> : null}
            <MonitoringSection
              id="dashboard-activity"
              title={t('monitoring.activity.title')}
              icon={History}
              total={undefined}
              shown={data?.activity.length ?? 0}
              loading={loading}
              emptyText={t('monitoring.activity.empty')}
            >
              {/* The newest first; the list scrolls rather than stretch the page (its links are focusable). */}
              <div className="max-h-[36rem] overflow-y-auto">
                {data ? <ActivityList data={dashboardActivity(data)} /> : null}
              </div>
            </MonitoringSection>
          </div>
        </>
      )}

      <LazyBoardDialog
        open={creating}
        onOpenChange={(open) => {
          setCreating(open);
          // A board created here belongs in 'Meus boards' at once.
          if (!open) void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
        }}
        duplicateCandidates={boards.data ?? []}
        workspaceId={current.workspace?.id ?? null}
      />
    </div>
  );
}
