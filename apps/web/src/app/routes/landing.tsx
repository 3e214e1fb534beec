import { useTranslation } from 'react-i18next';
import { LandingFeatures } from '@/features/landing/components/landing-features';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { InstallPrompt } from '@/features/pwa/components/install-prompt';

function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-svh flex-col">
      <title>{`RBAX Flow – ${t('landing.hero.eyebrow')}`}</title>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <LandingHeader />
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <LandingHero />
        <LandingFeatures />
      </main>
      <LandingFooter />
      <InstallPrompt />
    </div>
  );
}

export { LandingPage as Component };
