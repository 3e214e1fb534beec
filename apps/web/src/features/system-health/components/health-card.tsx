import type { HealthStatus } from '@rbax/shared/health';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/features/system-health/components/status-badge';
import { statusPresentation } from '@/features/system-health/lib/health-status';
import { cn } from '@/lib/utils';

export type HealthDetail = { label: string; value: string };

/** One figure of the page: its title and status, the main value, details and the thresholds. */
export function HealthCard({
  id,
  title,
  icon: Icon,
  status,
  value,
  valueLabel,
  details,
  note,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  status: HealthStatus;
  value: string;
  valueLabel: string;
  details: HealthDetail[];
  note?: string;
  children?: ReactNode;
}) {
  const { surface } = statusPresentation(status);
  const headingId = `health-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`health-card-${id}`}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-l-4 bg-card p-5 text-card-foreground shadow-sm',
        surface.split(' ')[0],
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
          {title}
        </h2>
        <StatusBadge status={status} />
      </div>
      <div className="grid gap-0.5">
        <p className="text-3xl font-bold tabular-nums tracking-tight" data-testid={`health-value-${id}`}>
          {value}
        </p>
        <p className="text-sm text-muted-foreground">{valueLabel}</p>
      </div>
      {details.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="text-muted-foreground">{detail.label}</dt>
              <dd className="text-right font-medium tabular-nums">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
      {note ? <p className="mt-auto text-xs text-muted-foreground">{note}</p> : null}
    </section>
  );
}
