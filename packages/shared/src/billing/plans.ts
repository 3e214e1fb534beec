/**
 * The one plan catalogue (issue 28, docs/decisions/054-billing.md): `/pricing`, enforcement in the
 * services and billing all read it. Prices are in centavos of BRL per user per month; yearly
 * billing takes 20% off. `null` limits are unlimited.
 */

export const planIds = ['free', 'pro', 'business', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export const billingIntervals = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** What a plan limits; each has its own message (`billing.limit.<key>` on the server). */
export const planLimitKeys = [
  'boards',
  'members',
  'storageBytes',
  'automationRunsPerMonth',
  'aiRequestsPerMonth',
] as const;
export type PlanLimitKey = (typeof planLimitKeys)[number];

/** Features a plan switches on or off (enforced in their services). */
export const planFeatureIds = ['integrations', 'scheduledReports', 'ganttCalendar', 'ssoReady'] as const;
export type PlanFeatureId = (typeof planFeatureIds)[number];

export type PlanLimits = Record<PlanLimitKey, number | null>;

export type PlanDefinition = {
  id: PlanId;
  /** Centavos per user per month, billed monthly; null = price on request (Enterprise). */
  monthlyCents: number | null;
  highlighted: boolean;
  /** Whether a workspace can buy it on its own (Enterprise goes through sales; Free is the fallback). */
  selfServe: boolean;
  limits: PlanLimits;
  features: Record<PlanFeatureId, boolean>;
};

export const GB = 1024 ** 3;
export const YEARLY_DISCOUNT = 0.2;
export const TRIAL_DAYS = 14;
/** The plan a new workspace tries for TRIAL_DAYS, without a card. */
export const TRIAL_PLAN: PlanId = 'pro';
/** Days a past-due subscription keeps its plan before falling back to Free. */
export const GRACE_DAYS = 7;
/**
 * The platform's share of a paid Store Premium sale, in basis points (15%): the one value the
 * checkout, the creators' ledger (marketplace `feeOf`) and `/monetization` read. Grants are free.
 */
export const TEMPLATE_FEE_BPS = 1500;
/** E-mails before the trial ends, in days left. */
export const TRIAL_REMINDER_DAYS = [7, 3, 1] as const;

export const plans: Record<PlanId, PlanDefinition> = {
  free: {
    id: 'free',
    monthlyCents: 0,
    highlighted: false,
    selfServe: false,
    limits: { boards: 3, members: 5, storageBytes: 1 * GB, automationRunsPerMonth: 100, aiRequestsPerMonth: 20 },
    features: { integrations: false, scheduledReports: false, ganttCalendar: false, ssoReady: false },
  },
  pro: {
    id: 'pro',
    monthlyCents: 2900,
    highlighted: true,
    selfServe: true,
    limits: { boards: null, members: 50, storageBytes: 50 * GB, automationRunsPerMonth: 5000, aiRequestsPerMonth: 500 },
    features: { integrations: true, scheduledReports: false, ganttCalendar: true, ssoReady: false },
  },
  business: {
    id: 'business',
    monthlyCents: 5900,
    highlighted: false,
    selfServe: true,
    limits: {
      boards: null,
      members: null,
      storageBytes: 500 * GB,
      automationRunsPerMonth: null,
      aiRequestsPerMonth: 5000,
    },
    features: { integrations: true, scheduledReports: true, ganttCalendar: true, ssoReady: false },
  },
  enterprise: {
    id: 'enterprise',
    monthlyCents: null,
    highlighted: false,
    selfServe: false,
    limits: { boards: null, members: null, storageBytes: null, automationRunsPerMonth: null, aiRequestsPerMonth: null },
    features: { integrations: true, scheduledReports: true, ganttCalendar: true, ssoReady: true },
  },
};

export const planList: PlanDefinition[] = planIds.map((id) => plans[id]);

/** Display names (the same in every language). */
export const planNames: Record<PlanId, string> = {
  free: 'Free',
  pro: 'Pro',
  business: 'Business',
  enterprise: 'Enterprise',
};

/** Centavos per user per month for the interval (yearly: 20% off), rounded to a centavo. */
export function unitMonthlyCents(plan: PlanId, interval: BillingInterval): number | null {
  const cents = plans[plan].monthlyCents;
  if (cents === null) return null;
  return interval === 'yearly' ? Math.round(cents * (1 - YEARLY_DISCOUNT)) : cents;
}

/** Centavos per user for one whole billing period (a month, or twelve discounted months). */
export function unitPeriodCents(plan: PlanId, interval: BillingInterval): number | null {
  const monthly = unitMonthlyCents(plan, interval);
  if (monthly === null) return null;
  return interval === 'yearly' ? monthly * 12 : monthly;
}

/** Centavos a period costs for `seats` users. */
export function periodTotalCents(plan: PlanId, interval: BillingInterval, seats: number): number | null {
  const unit = unitPeriodCents(plan, interval);
  return unit === null ? null : unit * seats;
}

/**
 * Seat changes in the middle of a period: the difference for the time left, to the centavo
 * (positive: charged now; negative: credited on the next invoice). Stripe prorates the same way
 * (`proration_behavior: 'create_prorations'`); manual mode issues this as its own invoice line.
 */
export function prorateSeatChange(input: {
  plan: PlanId;
  interval: BillingInterval;
  fromSeats: number;
  toSeats: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}): number {
  const unit = unitPeriodCents(input.plan, input.interval) ?? 0;
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  if (total <= 0) return 0;
  const left = Math.min(total, Math.max(0, input.periodEnd.getTime() - input.at.getTime()));
  return Math.round(((input.toSeats - input.fromSeats) * unit * left) / total);
}

/** The end of a period that starts at `start` (calendar months; day clamped to the month's end). */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const months = interval === 'yearly' ? 12 : 1;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Whether `used` (before the new one) still leaves room under the limit. */
export function withinLimit(limit: number | null, used: number, adding = 1): boolean {
  return limit === null || used + adding <= limit;
}
