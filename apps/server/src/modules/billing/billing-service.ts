import type { AdminBillingOverview, BillingMode, Invoice, SubscriptionResponse } from '@rbax/shared/billing/api';
import type { AdminAssignPlanInput, BillingDetailsInput, UpdateSubscriptionInput } from '@rbax/shared/billing/api';
import {
  GRACE_DAYS,
  periodTotalCents,
  planFeatureIds,
  planLimitKeys,
  planNames,
  plans,
  prorateSeatChange,
  unitMonthlyCents,
  type BillingInterval,
  type PlanId,
} from '@rbax/shared/billing/plans';
import {
  dueClockEvents,
  effectivePlan,
  transition,
  trialDaysLeft,
  TRIAL_REMINDER_DAYS_LEFT,
  type SubscriptionEvent,
  type SubscriptionState,
} from '@rbax/shared/billing/subscription';
import { formatTaxId, normalizeTaxId } from '@rbax/shared/billing/tax-id';
import { localeOrDefault } from '#src/lib/locale.ts';
import { uuidv7 } from '@rbax/shared/ids';
import type { Db } from '#src/db/client.ts';
import type { BillingDetailsJson } from '#src/db/schema/billing.ts';
import { assertAdmin, assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound, validationFailed } from '#src/lib/errors.ts';
import { writeAudit } from '#src/modules/admin/audit.ts';
import { billingMail, type BillingMailKind } from './billing-mail.ts';
import {
  billingConfigOf,
  billingMode,
  currentUsage,
  forgetBillingMode,
  loadSubscription,
  readOnlyBoardIds,
  rowValuesOf,
  stateOf,
} from './billing-plan.ts';
import {
  findInvoice,
  insertInvoice,
  listInvoices,
  lockSubscription,
  markInvoicePaid,
  nextInvoiceNumber,
  overviewRows,
  revenue,
  saveModeOverride,
  subscriptionsToCheck,
  updateSubscription,
  workspaceOwner,
  workspacesWithoutSubscription,
  type InvoiceRow,
  type SubscriptionRow,
} from './billing-repository.ts';

/**
 * Subscriptions, invoices and the administrators' side of billing (issue 28,
 * docs/decisions/054-billing.md). Owners manage their workspace's billing; any member reads the
 * plan and usage (limits and banners show to everyone); strangers get 404.
 */

type D = Pick<Deps, 'db' | 'mailer' | 'config'>;
const DAY = 24 * 60 * 60 * 1000;

export const modeUnavailable = () => new AppError(409, 'billing_unavailable', 'billing.modeUnavailable');

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** 'RBAX-2026-000042' */
export function invoiceNumberText(row: Pick<InvoiceRow, 'number' | 'issuedAt'>): string {
  return `RBAX-${row.issuedAt.getUTCFullYear()}-${String(row.number).padStart(6, '0')}`;
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: invoiceNumberText(row),
    status: row.status as Invoice['status'],
    amountCents: row.amountCents,
    currency: 'BRL',
    description: row.description,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    issuedAt: row.issuedAt.toISOString(),
    paidAt: iso(row.paidAt),
  };
}

function detailsOut(details: BillingDetailsJson | null): SubscriptionResponse['billingDetails'] {
  return details ? { ...details, taxId: formatTaxId(details.taxId) } : null;
}

