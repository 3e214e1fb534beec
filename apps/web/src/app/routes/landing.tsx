import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { InstallPrompt } from '@/features/pwa/components/install-prompt';
import { LandingFloatingItems } from '@/features/site-widgets/components/landing-floating-items';
import { deferredSection } from '@/lib/deferred-section';
import { usePageMeta } from '@/lib/seo/page-meta';

// Everything below the hero is in the pre-rendered HTML from the start, but its JavaScript loads
// as the visitor scrolls near it (landing budget ≤ 150 KB gzip, issue 6).
const LandingStats = deferredSection('secao-numeros', () =>
  import('@/features/landing/sections/landing-stats').then((m) => ({ default: m.LandingStats })),
);
const LandingFeatures = deferredSection('secao-recursos', () =>
  import('@/features/landing/sections/landing-features').then((m) => ({ default: m.LandingFeatures })),
);
const DragDemo = deferredSection('secao-demo', () =>
  import('@/features/landing/sections/drag-demo').then((m) => ({ default: m.DragDemo })),
);
const FeatureShowcase = deferredSection('secao-telas', () =>
  import('@/features/landing/sections/feature-showcase').then((m) => ({ default: m.FeatureShowcase })),
);
const VersionTimeline = deferredSection('secao-versoes', () =>
  import('@/features/landing/sections/version-timeline').then((m) => ({ default: m.VersionTimeline })),
);
const IntegrationsGrid = deferredSection('secao-integracoes', () =>
  import('@/features/landing/sections/integrations-grid').then((m) => ({ default: m.IntegrationsGrid })),
);
const Testimonials = deferredSection('secao-depoimentos', () =>
  import('@/features/landing/sections/testimonials').then((m) => ({ default: m.Testimonials })),
);
const AdvancedFeatures = deferredSection('secao-avancados', () =>
  import('@/features/landing/sections/advanced-features').then((m) => ({ default: m.AdvancedFeatures })),
);
const ClosingCta = deferredSection('secao-comecar', () =>
  import('@/features/landing/sections/closing-cta').then((m) => ({ default: m.ClosingCta })),
);
const NewsletterSection = deferredSection('secao-newsletter', () =>
  import('@/features/landing/sections/newsletter-section').then((m) => ({ default: m.NewsletterSection })),
);
const ClientMap = deferredSection('secao-clientes', () =>
  import('@/features/landing/sections/client-map').then((m) => ({ default: m.ClientMap })),
);
const LandingFooter = deferredSection('secao-rodape', () =>
  import('@/features/landing/components/landing-footer').then((m) => ({ default: m.LandingFooter })),
);

const deferred = [
  LandingStats,
  LandingFeatures,
  DragDemo,
  FeatureShowcase,
  VersionTimeline,
  IntegrationsGrid,
  Testimonials,
  AdvancedFeatures,
  ClosingCta,
  NewsletterSection,
  ClientMap,
  LandingFooter,
];

/** Pre-rendering renders every section for real (in the browser this does nothing). */
export async function preload() {
  await Promise.all(deferred.map((section) => section.preload()));
}

/** The landing page (spec §2 'Landing page'), its sections in the spec's order. */
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
      {/* Separate Suspense boundaries let React hydrate the page in pieces, not one long task. */}
      <Suspense fallback={null}>
        <LandingHeader />
      </Suspense>
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={null}>
          <LandingHero />
        </Suspense>
        <LandingStats />
        <LandingFeatures />
        <DragDemo />
        <FeatureShowcase />
        <VersionTimeline />
        <IntegrationsGrid />
        <Testimonials />
        <AdvancedFeatures />
        <ClosingCta />
        <NewsletterSection />
        <ClientMap />
      </main>
      <LandingFooter />
      <LandingFloatingItems />
      <InstallPrompt />
    </div>
  );
}

export { LandingPage as Component };
