import type { Monitoring, MonitoringCard, StaleCard, WipColumn } from '@rbax/shared/monitoring';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardPath } from '@/config/paths';
import { describeEvent } from '@/features/board/card-dialog/card-activity';
import { formatDate, formatRelative } from '@/lib/dates';

const DAY_MS = 86_400_000;

const lateDays = (dueDate: string, now: number) => Math.floor((now - new Date(dueDate).getTime()) / DAY_MS);

const itemLink =
  'font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none break-words';

function Where({ card }: { card: Pick<MonitoringCard, 'board' | 'column'> }) {
  return (
    <span className="truncate">
      {card.board.title} · {card.column.name}
    </span>
  );
}

/** One card of the overdue and idle lists: its link, where it is, what the list says of it, and its assignee. */
function CardRow({ card, children }: { card: MonitoringCard; children: ReactNode }) {
  return (
    <li className="grid gap-0.5 rounded-md px-2 py-2 hover:bg-muted/50">
      <Link to={cardPath(card.boardId, card.id)} className={itemLink}>
        {card.title}
      </Link>
      <span className="flex min-w-0 flex-wrap gap-x-2 text-xs text-muted-foreground">
        <Where card={card} />
        {children}
        {card.assignee ? <span>{card.assignee.name}</span> : null}
      </span>
    </li>
  );
}

/** The newest card events, each a sentence of the card history under the card's name (also on /dashboard). */
export function ActivityList({ data }: { data: Pick<Monitoring, 'activity' | 'columns'> }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="grid gap-1" aria-label={t('monitoring.activity.title')}>
      {data.activity.map((event) => (
        <li key={`${event.boardId}:${event.id}`} className="grid gap-0.5 rounded-md px-2 py-2 hover:bg-muted/50">
          <Link to={cardPath(event.card.boardId, event.card.id)} className={itemLink}>
            {event.card.title}
          </Link>
          <span className="text-sm">{describeEvent(event, data.columns, t)}</span>
          <span className="flex min-w-0 gap-1 text-xs text-muted-foreground">
            <span className="truncate">{event.board.title}</span>
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

export function WipList({ items }: { items: WipColumn[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3" aria-label={t('monitoring.wip.title')}>
      {items.map((item) => (
        <li key={item.column.id} className="grid gap-1.5 rounded-md border px-3 py-2">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 font-medium">
              {item.board.title} · {item.column.name}
            </span>
            <span className="rounded-full border border-red-600/50 bg-red-500/10 px-2 py-0.5 text-xs font-semibold tabular-nums text-red-700 dark:text-red-300">
              {t('monitoring.wip.count', { count: item.cardCount, limit: item.wipLimit })}
            </span>
          </div>
          <ul className="grid gap-0.5 text-sm">
            {item.cards.map((card) => (
              <li key={card.id}>
                <Link to={cardPath(item.board.id, card.id)} className={itemLink}>
                  {card.title}
                </Link>
              </li>
            ))}
          </ul>
          {item.cardCount > item.cards.length ? (
            <p className="text-xs text-muted-foreground">
              {t('monitoring.wip.more', { count: item.cardCount - item.cards.length })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function OverdueList({ items, now }: { items: MonitoringCard[]; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-1" aria-label={t('monitoring.overdue.title')}>
      {items.map((card) => (
        <CardRow key={card.id} card={card}>
          {card.dueDate ? (
            <span className="font-medium text-red-700 dark:text-red-300">
              {t('monitoring.overdue.due', { date: formatDate(card.dueDate, i18n.language) })}
              {lateDays(card.dueDate, now) > 0
                ? ` · ${t('monitoring.overdue.late', { count: lateDays(card.dueDate, now) })}`
                : null}
            </span>
          ) : null}
        </CardRow>
      ))}
    </ul>
  );
}

export function StaleList({ items, now }: { items: StaleCard[]; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-1" aria-label={t('monitoring.stale.listLabel')}>
      {items.map((card) => (
        <CardRow key={card.id} card={card}>
          <span>
            {t('monitoring.stale.idle', {
              count: Math.floor((now - new Date(card.lastMovedAt).getTime()) / DAY_MS),
              date: formatDate(card.lastMovedAt, i18n.language),
            })}
          </span>
        </CardRow>
      ))}
    </ul>
  );
}
