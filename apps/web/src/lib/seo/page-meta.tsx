import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** What a public page says about itself to search engines and link previews. */
export type PageMeta = {
  title: string;
  description: string;
  /** Open Graph type: 'article' for blog posts and guide articles. */
  type?: 'website' | 'article';
  /** Path of a preview image under the site (e.g. '/screenshots/board.png'); the default is the site's. */
  image?: string;
  /** Set when the page's canonical address differs from its own path (e.g. /documentation → /knowledge). */
  canonicalPath?: string;
  /** ISO date of an article. */
  publishedTime?: string;
};

type Collector = (meta: PageMeta) => void;

const PageMetaContext = createContext<Collector | null>(null);

/** Pre-rendering (src/prerender) wraps the page in this to receive its metadata. */
export function PageMetaCollector({ onMeta, children }: { onMeta: Collector; children: ReactNode }) {
  return <PageMetaContext value={onMeta}>{children}</PageMetaContext>;
}

function setMetaContent(selector: string, attribute: 'name' | 'property', key: string, value: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = value;
}

/**
 * Declares the page's title and description. Pre-rendering writes them (plus Open Graph,
 * canonical and hreflang links) into the HTML; in the browser the title and descriptions
 * follow client-side navigation.
 */
export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(PageMetaContext);
  if (collect) collect(meta);
  const { title, description } = meta;
  useEffect(() => {
    document.title = title;
    setMetaContent('meta[name="description"]', 'name', 'description', description);
    setMetaContent('meta[property="og:title"]', 'property', 'og:title', title);
    setMetaContent('meta[property="og:description"]', 'property', 'og:description', description);
  }, [title, description]);
}
