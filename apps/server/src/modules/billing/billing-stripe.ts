import type Stripe from 'stripe';
import type { CheckoutInput, UpdateSubscriptionInput } from '@rbax/shared/billing/api';
import { planIds, type BillingInterval, type PlanId } from '@rbax/shared/billing/plans';
import { GRACE_DAYS } from '@rbax/shared/billing/plans';
import type { SubscriptionEvent } from '@rbax/shared/billing/subscription';
import type { Db } from '#src/db/client.ts';
import { assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, conflict, notFound } from '#src/lib/errors.ts';
import { visibleTemplate } from '#src/modules/marketplace/marketplace-service.ts';
import { recordPurchase } from '#src/modules/marketplace/marketplace-store-service.ts';
import { billingMail } from './billing-mail.ts';
import { billingConfigOf, billingMode, loadSubscription } from './billing-plan.ts';
import {
  claimWebhookEvent,
  findInvoiceByProviderId,
  findSubscription,
  findSubscriptionByProviderId,
  markInvoicePaid,
  updateSubscription,
  workspaceOwner,
  type SubscriptionRow,
} from './billing-repository.ts';
import { applyEvent, issueInvoice, modeUnavailable, planDescription } from './billing-service.ts';
import { localeOrDefault } from '#src/lib/locale.ts';
import { applyAccountUpdate } from './billing-connect.ts';
import { applyRefund, refundContext, type RefundContext } from './billing-refunds.ts';
import { stripeClient, type StripeConfig } from './billing-stripe-client.ts';

/**
 * Stripe (issue 28, docs/decisions/054-billing.md): Checkout for new subscriptions (the payment
 * methods the account enables: card, boleto, Pix where available), seat changes and
 * cancellation through the API, and the webhook that brings every change back. The library is
 * loaded on first use (decision 046); STRIPE_API_URL points it elsewhere (tests: a local fake).
 */

type D = Pick<Deps, 'db' | 'mailer' | 'config'>;

function stripeConfigOf(db: Db): StripeConfig {
  const stripe = billingConfigOf(db)?.stripe;
  if (!stripe) throw new AppError(409, 'billing_unavailable', 'billing.stripeNotConfigured');
  return stripe;
}

/** The plan and interval of a Stripe price id (configuration), or null for an unknown price. */
function planOfPrice(
  config: StripeConfig,
  priceId: string | undefined,
): { plan: PlanId; interval: BillingInterval } | null {
  for (const plan of ['pro', 'business'] as const) {
    for (const interval of ['monthly', 'yearly'] as const) {
      if (config.prices[plan][interval] === priceId) return { plan, interval };
    }
  }
  return null;
}

/** `POST /workspaces/:id/subscription/checkout` (owner, stripe mode): the hosted Checkout page's URL. */
export async function createCheckout(deps: D, user: SessionUser, workspaceId: string, input: CheckoutInput) {
  await assertWorkspace(deps.db, user, 'manageBilling', workspaceId);
  if ((await billingMode(deps.db)) !== 'stripe') throw modeUnavailable();
  const config = stripeConfigOf(deps.db);
  const stripe = await stripeClient(config);
  const row = await loadSubscription(deps.db, workspaceId);
  let customerId = row.providerCustomerId;
  if (!customerId) {
    const details = row.billingDetails;
    const customer = await stripe.customers.create({
      email: details?.email ?? user.email,
      name: details?.legalName ?? user.name,
      metadata: { workspaceId },
      preferred_locales: ['pt-BR'],
    });
    customerId = customer.id;
    await updateSubscription(deps.db, workspaceId, { providerCustomerId: customerId });
  }
  const base = `${deps.config.publicUrl}/billing`;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customerId,
    client_reference_id: workspaceId,
    line_items: [{ price: config.prices[input.plan][input.interval], quantity: input.seats }],
    subscription_data: { metadata: { workspaceId, plan: input.plan, interval: input.interval } },
    metadata: { workspaceId },
    locale: 'pt-BR',
    success_url: `${base}?checkout=success`,
    cancel_url: `${base}?checkout=canceled`,
  });
  if (!session.url) throw new AppError(502, 'billing_unavailable', 'billing.stripeNotConfigured');
  return { url: session.url };
}

