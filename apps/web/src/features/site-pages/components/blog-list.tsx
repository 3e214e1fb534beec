import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogPostPath } from '@/config/paths';
import { blogPosts } from '@/features/site-pages/content/blog';
import type { BlogPostMeta } from '@/features/site-pages/content/types';
import { formatContentDate } from '@/features/site-pages/lib/localized';
import { useContentLocale } from '@/features/site-pages/lib/use-content-locale';
import { cn } from '@/lib/utils';

const chip =
  'inline-flex min-h-7 items-center rounded-full border px-3 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60';

export function PostMetaLine({ post }: { post: BlogPostMeta }) {
  const { t } = useTranslation();
  const locale = useContentLocale();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <time dateTime={post.date}>{formatContentDate(post.date, locale)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {t('site.pages.article.readingTime', { minutes: post.readingMinutes })}
      </span>
    </p>
  );
}

/** Posts in the current language, newest first, with an optional tag filter (local state: same markup pre-rendered). */
export function BlogList() {
  const { t } = useTranslation();
  const locale = useContentLocale();
  const posts = blogPosts(locale);
  const [tag, setTag] = useState<string | null>(null);
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b, locale));
  const shown = tag ? posts.filter((post) => post.tags.includes(tag)) : posts;

  if (posts.length === 0)
    return <p className="py-12 text-center text-muted-foreground">{t('site.pages.blog.empty')}</p>;

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16">
      {tags.length > 0 ? (
        <div
          role="group"
          aria-label={t('site.pages.blog.filterLabel')}
          className="mb-8 flex flex-wrap justify-center gap-2"
        >
          <button
            type="button"
            aria-pressed={tag === null}
            className={cn(
              chip,
              tag === null && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
            )}
            onClick={() => setTag(null)}
          >
            {t('site.pages.blog.allTags')}
          </button>
          {tags.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={tag === name}
              className={cn(
                chip,
                tag === name && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
              )}
              onClick={() => setTag(tag === name ? null : name)}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {tag ? t('site.pages.blog.filtered', { count: shown.length, tag }) : ''}
      </p>
      <ul className="grid gap-6">
        {shown.map((post) => (
          <li key={post.slug} lang={post.lang === locale ? undefined : post.lang}>
            <article className="relative rounded-xl border bg-card p-6 shadow-sm transition-colors focus-within:ring-[3px] focus-within:ring-ring/60 hover:border-primary/60">
              <PostMetaLine post={post} />
              <h2 className="mt-2 text-xl font-semibold text-balance sm:text-2xl">
                <Link
                  to={blogPostPath(post.slug)}
                  className="outline-none after:absolute after:inset-0 after:content-['']"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted-foreground">{post.description}</p>
              {post.tags.length > 0 ? (
                <ul aria-label={t('site.pages.blog.tags')} className="mt-4 flex flex-wrap gap-2">
                  {post.tags.map((name) => (
                    <li key={name} className="rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                      {name}
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
