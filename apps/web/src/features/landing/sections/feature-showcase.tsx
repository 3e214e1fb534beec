import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';
import { usePrefersReducedMotion } from '@/features/landing/hooks/use-prefers-reduced-motion';
import { cn } from '@/lib/utils';

/**
 * Real screenshots of RBAX Flow, generated from the running app by the screenshots script into
 * public/screenshots (issue 6: no stock images). Sizes are the script's, so the layout never shifts.
 */
const rows = [
  { key: 'board', src: '/screenshots/board.webp', width: 1280, height: 800 },
  { key: 'card', src: '/screenshots/card.webp', width: 1280, height: 800 },
  { key: 'boards', src: '/screenshots/boards.webp', width: 1280, height: 800 },
  { key: 'mobile', src: '/screenshots/board-mobile.webp', width: 390, height: 844 },
] as const;

export function FeatureShowcase() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="showcase-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="showcase-title"
          title={t('site.landing.showcase.title')}
          subtitle={t('site.landing.showcase.subtitle')}
        />
        <ul className="mt-12 flex flex-col gap-14 md:gap-20">
          {rows.map((row, position) => (
            <li key={row.key} className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
              <div className={cn(position % 2 === 1 && 'md:order-2')}>
                <h3 className="text-2xl font-semibold tracking-tight">{t(`site.landing.showcase.${row.key}.title`)}</h3>
                <p className="mt-3 text-muted-foreground">{t(`site.landing.showcase.${row.key}.description`)}</p>
              </div>
              <div className={cn('flex justify-center', row.key === 'mobile' && 'md:justify-center')}>
                <img
                  src={row.src}
                  width={row.width}
                  height={row.height}
                  loading="lazy"
                  decoding="async"
                  alt={t(`site.landing.showcase.${row.key}.alt`)}
                  className={cn(
                    'h-auto rounded-xl border bg-muted shadow-lg',
                    row.key === 'mobile' ? 'w-full max-w-60' : 'w-full',
                  )}
                />
              </div>
            </li>
          ))}
          <li className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
            <div>
              <h3 className="text-2xl font-semibold tracking-tight">{t('site.landing.showcase.video.title')}</h3>
              <p className="mt-3 text-muted-foreground">{t('site.landing.showcase.video.description')}</p>
            </div>
            <ShowcaseVideo />
          </li>
        </ul>
      </div>
    </section>
  );
}

/** Muted loop that starts only when scrolled into view, and never by itself with reduced motion. */
function ShowcaseVideo() {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || reducedMotion || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <video
      ref={videoRef}
      width={1280}
      height={800}
      muted
      loop
      playsInline
      controls
      preload="none"
      poster="/screenshots/board.webp"
      aria-label={t('site.landing.showcase.video.label')}
      className="h-auto w-full rounded-xl border bg-muted shadow-lg"
    >
      <source src="/screenshots/board-drag.webm" type="video/webm" />
      {t('site.landing.showcase.video.fallback')}
    </video>
  );
}
