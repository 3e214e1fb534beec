import type Stripe from 'stripe';
import type { Db } from '#src/db/client.ts';
import { isPurchasePayment, refundPurchase } from '#src/modules/marketplace/marketplace-store-service.ts';
import { findInvoiceByProviderId, markInvoiceRefunded } from './billing-repository.ts';

/**
 * Full refunds (`charge.refunded`, docs/decisions/056): a Store Premium payment revokes the template
 * and reverses the creator's ledger (the marketplace's `refundPurchase`); a subscription payment
 * marks our invoice refunded. Partial refunds change nothing.
 */

export type RefundContext = { paymentIntentId: string | null; invoiceId: string | null };

const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * What the refunded charge paid for, read before the webhook's transaction: a template purchase
 * (by payment intent), else the Stripe invoice it paid. A Stripe failure here fails the delivery,
 * and Stripe retries it.
 */
export async function refundContext(db: Db, stripe: Stripe, charge: Stripe.Charge): Promise<RefundContext | null> {
  if (!charge.refunded) return null;
  const paymentIntentId = idOf(charge.payment_intent);
  if (paymentIntentId && (await isPurchasePayment(db, paymentIntentId))) return { paymentIntentId, invoiceId: null };
  // Older API versions name the invoice on the charge; newer ones through the invoice's payments.
  const named = idOf((charge as { invoice?: string | { id: string } | null }).invoice);
  if (named || !paymentIntentId) return { paymentIntentId, invoiceId: named };
  const payments = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: paymentIntentId },
    limit: 1,
  });
  return { paymentIntentId, invoiceId: idOf(payments.data[0]?.invoice) };
}

/** In the webhook's transaction: true when something was refunded now (a replay changes nothing). */
export async function applyRefund(tx: Db, refund: RefundContext, now: Date): Promise<boolean> {
  if (refund.paymentIntentId && (await refundPurchase(tx, refund.paymentIntentId, now))) return true;
  if (!refund.invoiceId) return false;
  const invoice = await findInvoiceByProviderId(tx, refund.invoiceId);
  return invoice ? markInvoiceRefunded(tx, invoice.id) : false;
}
