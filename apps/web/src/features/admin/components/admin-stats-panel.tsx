import { KanbanSquare, ShieldCheck, SquareStack, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminStats } from '@/features/admin/api/get-admin-stats';
import { SignupsChart } from '@/features/admin/components/signups-chart';

/** 'Visão geral': installation totals and the sign-ups of the last 30 days. */
export function AdminStatsPanel() {
  const { t, i18n } = useTranslation();
  const stats = useAdminStats();
  const number = new Intl.NumberFormat(i18n.language);

  if (stats.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label={t('common.loading')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-28 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div className="grid justify-items-start gap-2" role="alert">
        <p className="text-sm text-muted-foreground">{t('admin.overview.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          {t('admin.feedback.retry')}
        </Button>
      </div>
    );
  }

  const { users, boards, cards, signups } = stats.data;
  const adminShare = users.total > 0 ? (users.admins / users.total) * 100 : 0;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('admin.overview.totals')}>
        <Total icon={Users} label={t('admin.overview.users')} value={number.format(users.total)}>
          {t('admin.overview.banned', { count: users.banned })}
        </Total>
        <Total icon={KanbanSquare} label={t('admin.overview.boards')} value={number.format(boards.active)}>
          {t('admin.overview.archived', { count: boards.archived })}
        </Total>
        <Total icon={SquareStack} label={t('admin.overview.cards')} value={number.format(cards.active)}>
          {t('admin.overview.archived', { count: cards.archived })}
        </Total>
        <Total
          icon={ShieldCheck}
          label={t('admin.overview.adminsVsUsers')}
          value={`${number.format(users.admins)} / ${number.format(users.regular)}`}
        >
          <span className="grid gap-1.5">
            <span>{t('admin.overview.adminsVsUsersDetail', { admins: users.admins, users: users.regular })}</span>
            <span className="flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span className="bg-primary" style={{ width: `${adminShare}%` }} />
            </span>
          </span>
        </Total>
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.overview.signupsTitle')}</CardTitle>
          <CardDescription>{t('admin.overview.signupsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SignupsChart days={signups} />
        </CardContent>
      </Card>
    </div>
  );
}

function Total({
  icon: Icon,
  label,
  value,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <li className="grid gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
      <span className="text-xs text-muted-foreground">{children}</span>
    </li>
  );
}
