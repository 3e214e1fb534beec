import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';

/** Spec §1 claims, in the spec's order. */
const stats = ['years', 'projects', 'uptime', 'support', 'savings', 'clients'] as const;

export function LandingStats() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stats-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="stats-title" title={t('site.landing.stats.title')} />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
          {stats.map((key) => (
            <li
              key={key}
              className="flex flex-col items-center rounded-xl border bg-card p-4 text-center shadow-sm sm:p-5"
            >
              <span className="text-3xl font-bold tracking-tight text-link">
                {t(`site.landing.stats.${key}.value`)}
              </span>
              <span className="mt-1 text-sm text-muted-foreground">{t(`site.landing.stats.${key}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
