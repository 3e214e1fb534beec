import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { newsletterSubscribers } from '#src/db/schema/public-site.ts';

/**
 * Stores a sign-up in one statement, so two simultaneous requests for the same address cannot
 * both insert. A new address is inserted; an unsubscribed one becomes pending again; a pending
 * one gets fresh tokens only once its last confirmation is older than `resendBefore`; a
 * confirmed one is left alone. Returns whether a confirmation should be sent (new tokens stored).
 */
export async function upsertPendingSubscriber(
  db: Db,
  row: {
    id: string;
    email: string;
    locale: string;
    confirmTokenHash: string;
    unsubscribeTokenHash: string;
    now: Date;
    resendBefore: Date;
  },
): Promise<boolean> {
  const t = newsletterSubscribers;
  const written = await db
    .insert(t)
    .values({
      id: row.id,
      email: row.email,
      locale: row.locale,
      status: 'pending',
      confirmTokenHash: row.confirmTokenHash,
      confirmSentAt: row.now,
      unsubscribeTokenHash: row.unsubscribeTokenHash,
      createdAt: row.now,
    })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        status: 'pending',
        locale: row.locale,
        confirmTokenHash: row.confirmTokenHash,
        confirmSentAt: row.now,
        unsubscribeTokenHash: row.unsubscribeTokenHash,
        confirmedAt: null,
        unsubscribedAt: null,
      },
      setWhere: or(
        eq(t.status, 'unsubscribed'),
        and(eq(t.status, 'pending'), or(isNull(t.confirmSentAt), lt(t.confirmSentAt, row.resendBefore))),
      ),
    })
    .returning({ id: t.id });
  return written.length > 0;
}

/**
 * Confirms the subscriber holding this confirmation token: a pending one whose link is not older
 * than `sentAfter`, or one already confirmed (a second click still lands on "confirmed").
 */
export async function confirmSubscriber(db: Db, tokenHash: string, now: Date, sentAfter: Date): Promise<boolean> {
  const t = newsletterSubscribers;
  const rows = await db
    .update(t)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${t.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(t.confirmTokenHash, tokenHash),
        or(eq(t.status, 'confirmed'), and(eq(t.status, 'pending'), gt(t.confirmSentAt, sentAfter))),
      ),
    )
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Unsubscribes the holder of this unsubscribe token (again: still true, date kept). */
export async function unsubscribeSubscriber(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const t = newsletterSubscribers;
  const rows = await db
    .update(t)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(t.unsubscribeTokenHash, tokenHash))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function countSubscribersByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  const t = newsletterSubscribers;
  return db.select({ status: t.status, count: count() }).from(t).groupBy(t.status);
}