export async function subscriptionResponse(
  db: Db,
  workspaceId: string,
  mode: BillingMode,
  canManage: boolean,
  now: Date = new Date(),
): Promise<SubscriptionResponse> {
  const usage = await currentUsage(db, workspaceId, now);
  if (mode === 'off') {
    return {
      mode,
      workspaceId,
      plan: 'enterprise',
      effectivePlan: 'enterprise',
      status: 'active',
      interval: 'monthly',
      seats: usage.members,
      trialEndsAt: null,
      trialDaysLeft: 0,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      usage: Object.fromEntries(
        planLimitKeys.map((key) => [key, { used: usage[key], limit: null }]),
      ) as SubscriptionResponse['usage'],
      features: Object.fromEntries(planFeatureIds.map((id) => [id, true])) as SubscriptionResponse['features'],
      readOnlyBoardIds: [],
      canManage,
      billingDetails: null,
    };
  }
  const row = await loadSubscription(db, workspaceId, now);
  const state = stateOf(row);
  const current = effectivePlan(state);
  const limits = plans[current].limits;
  return {
    mode,
    workspaceId,
    plan: state.plan,
    effectivePlan: current,
    status: state.status,
    interval: state.interval,
    seats: state.seats,
    trialEndsAt: iso(state.trialEndsAt),
    trialDaysLeft: state.status === 'trialing' ? trialDaysLeft(state.trialEndsAt, now) : 0,
    currentPeriodEnd: iso(state.currentPeriodEnd),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    graceEndsAt: iso(state.graceEndsAt),
    usage: Object.fromEntries(
      planLimitKeys.map((key) => [key, { used: usage[key], limit: limits[key] }]),
    ) as SubscriptionResponse['usage'],
    features: { ...plans[current].features },
    readOnlyBoardIds: await readOnlyBoardIds(db, workspaceId, current),
    canManage,
    billingDetails: canManage ? detailsOut(row.billingDetails) : null,
  };
}

/** `GET /workspaces/:id/subscription`: any member (limits and banners), billing details to the owner. */
export async function getSubscription(deps: Pick<D, 'db'>, user: SessionUser, workspaceId: string) {
  const role = await assertWorkspace(deps.db, user, 'read', workspaceId);
  const mode = await billingMode(deps.db);
  return subscriptionResponse(deps.db, workspaceId, mode, role === 'owner');
}

async function assertOwner(db: Db, user: SessionUser, workspaceId: string): Promise<void> {
  await assertWorkspace(db, user, 'manageBilling', workspaceId);
}

/** The legal data printed on an invoice: the billing details, else the workspace and its owner. */
async function billedTo(db: Db, workspaceId: string, row: SubscriptionRow) {
  const owner = await workspaceOwner(db, workspaceId);
  const details: BillingDetailsJson = row.billingDetails ?? {
    legalName: owner?.ownerName ?? '',
    taxId: '',
    email: owner?.ownerEmail ?? '',
    address: '',
    city: '',
    state: '',
    postalCode: '',
  };
  return { ...details, workspaceName: owner?.name ?? '' };
}

/** Issues a numbered invoice (one sequence for the instance) with the workspace's legal data as of now. */
export async function issueInvoice(
  tx: Db,
  input: {
    workspaceId: string;
    subscription: SubscriptionRow;
    status: 'open' | 'paid';
    amountCents: number;
    description: string;
    plan?: PlanId;
    interval?: BillingInterval;
    seats?: number;
    periodStart?: Date | null;
    periodEnd?: Date | null;
    providerInvoiceId?: string;
    now: Date;
  },
): Promise<InvoiceRow> {
  const number = await nextInvoiceNumber(tx);
  return insertInvoice(tx, {
    id: uuidv7(),
    workspaceId: input.workspaceId,
    number,
    status: input.status,
    amountCents: input.amountCents,
    description: input.description,
    plan: input.plan ?? null,
    interval: input.interval ?? null,
    seats: input.seats ?? null,
    periodStart: input.periodStart ?? null,
    periodEnd: input.periodEnd ?? null,
    billedTo: await billedTo(tx, input.workspaceId, input.subscription),
    providerInvoiceId: input.providerInvoiceId ?? null,
    issuedAt: input.now,
    paidAt: input.status === 'paid' ? input.now : null,
  });
}

export function planDescription(plan: PlanId, interval: BillingInterval, seats: number, locale = 'pt-BR'): string {
  const period = { 'pt-BR': ['mensal', 'anual'], 'en-US': ['monthly', 'yearly'], 'es-ES': ['mensual', 'anual'] }[
    locale as 'pt-BR'
  ] ?? ['mensal', 'anual'];
  const users = seats === 1 ? '1 usuário' : `${seats} usuários`;
  return `Plano ${planNames[plan]} ${interval === 'yearly' ? period[1] : period[0]} — ${users}`;
}

