import { blogPosts } from '@/features/site-pages/content/blog';
import { guideArticles } from '@/features/site-pages/content/guide';

/**
 * Every public path that is pre-rendered (spec §2 public routes, plus one page per blog post and
 * guide article), with the route module each one renders (its chunks get modulepreload links).
 * Slugs come from the content folders, the same in all three languages.
 */
export type PublicPagePath = {
  path: string;
  module: string;
  /** Which strings bundle the page loads with its module: the public site's, or the signed-in pages'. */
  strings?: 'site' | 'app';
};

export function publicPagePaths(): PublicPagePath[] {
  return [
    { path: '/', module: 'src/app/routes/landing.tsx' },
    { path: '/landing', module: 'src/app/routes/landing.tsx' },
    { path: '/pricing', module: 'src/app/routes/pricing.tsx' },
    { path: '/blog', module: 'src/app/routes/blog.tsx' },
    ...blogPosts('pt-BR').map(({ slug }) => ({ path: `/blog/${slug}`, module: 'src/app/routes/blog-post.tsx' })),
    { path: '/cases', module: 'src/app/routes/cases.tsx' },
    { path: '/knowledge', module: 'src/app/routes/knowledge.tsx' },
    { path: '/documentation', module: 'src/app/routes/knowledge.tsx' },
    ...guideArticles('pt-BR').map(({ slug }) => ({
      path: `/knowledge/${slug}`,
      module: 'src/app/routes/knowledge-article.tsx',
    })),
    { path: '/install', module: 'src/app/routes/install.tsx', strings: 'app' },
    { path: '/install-pwa', module: 'src/app/routes/install.tsx', strings: 'app' },
  ];
}
