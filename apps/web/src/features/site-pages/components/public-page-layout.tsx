import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { Island } from '@/lib/island';
import { cn } from '@/lib/utils';

/**
 * The app has no ScrollRestoration: a page reached by a link (PUSH/REPLACE, without a #section)
 * starts at the top; the first load and back/forward (POP) keep the browser's own scrolling.
 */
function useScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a new path counts; the hash and navigation type are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/**
 * The public site's page chrome: skip link, the landing's header and footer (islands: the only
 * code a pre-rendered page runs besides its own islands), and `main#conteudo`.
 */
export function PublicPageLayout({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  useScrollToTopOnNavigation();
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <Island name="site-header">
        <LandingHeader />
      </Island>
      <main id="conteudo" tabIndex={-1} className={cn('flex-1 outline-none', className)}>
        {children}
      </main>
      <Island name="site-footer">
        <LandingFooter />
      </Island>
    </div>
  );
}
