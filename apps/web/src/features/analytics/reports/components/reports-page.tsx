import { FLOW_RANGE_DEFAULT_DAYS } from '@rbax/shared/analytics';
import type { BoardSummary } from '@rbax/shared/boards';
import { dateTimeSchema } from '@rbax/shared/validation';
import { BarChart3, ChartColumn, Printer } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { GuideLink } from '@/components/ui/guide-link';
import { paths, REPORTS_GUIDE_SLUG } from '@/config/paths';
import { useBoards } from '@/features/boards/api/get-boards';
import { formatLocalDate, localDateIn } from '@/features/analytics/charts/dates';
import { useBoardFlow } from '@/features/analytics/reports/api/use-board-flow';
import { useFlowSettings } from '@/features/analytics/reports/api/use-flow-settings';
import { FlowSettingsSummary } from '@/features/analytics/reports/components/flow-settings-summary';
import { ReportCharts } from '@/features/analytics/reports/components/report-charts';
import { ReportControls } from '@/features/analytics/reports/components/report-controls';
import { ErrorState, ReportSkeleton } from '@/features/analytics/reports/components/report-states';
import {
  parseRangeChoice,
  resolveRange,
  writeRangeChoice,
  type RangeChoice,
  type RangePreset,
} from '@/features/analytics/charts/range';
import '@/features/analytics/reports/components/reports-print.css';

/** The board the address names, when the user can read it; otherwise the first one. */
function chosenBoard(boards: readonly BoardSummary[] | undefined, wanted: string | null): BoardSummary | null {
  if (!boards || boards.length === 0) return null;
  return boards.find((board) => board.id === wanted) ?? boards[0]!;
}

/** The board reports' default period (FLOW_RANGE_DEFAULT_DAYS, 60 days). */
const REPORTS_DEFAULT_DAYS = FLOW_RANGE_DEFAULT_DAYS as RangePreset;

/**
 * /reports (issue 19): one board's flow — cumulative flow, cycle time, throughput, ageing WIP, time
 * per column, burn-up, value and Monte Carlo forecasts — for a period, in the board's time zone.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const boardsQuery = useBoards({ archived: false });
  const board = chosenBoard(boardsQuery.data, search.get('board'));
  const boardId = board?.id ?? null;
  const range = parseRangeChoice(search, REPORTS_DEFAULT_DAYS);
  const asOfParam = search.get('asOf');
  const asOf = asOfParam && dateTimeSchema.safeParse(asOfParam).success ? asOfParam : undefined;
  const settingsQuery = useFlowSettings(boardId);
  const settings = settingsQuery.data;
  const resolved = useMemo(
    () => (settings ? resolveRange(range, localDateIn(settings.timeZone, asOf ? new Date(asOf) : new Date())) : null),
    // The range's identity changes on every render; its parts do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings?.timeZone, asOf, range.kind, range.kind === 'preset' ? range.days : `${range.from}|${range.to}`],
  );
  const flowQuery = useBoardFlow(boardId, resolved ? { ...resolved, asOf } : null);
  const flow = flowQuery.data?.boardId === boardId ? flowQuery.data : undefined;

  // The choice stays in the address (a reload or a shared link shows the same board).
  useEffect(() => {
    if (board && search.get('board') !== board.id) {
      const next = new URLSearchParams(search);
      next.set('board', board.id);
      setSearch(next, { replace: true });
    }
  }, [board, search, setSearch]);

  const setBoard = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('board', id);
    setSearch(next);
  };
  const setRange = (choice: RangeChoice) => setSearch(writeRangeChoice(search, choice, REPORTS_DEFAULT_DAYS));
  const rangeText = flow
    ? `${formatLocalDate(flow.from, i18n.language)} – ${formatLocalDate(flow.to, i18n.language)}`
    : '';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6" data-report>
      <title>{`${t('reports.title')} · RBAX Flow`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid max-w-3xl gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('reports.title')}</h1>
          <p className="text-muted-foreground print:hidden">{t('reports.subtitle')}</p>
          <p className="text-sm print:hidden">
            <GuideLink slug={REPORTS_GUIDE_SLUG}>{t('reports.guide')}</GuideLink>
          </p>
          {board && flow ? (
            <p className="hidden text-sm print:block">
              {t('reports.printHeader', { board: board.title, range: rangeText, timeZone: flow.settings.timeZone })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button asChild variant="outline">
            <Link to={paths.analytics}>
              <ChartColumn aria-hidden="true" />
              {t('reports.workspaceAnalytics')}
            </Link>
          </Button>
          {flow ? (
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('reports.print')}
            </Button>
          ) : null}
        </div>
      </div>

      {boardsQuery.isPending ? (
        <ReportSkeleton />
      ) : boardsQuery.isError ? (
        <ErrorState text={t('reports.errors.boards')} onRetry={() => void boardsQuery.refetch()} />
      ) : !board ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <BarChart3 aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t('reports.empty.noBoards')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('reports.empty.noBoardsHint')}</p>
          <Button asChild>
            <Link to={paths.boards}>{t('reports.empty.goToBoards')}</Link>
          </Button>
        </div>
      ) : (
        <>
          <ReportControls
            boards={boardsQuery.data}
            boardId={board.id}
            onBoardChange={setBoard}
            range={range}
            resolved={resolved}
            onRangeChange={setRange}
          />
          {settingsQuery.isError ? (
            <ErrorState text={t('reports.errors.settings')} onRetry={() => void settingsQuery.refetch()} />
          ) : settings ? (
            <FlowSettingsSummary
              boardId={board.id}
              settings={flow?.settings ?? settings}
              columns={flow?.columns ?? []}
              sle={flow?.sle ?? null}
              canManage={board.permissions.canManage}
            />
          ) : null}
          {flowQuery.isError && !flow ? (
            <ErrorState text={t('reports.errors.flow')} onRetry={() => void flowQuery.refetch()} />
          ) : !flow ? (
            settingsQuery.isError ? null : (
              <ReportSkeleton />
            )
          ) : flow.cards.length === 0 ? (
            <div className="rounded-xl border border-dashed px-6 py-12 text-center">
              <p className="font-medium">{t('reports.empty.noHistory')}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t('reports.empty.noHistoryHint')}</p>
            </div>
          ) : (
            <ReportCharts
              flow={flow}
              boardTitle={board.title}
              rangeText={rangeText}
              asOf={asOf}
              updating={flowQuery.isPlaceholderData}
            />
          )}
        </>
      )}
    </div>
  );
}
