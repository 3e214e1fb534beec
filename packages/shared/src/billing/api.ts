import { z } from 'zod';
import { billingIntervals, planFeatureIds, planIds, planLimitKeys } from './plans.ts';
import { subscriptionStatuses } from './subscription.ts';
import { taxIdKind } from './tax-id.ts';

/** `off` (self-hosted, every feature), `manual` (administrators assign plans) or `stripe`. */
export const billingModes = ['off', 'manual', 'stripe'] as const;
export type BillingMode = (typeof billingModes)[number];

const usageSchema = z.object({ used: z.number(), limit: z.number().nullable() });

/** `GET /api/v1/workspaces/:id/subscription` */
export const subscriptionResponseSchema = z.object({
  mode: z.enum(billingModes),
  workspaceId: z.string(),
  /** The plan being paid for or tried. */
  plan: z.enum(planIds),
  /** The plan whose limits apply now (Free once a trial or subscription ended; every feature in `off` mode). */
  effectivePlan: z.enum(planIds),
  status: z.enum(subscriptionStatuses),
  interval: z.enum(billingIntervals),
  seats: z.number().int(),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.string().nullable(),
  usage: z.object(
    Object.fromEntries(planLimitKeys.map((key) => [key, usageSchema])) as Record<
      (typeof planLimitKeys)[number],
      typeof usageSchema
    >,
  ),
  features: z.object(
    Object.fromEntries(planFeatureIds.map((id) => [id, z.boolean()])) as Record<
      (typeof planFeatureIds)[number],
      z.ZodBoolean
    >,
  ),
  /** Boards beyond the plan's limit: readable, archivable, not editable until upgraded. */
  readOnlyBoardIds: z.array(z.string()),
  canManage: z.boolean(),
  billingDetails: z
    .object({
      legalName: z.string(),
      taxId: z.string(),
      email: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
    })
    .nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** `POST /api/v1/workspaces/:id/subscription/checkout` (stripe mode) → the provider's hosted page. */
export const checkoutInputSchema = z.object({
  plan: z.enum(['pro', 'business'], { error: 'validation.invalidValue' }),
  interval: z.enum(billingIntervals, { error: 'validation.invalidValue' }),
  seats: z
    .number()
    .int()
    .min(1, { error: 'validation.invalidValue' })
    .max(10_000, { error: 'validation.invalidValue' }),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;
export const checkoutResponseSchema = z.object({ url: z.string() });

/** `PATCH /api/v1/workspaces/:id/subscription`: seats (prorated) and cancel at period end. */
export const updateSubscriptionInputSchema = z
  .object({
    seats: z
      .number()
      .int()
      .min(1, { error: 'validation.invalidValue' })
      .max(10_000, { error: 'validation.invalidValue' })
      .optional(),
    cancelAtPeriodEnd: z.boolean().optional(),
  })
  .refine((value) => value.seats !== undefined || value.cancelAtPeriodEnd !== undefined, {
    error: 'validation.nothingToUpdate',
  });
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionInputSchema>;

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.invalidValue' });

/** `PUT /api/v1/workspaces/:id/billing-details`: the legal data printed on invoices. */
export const billingDetailsInputSchema = z.object({
  legalName: requiredText(200),
  taxId: z
    .string()
    .trim()
    .refine((value) => taxIdKind(value) !== null, { error: 'billing.taxIdInvalid' }),
  email: z.email({ error: 'validation.emailInvalid' }),
  address: requiredText(300),
  city: requiredText(120),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'billing.stateInvalid' })
    .transform((v) => v.toUpperCase()),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, { error: 'billing.postalCodeInvalid' }),
});
export type BillingDetailsInput = z.infer<typeof billingDetailsInputSchema>;

/** `refunded`: the provider refunded the whole payment (`charge.refunded`, decision 056). */
export const invoiceStatuses = ['open', 'paid', 'void', 'refunded'] as const;
export const invoiceSchema = z.object({
  id: z.string(),
  /** 'RBAX-2026-000001' */
  number: z.string(),
  status: z.enum(invoiceStatuses),
  amountCents: z.number().int(),
  currency: z.literal('BRL'),
  description: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });

/** `PUT /api/v1/admin/workspaces/:id/plan { plan }` (administrators; manual mode). */
export const adminAssignPlanInputSchema = z.object({
  plan: z.enum(planIds, { error: 'validation.invalidValue' }),
  interval: z.enum(billingIntervals, { error: 'validation.invalidValue' }).optional(),
  seats: z.number().int().min(1).max(10_000).optional(),
  /** Records the payment of the first period as a paid invoice (default true for paid plans). */
  recordPayment: z.boolean().optional(),
});
export type AdminAssignPlanInput = z.infer<typeof adminAssignPlanInputSchema>;

/** `PUT /api/v1/admin/workspaces/:id/trial { endsAt }`: extend or end a trial (support). */
export const adminTrialInputSchema = z.object({
  endsAt: z.iso.datetime({ offset: true, error: 'validation.invalidValue' }),
});

/** `PUT /api/v1/admin/billing/settings { mode }`: overrides BILLING_MODE (stripe needs its keys). */
export const billingSettingsInputSchema = z.object({
  mode: z.enum(billingModes, { error: 'validation.invalidValue' }),
});

export const adminBillingOverviewSchema = z.object({
  mode: z.enum(billingModes),
  envMode: z.enum(billingModes),
  stripeConfigured: z.boolean(),
  /** Centavos of paid invoices: all time and the last 30 days. */
  revenueCents: z.number().int(),
  revenueLast30DaysCents: z.number().int(),
  /** Monthly recurring revenue of active subscriptions, centavos (yearly counted as a twelfth). */
  mrrCents: z.number().int(),
  trials: z.number().int(),
  active: z.number().int(),
  pastDue: z.number().int(),
  /** Subscriptions that ended (canceled, or fell back to Free after paying) in the last 30 days. */
  churnedLast30Days: z.number().int(),
  workspaces: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      ownerEmail: z.string(),
      plan: z.enum(planIds),
      effectivePlan: z.enum(planIds),
      status: z.enum(subscriptionStatuses),
      seats: z.number().int(),
      trialEndsAt: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
    }),
  ),
});
export type AdminBillingOverview = z.infer<typeof adminBillingOverviewSchema>;
