import { useTranslation } from 'react-i18next';
import { BlogList } from '@/features/site-pages/components/blog-list';
import { PageIntro } from '@/features/site-pages/components/page-intro';
import { PublicPageLayout } from '@/features/site-pages/components/public-page-layout';
import { Island } from '@/lib/island';
import { usePageMeta } from '@/lib/seo/page-meta';

function BlogPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.pages.blog.metaTitle'), description: t('site.pages.blog.metaDescription') });
  return (
    <PublicPageLayout>
      <PageIntro title={t('site.pages.blog.title')} lead={t('site.pages.blog.lead')} />
      <Island name="blog-list">
        <BlogList />
      </Island>
    </PublicPageLayout>
  );
}

export { BlogPage as Component };
