import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AccountLinks } from '@/features/account/components/account-links';
import { ShortcutsReference } from '@/features/account/components/shortcuts-reference';
import { AppearanceFields } from '@/features/account/components/appearance-fields';
import { NotificationPreferencesSection } from '@/features/notifications/components/notification-preferences';

/**
 * /settings: how the app looks and behaves for me — language, theme, notifications and the
 * keyboard shortcuts (decision 026). The account itself (e-mail, password, deletion) is /profile.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${t('account.settings.title')} · RBAX Flow`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('account.settings.title')}</h1>
          <p className="text-muted-foreground">{t('account.settings.description')}</p>
        </div>
        <AccountLinks />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('account.settings.appearance')}</CardTitle>
          <CardDescription>{t('account.settings.appearanceDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <AppearanceFields />
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <NotificationPreferencesSection />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('shortcutsHelp.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ShortcutsReference />
        </CardContent>
      </Card>
    </div>
  );
}