/**
 * Applies one state-machine event to a locked subscription row (in the caller's transaction).
 * Returns the state before and after; no change when the event does not apply.
 */
export async function applyEvent(
  tx: Db,
  workspaceId: string,
  event: SubscriptionEvent,
  now: Date,
  extra: Partial<SubscriptionRow> = {},
): Promise<{ before: SubscriptionState; after: SubscriptionState; changed: boolean; row: SubscriptionRow }> {
  // The event itself is what moves the state (the tick mails the owner about it): no lazy clock here.
  await loadSubscription(tx, workspaceId, now, { clock: false });
  const row = (await lockSubscription(tx, workspaceId))!;
  const before = stateOf(row);
  const { state: after, changed } = transition(before, event, now);
  if (changed || Object.keys(extra).length > 0) {
    await updateSubscription(tx, workspaceId, { ...(changed ? rowValuesOf(before, after, now) : {}), ...extra });
  }
  return { before, after, changed, row: { ...row, ...after, ...extra } };
}

/** `PATCH /workspaces/:id/subscription`: seats (prorated) and cancel at period end, by the owner. */
export async function changeSubscription(
  deps: D,
  user: SessionUser,
  workspaceId: string,
  input: UpdateSubscriptionInput,
  provider: { updateSubscription(row: SubscriptionRow, input: UpdateSubscriptionInput): Promise<void> } | null,
) {
  await assertOwner(deps.db, user, workspaceId);
  const mode = await billingMode(deps.db);
  if (mode === 'off') throw modeUnavailable();
  const now = new Date();
  const row = await loadSubscription(deps.db, workspaceId, now);
  if (row.status !== 'active') throw new AppError(409, 'billing_unavailable', 'billing.noSubscription');
  if (mode === 'stripe') {
    if (!provider || !row.providerSubscriptionId)
      throw new AppError(409, 'billing_unavailable', 'billing.noSubscription');
    // Stripe prorates and invoices; its webhooks bring the new state back (seats, cancel).
    await provider.updateSubscription(row, input);
  }
  await deps.db.transaction(async (tx) => {
    if (input.seats !== undefined && input.seats !== row.seats) {
      const { before, changed } = await applyEvent(tx, workspaceId, { type: 'seats_changed', seats: input.seats }, now);
      if (changed && mode === 'manual' && before.currentPeriodStart && before.currentPeriodEnd) {
        const amount = prorateSeatChange({
          plan: before.plan,
          interval: before.interval,
          fromSeats: before.seats,
          toSeats: input.seats,
          periodStart: before.currentPeriodStart,
          periodEnd: before.currentPeriodEnd,
          at: now,
        });
        // Added seats are charged for the rest of the period now; removed seats wait for the renewal.
        if (amount > 0) {
          await issueInvoice(tx, {
            workspaceId,
            subscription: row,
            status: 'open',
            amountCents: amount,
            description: `Ajuste proporcional: ${before.seats} → ${input.seats} usuários (${planNames[before.plan]})`,
            plan: before.plan,
            interval: before.interval,
            seats: input.seats,
            periodStart: now,
            periodEnd: before.currentPeriodEnd,
            now,
          });
        }
      }
    }
    if (input.cancelAtPeriodEnd !== undefined) {
      await applyEvent(
        tx,
        workspaceId,
        { type: input.cancelAtPeriodEnd ? 'cancel_requested' : 'cancel_withdrawn' },
        now,
      );
    }
  });
  return subscriptionResponse(deps.db, workspaceId, mode, true, now);
}

