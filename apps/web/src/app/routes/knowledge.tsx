import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { GuideIndex } from '@/features/site-pages/components/guide-index';
import { PublicPageLayout } from '@/features/site-pages/components/public-page-layout';
import { Island } from '@/lib/island';
import { usePageMeta } from '@/lib/seo/page-meta';

/** /knowledge and /documentation: the same user guide; the latter points search engines to the former. */
function KnowledgePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageMeta({
    title: t('site.pages.knowledge.metaTitle'),
    description: t('site.pages.knowledge.metaDescription'),
    ...(pathname.startsWith(paths.documentation) ? { canonicalPath: paths.knowledge } : {}),
  });
  return (
    <PublicPageLayout>
      <Island name="guide-index">
        <GuideIndex />
      </Island>
    </PublicPageLayout>
  );
}

export { KnowledgePage as Component };
