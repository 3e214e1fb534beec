import { APP_NAME } from '@rbax/shared/app';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSplash } from '@/components/layout/app-splash';
import { LogoMark } from '@/components/layout/logo';
import { MobileBottomBar } from '@/components/layout/mobile-bottom-bar';
import { TopBanner } from '@/components/layout/top-banner';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';

const MAIN_ID = 'conteudo-principal';

/**
 * Signed-in application frame (the app layer passes the sidebar and the status banner, which
 * compose features): sidebar (sheet on mobile), header, banner slot, main, mobile bottom bar.
 */
export function AppShell({
  sidebar,
  banner,
  headerEnd,
  overlays,
  children,
}: {
  sidebar: ReactNode;
  banner?: ReactNode;
  /** Right side of the header (search button, notifications bell…). */
  headerEnd?: ReactNode;
  /** Global dialogs and floating controls (search palette, focus mode, quick actions…). */
  overlays?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TooltipProvider>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-[70] rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <AppSplash />
      <SidebarProvider>
        {sidebar}
        <SidebarInset>
          <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur">
            <SidebarTrigger
              labels={{ open: t('shell.openMenu'), collapse: t('shell.collapseMenu'), expand: t('shell.expandMenu') }}
            />
            <span className="flex items-center gap-2 font-semibold whitespace-nowrap md:hidden">
              <LogoMark className="size-7" />
              {APP_NAME}
            </span>
            {headerEnd ? <div className="ml-auto flex items-center gap-1">{headerEnd}</div> : null}
          </header>
          <TopBanner>{banner}</TopBanner>
          <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-6 pb-24 outline-none sm:px-6 md:pb-8">
            {children}
          </main>
        </SidebarInset>
        <MobileBottomBar />
        {overlays}
      </SidebarProvider>
    </TooltipProvider>
  );
}
