import type { ConnectStatus } from '@rbax/shared/marketplace/api';
import type { Db } from '#src/db/client.ts';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError } from '#src/lib/errors.ts';
import {
  connectEnabled,
  connectOnboardingLink,
  connectStatus,
  refreshConnectedAccount,
} from '#src/modules/billing/billing-connect.ts';
import { isPremiumAuthor } from './marketplace-repository.ts';

/**
 * Creators' Stripe connected accounts on /monetization (docs/decisions/056). Billing owns the
 * provider (`billing-connect.ts`); the marketplace decides who may connect: a person who published
 * a premium template. Only one's own account is ever addressed (no id in any route).
 */

type D = Pick<Deps, 'db' | 'config'>;

/** 409 when Stripe Connect is not in use (billing not in stripe mode, or STRIPE_CONNECT off). */
export async function assertConnectEnabled(db: Db): Promise<void> {
  if (!(await connectEnabled(db))) throw new AppError(409, 'billing_unavailable', 'marketplace.connectUnavailable');
}

/** `/monetization`'s card: null when Connect is not in use, or for someone who sells nothing and has no account. */
export async function stripeConnectOf(db: Db, userId: string): Promise<ConnectStatus | null> {
  if (!(await connectEnabled(db))) return null;
  const status = await connectStatus(db, userId);
  if (status === 'not_connected' && !(await isPremiumAuthor(db, userId))) return null;
  return status;
}

/** 'Conectar conta Stripe' (or 'Continuar cadastro'): Stripe's onboarding page for the creator. */
export async function startStripeOnboarding(deps: D, user: SessionUser): Promise<{ url: string }> {
  await assertConnectEnabled(deps.db);
  if (!(await isPremiumAuthor(deps.db, user.id)))
    throw new AppError(403, 'forbidden', 'marketplace.connectCreatorsOnly');
  return connectOnboardingLink(deps, user);
}

/** Back from Stripe's onboarding: the account's state read from Stripe now. */
export async function refreshStripeAccount(deps: D, user: SessionUser): Promise<{ status: ConnectStatus }> {
  await assertConnectEnabled(deps.db);
  return { status: await refreshConnectedAccount(deps, user.id) };
}
