import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { SessionsSection } from '@/features/account/components/sessions-section';
import { TwoFactorSection } from '@/features/account/components/two-factor-section';
import { useMe } from '@/features/me/api/get-me';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The e-mail confirmation link lands here with `emailChanged=1`, or `error=<CODE>` when it failed. */
function useEmailChangeResult() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const changed = search.get('emailChanged');
  const error = search.get('error');
  useEffect(() => {
    if (!changed) return;
    if (error) toast.error(t('account.email.linkInvalid'));
    else toast.success(t('account.email.changed'));
    setSearch({}, { replace: true });
  }, [changed, error, setSearch, t]);
}

/** /profile/security: password, two-step verification, sessions and e-mail. */
export function SecurityPage() {
  const { t } = useTranslation();
  const me = useMe();
  useEmailChangeResult();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${t('account.security.title')} · RBAX Flow`}</title>
      <div className="grid gap-2">
        <Link
          to={paths.profile}
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('account.links.account')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('account.security.title')}</h1>
        <p className="text-muted-foreground">{t('account.security.description')}</p>
      </div>

      <Section
        id="security-password"
        title={t('account.password.title')}
        description={t('account.password.description')}
      >
        <ChangePasswordForm />
      </Section>

      <Section id="security-2fa" title={t('account.twoFactor.title')} description={t('account.twoFactor.description')}>
        {me.data ? (
          <TwoFactorSection enabled={me.data.twoFactorEnabled} email={me.data.email} />
        ) : (
          <Skeleton className="h-16 rounded-lg" />
        )}
      </Section>

      <Section
        id="security-sessions"
        title={t('account.sessions.title')}
        description={t('account.sessions.description')}
      >
        <SessionsSection />
      </Section>

      <Section id="security-email" title={t('account.email.title')} description={t('account.email.description')}>
        {me.data ? <ChangeEmailForm currentEmail={me.data.email} /> : <Skeleton className="h-16 rounded-lg" />}
      </Section>
    </div>
  );
}
