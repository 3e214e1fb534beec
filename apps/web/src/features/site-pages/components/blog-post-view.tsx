import { ArrowLeft, ListTree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogPostPath, paths } from '@/config/paths';
import { ArticlePager } from '@/features/site-pages/components/article-pager';
import { ArticleToc } from '@/features/site-pages/components/article-toc';
import { PostMetaLine } from '@/features/site-pages/components/blog-list';
import { ArticleSkeleton, ContentNotFound, LoadError } from '@/features/site-pages/components/content-states';
import { Prose } from '@/features/site-pages/components/prose';
import { blogBodyKey, blogPosts, loadBlogPostBody } from '@/features/site-pages/content/blog';
import { useResource } from '@/features/site-pages/lib/resource-cache';
import { useContentLocale } from '@/features/site-pages/lib/use-content-locale';
import { usePageMeta } from '@/lib/seo/page-meta';

export function BlogPostView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const locale = useContentLocale();
  const posts = blogPosts(locale);
  const index = posts.findIndex((post) => post.slug === slug);
  const post = posts[index];

  usePageMeta(
    post
      ? {
          title: `${post.title} – ${t('site.pages.blog.metaTitle')}`,
          description: post.description,
          type: 'article',
          publishedTime: post.date,
        }
      : {
          title: `${t('site.pages.blog.notFoundTitle')} – RBAX Flow`,
          description: t('site.pages.blog.notFoundMessage'),
        },
  );

  const body = useResource(post ? blogBodyKey(post) : 'blog/none', () =>
    post ? loadBlogPostBody(post) : Promise.resolve(null),
  );

  if (!post || (body.status === 'ready' && !body.data)) {
    return (
      <ContentNotFound
        title={t('site.pages.blog.notFoundTitle')}
        message={t('site.pages.blog.notFoundMessage')}
        backTo={paths.blog}
        backLabel={t('site.pages.blog.back')}
      />
    );
  }

  const previous = posts[index - 1];
  const next = posts[index + 1];
  const toc = body.status === 'ready' && body.data ? body.data.toc : [];

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <article lang={post.lang === locale ? undefined : post.lang} className="min-w-0">
        <Link
          to={paths.blog}
          className="inline-flex min-h-6 items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('site.pages.blog.back')}
        </Link>
        <header className="mt-6 border-b pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{post.description}</p>
          <p className="mt-4 text-sm">
            {t('site.pages.blog.by')} <span className="font-medium">{post.author}</span>
          </p>
          <div className="mt-1">
            <PostMetaLine post={post} />
          </div>
          {post.tags.length > 0 ? (
            <ul aria-label={t('site.pages.blog.tags')} className="mt-4 flex flex-wrap gap-2">
              {post.tags.map((name) => (
                <li key={name} className="rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        {toc.length > 0 ? (
          <details className="mt-6 rounded-lg border p-4 lg:hidden">
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
          label={t('site.pages.blog.pagerLabel')}
          previous={previous ? { to: blogPostPath(previous.slug), title: previous.title } : null}
          next={next ? { to: blogPostPath(next.slug), title: next.title } : null}
        />
      </article>
      <aside className="hidden lg:block">
        <div className="sticky top-32">
          <ArticleToc toc={toc} />
        </div>
      </aside>
    </div>
  );
}
