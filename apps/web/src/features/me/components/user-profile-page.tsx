import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/features/me/api/get-me';
import { useMeSummary } from '@/features/me/api/get-me-summary';
import { AvatarEditor } from '@/features/me/components/avatar-editor';
import { ProfileForm } from '@/features/me/components/profile-form';
import { CardStats, RecentActivity } from '@/features/me/components/profile-summary';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-8">
      <p className="font-medium">{t('profile.loadFailed')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('profile.retry')}
      </Button>
    </div>
  );
}

/**
 * /user-profile 'Meu Perfil': who I am (picture, name, skills, time zone) and what I do (cards, activity).
 * `links` sit beside the title: the account pages' links, composed in by the route (account imports me).
 */
export function UserProfilePage({ links }: { links?: ReactNode } = {}) {
  const { t } = useTranslation();
  const me = useMe();
  const summary = useMeSummary();

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>{`${t('profile.title')} · RBAX Flow`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
          <p className="text-muted-foreground">{t('profile.description')}</p>
        </div>
        {links}
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('profile.info.title')}</CardTitle>
          <CardDescription>{t('profile.info.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {/* A profile restored from the device's cache is read again first: the form starts from the server's values. */}
          {me.isPending || (me.isStale && me.isFetching) ? (
            <div role="status" aria-label={t('common.loading')} className="grid gap-4">
              <Skeleton className="size-20 rounded-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : me.isError ? (
            <LoadFailed onRetry={() => void me.refetch()} />
          ) : (
            <>
              <AvatarEditor name={me.data.name} image={me.data.image} />
              <ProfileForm key={me.data.id} me={me.data} />
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('profile.summary.title')}</CardTitle>
          <CardDescription>{t('profile.summary.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {summary.isPending ? (
            <div role="status" aria-label={t('common.loading')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-20 rounded-lg" />
              ))}
            </div>
          ) : summary.isError ? (
            <LoadFailed onRetry={() => void summary.refetch()} />
          ) : (
            <>
              <CardStats summary={summary.data} />
              <section aria-labelledby="profile-activity-heading" className="grid gap-2">
                <h3 id="profile-activity-heading" className="font-semibold">
                  {t('profile.activity.title')}
                </h3>
                <RecentActivity summary={summary.data} />
              </section>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
