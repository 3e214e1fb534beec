import type pricingStrings from '@/locales/site/pages/pt-BR.json';

/** Plans of /pricing. Prices are in R$ in every language (the product bills in BRL). */
type PricingStrings = (typeof pricingStrings)['site']['pages']['pricing'];
export type BillingPeriod = 'monthly' | 'yearly';

export type PlanId = 'free' | 'pro' | 'business' | 'enterprise';

export type Plan = {
  id: PlanId;
  /** R$ per user per month when billed monthly; null = price on request. */
  monthly: number | null;
  highlighted?: boolean;
};

/** Every plan lists five highlights: keys under site.pages.pricing.plans.<id>.features. */
export const planFeatureKeys = [
  '0',
  '1',
  '2',
  '3',
  '4',
] as const satisfies (keyof PricingStrings['plans']['free']['features'])[];

/** Yearly billing: 20% off the monthly price. */
export const YEARLY_DISCOUNT = 0.2;

export const TRIAL_DAYS = 14;

/**
 * Where Enterprise enquiries go when no scheduling service is configured.
 * Issue 6 report: should become operator configuration (public config) like the WhatsApp number.
 */
export const SALES_EMAIL = 'contato@rbaxflow.com';

export const plans: Plan[] = [
  { id: 'free', monthly: 0 },
  { id: 'pro', monthly: 29, highlighted: true },
  { id: 'business', monthly: 59 },
  { id: 'enterprise', monthly: null },
];

/** Monthly-equivalent price for the period, rounded to centavos. */
export function planPrice(plan: Pick<Plan, 'monthly'>, period: BillingPeriod): number | null {
  if (plan.monthly === null) return null;
  const price = period === 'yearly' ? plan.monthly * (1 - YEARLY_DISCOUNT) : plan.monthly;
  return Math.round(price * 100) / 100;
}

/** R$ in the visitor's language conventions: 'R$ 29' (pt-BR), 'R$29' (en-US), '29 R$' (es-ES); centavos only when needed. */
export function formatBRL(amount: number, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    // 'R$' everywhere (es-ES would otherwise print 'BRL').
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** One row of the comparison table: a value per plan — true/false (included or not) or a text key. */
export type ComparisonValue = boolean | keyof PricingStrings['compare']['values'];
export type ComparisonRow = { id: keyof PricingStrings['compare']['rows']; values: Record<PlanId, ComparisonValue> };

const all = (value: ComparisonValue): Record<PlanId, ComparisonValue> => ({
  free: value,
  pro: value,
  business: value,
  enterprise: value,
});

/** Text values are keys under site.pages.pricing.compare.values. */
export const comparisonGroups: { id: keyof PricingStrings['compare']['groups']; rows: ComparisonRow[] }[] = [
  {
    id: 'work',
    rows: [
      { id: 'boards', values: { free: 'boards3', pro: 'unlimited', business: 'unlimited', enterprise: 'unlimited' } },
      { id: 'members', values: { free: 'members5', pro: 'members50', business: 'unlimited', enterprise: 'unlimited' } },
      { id: 'templates', values: all(true) },
      { id: 'realtime', values: all(true) },
      { id: 'offline', values: all(true) },
      { id: 'storage', values: { free: 'storage1', pro: 'storage50', business: 'storage500', enterprise: 'custom' } },
    ],
  },
  {
    id: 'automation',
    rows: [
      {
        id: 'automations',
        values: { free: 'runs100', pro: 'runs5000', business: 'unlimited', enterprise: 'unlimited' },
      },
      { id: 'metrics', values: { free: 'basic', pro: 'full', business: 'full', enterprise: 'full' } },
      { id: 'rules', values: all(true) },
      { id: 'timeTracking', values: all(true) },
      { id: 'ganttCalendar', values: { free: false, pro: true, business: true, enterprise: true } },
      { id: 'reports', values: { free: false, pro: false, business: true, enterprise: true } },
    ],
  },
  {
    id: 'admin',
    rows: [
      { id: 'workspaces', values: { free: false, pro: true, business: true, enterprise: true } },
      { id: 'integrations', values: { free: false, pro: true, business: true, enterprise: true } },
      { id: 'exports', values: { free: 'json', pro: true, business: true, enterprise: true } },
      { id: 'support', values: { free: 'community', pro: 'email', business: 'priority', enterprise: 'dedicated' } },
    ],
  },
];

export const faqKeys = ['0', '1', '2', '3', '4', '5'] as const satisfies (keyof PricingStrings['faq']['items'])[];
