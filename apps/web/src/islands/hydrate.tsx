import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ThemedToaster } from '@/app/themed-toaster';
import { useToasterRequested } from '@/features/site-widgets/lib/site-toast';
import { IslandProviders } from '@/islands/providers';
import { islandIdPrefix } from '@/lib/island';

const roots = new Set<Root>();

/** Calls back once the island's first render has been committed (effects run child first, so this is last). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates one island as a root of its own, with the `identifierPrefix` its HTML was rendered
 * with (src/prerender/entry-server.tsx). As a transition, so React hydrates it in slices and
 * yields to the browser in between. Resolves when it is interactive (`data-ready` set).
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType, queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const onHydrated = () => {
      element.setAttribute('data-ready', 'true');
      resolve();
    };
    startTransition(() => {
      const root = hydrateRoot(
        element,
        <StrictMode>
          <IslandProviders queryClient={queryClient}>
            <Hydrated onHydrated={onHydrated}>
              <Component />
            </Hydrated>
          </IslandProviders>
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(Number(element.dataset.islandKey)) },
      );
      roots.add(root);
    });
  });
}

/** Before the page's content is replaced (another language): every island lets go of its markup. */
export function unmountIslands(): void {
  for (const root of roots) root.unmount();
  roots.clear();
}

function SiteToaster() {
  return useToasterRequested() ? <ThemedToaster /> : null;
}

/** The toaster's own root, outside the page's content: sonner loads with the first toast (siteToast). */
export function mountToaster(queryClient: QueryClient): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <IslandProviders queryClient={queryClient}>
        <SiteToaster />
      </IslandProviders>
    </StrictMode>,
  );
}
