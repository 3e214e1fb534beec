import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { billingConnectedAccounts } from '#src/db/schema/billing.ts';

/** Queries of creators' Stripe connected accounts (docs/decisions/056). */

export type ConnectedAccountRow = typeof billingConnectedAccounts.$inferSelect;
export type ConnectedAccountFlags = Pick<ConnectedAccountRow, 'payoutsEnabled' | 'chargesEnabled' | 'detailsSubmitted'>;

export async function findConnectedAccount(db: Db, userId: string): Promise<ConnectedAccountRow | null> {
  const [row] = await db.select().from(billingConnectedAccounts).where(eq(billingConnectedAccounts.userId, userId));
  return row ?? null;
}

/** Remembers a new connected account; the row already there wins (two clicks at once). */
export async function insertConnectedAccount(db: Db, userId: string, providerAccountId: string) {
  await db.insert(billingConnectedAccounts).values({ userId, providerAccountId }).onConflictDoNothing();
  return (await findConnectedAccount(db, userId))!;
}

/** Stripe's flags as last seen; null when the account is not one of ours. */
export async function updateConnectedAccount(
  db: Db,
  providerAccountId: string,
  flags: ConnectedAccountFlags,
): Promise<ConnectedAccountRow | null> {
  const [row] = await db
    .update(billingConnectedAccounts)
    .set(flags)
    .where(eq(billingConnectedAccounts.providerAccountId, providerAccountId))
    .returning();
  return row ?? null;
}
