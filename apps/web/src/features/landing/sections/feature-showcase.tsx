import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';
import { ShowcaseVideo } from '@/features/landing/components/showcase-video';
import { Island } from '@/lib/island';
import { cn } from '@/lib/utils';

type Row = { key: 'board' | 'card' | 'boards' | 'mobile'; name: string; width: number; height: number };

/**
 * Real screenshots of RBAX Flow, generated from the running app by the screenshots script into
 * public/screenshots (issue 6: no stock images), in AVIF and WebP, the wide ones also 640 and
 * 960 px wide (scripts/site-screenshots.mjs). Sizes are the script's, so the layout never shifts.
 */
const rows: Row[] = [
  { key: 'board', name: 'board', width: 1280, height: 800 },
  { key: 'card', name: 'card', width: 1280, height: 800 },
  { key: 'boards', name: 'boards', width: 1280, height: 800 },
  { key: 'mobile', name: 'board-mobile', width: 390, height: 844 },
];

/** The smaller copies of a 1280 px screenshot. */
const SMALLER_WIDTHS = [640, 960];

/** How wide a screenshot shows: the full width on phones, one of two columns from 768 px (max-w-6xl). */
const WIDE_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)';

function srcSet(row: Row, format: 'avif' | 'webp'): string | undefined {
  if (row.width <= SMALLER_WIDTHS[0]!) return undefined;
  return [
    ...SMALLER_WIDTHS.map((width) => `/screenshots/${row.name}-${width}.${format} ${width}w`),
    `/screenshots/${row.name}.${format} ${row.width}w`,
  ].join(', ');
}

function Screenshot({ row, alt }: { row: Row; alt: string }) {
  const sizes = row.width > SMALLER_WIDTHS[0]! ? WIDE_SIZES : undefined;
  return (
    // `contents`: the <img> stays the flex item it was before the <picture> came.
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(row, 'avif') ?? `/screenshots/${row.name}.avif`} sizes={sizes} />
      <img
        src={`/screenshots/${row.name}.webp`}
        srcSet={srcSet(row, 'webp')}
        sizes={sizes}
        width={row.width}
        height={row.height}
        loading="lazy"
        decoding="async"
        alt={alt}
        className={cn(
          'h-auto rounded-xl border bg-muted shadow-lg',
          row.key === 'mobile' ? 'w-full max-w-60' : 'w-full',
        )}
      />
    </picture>
  );
}

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
                <Screenshot row={row} alt={t(`site.landing.showcase.${row.key}.alt`)} />
              </div>
            </li>
          ))}
          <li className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
            <div>
              <h3 className="text-2xl font-semibold tracking-tight">{t('site.landing.showcase.video.title')}</h3>
              <p className="mt-3 text-muted-foreground">{t('site.landing.showcase.video.description')}</p>
            </div>
            <Island name="showcase-video">
              <ShowcaseVideo />
            </Island>
          </li>
        </ul>
      </div>
    </section>
  );
}
