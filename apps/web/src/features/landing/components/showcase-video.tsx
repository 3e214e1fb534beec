import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '@/features/landing/hooks/use-prefers-reduced-motion';

/** The widths the board screenshot exists in (scripts/site-screenshots.mjs). */
const POSTER_WIDTHS = [640, 960, 1280];

/** The smallest copy of the board screenshot that fills `pixels` device pixels across. */
export function posterFor(pixels: number): string {
  const width = POSTER_WIDTHS.find((candidate) => candidate >= pixels) ?? 1280;
  return width === 1280 ? '/screenshots/board.webp' : `/screenshots/board-${width}.webp`;
}

/**
 * The video of the app: a muted loop that starts only when scrolled into view, and never by itself
 * with reduced motion. A poster has no srcset, and the browser fetches it with the page wherever
 * the video is: this island sets it once hydrated (near the viewport), at the size it shows.
 */
export function ShowcaseVideo() {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [poster, setPoster] = useState<string>();

  useEffect(() => {
    const video = videoRef.current;
    if (video) setPoster(posterFor(video.clientWidth * window.devicePixelRatio));
  }, []);

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
      poster={poster}
      aria-label={t('site.landing.showcase.video.label')}
      className="h-auto w-full rounded-xl border bg-muted shadow-lg"
    >
      <source src="/screenshots/board-drag.webm" type="video/webm" />
      {t('site.landing.showcase.video.fallback')}
    </video>
  );
}
