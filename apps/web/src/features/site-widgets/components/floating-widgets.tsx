import { FeedbackWidget } from '@/features/feedback/components/feedback-widget';
import { NewsletterResultToast } from '@/features/newsletter/components/newsletter-result-toast';
import { usePublicConfig } from '@/features/site-widgets/api/get-public-config';
import { CustomCursor } from '@/features/site-widgets/components/custom-cursor';
import { LiveChat } from '@/features/site-widgets/components/live-chat';
import { NewsTicker } from '@/features/site-widgets/components/news-ticker';
import { SoundToggle } from '@/features/site-widgets/components/sound-toggle';
import { StickyBar, useStickyBar } from '@/features/site-widgets/components/sticky-bar';
import { WhatsAppButton } from '@/features/site-widgets/components/whatsapp-button';
import { cn } from '@/lib/utils';

/**
 * The floating items loaded after hydration (see LandingFloatingItems). Bottom left: the news
 * ticker; bottom right: sound, feedback and WhatsApp; both move up while the sticky bar shows.
 */
export function FloatingWidgets() {
  const { data: config } = usePublicConfig();
  const stickyBar = useStickyBar();
  const bottom = stickyBar.visible ? 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))]' : 'bottom-4';
  return (
    <>
      <NewsletterResultToast />
      <NewsTicker
        className={cn(
          'fixed left-3 z-30 w-auto max-w-[calc(100vw-5.5rem)] transition-[bottom] sm:left-4 sm:max-w-md',
          bottom,
        )}
      />
      <div
        data-floating=""
        className={cn('fixed right-3 z-40 flex flex-col items-end gap-3 transition-[bottom] sm:right-4', bottom)}
      >
        <SoundToggle />
        <FeedbackWidget />
        {config?.whatsappNumber ? <WhatsAppButton number={config.whatsappNumber} /> : null}
      </div>
      {stickyBar.visible ? <StickyBar onDismiss={stickyBar.dismiss} /> : null}
      <CustomCursor />
      {config?.liveChatScriptUrl ? <LiveChat scriptUrl={config.liveChatScriptUrl} /> : null}
    </>
  );
}

export default FloatingWidgets;
