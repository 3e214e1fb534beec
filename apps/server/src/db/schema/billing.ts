import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * The `billing` module's tables (issue 28, docs/decisions/054-billing.md): the instance's billing
 * settings (the mode administrators chose over BILLING_MODE; the invoice counter), one
 * subscription per workspace (created with the workspace's trial on first look), the invoices
 * issued, and the provider's webhook events already handled (idempotency by event id).
 */
export const billingSettings = pgTable('billing_settings', {
  id: text('id').primaryKey(),
  /** off | manual | stripe; null: BILLING_MODE decides. */
  mode: text('mode'),
  lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
  updatedAt: updatedAt(),
});

export type BillingDetailsJson = {
  legalName: string;
  taxId: string;
  email: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
};

export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    workspaceId: text('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    /** trialing | active | past_due | canceled | free */
    status: text('status').notNull(),
    interval: text('interval').notNull().default('monthly'),
    seats: integer('seats').notNull().default(1),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** Days-left reminders already e-mailed for the current trial (7, 3, 1). */
    trialRemindersSent: jsonb('trial_reminders_sent').$type<number[]>().notNull().default([]),
    /** When it last left a paid plan (churn on /admin). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    billingDetails: jsonb('billing_details').$type<BillingDetailsJson>(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** `created` of the newest provider event applied: older ones arriving late change nothing. */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('billing_subscriptions_status_idx').on(t.status),
    index('billing_subscriptions_provider_subscription_id_idx').on(t.providerSubscriptionId),
  ],
);

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    /** Null once the workspace is deleted: invoices are records and outlive it (revenue stays right). */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    number: integer('number').notNull().unique(),
    /** open | paid | void | refunded */
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    plan: text('plan'),
    interval: text('interval'),
    seats: integer('seats'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The workspace's legal data as it was when issued (what the PDF prints). */
    billedTo: jsonb('billed_to').$type<BillingDetailsJson & { workspaceName: string }>().notNull(),
    providerInvoiceId: text('provider_invoice_id').unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('billing_invoices_workspace_id_idx').on(t.workspaceId, t.issuedAt)],
);

export const billingWebhookEvents = pgTable('billing_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Creators' Stripe connected accounts (Stripe Connect Express, docs/decisions/056; migration
 * 0029_connect_payouts_and_refunds.sql): one per person, with Stripe's flags as last seen
 * (`account.updated`, or a refresh when the creator comes back from onboarding).
 */
export const billingConnectedAccounts = pgTable('billing_connected_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  providerAccountId: text('provider_account_id').notNull().unique(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
