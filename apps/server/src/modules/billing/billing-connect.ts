import type Stripe from 'stripe';
import type { ConnectStatus } from '@rbax/shared/marketplace/api';
import type { Db } from '#src/db/client.ts';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError } from '#src/lib/errors.ts';
import {
  findConnectedAccount,
  insertConnectedAccount,
  updateConnectedAccount,
  type ConnectedAccountFlags,
  type ConnectedAccountRow,
} from './billing-connect-repository.ts';
import { billingConfigOf, billingMode } from './billing-plan.ts';
import { stripeClient } from './billing-stripe-client.ts';

/**
 * Stripe Connect for creators' payouts (docs/decisions/056): an Express account per creator,
 * onboarded on Stripe's pages, and transfers from the platform's balance to it. In use only when
 * billing is in stripe mode and STRIPE_CONNECT=on. Who may connect and when a payout is allowed
 * are the marketplace's rules (`marketplace-connect.ts`, `marketplace-payouts.ts`).
 */

type D = Pick<Deps, 'db' | 'config'>;

/** Connect is in use: billing in stripe mode (administrators' override included) and STRIPE_CONNECT=on. */
export async function connectEnabled(db: Db): Promise<boolean> {
  if (!billingConfigOf(db)?.stripe?.connect) return false;
  return (await billingMode(db)) === 'stripe';
}

function connectConfig(db: Db) {
  const stripe = billingConfigOf(db)?.stripe;
  if (!stripe?.connect) throw new AppError(409, 'billing_unavailable', 'marketplace.connectUnavailable');
  return stripe;
}

export const statusOfAccount = (row: ConnectedAccountRow | null): ConnectStatus =>
  !row ? 'not_connected' : row.payoutsEnabled ? 'ready' : 'incomplete';

export async function connectStatus(db: Db, userId: string): Promise<ConnectStatus> {
  return statusOfAccount(await findConnectedAccount(db, userId));
}

/** The person's connected account when Stripe lets it receive payouts; null otherwise. */
export async function readyConnectedAccount(db: Db, userId: string): Promise<string | null> {
  const row = await findConnectedAccount(db, userId);
  return row?.payoutsEnabled ? row.providerAccountId : null;
}

const flagsOf = (account: Stripe.Account): ConnectedAccountFlags => ({
  payoutsEnabled: account.payouts_enabled === true,
  chargesEnabled: account.charges_enabled === true,
  detailsSubmitted: account.details_submitted === true,
});

/** A Stripe failure outside a payout (onboarding, refresh): 502 with a message the person can act on. */
async function provider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'billing_unavailable', 'marketplace.connectFailed', { cause: error });
  }
}

/**
 * 'Conectar conta Stripe': the Express account (created on first use, remembered for the person)
 * and a fresh onboarding link on Stripe; Stripe sends the person back to /monetization.
 */
export async function connectOnboardingLink(deps: D, user: SessionUser): Promise<{ url: string }> {
  const stripe = await stripeClient(connectConfig(deps.db));
  return provider(async () => {
    let row = await findConnectedAccount(deps.db, user.id);
    if (!row) {
      const account = await stripe.accounts.create({
        type: 'express',
        country: 'BR',
        email: user.email,
        // Transfers are what a payout needs; Express accounts must ask for a capability.
        capabilities: { transfers: { requested: true } },
        metadata: { userId: user.id },
      });
      row = await insertConnectedAccount(deps.db, user.id, account.id);
    }
    const back = `${deps.config.publicUrl}/monetization`;
    const link = await stripe.accountLinks.create({
      account: row.providerAccountId,
      refresh_url: `${back}?connect=refresh`,
      return_url: `${back}?connect=return`,
      type: 'account_onboarding',
    });
    return { url: link.url };
  });
}

/** Back from onboarding: Stripe's flags read now (the webhook may not have arrived yet). */
export async function refreshConnectedAccount(deps: D, userId: string): Promise<ConnectStatus> {
  const config = connectConfig(deps.db);
  const row = await findConnectedAccount(deps.db, userId);
  if (!row) return 'not_connected';
  const stripe = await stripeClient(config);
  const account = await provider(() => stripe.accounts.retrieve(row.providerAccountId));
  return statusOfAccount(await updateConnectedAccount(deps.db, row.providerAccountId, flagsOf(account)));
}

/** `account.updated` (the webhook's transaction): false when the account is not one of ours. */
export async function applyAccountUpdate(tx: Db, account: Stripe.Account): Promise<boolean> {
  return (await updateConnectedAccount(tx, account.id, flagsOf(account))) !== null;
}

export type TransferOutcome =
  | { ok: true; transferId: string }
  /** `definitive`: Stripe answered and refused (4xx); otherwise nobody knows whether it went through. */
  | { ok: false; definitive: boolean; reason: string };

/**
 * A payout to a connected account: one transfer in BRL from the platform's balance, keyed by the
 * payout's id (`idempotencyKey`), so a retry of the same payout never pays twice.
 */
export async function transferToConnectedAccount(
  db: Db,
  payout: { id: string; amountCents: number; accountId: string },
): Promise<TransferOutcome> {
  const stripe = await stripeClient(connectConfig(db));
  try {
    const transfer = await stripe.transfers.create(
      {
        amount: payout.amountCents,
        currency: 'brl',
        destination: payout.accountId,
        metadata: { payoutId: payout.id },
      },
      { idempotencyKey: payout.id },
    );
    return { ok: true, transferId: transfer.id };
  } catch (error) {
    const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string };
    const definitive = statusCode !== undefined && statusCode >= 400 && statusCode < 500;
    return { ok: false, definitive, reason: (code ?? message ?? 'error').slice(0, 200) };
  }
}