/**
 * `POST /marketplace/templates/:id/checkout` (stripe mode): a one-off Checkout (`mode: payment`) for a
 * listed premium template at its BRL price; the webhook records the purchase when Stripe confirms
 * the payment. 404 for what the reader cannot see or is not listed, 409 when already theirs.
 */
export async function createTemplateCheckout(deps: D, user: SessionUser, templateId: string) {
  if ((await billingMode(deps.db)) !== 'stripe') throw modeUnavailable();
  const row = await visibleTemplate(deps, user, templateId);
  // Free, bought, granted or one's own: already installable.
  if (row.priceCents === null || row.owned || row.authorId === user.id) throw conflict('marketplace.alreadyOwned');
  // Pending approval, unpublished or withdrawn: not for sale (an administrator sees it, still 404).
  if (row.status !== 'published') throw notFound();
  const stripe = await stripeClient(stripeConfigOf(deps.db));
  const metadata = { purpose: 'template', templateId, userId: user.id };
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: user.id,
    customer_email: user.email,
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'brl', unit_amount: row.priceCents, product_data: { name: row.name } },
      },
    ],
    payment_intent_data: { metadata },
    metadata,
    locale: 'pt-BR',
    success_url: `${deps.config.publicUrl}/marketplace-new?checkout=success`,
    cancel_url: `${deps.config.publicUrl}/marketplace/${encodeURIComponent(templateId)}?checkout=canceled`,
  });
  if (!session.url) throw new AppError(502, 'billing_unavailable', 'billing.stripeNotConfigured');
  return { url: session.url };
}

/**
 * A paid template Checkout (`checkout.session.completed` paid, or `async_payment_succeeded` for Pix and
 * boleto): the marketplace's `recordPurchase` in the webhook's transaction, keyed by the payment
 * intent, so a replay, the other of the two events or a late duplicate writes nothing more.
 */
