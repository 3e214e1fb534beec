import { ArrowLeft, ListTree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { knowledgeArticlePath, paths } from '@/config/paths';
import { ArticlePager } from '@/features/site-pages/components/article-pager';
import { ArticleToc } from '@/features/site-pages/components/article-toc';
import { ArticleSkeleton, ContentNotFound, LoadError } from '@/features/site-pages/components/content-states';
import { GuideSidebar } from '@/features/site-pages/components/guide-sidebar';
import { Prose } from '@/features/site-pages/components/prose';
import { guideArticles, guideBodyKey, loadGuideArticleBody } from '@/features/site-pages/content/guide';
import { useResource } from '@/features/site-pages/lib/resource-cache';
import { useContentLocale } from '@/features/site-pages/lib/use-content-locale';
import { usePageMeta } from '@/lib/seo/page-meta';

export function GuideArticleView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useContentLocale();
  const articles = guideArticles(locale);
  const index = articles.findIndex((article) => article.slug === slug);
  const article = articles[index];

  usePageMeta(
    article
      ? {
          title: `${article.title} – ${t('site.pages.knowledge.metaTitle')}`,
          description: article.description,
          type: 'article',
        }
      : {
          title: `${t('site.pages.knowledge.notFoundTitle')} – RBAX Flow`,
          description: t('site.pages.knowledge.notFoundMessage'),
        },
  );

  const body = useResource(article ? guideBodyKey(article) : 'docs/none', () =>
    article ? loadGuideArticleBody(article) : Promise.resolve(null),
  );

  if (!article || (body.status === 'ready' && !body.data)) {
    return (
      <ContentNotFound
        title={t('site.pages.knowledge.notFoundTitle')}
        message={t('site.pages.knowledge.notFoundMessage')}
        backTo={paths.knowledge}
        backLabel={t('site.pages.knowledge.back')}
      />
    );
  }

  const previous = articles[index - 1];
  const next = articles[index + 1];
  const toc = body.status === 'ready' && body.data ? body.data.toc : [];

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_13rem]">
      <aside className="lg:row-span-2">
        <GuideSidebar current={article.slug} />
      </aside>
      <article lang={article.lang === locale ? undefined : article.lang} className="min-w-0">
        <Link
          to={paths.knowledge}
          className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('site.pages.knowledge.back')}
        </Link>
        <header className="mt-4 border-b pb-6">
          <p className="text-sm font-semibold text-link">{article.category}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{article.description}</p>
        </header>
        {toc.length > 0 ? (
          <details className="mt-6 rounded-lg border p-4 xl:hidden">
            <summary className="flex min-h-6 cursor-pointer items-center gap-2 font-medium">
              <ListTree aria-hidden="true" className="size-4" />
              {t('site.pages.article.toc')}
            </summary>
            <ArticleToc toc={toc} showHeading={false} className="mt-3" />
          </details>
        ) : null}
        <div className="mt-8">
          {body.status === 'ready' && body.data ? (
            <Prose html={body.data.html} />
          ) : body.status === 'error' ? (
            <LoadError onRetry={body.retry} />
          ) : (
            <ArticleSkeleton />
          )}
        </div>
        <ArticlePager
          label={t('site.pages.knowledge.pagerLabel')}
          previous={previous ? { to: knowledgeArticlePath(previous.slug), title: previous.title } : null}
          next={next ? { to: knowledgeArticlePath(next.slug), title: next.title } : null}
        />
      </article>
      <aside className="hidden xl:block">
        <div className="sticky top-32">
          <ArticleToc toc={toc} />
        </div>
      </aside>
    </div>
  );
}
