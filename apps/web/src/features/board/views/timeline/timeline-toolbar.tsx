import { AlertTriangle, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { timelineZooms, type TimelineZoom } from '@/features/board/lib/timeline-scale';
import { cn } from '@/lib/utils';

export type TimelineGrouping = 'column' | 'assignee';

type TimelineToolbarProps = {
  zoom: TimelineZoom;
  grouping: TimelineGrouping;
  critical: boolean;
  lateCount: number;
  canEdit: boolean;
  onZoom: (zoom: TimelineZoom) => void;
  onGrouping: (grouping: TimelineGrouping) => void;
  onCritical: (on: boolean) => void;
  onPushAll: () => void;
};

/** Zoom (day, week, month), grouping, the critical path, and the warning about late dependencies. */
export function TimelineToolbar(props: TimelineToolbarProps) {
  const { zoom, grouping, critical, lateCount, canEdit } = props;
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t('boardView.timeline.zoom')} className="inline-flex rounded-lg bg-muted p-1">
          {timelineZooms.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={zoom === value}
              onClick={() => props.onZoom(value)}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                zoom === value && 'bg-background text-foreground shadow-sm',
              )}
            >
              {t(`boardView.timeline.zooms.${value}`)}
            </button>
          ))}
        </div>
        <Select value={grouping} onValueChange={(value) => props.onGrouping(value as TimelineGrouping)}>
          <SelectTrigger className="w-48" aria-label={t('boardView.timeline.groupBy')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="column">{t('boardView.timeline.grouping.column')}</SelectItem>
            <SelectItem value="assignee">{t('boardView.timeline.grouping.assignee')}</SelectItem>
          </SelectContent>
        </Select>
        <Button
          variant={critical ? 'default' : 'outline'}
          aria-pressed={critical}
          onClick={() => props.onCritical(!critical)}
        >
          <Route aria-hidden="true" />
          {t('boardView.timeline.critical')}
        </Button>
        <p className="hidden text-xs text-muted-foreground xl:block">{t('boardView.timeline.keys')}</p>
      </div>
      {lateCount > 0 ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm"
        >
          <AlertTriangle aria-hidden="true" className="size-4 text-amber-500" />
          <span>{t('boardView.timeline.late', { count: lateCount })}</span>
          {canEdit ? (
            <Button size="sm" variant="outline" className="ml-auto" onClick={props.onPushAll}>
              {t('boardView.timeline.pushAll')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
