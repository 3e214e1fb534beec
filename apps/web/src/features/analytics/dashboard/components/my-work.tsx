import type { DashboardCard, DashboardResponse } from '@rbax/shared/analytics';
import { AlarmClock, CalendarClock, Flame, UserRoundCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardPath } from '@/config/paths';
import { AgingBadge, BreachRisk } from '@/features/analytics/dashboard/components/aging-badge';
import { formatDate } from '@/lib/dates';
import { MonitoringSection } from '@/features/monitoring/components/monitoring-section';

type ListKey = 'assigned' | 'overdue' | 'dueSoon' | 'atRisk';

const lists: { key: ListKey; icon: LucideIcon }[] = [
  { key: 'atRisk', icon: Flame },
  { key: 'overdue', icon: AlarmClock },
  { key: 'dueSoon', icon: CalendarClock },
  { key: 'assigned', icon: UserRoundCheck },
];

const itemLink =
  'font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none break-words';

function CardItem({ card, list }: { card: DashboardCard; list: ListKey }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="grid gap-1 rounded-md px-2 py-2 hover:bg-muted/50">
      <Link to={cardPath(card.board.id, card.id)} className={itemLink}>
        {card.title}
      </Link>
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="truncate">
          {card.board.title} · {card.column.name}
        </span>
        {card.dueDate ? (
          <span className={list === 'overdue' ? 'font-medium text-red-700 dark:text-red-300' : undefined}>
            {t('dashboard.due', { date: formatDate(card.dueDate, i18n.language) })}
          </span>
        ) : null}
        {card.priority ? <span>{t(`cards.priority.${card.priority}`)}</span> : null}
        {card.aging ? <AgingBadge aging={card.aging} /> : null}
        {list === 'atRisk' && card.aging ? <BreachRisk aging={card.aging} /> : null}
      </span>
    </li>
  );
}

/** 'Meu trabalho': the open cards assigned to me — at risk, overdue, due in 7 days, all. */
export function MyWork({ data, loading }: { data: DashboardResponse | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      {lists.map(({ key, icon }) => {
        const items = data?.[key] ?? [];
        return (
          <MonitoringSection
            key={key}
            id={`dashboard-${key}`}
            title={t(`dashboard.lists.${key}.title`)}
            icon={icon}
            total={data ? items.length : undefined}
            shown={items.length}
            loading={loading}
            emptyText={t(`dashboard.lists.${key}.empty`)}
          >
            <ul className="grid max-h-96 gap-1 overflow-y-auto" aria-label={t(`dashboard.lists.${key}.title`)}>
              {items.map((card) => (
                <CardItem key={card.id} card={card} list={key} />
              ))}
            </ul>
          </MonitoringSection>
        );
      })}
    </div>
  );
}
