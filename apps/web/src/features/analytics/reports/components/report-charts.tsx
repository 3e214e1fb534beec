import type { FlowResponse } from '@rbax/shared/analytics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AgingChart } from '@/features/analytics/reports/components/aging-chart';
import { BurnupChart } from '@/features/analytics/reports/components/burnup-chart';
import { CfdChart } from '@/features/analytics/reports/components/cfd-chart';
import { CycleTimeChart } from '@/features/analytics/reports/components/cycle-time-chart';
import { ForecastPanel } from '@/features/analytics/reports/components/forecast-panel';
import { ThroughputChart, ThroughputHistogram } from '@/features/analytics/reports/components/throughput-chart';
import { TimeInColumnsChart } from '@/features/analytics/reports/components/time-in-columns-chart';
import { ValueChart } from '@/features/analytics/reports/components/value-chart';
import { reportData } from '@/features/analytics/reports/lib/report-data';
import { cn } from '@/lib/utils';

/** The report's charts in reading order: flow, then time (scatter next to ageing), delivery, value, forecasts. */
export function ReportCharts({
  flow,
  boardTitle,
  rangeText,
  asOf,
  updating,
}: {
  flow: FlowResponse;
  boardTitle: string;
  rangeText: string;
  asOf: string | undefined;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const data = useMemo(() => reportData(flow, boardTitle, rangeText), [flow, boardTitle, rangeText]);
  return (
    <div
      aria-busy={updating}
      className={cn('grid gap-4 lg:grid-cols-2 print:block print:space-y-4', updating && 'opacity-60')}
    >
      {updating ? (
        <p className="sr-only" role="status">
          {t('reports.loading')}
        </p>
      ) : null}
      <CfdChart data={data} />
      <ValueChart data={data} />
      <CycleTimeChart data={data} />
      <AgingChart data={data} />
      <ThroughputChart data={data} />
      <ThroughputHistogram data={data} />
      <TimeInColumnsChart data={data} />
      <BurnupChart data={data} />
      <div className="lg:col-span-2">
        <ForecastPanel key={flow.boardId} data={data} asOf={asOf} />
      </div>
    </div>
  );
}
