import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DemoHost } from '@/features/demo/components/demo-host';
import { openDemo } from '@/features/demo/lib/demo-store';
import { LanguageSelect } from '@/features/language/components/language-select';
import { openScheduling, useSchedulingAvailable } from '@/features/site-widgets/lib/scheduling';
import { ThemeControls } from '@/features/theme/components/theme-controls';

const navLinkClass =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60';

/**
 * The public site's sticky header (spec §2 'Landing page'): banner, logo, site links, Demo,
 * book-demo (only when a scheduling service is configured), Login, theme and hacker toggles,
 * language and 'Começar Grátis'. Below 768 px a menu button opens a shorter menu.
 */
export function LandingHeader() {
  const { t } = useTranslation();
  const schedulingAvailable = useSchedulingAvailable();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <p className="bg-primary px-4 py-1.5 text-center text-xs font-medium text-primary-foreground sm:text-sm">
        {t('site.landing.banner')}
      </p>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 lg:gap-3">
        <Link
          to={paths.home}
          aria-label={t('common.homeLink')}
          className="shrink-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <Logo />
        </Link>
        <nav aria-label={t('site.landing.nav.label')} className="hidden items-center md:flex lg:ml-2">
          <ul className="flex items-center">
            <li>
              <Link to={paths.blog} className={navLinkClass}>
                {t('site.landing.nav.blog')}
              </Link>
            </li>
            <li>
              <Link to={paths.cases} className={navLinkClass}>
                {t('site.landing.nav.cases')}
              </Link>
            </li>
            <li>
              <Link to={paths.knowledge} className={navLinkClass}>
                {t('site.landing.nav.docs')}
              </Link>
            </li>
            <li>
              <button type="button" className={navLinkClass} onClick={openDemo}>
                {t('site.landing.nav.demo')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          {schedulingAvailable ? (
            <Button variant="outline" size="sm" className="hidden lg:inline-flex" onClick={() => void openScheduling()}>
              {t('site.landing.nav.bookDemo')}
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
            <Link to={paths.auth}>{t('site.landing.nav.login')}</Link>
          </Button>
          <ThemeControls className="hidden sm:flex" />
          <LanguageSelect className="hidden lg:flex" />
          <Button asChild size="sm">
            <Link to={paths.auth}>{t('site.landing.nav.getStarted')}</Link>
          </Button>
          <MobileMenu schedulingAvailable={schedulingAvailable} />
        </div>
      </div>
      <DemoHost />
    </header>
  );
}

/**
 * Below 1024 px the language select (below 768 px also the site links, below 640 px the theme
 * toggles) move into this menu.
 * Disclosure pattern: aria-expanded, Escape and outside clicks close it and focus returns to the button.
 */
function MobileMenu({ schedulingAvailable }: { schedulingAvailable: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button, select')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const itemClass =
    'flex min-h-10 w-full items-center rounded-md px-3 text-left text-base font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60';

  return (
    <div className="lg:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon-sm"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? t('site.landing.nav.closeMenu') : t('site.landing.nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        ref={panelRef}
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-4 shadow-lg"
      >
        <nav aria-label={t('site.landing.nav.mobileLabel')} className="mx-auto max-w-6xl">
          <ul className="flex flex-col gap-1">
            <li className="md:hidden">
              <Link to={paths.blog} className={itemClass} onClick={close}>
                {t('site.landing.nav.blog')}
              </Link>
            </li>
            <li className="md:hidden">
              <Link to={paths.knowledge} className={itemClass} onClick={close}>
                {t('site.landing.nav.docs')}
              </Link>
            </li>
            <li className="md:hidden">
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  close();
                  openDemo();
                }}
              >
                {t('site.landing.nav.demo')}
              </button>
            </li>
            {schedulingAvailable ? (
              <li>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close();
                    void openScheduling();
                  }}
                >
                  {t('site.landing.nav.bookDemo')}
                </button>
              </li>
            ) : null}
            <li className="md:hidden">
              <Link to={paths.auth} className={itemClass} onClick={close}>
                {t('site.landing.nav.login')}
              </Link>
            </li>
          </ul>
          <div className="mt-3 flex items-center justify-between gap-3 px-3">
            <LanguageSelect showLabel />
            <ThemeControls className="sm:hidden" />
          </div>
        </nav>
      </div>
    </div>
  );
}
