import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';

const versions = ['v1', 'v2', 'v3'] as const;

/** Version timeline (spec §2): v1.0 2020, v2.0 2022, v3.0 2024. */
export function VersionTimeline() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="timeline-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="timeline-title"
          title={t('site.landing.timeline.title')}
          subtitle={t('site.landing.timeline.subtitle')}
        />
        <div className="relative mx-auto mt-12 max-w-4xl">
          <span
            aria-hidden="true"
            className="absolute top-0 bottom-0 left-[0.6875rem] w-0.5 bg-border md:top-[0.6875rem] md:right-0 md:bottom-auto md:left-0 md:h-0.5 md:w-auto"
          />
          <ol className="relative grid gap-8 md:grid-cols-3 md:gap-6">
            {versions.map((version) => (
              <li key={version} className="relative pl-10 md:pt-10 md:pl-0">
                <span
                  aria-hidden="true"
                  className="absolute top-0 left-0 size-6 rounded-full border-4 border-background bg-primary"
                />
                <p className="flex items-baseline gap-2">
                  <span className="text-xl font-bold">{t(`site.landing.timeline.${version}.version`)}</span>
                  <time className="text-sm font-medium text-muted-foreground">
                    {t(`site.landing.timeline.${version}.year`)}
                  </time>
                </p>
                <h3 className="mt-2 text-lg font-semibold">{t(`site.landing.timeline.${version}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`site.landing.timeline.${version}.description`)}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