/** `PUT /workspaces/:id/billing-details` (owner): CPF/CNPJ validated, stored as digits. */
export async function saveBillingDetails(
  deps: Pick<D, 'db'>,
  user: SessionUser,
  workspaceId: string,
  input: BillingDetailsInput,
) {
  await assertOwner(deps.db, user, workspaceId);
  const mode = await billingMode(deps.db);
  await loadSubscription(deps.db, workspaceId);
  await updateSubscription(deps.db, workspaceId, {
    billingDetails: { ...input, taxId: normalizeTaxId(input.taxId), email: input.email.toLowerCase() },
  });
  return subscriptionResponse(deps.db, workspaceId, mode, true);
}

/** `GET /workspaces/:id/invoices` (owner), newest first. */
export async function getInvoices(deps: Pick<D, 'db'>, user: SessionUser, workspaceId: string) {
  await assertOwner(deps.db, user, workspaceId);
  return { invoices: (await listInvoices(deps.db, workspaceId)).map(toInvoice) };
}

/** The invoice for its PDF: the workspace's owner (404 for anyone else who cannot see the workspace). */
export async function invoiceForPdf(deps: Pick<D, 'db'>, user: SessionUser, invoiceId: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice?.workspaceId) throw notFound();
  await assertOwner(deps.db, user, invoice.workspaceId);
  return invoice;
}

/* ---------- administrators ---------- */

async function workspaceLabel(db: Db, workspaceId: string): Promise<string> {
  const owner = await workspaceOwner(db, workspaceId);
  if (!owner) throw notFound();
  return owner.name;
}

/**
 * `PUT /admin/workspaces/:id/plan { plan }` (manual mode): a paid plan starts (or renews) a
 * period, with its payment recorded as a paid invoice unless `recordPayment: false`; Free ends it.
 */
export async function assignPlan(deps: D, user: SessionUser, workspaceId: string, input: AdminAssignPlanInput) {
  assertAdmin(user);
  const label = await workspaceLabel(deps.db, workspaceId);
  const mode = await billingMode(deps.db);
  if (mode !== 'manual') throw modeUnavailable();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const current = stateOf((await loadSubscription(tx, workspaceId, now))!);
    const interval = input.interval ?? current.interval;
    const seats = input.seats ?? current.seats;
    const renewing =
      current.status === 'past_due' || (current.status === 'active' && current.plan === input.plan && !input.seats);
    const event: SubscriptionEvent =
      input.plan === 'free'
        ? { type: 'plan_assigned', plan: 'free' }
        : renewing
          ? {
              type: 'payment_succeeded',
              plan: input.plan,
              interval,
              seats,
              periodStart: current.currentPeriodEnd && current.currentPeriodEnd > now ? current.currentPeriodEnd : now,
            }
          : { type: 'plan_assigned', plan: input.plan, interval, seats };
    const { after, row } = await applyEvent(tx, workspaceId, event, now);
    const amount = input.plan === 'free' ? null : periodTotalCents(input.plan, interval, seats);
    if (amount !== null && amount > 0 && input.recordPayment !== false) {
      await issueInvoice(tx, {
        workspaceId,
        subscription: row,
        status: 'paid',
        amountCents: amount,
        description: planDescription(input.plan as PlanId, interval, seats),
        plan: input.plan,
        interval,
        seats,
        periodStart: after.currentPeriodStart,
        periodEnd: after.currentPeriodEnd,
        now,
      });
    }
    await writeAudit(tx, user, {
      action: 'billing.plan_assigned',
      targetType: 'workspace',
      targetId: workspaceId,
      targetLabel: label,
      details: { plan: input.plan, interval, seats, recordPayment: input.recordPayment !== false },
    });
  });
  return subscriptionResponse(deps.db, workspaceId, mode, false, now);
}

/** `PUT /admin/workspaces/:id/trial { endsAt }`: extend a trial, end it now, or give a Free workspace a new one. */
const TRIAL_END_MAX_DAYS = 366;

