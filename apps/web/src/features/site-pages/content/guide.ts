import type { Locale } from '@rbax/shared/i18n';
import { articles, loadGuideBody, loadGuideSearch } from 'virtual:rbax-content/docs';
import type { ArticleBody, GuideArticleMeta, GuideSearchEntry } from '@/features/site-pages/content/types';
import { pickLocalized } from '@/features/site-pages/lib/localized';
import { loadResource } from '@/features/site-pages/lib/resource-cache';

/** The guide in `locale`, in reading order. */
export function guideArticles(locale: Locale): GuideArticleMeta[] {
  return pickLocalized(articles, locale);
}

/** Articles grouped by category, categories in the order they first appear. */
export function guideByCategory(locale: Locale): { category: string; articles: GuideArticleMeta[] }[] {
  const groups = new Map<string, GuideArticleMeta[]>();
  for (const article of guideArticles(locale)) {
    const group = groups.get(article.category) ?? [];
    group.push(article);
    groups.set(article.category, group);
  }
  return [...groups].map(([category, items]) => ({ category, articles: items }));
}

export function guideBodyKey(article: Pick<GuideArticleMeta, 'slug' | 'lang'>): string {
  return `docs/${article.slug}/${article.lang}`;
}

export function loadGuideArticleBody(article: Pick<GuideArticleMeta, 'slug' | 'lang'>): Promise<ArticleBody | null> {
  return loadResource(guideBodyKey(article), () => loadGuideBody(article.slug, article.lang));
}

export function guideSearchKey(locale: Locale): string {
  return `docs-search/${locale}`;
}

export function loadGuideSearchIndex(locale: Locale): Promise<GuideSearchEntry[]> {
  return loadResource(guideSearchKey(locale), () => loadGuideSearch(locale));
}
