import type { Locale } from '@rbax/shared/i18n';
import { loadBlogBody, posts } from 'virtual:rbax-content/blog';
import type { ArticleBody, BlogPostMeta } from '@/features/site-pages/content/types';
import { pickLocalized } from '@/features/site-pages/lib/localized';
import { loadResource } from '@/features/site-pages/lib/resource-cache';

/** The posts in `locale` (pt-BR standing in for a missing translation), newest first. */
export function blogPosts(locale: Locale): BlogPostMeta[] {
  return pickLocalized(posts, locale);
}

export function blogBodyKey(post: Pick<BlogPostMeta, 'slug' | 'lang'>): string {
  return `blog/${post.slug}/${post.lang}`;
}

export function loadBlogPostBody(post: Pick<BlogPostMeta, 'slug' | 'lang'>): Promise<ArticleBody | null> {
  return loadResource(blogBodyKey(post), () => loadBlogBody(post.slug, post.lang));
}
