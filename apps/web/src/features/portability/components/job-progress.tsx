import type { PortabilityJob } from '@rbax/shared/portability/api';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** A job's progress as a bar with its percentage, announced politely to screen readers. */
export function JobProgress({
  job,
  label,
  className,
}: {
  job: Pick<PortabilityJob, 'status' | 'progress'>;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const value = job.status === 'done' ? 100 : job.progress;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between text-sm">
        <span>{label}</span>
        <span aria-live="polite" className="tabular-nums text-muted-foreground">
          {t('portability.progress.percent', { value })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
