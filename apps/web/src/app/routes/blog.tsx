import { useTranslation } from 'react-i18next';
import { BlogList } from '@/features/site-pages/components/blog-list';
import { PageIntro, PublicPageLayout } from '@/features/site-pages/components/public-page-layout';
import { usePageMeta } from '@/lib/seo/page-meta';

function BlogPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.pages.blog.metaTitle'), description: t('site.pages.blog.metaDescription') });
  return (
    <PublicPageLayout>
      <PageIntro title={t('site.pages.blog.title')} lead={t('site.pages.blog.lead')} />
      <BlogList />
    </PublicPageLayout>
  );
}

export { BlogPage as Component };
