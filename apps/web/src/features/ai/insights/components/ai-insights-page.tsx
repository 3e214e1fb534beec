import { insightKinds, type AiInsightsResponse, type Insight, type InsightKind } from '@rbax/shared/ai/insights';
import type { BoardSummary } from '@rbax/shared/boards';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LayoutDashboard, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { aiInsightsQueryOptions, type InsightsScope } from '@/features/ai/insights/api/get-ai-insights';
import { AiSummaryPanel } from '@/features/ai/insights/components/ai-summary-panel';
import { InsightItem } from '@/features/ai/insights/components/insight-item';
import type { TextContext } from '@/features/ai/insights/lib/insight-text';
import { WorkspacePicker } from '@/features/analytics/workspace/components/report-filters';
import {
  ReportEmpty,
  ReportError,
  ReportHeader,
  ReportSkeleton,
} from '@/features/analytics/workspace/components/report-states';
import { useReportWorkspace } from '@/features/analytics/workspace/hooks/use-report-params';
import { useBoards } from '@/features/boards/api/get-boards';

const WHOLE_WORKSPACE = 'all';

/**
 * The scope in the address: `?workspace=` (else the sidebar's workspace) and `?board=` (else the
 * whole workspace; without any workspace, the first board outside one).
 */
function useInsightsScope() {
  const report = useReportWorkspace();
  const [params, setParams] = useSearchParams();
  const workspaceId = report.workspace?.id ?? null;
  const boardsQuery = useBoards({ workspaceId: workspaceId ?? 'none', archived: false }, { enabled: report.ready });
  const boards = boardsQuery.data ?? [];
  const wanted = params.get('board');
  const board = boards.find((item) => item.id === wanted) ?? (workspaceId ? null : (boards[0] ?? null));
  let scope: InsightsScope | null = null;
  if (board) scope = { kind: 'board', id: board.id };
  else if (workspaceId) scope = { kind: 'workspace', id: workspaceId };
  const setBoard = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === WHOLE_WORKSPACE) next.delete('board');
        else next.set('board', id);
        return next;
      },
      { replace: true },
    );
  const setWorkspace = (id: string) => {
    report.setWorkspace(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('board');
        return next;
      },
      { replace: true },
    );
  };
  return { report, boards, boardsQuery, board, scope, setBoard, setWorkspace, workspaceId };
}

