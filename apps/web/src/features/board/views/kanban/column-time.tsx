import { formatMinutes, formatSeconds } from '@rbax/shared/time/duration';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** A column's time spent and estimated, summed over its cards (issue 21); nothing when both are zero. */
export function ColumnTime({ spentSeconds, estimateMinutes }: { spentSeconds: number; estimateMinutes: number }) {
  const { t } = useTranslation();
  if (spentSeconds === 0 && estimateMinutes === 0) return null;
  const over = estimateMinutes > 0 && spentSeconds > estimateMinutes * 60;
  const spent = formatSeconds(spentSeconds);
  const estimate = formatMinutes(estimateMinutes);
  const label = t('boardView.column.time', { spent, estimate });
  return (
    <span
      data-testid="column-time"
      className={cn('inline-flex items-center gap-1', over && 'text-destructive')}
      title={label}
    >
      <Clock aria-hidden="true" className="size-3" />
      <span aria-hidden="true" className="tabular-nums">{`${spent} / ${estimate}`}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
