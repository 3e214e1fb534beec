import type { Locale } from '@rbax/shared/i18n';
import { useTranslation } from 'react-i18next';
import { CasesView } from '@/features/site-pages/components/cases-view';
import { PageIntro } from '@/features/site-pages/components/page-intro';
import { PublicPageLayout } from '@/features/site-pages/components/public-page-layout';
import { loadCaseStoriesFor } from '@/features/site-pages/content/cases';
import { usePageMeta } from '@/lib/seo/page-meta';

/** Loads the full stories shown on the page (contract: see blog-post.tsx). */
export async function preload(_params: Record<string, string | undefined>, locale: Locale): Promise<void> {
  await loadCaseStoriesFor(locale);
}

function CasesPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.pages.cases.metaTitle'), description: t('site.pages.cases.metaDescription') });
  return (
    <PublicPageLayout>
      <PageIntro title={t('site.pages.cases.title')} lead={t('site.pages.cases.lead')} />
      <CasesView />
    </PublicPageLayout>
  );
}

export { CasesPage as Component };