async function recordTemplatePayment(db: Db, session: Stripe.Checkout.Session): Promise<boolean> {
  const { templateId, userId } = session.metadata ?? {};
  if (!templateId || !userId || session.payment_status !== 'paid') return false;
  const paymentRef = idOf(session.payment_intent) ?? session.id;
  try {
    return await recordPurchase(db, {
      templateId,
      buyerId: userId,
      source: 'payment',
      amountCents: session.amount_total ?? 0,
      paymentRef,
    });
  } catch (error) {
    // The listing was deleted since: nothing to grant (the payment stays in Stripe to refund).
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

/**
 * `POST /workspaces/:id/subscription/portal` (owner, stripe mode): Stripe's customer portal, where the
 * owner changes the payment method (card, boleto) and sees Stripe's receipts.
 */
export async function createPortal(deps: D, user: SessionUser, workspaceId: string) {
  await assertWorkspace(deps.db, user, 'manageBilling', workspaceId);
  if ((await billingMode(deps.db)) !== 'stripe') throw modeUnavailable();
  const row = await loadSubscription(deps.db, workspaceId);
  if (!row.providerCustomerId) throw new AppError(409, 'billing_unavailable', 'billing.noSubscription');
  const stripe = await stripeClient(stripeConfigOf(deps.db));
  const session = await stripe.billingPortal.sessions.create({
    customer: row.providerCustomerId,
    return_url: `${deps.config.publicUrl}/billing`,
    locale: 'pt-BR',
  });
  return { url: session.url };
}

/** Seat changes (prorated by Stripe) and cancel at period end, on the provider's subscription. */
export function stripeProvider(db: Db) {
  return {
    async updateSubscription(row: SubscriptionRow, input: UpdateSubscriptionInput): Promise<void> {
      const stripe = await stripeClient(stripeConfigOf(db));
      const id = row.providerSubscriptionId!;
      if (input.seats !== undefined) {
        const current = await stripe.subscriptions.retrieve(id);
        const item = current.items.data[0];
        if (item) {
          await stripe.subscriptionItems.update(item.id, {
            quantity: input.seats,
            proration_behavior: 'create_prorations',
          });
        }
      }
      if (input.cancelAtPeriodEnd !== undefined) {
        await stripe.subscriptions.update(id, { cancel_at_period_end: input.cancelAtPeriodEnd });
      }
    },
  };
}

export class WebhookSignatureError extends AppError {
  constructor() {
    super(400, 'validation_failed', 'billing.webhookSignatureInvalid');
  }
}

type ReceiveResult = { received: true; duplicate: boolean; ignored: boolean };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The workspace a Stripe object belongs to: its metadata, else our record of the subscription or customer. */
async function workspaceOf(
  db: Db,
  metadata: Stripe.Metadata | null | undefined,
  subscriptionId: string | null,
): Promise<string | null> {
  if (metadata?.workspaceId) return (await findSubscription(db, metadata.workspaceId)) ? metadata.workspaceId : null;
  if (subscriptionId) return (await findSubscriptionByProviderId(db, subscriptionId))?.workspaceId ?? null;
  return null;
}

/**
 * `POST /billing/webhook`: the signature is checked with Stripe's library against the raw body
 * (400 otherwise); an event id already handled changes nothing (Stripe retries and replays);
 * a subscription event older than the last one applied is recorded and ignored (out of order).
 */
export async function receiveStripeWebhook(
  deps: D,
  body: Buffer,
  signature: string | undefined,
): Promise<ReceiveResult> {
  const config = stripeConfigOf(deps.db);
  const stripe = await stripeClient(config);
  const event = verifiedEvent(stripe, config, body, signature);
  const createdAt = new Date(event.created * 1000);
  // What a refund needs from Stripe is asked before the transaction (no HTTP while it holds the database).
  const refund = event.type === 'charge.refunded' ? await refundContext(deps.db, stripe, event.data.object) : null;
  return deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event.id, event.type)))
      return { received: true, duplicate: true, ignored: false };
    const ignored = !(await handleEvent({ ...deps, db: tx }, config, event, createdAt, refund));
    return { received: true, duplicate: false, ignored };
  });
}

/**
 * The event, if signed with the account's endpoint secret or — with Stripe Connect — the Connect
 * endpoint's (events on connected accounts come from an endpoint of their own; decision 056).
 */
function verifiedEvent(stripe: Stripe, config: StripeConfig, body: Buffer, signature: string | undefined) {
  if (!signature) throw new WebhookSignatureError();
  const secrets = [config.webhookSecret, ...(config.connectWebhookSecret ? [config.connectWebhookSecret] : [])];
  for (const secret of secrets) {
    try {
      return stripe.webhooks.constructEvent(body, signature, secret);
    } catch {
      // Try the next secret.
    }
  }
  throw new WebhookSignatureError();
}

const stripeStatusEvent: Record<string, SubscriptionEvent['type'] | undefined> = {
  past_due: 'payment_failed',
  unpaid: 'payment_failed',
  canceled: 'provider_canceled',
  incomplete_expired: 'provider_canceled',
};

