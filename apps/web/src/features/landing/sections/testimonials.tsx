import { TESTIMONIAL_ROTATE_MS } from '@rbax/shared/public-site-constants';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/features/landing/components/section-heading';
import { usePrefersReducedMotion } from '@/features/landing/hooks/use-prefers-reduced-motion';
import { useRotation } from '@/features/landing/hooks/use-rotation';
import { cn } from '@/lib/utils';

const testimonials = ['t1', 't2', 't3', 't4'] as const;

/**
 * Testimonials, one at a time, rotating every 5 s (spec §9). Rotation pauses while the pointer
 * or the keyboard focus is inside and with prefers-reduced-motion; only manual changes are announced.
 */
export function Testimonials() {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, manual, goTo, next, previous } = useRotation(
    testimonials.length,
    TESTIMONIAL_ROTATE_MS,
    reducedMotion || hovered || focused,
  );
  const key = testimonials[index] ?? 't1';

  return (
    <section aria-labelledby="testimonials-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="testimonials-title" title={t('site.landing.testimonials.title')} />
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label={t('site.landing.testimonials.label')}
          className="mx-auto mt-10 max-w-3xl"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div aria-live={manual ? 'polite' : 'off'} aria-atomic="true">
            <figure
              key={key}
              aria-label={t('site.landing.testimonials.position', { number: index + 1, total: testimonials.length })}
              className="min-h-56 rounded-2xl border bg-card p-6 shadow-sm sm:min-h-48 sm:p-8"
            >
              <Quote aria-hidden="true" className="size-8 text-link" />
              <blockquote className="mt-3 text-lg leading-relaxed text-balance sm:text-xl">
                <p>{t(`site.landing.testimonials.${key}.quote`)}</p>
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold">{t(`site.landing.testimonials.${key}.name`)}</span>
                <span className="text-muted-foreground"> · {t(`site.landing.testimonials.${key}.role`)}</span>
              </figcaption>
            </figure>
          </div>
          <div className="mt-5 flex items-center justify-center gap-3">
            <Button
              variant="outline"
              size="icon-sm"
              aria-label={t('site.landing.testimonials.previous')}
              onClick={previous}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <ul className="flex items-center gap-1">
              {testimonials.map((item, position) => (
                <li key={item}>
                  <button
                    type="button"
                    aria-label={t('site.landing.testimonials.goTo', { number: position + 1 })}
                    aria-current={position === index ? 'true' : undefined}
                    onClick={() => goTo(position)}
                    className="group flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'size-2.5 rounded-full bg-muted-foreground/40 transition-colors group-hover:bg-muted-foreground',
                        position === index && 'bg-primary group-hover:bg-primary',
                      )}
                    />
                  </button>
                </li>
              ))}
            </ul>
            <Button variant="outline" size="icon-sm" aria-label={t('site.landing.testimonials.next')} onClick={next}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
