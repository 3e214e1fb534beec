import type { Locale } from '@rbax/shared/i18n';
import { uuidv7 } from '@rbax/shared/ids';
import {
  centsToBrl,
  feeOf,
  MARKETPLACE_FEE_BPS,
  officialKind,
  PAYOUT_MIN_CENTS,
  type Earnings,
  type LedgerKind,
  type PurchaseSource,
  type TemplateCard,
} from '@rbax/shared/marketplace/api';
import type { Db } from '#src/db/client.ts';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, conflict, notFound, validationFailed } from '#src/lib/errors.ts';
import { toCsv } from '#src/modules/admin/csv.ts';
import { writeAudit } from '#src/modules/admin/audit.ts';
import { billingMode } from '#src/modules/billing/billing-plan.ts';
import { createNotifications } from '#src/modules/notifications/notifications-producer.ts';
import {
  acquiredIds,
  administratorIds,
  findPurchaseByPaymentRef,
  findUserByEmail,
  insertAccessRequest,
  insertPurchase,
  insertRefund,
  ledgerOf,
  ledgerTotals,
  listTemplateRows,
  lockTemplate,
  templateName,
} from './marketplace-repository.ts';
import { stripeConnectOf } from './marketplace-connect.ts';
import { payoutsOf, payoutTotals, toPayout } from './marketplace-payouts.ts';
import { visibleTemplate } from './marketplace-service.ts';
import { toCard } from './marketplace-view.ts';

/**
 * Store Premium (issue 27, docs/decisions/052). On a self-hosted instance an administrator grants
 * a premium template ('admin' purchases, R$ 0); a person asks for one with 'Solicitar acesso',
 * which notifies the administrators. `recordPurchase` is the one writer of purchases and of the
 * creators' ledger: billing's Stripe webhook (issue 28, decision 054 §9) records a paid one
 * ('payment', amount, `paymentRef` = the payment intent) in its transaction, and a repeated
 * delivery writes nothing.
 */

type D = Pick<Deps, 'db'>;

export type PurchaseRecord = {
  templateId: string;
  buyerId: string;
  source: PurchaseSource;
  amountCents: number;
  paymentRef?: string | null;
  grantedBy?: string | null;
};

/** Writes the purchase and its ledger entry in the caller's transaction; false when already there. */
export async function recordPurchase(tx: Db, record: PurchaseRecord): Promise<boolean> {
  const template = await lockTemplate(tx, record.templateId);
  if (!template) throw notFound();
  const fee = record.source === 'payment' ? feeOf(record.amountCents) : 0;
  return insertPurchase(
    tx,
    {
      id: uuidv7(),
      templateId: record.templateId,
      buyerId: record.buyerId,
      source: record.source,
      amountCents: record.amountCents,
      feeCents: fee,
      paymentRef: record.paymentRef ?? null,
      grantedBy: record.grantedBy ?? null,
    },
    template.authorId,
    uuidv7(),
  );
}

/** Billing asks, before a refund's transaction, whether a Stripe payment intent paid for a template. */
export async function isPurchasePayment(db: Db, paymentRef: string): Promise<boolean> {
  return (await findPurchaseByPaymentRef(db, paymentRef)) !== null;
}

/**
 * A refunded template payment (billing's webhook, `charge.refunded`, in the transaction that claims
 * the event; decision 056): the buyer loses the template (the purchase stays, marked refunded) and
 * the creator's ledger gets the sale reversed, so net and balance drop — below zero when the money
 * was already paid out. The creator is notified ('marketplace.sale_refunded'). False when there is
 * no such purchase or it was refunded before.
 */
export async function refundPurchase(tx: Db, paymentRef: string, at: Date): Promise<boolean> {
  const ledgerId = uuidv7();
  return insertRefund(tx, paymentRef, ledgerId, at, async (sale) => {
    if (!sale.creatorId) return;
    const name = (await templateName(tx, sale.templateId)) ?? '';
    const amount = `−R$ ${centsToBrl(sale.netCents).replace('.', ',')}`;
    await createNotifications(tx, [
      {
        userId: sale.creatorId,
        kind: 'marketplace.sale_refunded' as const,
        actorId: null,
        workspaceId: null,
        boardId: null,
        cardId: null,
        eventId: null,
        dedupeKey: `marketplace:refund:${ledgerId}`,
        data: { excerpt: name ? `${name} · ${amount}` : amount, templateId: sale.templateId },
      },
    ]);
  });
}

/** An administrator grants a premium template to someone (by e-mail); audited. */
export async function grantTemplate(
  deps: D,
  admin: SessionUser,
  id: string,
  email: string,
): Promise<{ granted: true }> {
  assertAdmin(admin);
  if (officialKind(id)) throw notFound();
  const row = await visibleTemplate(deps, admin, id);
  if (row.priceCents === null) throw new AppError(422, 'unprocessable', 'errors.validationFailed');
  const buyer = await findUserByEmail(deps.db, email);
  if (!buyer) throw validationFailed([{ path: ['email'], message: 'marketplace.userNotFound' }]);
  await deps.db.transaction(async (tx) => {
    const added = await recordPurchase(tx, {
      templateId: id,
      buyerId: buyer.id,
      source: 'admin',
      amountCents: 0,
      grantedBy: admin.id,
    });
    if (!added) throw conflict('marketplace.alreadyOwned');
    await writeAudit(tx, admin, {
      action: 'marketplace.granted',
      targetType: 'marketplace_template',
      targetId: id,
      // "Kit (Bruno)": who received it reads in the sentence, and survives either being deleted.
      targetLabel: `${row.name} (${buyer.name})`,
      details: { userId: buyer.id, userName: buyer.name },
    });
  });
  return { granted: true };
}

