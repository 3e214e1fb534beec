import { APP_VERSION_LABEL } from '@rbax/shared/app';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/layout/logo';

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row">
        <div className="flex items-center gap-3">
          <Logo className="text-foreground" />
          <span>{t('landing.footer.tagline')}</span>
        </div>
        <p>
          {t('landing.footer.rights', { year: new Date().getFullYear() })} · {APP_VERSION_LABEL}
        </p>
      </div>
    </footer>
  );
}