/** /ai-insights (issue 24): what needs attention now, per workspace or board, with or without a model. */
export function AiInsightsPage() {
  const { t } = useTranslation();
  const { report, boards, boardsQuery, board, scope, setBoard, setWorkspace, workspaceId } = useInsightsScope();
  const query = useQuery(aiInsightsQueryOptions(scope));
  // An answer kept from the previous scope is shown dimmed, never as this scope's.
  const data = query.data && !query.isPlaceholderData ? query.data : undefined;

  let body;
  if (report.isPending || boardsQuery.isPending) body = <ReportSkeleton tiles={2} blocks={3} />;
  else if (report.isError || boardsQuery.isError)
    body = <ReportError message={t('aiInsights.loadFailed')} onRetry={() => void boardsQuery.refetch()} />;
  else if (!scope)
    body = (
      <ReportEmpty
        icon={<LayoutDashboard aria-hidden="true" className="size-6 text-muted-foreground" />}
        title={t('aiInsights.noBoards.title')}
      >
        <p className="max-w-md text-sm text-muted-foreground">{t('aiInsights.noBoards.description')}</p>
      </ReportEmpty>
    );
  else if (query.isError && !query.data)
    body = <ReportError message={t('aiInsights.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (!data) body = <ReportSkeleton tiles={2} blocks={3} />;
  else body = <InsightsReport scope={scope} data={data} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <title>{`${t('aiInsights.title')} · RBAX Flow`}</title>
      <ReportHeader title={t('aiInsights.title')} subtitle={t('aiInsights.subtitle')} />
      <div role="group" aria-label={t('aiInsights.filters.label')} className="flex flex-wrap items-end gap-3">
        {report.workspaces.length > 0 ? (
          <div className="w-full sm:w-auto">
            <WorkspacePicker workspaces={report.workspaces} value={workspaceId} onChange={setWorkspace} />
          </div>
        ) : null}
        {boards.length > 0 ? (
          <BoardPicker
            boards={boards}
            value={board?.id ?? null}
            allowWhole={workspaceId !== null}
            onChange={setBoard}
          />
        ) : null}
      </div>
      <div aria-busy={query.isFetching} className="grid gap-4">
        {body}
      </div>
    </div>
  );
}

function BoardPicker({
  boards,
  value,
  allowWhole,
  onChange,
}: {
  boards: readonly BoardSummary[];
  value: string | null;
  allowWhole: boolean;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid w-full gap-1.5 sm:w-auto">
      <Label htmlFor="insights-board">{t('aiInsights.filters.board')}</Label>
      <Select value={value ?? WHOLE_WORKSPACE} onValueChange={onChange}>
        <SelectTrigger id="insights-board" className="w-full sm:w-64">
          <SelectValue placeholder={t('aiInsights.filters.chooseBoard')} />
        </SelectTrigger>
        <SelectContent>
          {allowWhole ? (
            <SelectItem value={WHOLE_WORKSPACE}>{t('aiInsights.filters.wholeWorkspace')}</SelectItem>
          ) : null}
          {boards.map((item) => (
            <SelectItem key={item.id} value={item.id}>
              {item.title}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function InsightsReport({ scope, data }: { scope: InsightsScope; data: AiInsightsResponse }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const titles = new Map(data.boards.map((item) => [item.id, item.title]));
  const context: TextContext = { t, locale, boardTitle: (id) => titles.get(id) };
  const groups = new Map<InsightKind, Insight[]>();
  for (const insight of data.insights) groups.set(insight.kind, [...(groups.get(insight.kind) ?? []), insight]);
  const attention = data.insights.filter((insight) => insight.severity !== 'info').length;
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(data.generatedAt),
  );
  const showBoard = scope.kind === 'workspace';

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <div className="grid gap-1">
          {attention === 0 ? (
            <div
              className="flex items-start gap-3 rounded-xl border border-emerald-600/40 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
              data-testid="insights-all-clear"
            >
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div className="grid gap-0.5">
                <p className="font-semibold">{t('aiInsights.allClear.title')}</p>
                <p className="text-sm">{t('aiInsights.allClear.description')}</p>
              </div>
            </div>
          ) : (
            <p className="flex items-center gap-2 font-semibold">
              <Lightbulb aria-hidden="true" className="size-5 text-primary" />
              {t('aiInsights.attention', { count: attention })}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {t('aiInsights.generatedAt', { time, boards: t('aiInsights.boardsCount', { count: data.boards.length }) })}
          </p>
        </div>
        {insightKinds.map((kind) => {
          const list = groups.get(kind);
          if (!list) return null;
          const more = data.totals[kind] - list.length;
          return (
            <section key={kind} aria-labelledby={`insights-${kind}`} className="grid gap-2">
              <h2 id={`insights-${kind}`} className="text-lg font-semibold">
                {t(`aiInsights.kinds.${kind}`)} <span className="text-muted-foreground">({data.totals[kind]})</span>
              </h2>
              <ul className="grid gap-2">
                {list.map((insight) => (
                  <InsightItem key={insight.id} insight={insight} context={context} showBoard={showBoard} />
                ))}
              </ul>
              {more > 0 ? (
                <p className="text-sm text-muted-foreground">{t('aiInsights.more', { count: more })}</p>
              ) : null}
            </section>
          );
        })}
      </div>
      <aside className="min-w-0 lg:sticky lg:top-4">
        <AiSummaryPanel key={`${scope.kind}:${scope.id}`} scope={scope} data={data} />
      </aside>
    </div>
  );
}