/** 'Solicitar acesso': remembered once per person; each administrator gets a notification. */
export async function requestAccess(
  deps: Pick<Deps, 'db' | 'config'>,
  user: SessionUser,
  id: string,
): Promise<{ requested: true }> {
  if (officialKind(id)) throw notFound();
  const row = await visibleTemplate(deps, user, id);
  if (row.priceCents === null || row.owned) throw conflict('marketplace.alreadyOwned');
  const admins = await administratorIds(deps.db, deps.config.adminEmails);
  await deps.db.transaction(async (tx) => {
    const fresh = await insertAccessRequest(tx, id, user.id);
    if (!fresh) return;
    await createNotifications(
      tx,
      admins.map((adminId) => ({
        userId: adminId,
        kind: 'marketplace.access_requested' as const,
        actorId: user.id,
        workspaceId: null,
        boardId: null,
        cardId: null,
        eventId: null,
        dedupeKey: `marketplace:${id}:${user.id}`,
        data: { excerpt: row.name, templateId: id, actorName: user.name },
      })),
    );
  });
  return { requested: true };
}

/** 'Meus templates': what the person published and what they bought or were granted. */
export async function myTemplates(
  deps: D,
  user: SessionUser,
  locale: Locale,
): Promise<{ authored: TemplateCard[]; acquired: TemplateCard[]; checkout: boolean }> {
  const statuses = ['published', 'pending', 'unpublished', 'withdrawn'];
  const [authored, ids] = await Promise.all([
    listTemplateRows(deps.db, user.id, { words: [], sort: 'new', statuses, authorId: user.id }),
    acquiredIds(deps.db, user.id),
  ]);
  const acquired = await listTemplateRows(deps.db, user.id, { words: [], sort: 'new', statuses, ids });
  return {
    authored: authored.map((r) => toCard(r, locale)),
    acquired: acquired.map((r) => toCard(r, locale)),
    checkout: (await billingMode(deps.db)) === 'stripe',
  };
}

/** `/monetization`: the creator's ledger and its totals (sums in SQL, money in centavos). */
export async function earnings(deps: D, user: SessionUser): Promise<Earnings> {
  const [rows, totals, paidOut, payouts, stripeConnect] = await Promise.all([
    ledgerOf(deps.db, user.id),
    ledgerTotals(deps.db, user.id),
    payoutTotals(deps.db, user.id),
    payoutsOf(deps.db, user.id),
    stripeConnectOf(deps.db, user.id),
  ]);
  return {
    stripeConnect,
    refunds: totals.refunds,
    refundedBrl: centsToBrl(totals.refunded),
    paidOutBrl: centsToBrl(paidOut.paid),
    pendingBrl: centsToBrl(paidOut.pending),
    balanceBrl: centsToBrl(totals.net - paidOut.paid - paidOut.pending),
    payoutMinBrl: centsToBrl(PAYOUT_MIN_CENTS),
    payouts: payouts.map((p) => toPayout(p)),
    sales: totals.sales,
    grossBrl: centsToBrl(totals.gross),
    feeBrl: centsToBrl(totals.fee),
    netBrl: centsToBrl(totals.net),
    feePercent: MARKETPLACE_FEE_BPS / 100,
    entries: rows.map(({ l, templateName, buyer, source }) => ({
      id: l.id,
      kind: l.kind as LedgerKind,
      templateId: l.templateId,
      templateName,
      buyer: buyer ?? '',
      source: source as PurchaseSource,
      grossBrl: centsToBrl(l.grossCents),
      feeBrl: centsToBrl(l.feeCents),
      netBrl: centsToBrl(l.netCents),
      createdAt: l.createdAt.toISOString(),
    })),
  };
}

/**
 * `GET /marketplace/earnings/statement?format=csv`: the creator's statement — every sale or grant
 * (gross, fee, net), every refund (the same, negative) and every payout request (amount, status,
 * destination), newest first.
 */
export async function earningsStatement(deps: D, user: SessionUser): Promise<string> {
  const data = await earnings(deps, user);
  const rows: (string | number | null)[][] = [
    ...data.entries.map((e) => [
      e.createdAt,
      e.kind === 'refund' ? 'refund' : e.source === 'payment' ? 'sale' : 'grant',
      e.templateName,
      e.buyer,
      e.grossBrl,
      e.feeBrl,
      e.netBrl,
      null,
    ]),
    ...data.payouts.map((p) => [
      p.createdAt,
      `payout_${p.status}`,
      p.destination,
      p.note,
      null,
      null,
      `-${p.amountBrl}`,
      p.handledAt,
    ]),
  ].sort((a, b) => String(b[0]).localeCompare(String(a[0])));
  return toCsv(
    ['date', 'kind', 'template_or_destination', 'buyer_or_note', 'gross_brl', 'fee_brl', 'net_brl', 'handled_at'],
    rows,
  );
}
