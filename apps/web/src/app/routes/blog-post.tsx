/**
 * /blog/:slug — content contract shared by the public pages that show a Markdown body
 * (blog-post.tsx, knowledge-article.tsx, cases.tsx):
 *
 * - The route module exports `Component` and `preload(params, locale)`. `preload` loads the
 *   content chunk the first render needs (here the post's body in `locale`) into the
 *   site-pages resource cache and resolves when done; it never throws for an unknown slug
 *   (the page then renders its 'not found' state).
 * - The pre-renderer (`vite build --ssr`) and the browser's hydration code call
 *   `await preload(params, locale)` before rendering, so the server and the first browser
 *   render read the same cached content and the markup matches.
 * - On client-side navigation or a language change the component finds the cache empty,
 *   renders a skeleton and loads the chunk in an effect (useResource), then re-renders.
 */
import type { Locale } from '@rbax/shared/i18n';
import { useParams } from 'react-router';
import { BlogPostView } from '@/features/site-pages/components/blog-post-view';
import { PublicPageLayout } from '@/features/site-pages/components/public-page-layout';
import { blogPosts, loadBlogPostBody } from '@/features/site-pages/content/blog';

export async function preload(params: { slug?: string }, locale: Locale): Promise<void> {
  const post = blogPosts(locale).find((item) => item.slug === params.slug);
  if (post) await loadBlogPostBody(post);
}

function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PublicPageLayout>
      <BlogPostView key={slug} slug={slug} />
    </PublicPageLayout>
  );
}

export { BlogPostPage as Component };
