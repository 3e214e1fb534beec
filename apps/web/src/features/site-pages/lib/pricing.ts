import {
  GB,
  planList,
  TRIAL_DAYS as CATALOGUE_TRIAL_DAYS,
  YEARLY_DISCOUNT as CATALOGUE_YEARLY_DISCOUNT,
  type PlanDefinition,
} from '@rbax/shared/billing/plans';
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

/** Yearly billing: 20% off the monthly price (the plan catalogue, packages/shared/src/billing). */
export const YEARLY_DISCOUNT = CATALOGUE_YEARLY_DISCOUNT;

export const TRIAL_DAYS = CATALOGUE_TRIAL_DAYS;

/**
 * Where Enterprise enquiries go when no scheduling service is configured.
 * Issue 6 report: should become operator configuration (public config) like the WhatsApp number.
 */
export const SALES_EMAIL = 'contato@rbaxflow.com';

/** The catalogue's plans (issue 28): the prices billing charges are the prices /pricing shows. */
export const plans: Plan[] = planList.map((plan: PlanDefinition) => ({
  id: plan.id,
  monthly: plan.monthlyCents === null ? null : plan.monthlyCents / 100,
  ...(plan.highlighted ? { highlighted: true } : {}),
}));
const limitsOf = (id: PlanId) => planList.find((plan) => plan.id === id)!.limits;
const features = (feature: keyof PlanDefinition['features']): Record<PlanId, ComparisonValue> =>
  Object.fromEntries(planList.map((plan) => [plan.id, plan.features[feature]])) as Record<PlanId, ComparisonValue>;

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

type ValueKey = keyof PricingStrings['compare']['values'];
/**
 * A limit of the catalogue as the table's text key: `boards3`, `storage50`, `unlimited`. A key the
 * strings do not have is a catalogue change the table's texts must follow (pricing.test.ts).
 */
function limitRow(
  key: keyof PlanDefinition['limits'],
  name: (limit: number) => string,
  unlimited: ValueKey = 'unlimited',
): Record<PlanId, ComparisonValue> {
  return Object.fromEntries(
    planList.map((plan) => {
      const limit = limitsOf(plan.id)[key];
      return [
        plan.id,
        limit === null ? (plan.id === 'enterprise' ? unlimited : 'unlimited') : (name(limit) as ValueKey),
      ];
    }),
  ) as Record<PlanId, ComparisonValue>;
}

/** Text values are keys under site.pages.pricing.compare.values. */
export const comparisonGroups: { id: keyof PricingStrings['compare']['groups']; rows: ComparisonRow[] }[] = [
  {
    id: 'work',
    rows: [
      { id: 'boards', values: limitRow('boards', (n) => `boards${n}`) },
      { id: 'members', values: limitRow('members', (n) => `members${n}`) },
      { id: 'templates', values: all(true) },
      { id: 'realtime', values: all(true) },
      { id: 'offline', values: all(true) },
      { id: 'storage', values: limitRow('storageBytes', (n) => `storage${n / GB}`, 'custom') },
    ],
  },
  {
    id: 'automation',
    rows: [
      {
        id: 'automations',
        values: limitRow('automationRunsPerMonth', (n) => `runs${n}`),
      },
      { id: 'metrics', values: { free: 'basic', pro: 'full', business: 'full', enterprise: 'full' } },
      { id: 'rules', values: all(true) },
      { id: 'timeTracking', values: all(true) },
      { id: 'ganttCalendar', values: features('ganttCalendar') },
      { id: 'reports', values: features('scheduledReports') },
    ],
  },
  {
    id: 'admin',
    rows: [
      { id: 'workspaces', values: { free: false, pro: true, business: true, enterprise: true } },
      { id: 'integrations', values: features('integrations') },
      { id: 'exports', values: { free: 'json', pro: true, business: true, enterprise: true } },
      { id: 'support', values: { free: 'community', pro: 'email', business: 'priority', enterprise: 'dedicated' } },
    ],
  },
];

export const faqKeys = ['0', '1', '2', '3', '4', '5'] as const satisfies (keyof PricingStrings['faq']['items'])[];
