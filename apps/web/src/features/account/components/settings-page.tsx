import { Settings, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ShortcutsReference } from '@/features/account/components/shortcuts-reference';
import { ThemeChoice } from '@/features/account/components/theme-choice';
import { LanguageSelect } from '@/features/language/components/language-select';
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
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.profile}>
              <Settings aria-hidden="true" />
              {t('account.links.account')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.profileSecurity}>
              <ShieldCheck aria-hidden="true" />
              {t('account.links.security')}
            </Link>
          </Button>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('account.settings.appearance')}</CardTitle>
          <CardDescription>{t('account.settings.appearanceDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <LanguageSelect showLabel className="max-w-xs flex-col items-start [&>div]:w-full" />
          <div className="grid gap-2">
            <span id="settings-theme-label" className="text-sm font-medium">
              {t('account.theme.label')}
            </span>
            <ThemeChoice labelId="settings-theme-label" />
          </div>
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
