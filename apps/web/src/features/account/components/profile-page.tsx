import { ChevronRight, ShieldCheck, SlidersHorizontal, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSessions } from '@/features/account/api/sessions';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { AppearanceFields } from '@/features/account/components/appearance-fields';
import { useMe } from '@/features/me/api/get-me';
import { initialsOf } from '@/features/me/components/avatar-editor';

function LinkRow({ to, icon: Icon, title, hint }: { to: string; icon: typeof UserRound; title: string; hint: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-lg border bg-background px-4 py-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}

/**
 * /profile 'Configurações' (of the account, decision 026): who is signed in, the state of the
 * account's security, the everyday preferences, and deleting the account. App preferences in
 * full are /settings; security in full is /profile/security.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const sessions = useSessions();
  const otherSessions = sessions.data ? sessions.data.sessions.length - 1 : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${t('account.profile.title')} · RBAX Flow`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('account.profile.title')}</h1>
        <p className="text-muted-foreground">{t('account.profile.description')}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('account.profile.accountTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {me.data ? (
            <div className="flex flex-wrap items-center gap-4">
              <Avatar className="size-14">
                {me.data.image ? <AvatarImage src={me.data.image} alt="" className="object-cover" /> : null}
                <AvatarFallback className="bg-primary text-primary-foreground">
                  {initialsOf(me.data.name)}
                </AvatarFallback>
              </Avatar>
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="truncate font-semibold">{me.data.name}</span>
                <span className="truncate text-sm text-muted-foreground">{me.data.email}</span>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.userProfile}>
                  <UserRound aria-hidden="true" />
                  {t('account.profile.editProfile')}
                </Link>
              </Button>
            </div>
          ) : (
            <Skeleton className="h-14 rounded-lg" />
          )}
          <LinkRow
            to={paths.profileSecurity}
            icon={ShieldCheck}
            title={t('account.links.security')}
            hint={t('account.profile.securityHint')}
          />
          {me.data ? (
            <div className="flex flex-wrap gap-2 text-sm">
              <Badge variant={me.data.twoFactorEnabled ? 'default' : 'secondary'}>
                {me.data.twoFactorEnabled ? t('account.profile.twoFactorOn') : t('account.profile.twoFactorOff')}
              </Badge>
              {otherSessions !== null ? (
                <Badge variant="secondary">{t('account.profile.otherSessions', { count: otherSessions })}</Badge>
              ) : null}
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('account.settings.appearance')}</CardTitle>
          <CardDescription>{t('account.profile.preferencesHint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <AppearanceFields />
          <LinkRow
            to={paths.settings}
            icon={SlidersHorizontal}
            title={t('account.settings.title')}
            hint={t('account.profile.settingsHint')}
          />
        </CardContent>
      </Card>

      <Card className="border-destructive/50">
        <CardHeader>
          <CardTitle>{t('account.delete.zoneTitle')}</CardTitle>
          <CardDescription>{t('account.delete.zoneDescription')}</CardDescription>
        </CardHeader>
        <CardContent>{me.data ? <DeleteAccountDialog email={me.data.email} /> : null}</CardContent>
      </Card>
    </div>
  );
}
