import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LanguageSelect } from '@/features/language/components/language-select';
import { ThemeControls } from '@/features/theme/components/theme-controls';

export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <p className="bg-primary px-4 py-1.5 text-center text-xs font-medium text-primary-foreground sm:text-sm">
        {t('landing.banner')}
      </p>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3">
        <Link to={paths.home} aria-label={t('common.homeLink')} className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
          <Logo />
        </Link>
        <nav aria-label={t('landing.nav.label')} className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSelect className="hidden sm:flex" />
          <ThemeControls />
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to={paths.auth}>{t('landing.nav.login')}</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={paths.auth}>{t('landing.nav.getStarted')}</Link>
          </Button>
        </nav>
      </div>
      <div className="flex items-center justify-between gap-2 border-t px-4 py-2 sm:hidden">
        <LanguageSelect />
        <Button asChild variant="outline" size="sm">
          <Link to={paths.auth}>{t('landing.nav.login')}</Link>
        </Button>
      </div>
    </header>
  );
}
