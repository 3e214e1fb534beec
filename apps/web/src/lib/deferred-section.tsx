import { lazy, Suspense, useEffect, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** Starts loading a section this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '600px 0px';

function whenNearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
  });
}

/** Marks the wrapper `data-ready` once the section's code has loaded and hydrated (tests wait for it). */
function MarkReady({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.setAttribute('data-ready', 'true');
  }, [id]);
  return null;
}

export type DeferredSection = ComponentType & { preload: () => Promise<void> };

/**
 * A below-the-fold section of a pre-rendered page whose JavaScript loads only when the visitor
 * scrolls near it (issue 6: landing JavaScript budget). Its HTML is in the pre-rendered page from
 * the start — content, links and text are there for readers and crawlers — and React hydrates it
 * once its code has arrived (a Suspense boundary keeps the server's markup until then).
 *
 * Pre-rendering calls `preload()` (the route module's `preload`) so the server renders the real
 * section; in the browser `preload()` does nothing and the section loads on approach. `id` names
 * the wrapper element watched for visibility (unique on the page).
 */
export function deferredSection(id: string, load: Loader): DeferredSection {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(async () => {
    await whenNearViewport(id);
    return load();
  });

  function Section() {
    const Target = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <div id={id}>
        <Suspense fallback={<div className="min-h-[50vh]" aria-hidden="true" />}>
          <Target />
          <MarkReady id={id} />
        </Suspense>
      </div>
    );
  }
  Section.preload = async () => {
    if (!import.meta.env.SSR) return;
    loaded = (await load()).default;
  };
  return Section;
}
