import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** One of the page's four lists: heading with its count, an action, then items, skeletons or the empty state. */
export function MonitoringSection({
  id,
  title,
  icon: Icon,
  total,
  shown,
  loading,
  emptyText,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  total: number | undefined;
  shown: number;
  loading: boolean;
  emptyText: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `monitoring-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`monitoring-${id}`}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
          {title}
          {total !== undefined ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground">
              {total}
            </span>
          ) : null}
        </h2>
        {action}
      </div>
      {loading ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-12 rounded-md" />
          ))}
        </div>
      ) : shown === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <>
          {children}
          {total !== undefined && total > shown ? (
            <p className="text-xs text-muted-foreground">{t('monitoring.showing', { shown, total })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
