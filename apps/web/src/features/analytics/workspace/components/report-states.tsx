import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError as SharedLoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's header: title, subtitle (and a line under it, e.g. a guide link) and what sits at its right (filters, links). */
export function ReportHeader({
  title,
  subtitle,
  below,
  children,
}: {
  title: string;
  subtitle: string;
  below?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
        {below}
      </div>
      {children}
    </div>
  );
}

/** Loading: the shapes of tiles and charts, announced once. */
export function ReportSkeleton({ tiles = 3, blocks = 2 }: { tiles?: number; blocks?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: tiles }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      {Array.from({ length: blocks }, (_, index) => (
        <Skeleton key={index} className="h-72 rounded-xl" />
      ))}
    </div>
  );
}

export function ReportError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <SharedLoadError message={message} retryLabel={t('analytics.common.retry')} onRetry={onRetry} />;
}

export function ReportEmpty({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">{icon}</span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** A figure of the page's summary row. */
export function StatTile({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <li className="grid min-w-0 content-start gap-1 rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4">
      <span className="truncate text-sm font-medium text-muted-foreground">{label}</span>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
      {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
    </li>
  );
}
