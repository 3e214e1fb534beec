import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/**
 * The interactive parts of the pre-rendered public pages (docs/decisions/041-landing-islands.md).
 * Each name is hydrated on its own by the islands runtime (src/islands/registry.tsx); everything
 * outside an island stays the pre-rendered HTML and ships no JavaScript.
 */
export type IslandName =
  | 'site-header'
  | 'site-footer'
  | 'landing-overlays'
  | 'drag-demo'
  | 'showcase-video'
  | 'testimonials'
  | 'closing-cta'
  | 'newsletter'
  | 'pricing-plans'
  | 'blog-list'
  | 'guide-index'
  | 'install-page';

/**
 * The `useId` prefix of an island's root, the same in its pre-rendered HTML and in the browser
 * (islands are separate roots: without it their ids could repeat, or differ from the HTML's).
 */
export function islandIdPrefix(key: number): string {
  return `i${key}-`;
}

/** Pre-rendering collects each island's content to render it as its own root; returns the island's key. */
export type IslandCollector = (name: IslandName, content: ReactNode) => number;

const IslandContext = createContext<IslandCollector | null>(null);

/** Set by pre-rendering (src/prerender/entry-server.tsx) around the page. */
export function IslandCollectorProvider({ collect, children }: { collect: IslandCollector; children: ReactNode }) {
  return <IslandContext value={collect}>{children}</IslandContext>;
}

type IslandProps = {
  name: IslandName;
  children: ReactNode;
  /** An id for the wrapper (the landing's `secao-*` sections). */
  id?: string;
  /**
   * The wrapper is an ordinary block (a landing section). By default it generates no box
   * (`display: contents`), so the layout is what it would be without it.
   */
  block?: boolean;
};

/**
 * Marks an interactive part of a public page.
 *
 * - Pre-rendering: an empty `<div data-island>` whose content the pre-renderer renders as a root
 *   of its own, with the same providers and `identifierPrefix` the browser hydrates it with (so
 *   `useId` values and markup match exactly), and pastes in.
 * - In the signed-in app's router (a public page reached by client-side navigation): the content
 *   renders in place, as any component.
 *
 * `data-ready` on the wrapper says the island is interactive (browser tests wait for it).
 */
export function Island({ name, children, id, block = false }: IslandProps) {
  const className = block ? undefined : 'contents';
  const collect = useContext(IslandContext);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-ready', 'true');
  }, []);
  if (collect) {
    return <div data-island={name} data-island-key={collect(name, children)} id={id} className={className} />;
  }
  return (
    <div ref={ref} data-island={name} id={id} className={className}>
      {children}
    </div>
  );
}

/** A landing section without any interactive part: pre-rendered HTML only, ready from the start. */
export function StaticSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} data-ready="true">
      {children}
    </div>
  );
}
