import { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { IslandProviders } from '@/islands/providers';
import { islandIdPrefix } from '@/lib/island';
import { PageMetaCollector, type PageMeta } from '@/lib/seo/page-meta';

/**
 * An island's HTML, rendered as a root of its own as the browser hydrates it
 * (src/islands/hydrate.tsx): the same context-only providers around it, plus the session and a
 * router for its links (context only too), and the same `identifierPrefix`, so the markup and
 * every `useId` match.
 */
export function renderIsland(
  content: ReactNode,
  key: number,
  { pathname, onMeta }: { pathname: string; onMeta: (meta: PageMeta) => void },
): string {
  return renderToString(
    <StrictMode>
      <PageMetaCollector onMeta={onMeta}>
        <IslandProviders queryClient={new QueryClient()}>
          <AuthProvider>
            <StaticRouter location={pathname}>{content}</StaticRouter>
          </AuthProvider>
        </IslandProviders>
      </PageMetaCollector>
    </StrictMode>,
    { identifierPrefix: islandIdPrefix(key) },
  );
}
