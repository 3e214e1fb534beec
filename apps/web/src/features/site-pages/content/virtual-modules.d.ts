// Modules generated at build time by apps/web/vite/content-plugin.ts.

declare module 'virtual:rbax-content/blog' {
  import type { ArticleBody, BlogPostMeta } from '@/features/site-pages/content/types';
  /** Every post in every language, newest first (metadata only). */
  export const posts: BlogPostMeta[];
  /** The post's body chunk, or null when that language has no such post. */
  export function loadBlogBody(slug: string, lang: string): Promise<ArticleBody | null>;
}

declare module 'virtual:rbax-content/cases' {
  import type { CaseMeta, CaseStories } from '@/features/site-pages/content/types';
  export const cases: CaseMeta[];
  /** The full stories of one language (one chunk per language). */
  export function loadCaseStories(lang: string): Promise<CaseStories>;
}

declare module 'virtual:rbax-content/docs' {
  import type { ArticleBody, GuideArticleMeta, GuideSearchEntry } from '@/features/site-pages/content/types';
  /** Every guide article in every language, in reading order (metadata only). */
  export const articles: GuideArticleMeta[];
  export function loadGuideBody(slug: string, lang: string): Promise<ArticleBody | null>;
  /** One language's search index: plain text per `##` section (its own chunk). */
  export function loadGuideSearch(lang: string): Promise<GuideSearchEntry[]>;
}
