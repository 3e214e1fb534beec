import type { FlowResponse, FlowSettings } from '@rbax/shared/analytics';
import { ArrowRight, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { zoneOffsetLabel } from '@/features/analytics/charts/dates';
import { formatPercent } from '@/features/analytics/charts/format';
import { percentileLabel } from '@/features/analytics/charts/percentile-label';
import { FlowSettingsDialog } from '@/features/analytics/reports/components/flow-settings-dialog';

/**
 * The rules every chart follows, always on screen (design note §6): start → done columns, the
 * board's time zone, the SLE with its window and n, and the risk threshold; 'Configurar fluxo'
 * for those who can manage the board.
 */
export function FlowSettingsSummary({
  boardId,
  settings,
  columns,
  sle,
  canManage,
}: {
  boardId: string;
  settings: FlowSettings;
  columns: FlowResponse['columns'];
  sle: FlowResponse['sle'] | null;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = (columnId: string) => columns.find((column) => column.id === columnId)?.name ?? '—';
  const sleText =
    sle && sle.days !== null
      ? percentileLabel(t, { p: sle.percentile, days: sle.days, n: sle.n }, i18n.language)
      : t('boardFlow.summary.sleNone');
  return (
    <section
      aria-label={t('boardFlow.summary.label')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-sm"
    >
      <div className="grid gap-2">
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('boardFlow.summary.workflow')}</dt>
            <dd className="flex items-center gap-1.5 font-medium" data-testid="flow-columns">
              {name(settings.startColumnId)}
              <ArrowRight aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('boardFlow.summary.to')}</span>
              {name(settings.doneColumnId)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('boardFlow.summary.timeZone')}</dt>
            <dd className="font-medium" data-testid="flow-time-zone">
              {settings.timeZone} <span className="text-muted-foreground">({zoneOffsetLabel(settings.timeZone)})</span>
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">
              {t('boardFlow.summary.sle', { p: settings.slePercentile, days: settings.sleWindowDays })}
            </dt>
            <dd className="font-medium" data-testid="flow-sle">
              {sleText}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('boardFlow.summary.risk')}</dt>
            <dd className="font-medium">{formatPercent(settings.riskThreshold, i18n.language)}</dd>
          </div>
        </dl>
        {settings.configured ? null : (
          <p className="text-xs text-muted-foreground">{t('boardFlow.summary.defaults')}</p>
        )}
      </div>
      {canManage ? (
        <>
          <Button
            variant="outline"
            size="sm"
            className="print:hidden"
            onClick={() => setOpen(true)}
            disabled={columns.length === 0}
          >
            <Settings2 aria-hidden="true" />
            {t('boardFlow.summary.configure')}
          </Button>
          <FlowSettingsDialog
            open={open}
            onOpenChange={setOpen}
            boardId={boardId}
            settings={settings}
            columns={columns}
          />
        </>
      ) : null}
    </section>
  );
}
