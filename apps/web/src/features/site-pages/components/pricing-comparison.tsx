import { Check, Minus } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { comparisonGroups, plans, type ComparisonValue } from '@/features/site-pages/lib/pricing';

function Value({ value }: { value: ComparisonValue }) {
  const { t } = useTranslation();
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-primary" />
        <span className="sr-only">{t('site.pages.pricing.compare.included')}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" />
        <span className="sr-only">{t('site.pages.pricing.compare.notIncluded')}</span>
      </>
    );
  }
  return <>{t(`site.pages.pricing.compare.values.${value}`)}</>;
}

/** Feature comparison: a real table (caption, column and row headers) that scrolls sideways on phones. */
export function PricingComparison() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-compare" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="pricing-compare" className="text-center text-2xl font-bold sm:text-3xl">
        {t('site.pages.pricing.compare.title')}
      </h2>
      {/* Focusable so keyboard users can scroll it horizontally (axe: scrollable-region-focusable). */}
      <div
        role="region"
        aria-labelledby="pricing-compare"
        tabIndex={0}
        className="mt-8 overflow-x-auto rounded-xl border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">{t('site.pages.pricing.compare.caption')}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="sticky left-0 bg-muted p-3 text-left font-semibold">
                {t('site.pages.pricing.compare.feature')}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="p-3 text-center font-semibold">
                  {t(`site.pages.pricing.plans.${plan.id}.name`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonGroups.map((group) => (
              <Fragment key={group.id}>
                <tr className="border-t">
                  <th
                    scope="colgroup"
                    colSpan={plans.length + 1}
                    className="bg-card p-3 pt-5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {t(`site.pages.pricing.compare.groups.${group.id}`)}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.id} className="border-t">
                    <th scope="row" className="sticky left-0 bg-background p-3 text-left font-normal">
                      {t(`site.pages.pricing.compare.rows.${row.id}`)}
                    </th>
                    {plans.map((plan) => (
                      <td key={plan.id} className="p-3 text-center">
                        <Value value={row.values[plan.id]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
