import { Download, ImageDown, Table2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/features/analytics/charts/csv';
import { DataTable } from '@/features/analytics/charts/data-table';
import { InclusionPanel, type InclusionRow } from '@/features/analytics/charts/inclusion-panel';
import { downloadChartPng, type PngLegendItem } from '@/features/analytics/charts/png';
import type { TableModel } from '@/features/analytics/charts/table';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import { cn } from '@/lib/utils';

export type ChartCardProps = {
  title: string;
  /** One line: what the chart shows and how to read it. */
  description: string;
  /** The chart in words, for screen readers (role="img"). */
  summary: string;
  table: TableModel;
  /** File name without extension, for the CSV and the PNG. */
  fileName: string;
  /** Board, range and time zone: under the title of the PNG. */
  context?: string;
  legend?: readonly PngLegendItem[];
  inclusion?: readonly InclusionRow[];
  inclusionNotes?: readonly string[];
  /** Toggles next to the title (A/B mode, daily/weekly…). */
  toolbar?: ReactNode;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  /** Under the chart (lists, explanations). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * Every chart of the analytics pages in one frame: title, explanation, the chart (role="img" with
 * a summary), its legend, the "included/excluded and why" panel, and the table alternative with
 * its CSV and a PNG of the picture.
 */
export function ChartCard({
  title,
  description,
  summary,
  table,
  fileName,
  context,
  legend = [],
  inclusion,
  inclusionNotes,
  toolbar,
  empty,
  footer,
  className,
  children,
}: ChartCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const theme = useChartTheme();
  const chartRef = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportPng = async () => {
    const svg = chartRef.current?.querySelector<SVGSVGElement>('svg.recharts-surface');
    if (!svg) return;
    setExporting(true);
    try {
      await downloadChartPng(svg, {
        fileName: `${fileName}.png`,
        title,
        ...(context ? { subtitle: context } : {}),
        legend,
        background: theme.background,
        foreground: theme.text,
        muted: theme.muted,
      });
    } catch {
      toast.error(t('reports.chart.pngFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-report-chart
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 id={`${id}-title`} className="text-base font-semibold leading-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {toolbar ? <div className="flex flex-wrap items-center gap-2 print:hidden">{toolbar}</div> : null}
      </div>

      {empty ? (
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          {legend.length > 0 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={t('reports.chart.legend')}>
              {legend.map((item) => (
                <li key={item.label} className="inline-flex items-center gap-1.5">
                  <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ backgroundColor: item.color }} />
                  {item.label}
                </li>
              ))}
            </ul>
          ) : null}
          <div ref={chartRef} role="img" aria-label={summary} className="min-w-0">
            {children}
          </div>
        </>
      )}

      {footer}
      {inclusion && inclusion.length > 0 ? <InclusionPanel rows={inclusion} notes={inclusionNotes} /> : null}

      <div className="flex flex-wrap gap-2 print:hidden">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={showTable ? `${id}-table` : undefined}
          onClick={() => setShowTable((shown) => !shown)}
        >
          <Table2 aria-hidden="true" />
          {t(showTable ? 'reports.chart.hideTable' : 'reports.chart.showTable')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={table.rows.length === 0}
          onClick={() => downloadCsv(table, i18n.language, `${fileName}.csv`)}
        >
          <Download aria-hidden="true" />
          {t('reports.chart.downloadCsv')}
        </Button>
        <Button variant="outline" size="sm" disabled={Boolean(empty) || exporting} onClick={() => void exportPng()}>
          <ImageDown aria-hidden="true" />
          {t('reports.chart.downloadPng')}
        </Button>
      </div>
      {showTable ? (
        table.rows.length > 0 ? (
          <DataTable id={`${id}-table`} caption={title} table={table} />
        ) : (
          <p id={`${id}-table`} className="text-sm text-muted-foreground">
            {t('reports.chart.noRows')}
          </p>
        )
      ) : null}
    </section>
  );
}
