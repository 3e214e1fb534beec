import { useTranslation } from 'react-i18next';
import { PricingComparison } from '@/features/site-pages/components/pricing-comparison';
import { PricingFaq } from '@/features/site-pages/components/pricing-faq';
import { PricingPlans } from '@/features/site-pages/components/pricing-plans';
import { PageIntro, PublicPageLayout } from '@/features/site-pages/components/public-page-layout';
import { usePageMeta } from '@/lib/seo/page-meta';

function PricingPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.pages.pricing.metaTitle'), description: t('site.pages.pricing.metaDescription') });
  return (
    <PublicPageLayout>
      <PageIntro title={t('site.pages.pricing.title')} lead={t('site.pages.pricing.lead')} />
      <PricingPlans />
      <PricingComparison />
      <PricingFaq />
    </PublicPageLayout>
  );
}

export { PricingPage as Component };
