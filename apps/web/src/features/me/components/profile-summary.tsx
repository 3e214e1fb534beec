import type { MeSummary } from '@rbax/shared/me';
import { AlarmClock, CheckCircle2, CircleDot, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardPath } from '@/config/paths';
import { describeEvent } from '@/features/board/card-dialog/card-activity';
import { formatRelative } from '@/lib/dates';
import { cn } from '@/lib/utils';

const stats = [
  { key: 'assignedOpen', icon: CircleDot, tone: 'text-primary' },
  { key: 'overdue', icon: AlarmClock, tone: 'text-destructive' },
  { key: 'completed', icon: CheckCircle2, tone: 'text-emerald-600 dark:text-emerald-400' },
  { key: 'created', icon: PenLine, tone: 'text-muted-foreground' },
] as const;

export function CardStats({ summary }: { summary: MeSummary }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ key, icon: Icon, tone }) => (
        <div key={key} className="grid gap-1 rounded-lg border bg-background p-3">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon aria-hidden="true" className={cn('size-4', tone)} />
            {t(`profile.summary.${key}`)}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">{summary.cards[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** My latest events, each a sentence of the card history, linking to the card when it still exists. */
export function RecentActivity({ summary }: { summary: MeSummary }) {
  const { t, i18n } = useTranslation();
  if (summary.activity.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {t('profile.activity.empty')}
      </p>
    );
  }
  return (
    <ol className="grid gap-1" aria-label={t('profile.activity.title')}>
      {summary.activity.map((event) => (
        <li key={event.id} className="grid gap-0.5 rounded-md px-2 py-2 hover:bg-muted/50">
          {event.cardTitle && event.entityId ? (
            <Link
              to={cardPath(event.boardId, event.entityId)}
              className="font-medium break-words underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {event.cardTitle}
            </Link>
          ) : null}
          <span className="text-sm">{describeEvent(event, summary.columns, t)}</span>
          <span className="flex min-w-0 gap-1 text-xs text-muted-foreground">
            <span className="truncate">{event.boardTitle}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={event.createdAt} className="shrink-0">
              {formatRelative(event.createdAt, i18n.language)}
            </time>
          </span>
        </li>
      ))}
    </ol>
  );
}
