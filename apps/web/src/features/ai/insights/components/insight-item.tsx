import type { Insight, InsightCardRef, InsightSeverity } from '@rbax/shared/ai/insights';
import { AlertOctagon, AlertTriangle, Info, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { boardPath, cardPath, paths } from '@/config/paths';
import { insightDetails, insightHeadline, type TextContext } from '@/features/ai/insights/lib/insight-text';
import { cn } from '@/lib/utils';

const severityStyle: Record<InsightSeverity, { icon: LucideIcon; badge: string; edge: string }> = {
  critical: {
    icon: AlertOctagon,
    badge: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
    edge: 'border-l-red-600',
  },
  warning: {
    icon: AlertTriangle,
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    edge: 'border-l-amber-500',
  },
  info: {
    icon: Info,
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
    edge: 'border-l-sky-600',
  },
};

export function SeverityBadge({ severity }: { severity: InsightSeverity }) {
  const { t } = useTranslation();
  const style = severityStyle[severity];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold', style.badge)}>
      <style.icon aria-hidden="true" className="size-3.5" />
      {t(`aiInsights.severity.${severity}`)}
    </span>
  );
}

const linkClass =
  'rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';

/** The card an insight is about, or the cards it links to (each opens the card over its board). */
function CardLinks({ cards, label }: { cards: readonly InsightCardRef[]; label: string }) {
  if (cards.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label={label}>
        {cards.map((card) => (
          <li key={card.id} className="min-w-0 max-w-full">
            <Link to={cardPath(card.boardId, card.id)} className={cn(linkClass, 'block truncate')}>
              {card.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One insight: severity, what it is about (linked), its numbers in words, and where to act. */
export function InsightItem({
  insight,
  context,
  showBoard,
}: {
  insight: Insight;
  context: TextContext;
  showBoard: boolean;
}) {
  const { t } = useTranslation();
  const headline = insightHeadline(insight, context);
  const details = insightDetails(insight, context);
  const boardTitle = insight.boardId ? context.boardTitle(insight.boardId) : undefined;
  return (
    <li
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border border-l-4 bg-card p-3 text-card-foreground shadow-xs sm:p-4',
        severityStyle[insight.severity].edge,
      )}
      data-insight={insight.kind}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <SeverityBadge severity={insight.severity} />
        {showBoard && insight.boardId && boardTitle ? (
          <Link to={boardPath(insight.boardId)} className={cn(linkClass, 'text-xs text-muted-foreground')}>
            {t('aiInsights.onBoard', { board: boardTitle })}
          </Link>
        ) : null}
      </div>
      <h3 className="min-w-0 font-semibold break-words">
        {'card' in insight ? (
          <Link to={cardPath(insight.card.boardId, insight.card.id)} className={linkClass}>
            {headline}
          </Link>
        ) : (
          headline
        )}
      </h3>
      {details.length > 0 ? (
        <p className="text-sm text-muted-foreground">{details.filter(Boolean).join(' · ')}</p>
      ) : null}
      {insight.kind === 'bottleneck' ? (
        <CardLinks cards={insight.cards} label={t('aiInsights.bottleneck.oldest')} />
      ) : null}
      {insight.kind === 'overloaded_person' ? (
        <CardLinks cards={insight.cards} label={t('aiInsights.overloaded.cards')} />
      ) : null}
      {insight.boardId && (insight.kind === 'throughput_trend' || insight.kind === 'forecast') ? (
        <Link to={`${paths.reports}?board=${encodeURIComponent(insight.boardId)}`} className={cn(linkClass, 'text-sm')}>
          {t('aiInsights.openReport')}
        </Link>
      ) : null}
      {insight.boardId && insight.kind === 'bottleneck' ? (
        <Link to={boardPath(insight.boardId)} className={cn(linkClass, 'text-sm')}>
          {t('aiInsights.openBoard')}
        </Link>
      ) : null}
    </li>
  );
}
