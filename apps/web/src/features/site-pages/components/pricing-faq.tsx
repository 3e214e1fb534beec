import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { faqKeys } from '@/features/site-pages/lib/pricing';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl px-4 pb-20">
      <h2 id="pricing-faq" className="text-center text-2xl font-bold sm:text-3xl">
        {t('site.pages.pricing.faq.title')}
      </h2>
      <div className="mt-8 divide-y rounded-xl border">
        {faqKeys.map((index) => (
          <details key={index} className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden">
              {t(`site.pages.pricing.faq.items.${index}.q`)}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-5 pb-5 text-muted-foreground">{t(`site.pages.pricing.faq.items.${index}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
