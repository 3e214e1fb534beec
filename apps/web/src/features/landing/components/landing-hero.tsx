import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BoardPreview } from '@/features/landing/components/board-preview';

/** The landing's first screen and its LCP: text and CSS only, no images. */
export function LandingHero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-brand/20 blur-3xl hacker:bg-primary/15"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-5">
          <p className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            <Sparkles aria-hidden="true" className="size-3.5 text-link" />
            {t('site.landing.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {t('site.landing.hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('site.landing.hero.subtitle')}</p>
          <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <Link to={paths.auth}>
                {t('site.landing.hero.ctaTrial')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.pricing}>{t('site.landing.hero.ctaPricing')}</Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to={paths.knowledge}>{t('site.landing.hero.ctaDocs')}</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('site.landing.hero.note')}</p>
        </div>
        <BoardPreview />
      </div>
    </section>
  );
}
