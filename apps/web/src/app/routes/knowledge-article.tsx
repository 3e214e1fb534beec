import type { Locale } from '@rbax/shared/i18n';
import { useParams } from 'react-router';
import { GuideArticleView } from '@/features/site-pages/components/guide-article-view';
import { PublicPageLayout } from '@/features/site-pages/components/public-page-layout';
import { guideArticles, loadGuideArticleBody } from '@/features/site-pages/content/guide';

/** Loads the article's body in `locale` before the first render (contract: see blog-post.tsx). */
export async function preload(params: { slug?: string }, locale: Locale): Promise<void> {
  const article = guideArticles(locale).find((item) => item.slug === params.slug);
  if (article) await loadGuideArticleBody(article);
}

function KnowledgeArticlePage() {
  const { slug = '' } = useParams();
  return (
    <PublicPageLayout>
      <GuideArticleView key={slug} slug={slug} />
    </PublicPageLayout>
  );
}

export { KnowledgeArticlePage as Component };
