import type { DashboardCard } from '@rbax/shared/analytics';
import type { HubWorkspace } from '@rbax/shared/global-hub';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { boardPath, cardPath, paths } from '@/config/paths';
import { FavoriteButton } from '@/features/global-hub/components/favorite-button';
import { storeCurrentWorkspaceId } from '@/features/workspaces/hooks/use-current-workspace';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

type Tag = 'atRisk' | 'overdue' | 'dueSoon' | 'assigned';
const order: Tag[] = ['atRisk', 'overdue', 'dueSoon', 'assigned'];
const tagStyle: Record<Tag, string> = {
  atRisk: 'border-orange-500/50 bg-orange-500/10 text-orange-900 dark:text-orange-100',
  overdue: 'border-red-500/50 bg-red-500/10 text-red-900 dark:text-red-100',
  dueSoon: 'border-amber-500/50 bg-amber-500/10 text-amber-900 dark:text-amber-100',
  assigned: 'border-border bg-muted text-foreground',
};
/** Cards shown per workspace before '+N'. */
const SHOWN = 6;

/** My cards of the workspace, each once, with its most urgent tag (at risk, overdue, due soon, assigned). */
export function workOf(group: HubWorkspace): { card: DashboardCard; tag: Tag }[] {
  const seen = new Set<string>();
  const list: { card: DashboardCard; tag: Tag }[] = [];
  for (const tag of order) {
    for (const card of group.work[tag]) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      list.push({ card, tag });
    }
  }
  return list;
}

/** One workspace of the hub: its health, my work in it, its boards (with stars) and the switch to it. */
export function HubWorkspaceSection({ group }: { group: HubWorkspace }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const work = workOf(group);
  const headingId = `hub-ws-${group.id ?? 'outside'}`;
  const name = group.id === null ? t('globalHub.outside') : group.name;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg font-semibold">
            {name}
          </h2>
          <p className="text-xs text-muted-foreground">
            {group.role ? `${t(`workspaces.roles.${group.role}`)} · ` : ''}
            {t('globalHub.boardsCount', { count: group.boards.length })}
          </p>
        </div>
        {group.id !== null ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              storeCurrentWorkspaceId(group.id);
              void navigate(paths.boards);
            }}
          >
            {t('globalHub.switch', { name })}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg border bg-background p-2">
          <dt className="text-xs text-muted-foreground">{t('globalHub.health.wip')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{group.health.wip}</dd>
        </div>
        <div className="rounded-lg border bg-background p-2">
          <dt className="text-xs text-muted-foreground">{t('globalHub.health.throughput')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{group.health.throughputThisWeek}</dd>
        </div>
        <div className="rounded-lg border bg-background p-2">
          <dt className="text-xs text-muted-foreground">{t('globalHub.health.lastWeek')}</dt>
          <dd className="text-xl font-semibold tabular-nums">{group.health.throughputLastWeek}</dd>
        </div>
      </dl>
      <h3 className="text-sm font-semibold">{t('globalHub.work.title')}</h3>
      {work.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('globalHub.work.empty')}</p>
      ) : (
        <ul className="grid gap-1" aria-label={t('globalHub.work.listLabel', { name })}>
          {work.slice(0, SHOWN).map(({ card, tag }) => (
            <li key={card.id} className="grid gap-0.5 rounded-md px-2 py-1.5 hover:bg-muted/50">
              <span className="flex min-w-0 items-center gap-2">
                <span className={cn('shrink-0 rounded-full border px-2 py-0.5 text-[11px] font-medium', tagStyle[tag])}>
                  {t(`globalHub.work.tags.${tag}`)}
                </span>
                <Link
                  to={cardPath(card.board.id, card.id)}
                  className="truncate font-medium underline-offset-4 hover:underline focus-visible:underline"
                >
                  {card.title}
                </Link>
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {card.board.title} · {card.column.name}
                {card.dueDate ? ` · ${t('dashboard.due', { date: formatDate(card.dueDate, i18n.language) })}` : ''}
              </span>
            </li>
          ))}
          {work.length > SHOWN ? (
            <li className="px-2 text-xs text-muted-foreground">
              {t('globalHub.work.more', { count: work.length - SHOWN })}
            </li>
          ) : null}
        </ul>
      )}
      {group.boards.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold">{t('globalHub.boards')}</h3>
          <ul className="grid gap-1 sm:grid-cols-2">
            {group.boards.map((board) => (
              <li key={board.id} className="flex min-w-0 items-center gap-1 rounded-md border bg-background pl-2">
                <Link
                  to={boardPath(board.id)}
                  className="min-w-0 flex-1 truncate py-1.5 text-sm underline-offset-4 hover:underline focus-visible:underline"
                >
                  {board.title}
                </Link>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {t('globalHub.health.wipShort', { count: board.wip })}
                </span>
                <FavoriteButton id={board.id} title={board.title} favorite={board.favorite} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