export async function setTrialEnd(deps: D, user: SessionUser, workspaceId: string, endsAt: Date) {
  assertAdmin(user);
  const label = await workspaceLabel(deps.db, workspaceId);
  const mode = await billingMode(deps.db);
  if (mode === 'off') throw modeUnavailable();
  const now = new Date();
  // A trial is support's gesture, not a free plan: at most a year ahead.
  if (endsAt.getTime() > now.getTime() + TRIAL_END_MAX_DAYS * 24 * 60 * 60 * 1000)
    throw validationFailed([{ path: ['endsAt'], message: 'validation.invalidValue' }]);
  await deps.db.transaction(async (tx) => {
    const row = await loadSubscription(tx, workspaceId, now);
    if (row.status !== 'trialing' && row.status !== 'free')
      throw new AppError(409, 'billing_unavailable', 'billing.modeUnavailable');
    await updateSubscription(tx, workspaceId, {
      plan: row.status === 'free' ? 'pro' : row.plan,
      status: 'trialing',
      trialEndsAt: endsAt,
      trialRemindersSent: [],
    });
    await writeAudit(tx, user, {
      action: 'billing.trial_changed',
      targetType: 'workspace',
      targetId: workspaceId,
      targetLabel: label,
      details: { endsAt: endsAt.toISOString() },
    });
  });
  // A trial set in the past ends now (Free), like the clock would.
  await loadSubscription(deps.db, workspaceId, new Date());
  return subscriptionResponse(deps.db, workspaceId, mode, false);
}

/** `POST /admin/invoices/:id/pay`: a payment received outside the product (manual mode). */
export async function recordInvoicePayment(deps: D, user: SessionUser, invoiceId: string) {
  assertAdmin(user);
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice) throw notFound();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await markInvoicePaid(tx, invoice.id, now);
    await writeAudit(tx, user, {
      action: 'billing.payment_recorded',
      targetType: 'invoice',
      targetId: invoice.id,
      targetLabel: invoiceNumberText(invoice),
      details: { amountCents: invoice.amountCents },
    });
  });
  return toInvoice((await findInvoice(deps.db, invoice.id))!);
}

/** `PUT /admin/billing/settings { mode }`: overrides BILLING_MODE; stripe only with its configuration. */
export async function setBillingMode(deps: D, user: SessionUser, mode: BillingMode) {
  assertAdmin(user);
  if (mode === 'stripe' && !billingConfigOf(deps.db)?.stripe) {
    throw new AppError(409, 'billing_unavailable', 'billing.stripeNotConfigured');
  }
  await deps.db.transaction(async (tx) => {
    await saveModeOverride(tx, mode);
    await writeAudit(tx, user, { action: 'billing.mode_changed', targetType: 'instance', details: { mode } });
  });
  forgetBillingMode(deps.db);
  return getBillingOverview(deps, user);
}

/** `GET /admin/billing`: revenue, MRR, trials, churn and every workspace's plan (administrators). */
export async function getBillingOverview(
  deps: D,
  user: SessionUser,
  now: Date = new Date(),
): Promise<AdminBillingOverview> {
  assertAdmin(user);
  const mode = await billingMode(deps.db);
  const config = billingConfigOf(deps.db);
  const since = new Date(now.getTime() - 30 * DAY);
  const [found, paid] = await Promise.all([overviewRows(deps.db), revenue(deps.db, since)]);
  let mrr = 0;
  let trials = 0;
  let active = 0;
  let pastDue = 0;
  let churned = 0;
  const workspaces = found.map((row) => {
    const createdAt = new Date(row.created_at);
    // A workspace never looked at is in its trial (or past it) as of its creation.
    const trialEndsAt = row.trial_ends_at ? new Date(row.trial_ends_at) : new Date(createdAt.getTime() + 14 * DAY);
    let status = (row.status ?? 'trialing') as SubscriptionState['status'];
    if (status === 'trialing' && trialEndsAt <= now) status = 'free';
    const plan = (row.status ? row.plan : 'pro') as PlanId;
    const seats = row.seats ?? 1;
    const interval = (row.interval ?? 'monthly') as BillingInterval;
    if (status === 'trialing') trials += 1;
    if (status === 'active' || status === 'past_due') {
      if (status === 'active') active += 1;
      else pastDue += 1;
      mrr += (unitMonthlyCents(plan, interval) ?? 0) * seats;
    }
    if (row.ended_at && new Date(row.ended_at) >= since) churned += 1;
    return {
      id: row.id,
      name: row.name,
      ownerEmail: row.owner_email,
      plan: status === 'free' ? ('free' as const) : plan,
      effectivePlan: mode === 'off' ? ('enterprise' as const) : effectivePlan({ plan, status }),
      status,
      seats,
      trialEndsAt: status === 'trialing' ? trialEndsAt.toISOString() : null,
      currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end).toISOString() : null,
    };
  });
  return {
    mode,
    envMode: config?.mode ?? 'off',
    stripeConfigured: Boolean(config?.stripe),
    revenueCents: paid.total,
    revenueLast30DaysCents: paid.recent,
    mrrCents: mrr,
    trials,
    active,
    pastDue,
    churnedLast30Days: churned,
    workspaces,
  };
}

