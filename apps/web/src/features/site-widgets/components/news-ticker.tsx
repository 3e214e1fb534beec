import { NEWS_TICKER_MESSAGES, NEWS_TICKER_MS } from '@rbax/shared/public-site-constants';
import { Megaphone, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useNewsTicker } from '@/features/site-widgets/hooks/use-news-ticker';
import { cn } from '@/lib/utils';

/** News ticker (spec §2, §9): 6 messages, a new one every 3 s, with a pause button (WCAG 2.2.2). */
export function NewsTicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { index, paused, togglePaused } = useNewsTicker(NEWS_TICKER_MESSAGES, NEWS_TICKER_MS);
  return (
    <section
      data-floating=""
      aria-label={t('site.widgets.ticker.label')}
      className={cn(
        'flex h-10 items-center gap-2 rounded-full border bg-card/95 pr-1 pl-3 text-card-foreground shadow-lg backdrop-blur',
        className,
      )}
    >
      <Megaphone aria-hidden="true" className="size-4 shrink-0 text-link" />
      {/* Not a live region: a message every 3 s would drown a screen reader. */}
      <p key={index} className="min-w-0 flex-1 truncate text-xs font-medium sm:text-sm">
        {t(`site.widgets.ticker.m${(index + 1) as 1 | 2 | 3 | 4 | 5 | 6}`)}
      </p>
      <Button variant="ghost" size="icon-sm" className="rounded-full" aria-pressed={paused} onClick={togglePaused}>
        {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        <span className="sr-only">{paused ? t('site.widgets.ticker.play') : t('site.widgets.ticker.pause')}</span>
      </Button>
    </section>
  );
}