async function mailOwner(deps: D, workspaceId: string, graceDays: number) {
  const owner = await workspaceOwner(deps.db, workspaceId);
  if (!owner) return;
  deps.mailer.queue(
    billingMail(
      { kind: 'payment_failed', graceDays },
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

/** True when the event changed something (or was the kind we handle); false for the rest. */
async function handleEvent(
  deps: D,
  config: StripeConfig,
  event: Stripe.Event,
  createdAt: Date,
  refund: RefundContext | null,
): Promise<boolean> {
  const db = deps.db;
  const now = new Date();
  switch (event.type) {
    case 'charge.refunded':
      return refund ? applyRefund(db, refund, now) : false;
    case 'account.updated':
      // A creator's connected account (Stripe Connect, decision 056): payouts enabled or not.
      return applyAccountUpdate(db, event.data.object);
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.metadata?.purpose === 'template') return recordTemplatePayment(db, session);
      if (event.type !== 'checkout.session.completed') return false;
      const workspaceId = session.client_reference_id ?? session.metadata?.workspaceId ?? null;
      if (!workspaceId || !(await findSubscription(db, workspaceId))) return false;
      await updateSubscription(db, workspaceId, {
        providerCustomerId: idOf(session.customer),
        providerSubscriptionId: idOf(session.subscription),
      });
      return true;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const workspaceId = await workspaceOf(db, subscription.metadata, subscription.id);
      if (!workspaceId) return false;
      const row = (await findSubscription(db, workspaceId))!;
      // Out of order: a newer event already applied; this older view of the subscription is stale.
      if (row.providerEventAt && row.providerEventAt > createdAt) return false;
      const item = subscription.items.data[0];
      const price = planOfPrice(config, item?.price.id);
      const seats = item?.quantity ?? row.seats;
      const links = {
        providerSubscriptionId: subscription.id,
        providerCustomerId: idOf(subscription.customer),
        providerEventAt: createdAt,
      };
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status;
      if (status === 'active' || status === 'trialing') {
        if (!price) return false;
        const periodStart = item?.current_period_start ? new Date(item.current_period_start * 1000) : now;
        const periodEnd = item?.current_period_end ? new Date(item.current_period_end * 1000) : undefined;
        await applyEvent(
          db,
          workspaceId,
          {
            type: 'payment_succeeded',
            plan: price.plan,
            interval: price.interval,
            seats,
            periodStart,
            ...(periodEnd ? { periodEnd } : {}),
          },
          now,
          { ...links, cancelAtPeriodEnd: subscription.cancel_at_period_end },
        );
        return true;
      }
      const type = stripeStatusEvent[status];
      if (!type) {
        await updateSubscription(db, workspaceId, links);
        return false;
      }
      const result = await applyEvent(db, workspaceId, { type } as SubscriptionEvent, now, links);
      if (type === 'payment_failed' && result.changed) await mailOwner(deps, workspaceId, GRACE_DAYS);
      return true;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
      const workspaceId = await workspaceOf(db, invoice.parent?.subscription_details?.metadata, subscriptionId);
      if (!workspaceId) return false;
      if (event.type === 'invoice.payment_failed') {
        const result = await applyEvent(db, workspaceId, { type: 'payment_failed' }, now);
        if (result.changed) await mailOwner(deps, workspaceId, GRACE_DAYS);
        return true;
      }
      // Our numbered invoice for the payment, once per Stripe invoice, whatever order events come in.
      const existing = invoice.id ? await findInvoiceByProviderId(db, invoice.id) : null;
      if (existing) {
        await markInvoicePaid(db, existing.id, now);
        return true;
      }
      const line = invoice.lines.data[0];
      const priceId = line?.pricing?.price_details?.price ?? undefined;
      const price = planOfPrice(config, typeof priceId === 'string' ? priceId : undefined);
      const seats = line?.quantity ?? 1;
      const row = (await findSubscription(db, workspaceId))!;
      await issueInvoice(db, {
        workspaceId,
        subscription: row,
        status: 'paid',
        amountCents: invoice.amount_paid,
        description: price ? planDescription(price.plan, price.interval, seats) : (line?.description ?? 'RBAX Flow'),
        ...(price ? { plan: price.plan, interval: price.interval } : {}),
        seats,
        periodStart: line ? new Date(line.period.start * 1000) : null,
        periodEnd: line ? new Date(line.period.end * 1000) : null,
        ...(invoice.id ? { providerInvoiceId: invoice.id } : {}),
        now,
      });
      return true;
    }
    default:
      return false;
  }
}

export const knownPlan = (value: string): value is PlanId => (planIds as readonly string[]).includes(value);
