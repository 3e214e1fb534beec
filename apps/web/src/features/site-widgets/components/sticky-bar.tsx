import { STICKY_BAR_SCROLL_PX } from '@rbax/shared/public-site-constants';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { readStorage, writeStorage } from '@/lib/storage';

export const STICKY_BAR_DISMISSED_KEY = 'rbax-sticky-bar-dismissed';

/** Whether the sticky bar shows: past 800 px of scroll (spec §4, §9) and not dismissed this session. */
export function useStickyBar() {
  const [scrolled, setScrolled] = useState(false);
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(readStorage(STICKY_BAR_DISMISSED_KEY, 'sessionStorage') === '1');
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > STICKY_BAR_SCROLL_PX);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  function dismiss() {
    writeStorage(STICKY_BAR_DISMISSED_KEY, '1', 'sessionStorage');
    setDismissed(true);
  }

  return { visible: scrolled && !dismissed, dismiss };
}

export function StickyBar({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <aside
      data-floating=""
      aria-label={t('site.widgets.stickyBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_20px_rgb(0_0_0/0.15)] backdrop-blur supports-[backdrop-filter]:bg-background/85"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <p className="hidden flex-1 text-sm font-medium sm:block">{t('site.widgets.stickyBar.text')}</p>
        <Button asChild className="flex-1 sm:flex-none">
          <Link to={paths.auth}>{t('site.widgets.stickyBar.cta')}</Link>
        </Button>
        <Button variant="ghost" size="icon" onClick={onDismiss}>
          <X aria-hidden="true" />
          <span className="sr-only">{t('site.widgets.stickyBar.close')}</span>
        </Button>
      </div>
    </aside>
  );
}
