import { useTranslation } from 'react-i18next';
import { PricingComparison } from '@/features/site-pages/components/pricing-comparison';
import { PricingFaq } from '@/features/site-pages/components/pricing-faq';
import { PricingPlans } from '@/features/site-pages/components/pricing-plans';
import { PageIntro } from '@/features/site-pages/components/page-intro';
import { PublicPageLayout } from '@/features/site-pages/components/public-page-layout';
import { Island } from '@/lib/island';
import { usePageMeta } from '@/lib/seo/page-meta';

function PricingPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.pages.pricing.metaTitle'), description: t('site.pages.pricing.metaDescription') });
  return (
    <PublicPageLayout>
      <PageIntro title={t('site.pages.pricing.title')} lead={t('site.pages.pricing.lead')} />
      <Island name="pricing-plans">
        <PricingPlans />
      </Island>
      <PricingComparison />
      <PricingFaq />
    </PublicPageLayout>
  );
}

export { PricingPage as Component };
