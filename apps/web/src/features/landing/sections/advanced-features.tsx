import { FileText, Gauge, UserCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';

const features: { key: 'skills' | 'sla' | 'reports'; icon: LucideIcon }[] = [
  { key: 'skills', icon: UserCheck },
  { key: 'sla', icon: Gauge },
  { key: 'reports', icon: FileText },
];

/** 'Recursos Avançados' with three cards (spec §2). */
export function AdvancedFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="advanced-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="advanced-title"
          title={t('site.landing.advanced.title')}
          subtitle={t('site.landing.advanced.subtitle')}
        />
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {features.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border bg-gradient-to-br from-card to-muted/60 p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg border bg-background text-link">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`site.landing.advanced.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`site.landing.advanced.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
