import { and, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@rbax/shared/i18n';
import { uuidv7 } from '@rbax/shared/ids';
import {
  brlToCents,
  centsToBrl,
  describeDestination,
  type Payout,
  type PayoutDestination,
  type PayoutInput,
  type PayoutStatus,
  type resolvePayoutInputSchema,
} from '@rbax/shared/marketplace/api';
import type { z } from 'zod';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { marketplacePayouts } from '#src/db/schema/marketplace.ts';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '#src/lib/errors.ts';
import { localeOrDefault } from '#src/lib/locale.ts';
import { writeAudit } from '#src/modules/admin/audit.ts';
import { readyConnectedAccount, transferToConnectedAccount } from '#src/modules/billing/billing-connect.ts';
import { createNotifications } from '#src/modules/notifications/notifications-producer.ts';
import { assertConnectEnabled } from './marketplace-connect.ts';
import { ledgerTotals } from './marketplace-repository.ts';

/**
 * Creators' payouts (issue 28, docs/decisions/052): a creator asks for part of their balance (the
 * ledger's net minus paid and pending payouts) to a Pix key or a bank account; an administrator
 * pays it outside the app and marks it paid, or rejects it with a note (audited); the creator is
 * notified. One pending request per creator (a partial unique index backs the check). With Stripe
 * Connect (decision 056) a creator whose connected account is ready is paid at once by a transfer.
 */

type D = Pick<Deps, 'db'>;
type PayoutRow = typeof marketplacePayouts.$inferSelect;

/** Paid and pending payouts of a creator, in centavos (summed in SQL). */
export async function payoutTotals(db: Db, creatorId: string): Promise<{ paid: number; pending: number }> {
  const [row] = await db
    .select({
      paid: sql<number>`COALESCE(sum(${marketplacePayouts.amountCents}) FILTER (WHERE ${marketplacePayouts.status} = 'paid'), 0)::bigint`,
      pending: sql<number>`COALESCE(sum(${marketplacePayouts.amountCents}) FILTER (WHERE ${marketplacePayouts.status} = 'pending'), 0)::bigint`,
    })
    .from(marketplacePayouts)
    .where(eq(marketplacePayouts.creatorId, creatorId));
  return { paid: Number(row?.paid ?? 0), pending: Number(row?.pending ?? 0) };
}

/** What a creator may ask for now, in centavos. */
export async function balanceOf(db: Db, creatorId: string): Promise<number> {
  const [ledger, payouts] = await Promise.all([ledgerTotals(db, creatorId), payoutTotals(db, creatorId)]);
  return ledger.net - payouts.paid - payouts.pending;
}

export async function payoutsOf(db: Db, creatorId: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(marketplacePayouts)
    .where(eq(marketplacePayouts.creatorId, creatorId))
    .orderBy(desc(marketplacePayouts.createdAt), desc(marketplacePayouts.id))
    .limit(200);
}

export function toPayout(row: PayoutRow, creator?: { id: string; name: string; email: string } | null): Payout {
  return {
    id: row.id,
    amountBrl: centsToBrl(row.amountCents),
    status: row.status as PayoutStatus,
    method: row.method as Payout['method'],
    destination: describeDestination(row.destination),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    ...(creator !== undefined ? { creator } : {}),
  };
}

/**
 * Takes the one pending slot for a payout: at most the balance, refused while the balance is negative
 * (a refund of money already paid out) or another request is pending.
 */
async function reservePayout(
  db: Db,
  creatorId: string,
  amountCents: number,
  method: Payout['method'],
  destination: PayoutDestination,
): Promise<PayoutRow> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: marketplacePayouts.id })
      .from(marketplacePayouts)
      .where(and(eq(marketplacePayouts.creatorId, creatorId), eq(marketplacePayouts.status, 'pending')))
      .limit(1);
    if (pending.length > 0) throw conflict('marketplace.payoutPending');
    const balance = await balanceOf(tx, creatorId);
    if (balance < 0) throw conflict('marketplace.payoutNegativeBalance');
    if (amountCents > balance)
      throw validationFailed([{ path: ['amountBrl'], message: 'marketplace.payoutOverBalance' }]);
    const [row] = await tx
      .insert(marketplacePayouts)
      .values({ id: uuidv7(), creatorId, amountCents, method, destination })
      .onConflictDoNothing()
      .returning();
    // Another request won the race for the one pending slot (the partial unique index).
    if (!row) throw conflict('marketplace.payoutPending');
    return row;
  });
}

/** 'Solicitar saque': at least the minimum (schema), at most the balance, one pending at a time. */
export async function requestPayout(deps: D, creator: SessionUser, input: PayoutInput): Promise<Payout> {
  const amountCents = brlToCents(input.amountBrl)!;
  if (input.method === 'stripe') return payToStripeAccount(deps, creator, amountCents);
  const destination: PayoutDestination =
    input.method === 'pix' ? { pixKey: input.pixKey.trim() } : { bank: input.bank };
  return toPayout(await reservePayout(deps.db, creator.id, amountCents, input.method, destination));
}

