import { useTranslation } from 'react-i18next';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { AdvancedFeatures } from '@/features/landing/sections/advanced-features';
import { ClientMap } from '@/features/landing/sections/client-map';
import { ClosingCta } from '@/features/landing/sections/closing-cta';
import { DragDemo } from '@/features/landing/sections/drag-demo';
import { FeatureShowcase } from '@/features/landing/sections/feature-showcase';
import { IntegrationsGrid } from '@/features/landing/sections/integrations-grid';
import { LandingFeatures } from '@/features/landing/sections/landing-features';
import { LandingStats } from '@/features/landing/sections/landing-stats';
import { NewsletterSection } from '@/features/landing/sections/newsletter-section';
import { Testimonials } from '@/features/landing/sections/testimonials';
import { VersionTimeline } from '@/features/landing/sections/version-timeline';
import { LandingOverlays } from '@/islands/landing-overlays';
import { Island, StaticSection } from '@/lib/island';
import { usePageMeta } from '@/lib/seo/page-meta';

/**
 * The landing page (spec §2 'Landing page'), its sections in the spec's order. Pre-rendered, it
 * is HTML with islands (docs/decisions/041-landing-islands.md): only the header, the drag demo,
 * the video, the testimonials, the closing call to action, the newsletter, the footer and the
 * floating items carry JavaScript, each hydrated on its own (src/islands). The `secao-*` wrappers
 * name the sections; `data-ready` tells browser tests a section is interactive.
 */
function LandingPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('site.landing.meta.title'),
    description: t('site.landing.meta.description'),
    canonicalPath: '/',
  });
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <Island name="site-header">
        <LandingHeader />
      </Island>
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <LandingHero />
        <StaticSection id="secao-numeros">
          <LandingStats />
        </StaticSection>
        <StaticSection id="secao-recursos">
          <LandingFeatures />
        </StaticSection>
        <Island name="drag-demo" id="secao-demo" block>
          <DragDemo />
        </Island>
        <StaticSection id="secao-telas">
          <FeatureShowcase />
        </StaticSection>
        <StaticSection id="secao-versoes">
          <VersionTimeline />
        </StaticSection>
        <StaticSection id="secao-integracoes">
          <IntegrationsGrid />
        </StaticSection>
        <Island name="testimonials" id="secao-depoimentos" block>
          <Testimonials />
        </Island>
        <StaticSection id="secao-avancados">
          <AdvancedFeatures />
        </StaticSection>
        <Island name="closing-cta" id="secao-comecar" block>
          <ClosingCta />
        </Island>
        <Island name="newsletter" id="secao-newsletter" block>
          <NewsletterSection />
        </Island>
        <StaticSection id="secao-clientes">
          <ClientMap />
        </StaticSection>
      </main>
      <Island name="site-footer" id="secao-rodape" block>
        <LandingFooter />
      </Island>
      <Island name="landing-overlays">
        <LandingOverlays />
      </Island>
    </div>
  );
}

export { LandingPage as Component };
