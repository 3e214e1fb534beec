import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/utils';
import '@/features/site-pages/components/prose.css';

/**
 * An article body: HTML made at build time from our own Markdown (apps/web/content), hence
 * trusted. Links to other pages of the site navigate client-side, and a `#section` in the
 * address is scrolled to (and focused) once the body is in the page.
 */
export function Prose({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hash || hash.length < 2) return;
    const target = ref.current?.querySelector<HTMLElement>(`[id="${CSS.escape(decodeURIComponent(hash.slice(1)))}"]`);
    if (!target) return;
    target.scrollIntoView();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [html, hash]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as HTMLElement).closest('a');
      const href = anchor?.getAttribute('href');
      if (
        !anchor ||
        !href ||
        anchor.target ||
        !href.startsWith('/') ||
        href.startsWith('//') ||
        href.startsWith('/api')
      )
        return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );

  return (
    // Only upgrades ordinary links (keyboard activation of a link fires click too).
    <div
      ref={ref}
      lang={lang}
      className={cn('prose-rbax', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
