import { LayoutGrid, Workflow, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';

const features: { key: 'boards' | 'automation' | 'realtime'; icon: LucideIcon }[] = [
  { key: 'boards', icon: LayoutGrid },
  { key: 'automation', icon: Workflow },
  { key: 'realtime', icon: Zap },
];

/** The feature trio. */
export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="features-title"
          title={t('site.landing.features.title')}
          subtitle={t('site.landing.features.subtitle')}
        />
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {features.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`site.landing.features.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`site.landing.features.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
