import { rankingPeriods, type GamificationResponse, type RankingPeriod } from '@rbax/shared/gamification';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { GuideLink } from '@/components/ui/guide-link';
import { GAMIFICATION_GUIDE_SLUG } from '@/config/paths';
import { SegmentedControl } from '@/features/analytics/charts/segmented-control';
import { WorkspacePicker } from '@/features/analytics/workspace/components/report-filters';
import {
  ReportEmpty,
  ReportError,
  ReportHeader,
  ReportSkeleton,
} from '@/features/analytics/workspace/components/report-states';
import { useReportWorkspace } from '@/features/analytics/workspace/hooks/use-report-params';
import { useGamification, useUpdateGamification } from '@/features/gamification/api/gamification';
import { RankingProfile } from '@/features/gamification/components/ranking-profile';
import { RankingRules } from '@/features/gamification/components/ranking-rules';
import { RankingTable } from '@/features/gamification/components/ranking-table';
import { useMe } from '@/features/me/api/get-me';

/**
 * /gamification 'Ranking' (issue 27, docs/decisions/053): the workspace's opt-in ranking for this
 * week, this month or all time, my profile (points, badges, streak, hide me) and the rules.
 */
export function GamificationPage() {
  const { t } = useTranslation();
  const report = useReportWorkspace();
  const workspaceId = report.workspace?.id ?? null;
  const [period, setPeriod] = useState<RankingPeriod>('week');
  const query = useGamification(workspaceId, period);

  let body;
  if (report.isPending || (workspaceId && query.isPending)) body = <ReportSkeleton tiles={3} blocks={2} />;
  else if (!workspaceId) body = <p className="text-muted-foreground">{t('gamification.noWorkspace')}</p>;
  else if (query.isError || !query.data)
    body = <ReportError message={t('gamification.loadFailed')} onRetry={() => void query.refetch()} />;
  else body = <RankingBody data={query.data} workspaceId={workspaceId} period={period} onPeriod={setPeriod} />;

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-4">
      <title>{`${t('gamification.title')} · RBAX Flow`}</title>
      <ReportHeader
        title={t('gamification.title')}
        subtitle={t('gamification.subtitle')}
        below={
          <p className="text-sm">
            <GuideLink slug={GAMIFICATION_GUIDE_SLUG}>{t('gamification.guide')}</GuideLink>
          </p>
        }
      >
        {report.workspaces.length > 1 ? (
          <WorkspacePicker workspaces={report.workspaces} value={workspaceId} onChange={report.setWorkspace} />
        ) : null}
      </ReportHeader>
      {body}
    </div>
  );
}

function RankingBody({
  data,
  workspaceId,
  period,
  onPeriod,
}: {
  data: GamificationResponse;
  workspaceId: string;
  period: RankingPeriod;
  onPeriod: (period: RankingPeriod) => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const update = useUpdateGamification(workspaceId);
  const toggle = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: () => toast.success(t(enabled ? 'gamification.manage.enabled' : 'gamification.manage.disabled')),
        onError: () => toast.error(t('gamification.toasts.saveFailed')),
      },
    );

  if (!data.enabled) {
    return (
      <>
        <ReportEmpty icon={<Trophy className="size-8" aria-hidden="true" />} title={t('gamification.off.title')}>
          <p className="max-w-prose text-sm text-muted-foreground">{t('gamification.off.body')}</p>
          {data.canManage ? (
            <Button className="mt-3" onClick={() => toggle(true)} disabled={update.isPending}>
              <Trophy aria-hidden="true" />
              {t('gamification.off.enable')}
            </Button>
          ) : (
            <p className="mt-2 text-sm">{t('gamification.off.askAdmin')}</p>
          )}
        </ReportEmpty>
        <RankingRules rules={data.rules} />
      </>
    );
  }

  const periodOptions = rankingPeriods.map((value) => ({ value, label: t(`gamification.periods.${value}`) }));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SegmentedControl
          label={t('gamification.periodLabel')}
          value={period}
          options={periodOptions}
          onChange={onPeriod}
        />
        {data.canManage ? (
          <Button variant="outline" size="sm" onClick={() => toggle(false)} disabled={update.isPending}>
            {t('gamification.manage.disable')}
          </Button>
        ) : null}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="ranking-table" className="grid min-w-0 gap-2">
          <h2 id="ranking-table" className="text-lg font-semibold">
            {t('gamification.table.title', { period: t(`gamification.periods.${period}`) })}
          </h2>
          <RankingTable
            entries={data.ranking}
            meId={me.data?.id ?? ''}
            caption={t('gamification.table.title', { period: t(`gamification.periods.${period}`) })}
          />
        </section>
        {data.me ? <RankingProfile workspaceId={workspaceId} me={data.me} /> : null}
      </div>
      <RankingRules rules={data.rules} />
    </>
  );
}