/* ---------- the clock ---------- */

async function mailOwner(deps: D, workspaceId: string, mail: BillingMailKind): Promise<void> {
  const owner = await workspaceOwner(deps.db, workspaceId);
  if (!owner) return;
  deps.mailer.queue(
    billingMail(
      mail,
      {
        to: owner.ownerEmail,
        ownerName: owner.ownerName,
        workspaceName: owner.name,
        url: `${deps.config.publicUrl}/billing`,
      },
      localeOrDefault(owner.ownerLocale, 'pt-BR'),
    ),
  );
}

/**
 * The billing tick (cron BILLING_CRON): trial reminders at 7, 3 and 1 days left; trials and
 * grace periods that ended fall back to Free; manual-mode periods that ended without a recorded
 * renewal enter their grace period. Each change e-mails the owner. Returns what it did.
 */
export async function runBillingClock(
  deps: D,
  now: Date = new Date(),
): Promise<{ reminders: number; transitions: number }> {
  const mode = await billingMode(deps.db);
  if (mode === 'off') return { reminders: 0, transitions: 0 };
  for (const workspace of await workspacesWithoutSubscription(deps.db))
    await loadSubscription(deps.db, workspace.id, now);
  let reminders = 0;
  let transitions = 0;
  for (const row of await subscriptionsToCheck(deps.db)) {
    const state = stateOf(row);
    if (state.status === 'trialing' && state.trialEndsAt && state.trialEndsAt > now) {
      const left = trialDaysLeft(state.trialEndsAt, now);
      const due = TRIAL_REMINDER_DAYS_LEFT.find((days) => left <= days && !row.trialRemindersSent.includes(days));
      if (due !== undefined) {
        // Every threshold already passed counts as sent: one e-mail per tick, the nearest.
        const passed = TRIAL_REMINDER_DAYS_LEFT.filter((days) => left <= days);
        await updateSubscription(deps.db, row.workspaceId, {
          trialRemindersSent: [...new Set([...row.trialRemindersSent, ...passed])],
        });
        await mailOwner(deps, row.workspaceId, { kind: 'trial_reminder', daysLeft: left });
        reminders += 1;
      }
      continue;
    }
    const events = dueClockEvents(state, now).filter((event) => mode === 'manual' || event.type !== 'period_ended');
    for (const event of events) {
      const result = await deps.db.transaction((tx) => applyEvent(tx, row.workspaceId, event, now));
      if (!result.changed) continue;
      transitions += 1;
      if (event.type === 'trial_ended') await mailOwner(deps, row.workspaceId, { kind: 'trial_ended' });
      else if (event.type === 'grace_ended') await mailOwner(deps, row.workspaceId, { kind: 'downgraded' });
      else if (event.type === 'period_ended' && result.after.status === 'past_due') {
        await mailOwner(deps, row.workspaceId, { kind: 'renewal_due', graceDays: GRACE_DAYS });
      }
    }
  }
  return { reminders, transitions };
}