/**
 * 'Conta Stripe' (decision 056): the request takes the pending slot first (so the balance rules and
 * a concurrent request behave as for Pix), then one Stripe transfer keyed by the payout's id. Paid
 * at once with the transfer's id; a refusal by Stripe marks it `failed` (the balance is untouched)
 * and answers 502 with a message; no answer at all leaves it pending for an administrator to check
 * in Stripe (the transfer carries the payout's id) and resolve.
 */
async function payToStripeAccount(deps: D, creator: SessionUser, amountCents: number): Promise<Payout> {
  await assertConnectEnabled(deps.db);
  const accountId = await readyConnectedAccount(deps.db, creator.id);
  if (!accountId) throw conflict('marketplace.connectNotReady');
  const row = await reservePayout(deps.db, creator.id, amountCents, 'stripe', { stripeAccount: accountId });
  const outcome = await transferToConnectedAccount(deps.db, { id: row.id, amountCents, accountId });
  if (!outcome.ok && !outcome.definitive)
    throw new AppError(502, 'billing_unavailable', 'marketplace.payoutTransferUnconfirmed');
  const [updated] = await deps.db
    .update(marketplacePayouts)
    .set(
      outcome.ok
        ? { status: 'paid', providerRef: outcome.transferId, handledAt: new Date() }
        : { status: 'failed', note: `Stripe: ${outcome.reason}`, handledAt: new Date() },
    )
    .where(eq(marketplacePayouts.id, row.id))
    .returning();
  if (!outcome.ok) throw new AppError(502, 'billing_unavailable', 'marketplace.payoutTransferFailed');
  return toPayout(updated!);
}

/** The outcome in the creator's language, inside the notification's excerpt. */
const outcomeText: Record<Locale, Record<'paid' | 'rejected', string>> = {
  'pt-BR': { paid: 'pago', rejected: 'recusado' },
  'en-US': { paid: 'paid', rejected: 'rejected' },
  'es-ES': { paid: 'pagado', rejected: 'rechazado' },
};

const creatorColumns = { id: user.id, name: user.name, email: user.email };

/** Administrators' queue: pending requests first, then the handled ones; newest first within each. */
export async function listPayouts(deps: D, admin: SessionUser, status: PayoutStatus | undefined) {
  assertAdmin(admin);
  const rows = await deps.db
    .select({ p: marketplacePayouts, creator: creatorColumns })
    .from(marketplacePayouts)
    .leftJoin(user, eq(user.id, marketplacePayouts.creatorId))
    .where(status ? eq(marketplacePayouts.status, status) : undefined)
    .orderBy(sql`(${marketplacePayouts.status} = 'pending') DESC`, desc(marketplacePayouts.createdAt))
    .limit(200);
  return { items: rows.map(({ p, creator }) => toPayout(p, creator?.id ? creator : null)) };
}

/**
 * An administrator marks a pending request paid or rejected, with a note: audited, and the creator
 * is notified. Not an administrator: 403 on one's own request, 404 on anyone else's.
 */
export async function resolvePayout(
  deps: D,
  admin: SessionUser,
  id: string,
  input: z.infer<typeof resolvePayoutInputSchema>,
): Promise<Payout> {
  if (!admin.isAdmin) {
    const [own] = await deps.db
      .select({ id: marketplacePayouts.id })
      .from(marketplacePayouts)
      .where(and(eq(marketplacePayouts.id, id), eq(marketplacePayouts.creatorId, admin.id)));
    throw own ? forbidden() : notFound();
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ p: marketplacePayouts, creator: creatorColumns, locale: user.locale })
      .from(marketplacePayouts)
      .leftJoin(user, eq(user.id, marketplacePayouts.creatorId))
      .where(eq(marketplacePayouts.id, id))
      .for('update', { of: marketplacePayouts });
    if (!row) throw notFound();
    if (row.p.status !== 'pending') throw conflict('marketplace.payoutNotPending');
    const note = input.note ? input.note : null;
    const [updated] = await tx
      .update(marketplacePayouts)
      .set({ status: input.status, note, handledBy: admin.id, handledAt: new Date() })
      .where(eq(marketplacePayouts.id, id))
      .returning();
    const amount = `R$ ${centsToBrl(row.p.amountCents).replace('.', ',')}`;
    await writeAudit(tx, admin, {
      action: input.status === 'paid' ? 'marketplace.payout_paid' : 'marketplace.payout_rejected',
      targetType: 'marketplace_payout',
      targetId: id,
      targetLabel: `${amount} (${row.creator?.name ?? '—'})`,
      details: { creatorId: row.p.creatorId, amountCents: row.p.amountCents, note },
    });
    if (row.p.creatorId) {
      const outcome = outcomeText[localeOrDefault(row.locale, 'pt-BR')][input.status];
      await createNotifications(tx, [
        {
          userId: row.p.creatorId,
          kind: 'marketplace.payout_resolved' as const,
          actorId: admin.id,
          workspaceId: null,
          boardId: null,
          cardId: null,
          eventId: null,
          dedupeKey: `marketplace:payout:${id}`,
          data: { excerpt: `${amount} · ${outcome}${note ? ` — ${note}` : ''}`, payoutId: id, status: input.status },
        },
      ]);
    }
    return toPayout(updated!, row.creator?.id ? row.creator : null);
  });
}
