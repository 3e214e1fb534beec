import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { boardColumns } from '#src/db/schema/boards.ts';
import { boardLabels } from '#src/db/schema/labels.ts';
import {
  marketplaceAccessRequests,
  marketplaceInstalls,
  marketplaceLedger,
  marketplacePurchases,
  marketplaceReports,
  marketplaceReviews,
  marketplaceTemplates,
  marketplaceTemplateVersions,
} from '#src/db/schema/marketplace.ts';

/** The queries of the marketplace tables (issue 27); the only code touching them (but access.ts's cover check). */

export type TemplateRow = typeof marketplaceTemplates.$inferSelect;
export type TemplateListRow = TemplateRow & { authorName: string | null; authorImage: string | null; owned: boolean };

const author = { authorName: user.name, authorImage: user.image };

/** The reader owns a listing: its author, or bought/granted (and not refunded since, decision 056). */
const ownedBy = (viewerId: string) =>
  sql<boolean>`(${marketplaceTemplates.authorId} = ${viewerId} OR EXISTS (
    SELECT 1 FROM ${marketplacePurchases} p
    WHERE p.template_id = ${marketplaceTemplates.id} AND p.buyer_id = ${viewerId} AND p.refunded_at IS NULL))`;

export async function insertTemplate(tx: Db, row: typeof marketplaceTemplates.$inferInsert): Promise<void> {
  await tx.insert(marketplaceTemplates).values(row);
}

export async function insertVersion(tx: Db, row: typeof marketplaceTemplateVersions.$inferInsert): Promise<void> {
  await tx.insert(marketplaceTemplateVersions).values(row);
}

export async function updateTemplateRow(
  tx: Db,
  id: string,
  patch: Partial<typeof marketplaceTemplates.$inferInsert>,
): Promise<void> {
  await tx.update(marketplaceTemplates).set(patch).where(eq(marketplaceTemplates.id, id));
}

export async function findTemplate(db: Db, id: string, viewerId: string): Promise<TemplateListRow | undefined> {
  const [row] = await db
    .select({ t: marketplaceTemplates, ...author, owned: ownedBy(viewerId) })
    .from(marketplaceTemplates)
    .leftJoin(user, eq(user.id, marketplaceTemplates.authorId))
    .where(eq(marketplaceTemplates.id, id));
  return row ? { ...row.t, authorName: row.authorName, authorImage: row.authorImage, owned: row.owned } : undefined;
}

/** Locks the listing's row for a version bump or a purchase. */
export async function lockTemplate(tx: Db, id: string): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(marketplaceTemplates).where(eq(marketplaceTemplates.id, id)).for('update');
  return row;
}

export type ListFilter = {
  words: string[];
  category?: string | undefined;
  premium?: boolean | undefined;
  sort: 'popular' | 'new' | 'rating';
  statuses: string[];
  authorId?: string;
  ids?: string[];
  limit?: number;
};

const ratingAvg = sql`CASE WHEN ${marketplaceTemplates.ratingCount} = 0 THEN 0
  ELSE ${marketplaceTemplates.ratingSum}::float / ${marketplaceTemplates.ratingCount} END`;

export async function listTemplateRows(db: Db, viewerId: string, filter: ListFilter): Promise<TemplateListRow[]> {
  const where: SQL[] = [inArray(marketplaceTemplates.status, filter.statuses)];
  for (const word of filter.words) where.push(sql`${marketplaceTemplates.searchText} LIKE ${`%${word}%`}`);
  if (filter.category) where.push(eq(marketplaceTemplates.category, filter.category));
  if (filter.premium === true) where.push(sql`${marketplaceTemplates.priceCents} IS NOT NULL`);
  if (filter.premium === false) where.push(isNull(marketplaceTemplates.priceCents));
  if (filter.authorId) where.push(eq(marketplaceTemplates.authorId, filter.authorId));
  if (filter.ids) where.push(inArray(marketplaceTemplates.id, filter.ids.length ? filter.ids : ['']));
  const order =
    filter.sort === 'new'
      ? [desc(marketplaceTemplates.createdAt)]
      : filter.sort === 'rating'
        ? [desc(ratingAvg), desc(marketplaceTemplates.ratingCount), desc(marketplaceTemplates.installs)]
        : [desc(marketplaceTemplates.installs), desc(marketplaceTemplates.createdAt)];
  const rows = await db
    .select({ t: marketplaceTemplates, ...author, owned: ownedBy(viewerId) })
    .from(marketplaceTemplates)
    .leftJoin(user, eq(user.id, marketplaceTemplates.authorId))
    .where(and(...where))
    .orderBy(...order, asc(marketplaceTemplates.id))
    .limit(filter.limit ?? 200);
  return rows.map((r) => ({ ...r.t, authorName: r.authorName, authorImage: r.authorImage, owned: r.owned }));
}

export async function versionsOf(db: Db, templateId: string) {
  return db
    .select()
    .from(marketplaceTemplateVersions)
    .where(eq(marketplaceTemplateVersions.templateId, templateId))
    .orderBy(desc(marketplaceTemplateVersions.version));
}

/* ---------- installs ---------- */

export async function recordInstall(tx: Db, row: typeof marketplaceInstalls.$inferInsert, listed: boolean) {
  await tx.insert(marketplaceInstalls).values(row);
  if (listed)
    await tx
      .update(marketplaceTemplates)
      .set({ installs: sql`${marketplaceTemplates.installs} + 1` })
      .where(eq(marketplaceTemplates.id, row.templateId));
}

/** Install counts of the official templates (their ids start with `official-`). */
export async function officialInstallCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: marketplaceInstalls.templateId, n: sql<number>`count(*)::int` })
    .from(marketplaceInstalls)
    .where(sql`${marketplaceInstalls.templateId} LIKE 'official-%'`)
    .groupBy(marketplaceInstalls.templateId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/* ---------- reviews ---------- */

export async function reviewsOf(db: Db, templateId: string) {
  return db
    .select({ r: marketplaceReviews, name: user.name, image: user.image })
    .from(marketplaceReviews)
    .leftJoin(user, eq(user.id, marketplaceReviews.userId))
    .where(eq(marketplaceReviews.templateId, templateId))
    .orderBy(desc(marketplaceReviews.updatedAt), desc(marketplaceReviews.id));
}

export async function findReview(db: Db, templateId: string, reviewId: string) {
  const [row] = await db
    .select()
    .from(marketplaceReviews)
    .where(and(eq(marketplaceReviews.templateId, templateId), eq(marketplaceReviews.id, reviewId)));
  return row;
}

/** One review per person: a second one replaces the first. Returns the review's id. */
export async function upsertReview(
  tx: Db,
  row: { id: string; templateId: string; userId: string; rating: number; body: string },
): Promise<string> {
  const [saved] = await tx
    .insert(marketplaceReviews)
    .values(row)
    .onConflictDoUpdate({
      target: [marketplaceReviews.templateId, marketplaceReviews.userId],
      set: { rating: row.rating, body: row.body, updatedAt: new Date() },
    })
    .returning({ id: marketplaceReviews.id });
  await refreshRating(tx, row.templateId);
  return saved!.id;
}

export async function setReviewReply(tx: Db, reviewId: string, reply: string | null): Promise<void> {
  await tx
    .update(marketplaceReviews)
    .set({ reply, repliedAt: reply ? new Date() : null })
    .where(eq(marketplaceReviews.id, reviewId));
}

async function refreshRating(tx: Db, templateId: string): Promise<void> {
  await tx.execute(sql`UPDATE marketplace_templates t SET
      rating_sum = COALESCE((SELECT sum(rating) FROM marketplace_reviews r WHERE r.template_id = t.id), 0),
      rating_count = (SELECT count(*) FROM marketplace_reviews r WHERE r.template_id = t.id)
    WHERE t.id = ${templateId}`);
}

/* ---------- reports ---------- */

export async function hasOpenReport(db: Db, templateId: string, reporterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceReports.id })
    .from(marketplaceReports)
    .where(
      and(
        eq(marketplaceReports.templateId, templateId),
        eq(marketplaceReports.reporterId, reporterId),
        eq(marketplaceReports.status, 'open'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReport(tx: Db, row: typeof marketplaceReports.$inferInsert): Promise<void> {
  await tx.insert(marketplaceReports).values(row);
}

export async function openReports(db: Db) {
  return db
    .select({ r: marketplaceReports, templateName: marketplaceTemplates.name, reporter: user.name })
    .from(marketplaceReports)
    .innerJoin(marketplaceTemplates, eq(marketplaceTemplates.id, marketplaceReports.templateId))
    .leftJoin(user, eq(user.id, marketplaceReports.reporterId))
    .where(eq(marketplaceReports.status, 'open'))
    .orderBy(asc(marketplaceReports.createdAt));
}

export async function findReport(db: Db, id: string) {
  const [row] = await db.select().from(marketplaceReports).where(eq(marketplaceReports.id, id));
  return row;
}

/** Closes one report, or (with `templateId`) every open report of the listing. */
export async function resolveReports(
  tx: Db,
  where: { id: string } | { templateId: string },
  status: 'dismissed' | 'actioned',
  by: string,
): Promise<void> {
  const target =
    'id' in where ? eq(marketplaceReports.id, where.id) : eq(marketplaceReports.templateId, where.templateId);
  await tx
    .update(marketplaceReports)
    .set({ status, resolvedBy: by, resolvedAt: new Date() })
    .where(and(target, eq(marketplaceReports.status, 'open')));
}

/* ---------- purchases, ledger, access requests ---------- */

export async function hasPurchase(db: Db, templateId: string, buyerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplacePurchases.id })
    .from(marketplacePurchases)
    .where(
      and(
        eq(marketplacePurchases.templateId, templateId),
        eq(marketplacePurchases.buyerId, buyerId),
        isNull(marketplacePurchases.refundedAt),
      ),
    );
  return row !== undefined;
}

/**
 * A purchase and its ledger entry, together. Returns false when the buyer already has it (or
 * the payment was recorded before: `payment_ref` is unique), so a repeated delivery writes nothing.
 */
export async function insertPurchase(
  tx: Db,
  purchase: typeof marketplacePurchases.$inferInsert,
  creatorId: string | null,
  ledgerId: string,
): Promise<boolean> {
  const inserted = await tx.insert(marketplacePurchases).values(purchase).onConflictDoNothing().returning({
    id: marketplacePurchases.id,
  });
  if (inserted.length === 0) return false;
  const gross = purchase.amountCents ?? 0;
  const fee = purchase.feeCents ?? 0;
  await tx.insert(marketplaceLedger).values({
    id: ledgerId,
    purchaseId: purchase.id,
    templateId: purchase.templateId,
    creatorId,
    grossCents: gross,
    feeCents: fee,
    netCents: gross - fee,
  });
  return true;
}

export async function acquiredIds(db: Db, buyerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: marketplacePurchases.templateId })
    .from(marketplacePurchases)
    .where(and(eq(marketplacePurchases.buyerId, buyerId), isNull(marketplacePurchases.refundedAt)));
  return rows.map((r) => r.id);
}

/** A paid purchase recorded under this payment (Stripe's payment intent), refunded or not. */
export async function findPurchaseByPaymentRef(db: Db, paymentRef: string) {
  const [row] = await db.select().from(marketplacePurchases).where(eq(marketplacePurchases.paymentRef, paymentRef));
  return row ?? null;
}

/**
 * A refunded payment (decision 056): the purchase is marked refunded (its buyer no longer has the
 * template) and its sale is reversed in the ledger by a `refund` entry with the same amounts,
 * negative. The update claims the purchase, so a second refund of it writes nothing (false).
 */
/** The reversed sale of a refund: whom it was paid to, for what, and the net taken back. */
export type RefundedSale = { creatorId: string | null; templateId: string; netCents: number };

/**
 * Marks the purchase paid by `paymentRef` refunded and reverses its sale in the ledger. True when
 * it was refunded now (a replay: false); `onSale` hears of the reversed sale, if there was one.
 */
export async function insertRefund(
  tx: Db,
  paymentRef: string,
  ledgerId: string,
  at: Date,
  onSale?: (sale: RefundedSale) => Promise<void>,
): Promise<boolean> {
  const [purchase] = await tx
    .update(marketplacePurchases)
    .set({ refundedAt: at })
    .where(and(eq(marketplacePurchases.paymentRef, paymentRef), isNull(marketplacePurchases.refundedAt)))
    .returning({ id: marketplacePurchases.id });
  if (!purchase) return false;
  const [sale] = await tx
    .select()
    .from(marketplaceLedger)
    .where(and(eq(marketplaceLedger.purchaseId, purchase.id), eq(marketplaceLedger.kind, 'sale')));
  if (sale) {
    await tx
      .insert(marketplaceLedger)
      .values({
        id: ledgerId,
        purchaseId: purchase.id,
        kind: 'refund',
        templateId: sale.templateId,
        creatorId: sale.creatorId,
        grossCents: -sale.grossCents,
        feeCents: -sale.feeCents,
        netCents: -sale.netCents,
      })
      .onConflictDoNothing();
    await onSale?.({ creatorId: sale.creatorId, templateId: sale.templateId, netCents: sale.netCents });
  }
  return true;
}

/** A template's name, whatever its state (null once deleted). */
export async function templateName(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ name: marketplaceTemplates.name })
    .from(marketplaceTemplates)
    .where(eq(marketplaceTemplates.id, id));
  return row?.name ?? null;
}

/** The person published a premium listing (whatever its state now): a creator who may be paid. */
export async function isPremiumAuthor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketplaceTemplates.id })
    .from(marketplaceTemplates)
    .where(and(eq(marketplaceTemplates.authorId, userId), sql`${marketplaceTemplates.priceCents} IS NOT NULL`))
    .limit(1);
  return row !== undefined;
}

export async function ledgerOf(db: Db, creatorId: string) {
  return db
    .select({
      l: marketplaceLedger,
      templateName: marketplaceTemplates.name,
      buyer: user.name,
      source: marketplacePurchases.source,
    })
    .from(marketplaceLedger)
    .innerJoin(marketplacePurchases, eq(marketplacePurchases.id, marketplaceLedger.purchaseId))
    .innerJoin(marketplaceTemplates, eq(marketplaceTemplates.id, marketplaceLedger.templateId))
    .leftJoin(user, eq(user.id, marketplacePurchases.buyerId))
    .where(eq(marketplaceLedger.creatorId, creatorId))
    .orderBy(desc(marketplaceLedger.createdAt), desc(marketplaceLedger.id))
    .limit(500);
}

/** Totals of a creator's ledger, summed in SQL; refunds count against sales and their amounts are negative. */
export async function ledgerTotals(db: Db, creatorId: string) {
  const isRefund = sql`${marketplaceLedger.kind} = 'refund'`;
  const [row] = await db
    .select({
      sales: sql<number>`(count(*) FILTER (WHERE NOT ${isRefund}) - count(*) FILTER (WHERE ${isRefund}))::int`,
      refunds: sql<number>`(count(*) FILTER (WHERE ${isRefund}))::int`,
      refunded: sql<number>`(-COALESCE(sum(${marketplaceLedger.netCents}) FILTER (WHERE ${isRefund}), 0))::bigint`,
      gross: sql<number>`COALESCE(sum(${marketplaceLedger.grossCents}), 0)::bigint`,
      fee: sql<number>`COALESCE(sum(${marketplaceLedger.feeCents}), 0)::bigint`,
      net: sql<number>`COALESCE(sum(${marketplaceLedger.netCents}), 0)::bigint`,
    })
    .from(marketplaceLedger)
    .where(eq(marketplaceLedger.creatorId, creatorId));
  return {
    sales: Number(row?.sales ?? 0),
    refunds: Number(row?.refunds ?? 0),
    refunded: Number(row?.refunded ?? 0),
    gross: Number(row?.gross ?? 0),
    fee: Number(row?.fee ?? 0),
    net: Number(row?.net ?? 0),
  };
}

/** Records a request; false when the person had asked already. */
export async function insertAccessRequest(tx: Db, templateId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(marketplaceAccessRequests)
    .values({ templateId, userId })
    .onConflictDoNothing()
    .returning({ userId: marketplaceAccessRequests.userId });
  return rows.length > 0;
}

export async function hasAccessRequest(db: Db, templateId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: marketplaceAccessRequests.userId })
    .from(marketplaceAccessRequests)
    .where(and(eq(marketplaceAccessRequests.templateId, templateId), eq(marketplaceAccessRequests.userId, userId)));
  return row !== undefined;
}

/** The administrators: role 'admin', or an e-mail of ADMIN_EMAILS. */
export async function administratorIds(db: Db, adminEmails: readonly string[]): Promise<string[]> {
  const emails = adminEmails.map((e) => e.toLowerCase());
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(
      emails.length ? or(eq(user.role, 'admin'), inArray(sql`lower(${user.email})`, emails)) : eq(user.role, 'admin'),
    );
  return rows.map((r) => r.id);
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  return row;
}

/* ---------- an installed board's workflow settings (inside the install's transaction) ---------- */

/** WIP limits and colours of the installed board's columns, in the order they were written. */
export async function applyColumnSettings(
  tx: Db,
  boardId: string,
  settings: readonly { wipLimit: number | null; color: string | null }[],
): Promise<string[]> {
  const columns = await tx
    .select({ id: boardColumns.id })
    .from(boardColumns)
    .where(eq(boardColumns.boardId, boardId))
    .orderBy(asc(boardColumns.position), asc(boardColumns.id));
  for (const [i, column] of columns.entries()) {
    const s = settings[i];
    if (s && (s.wipLimit !== null || s.color !== null))
      await tx.update(boardColumns).set({ wipLimit: s.wipLimit, color: s.color }).where(eq(boardColumns.id, column.id));
  }
  return columns.map((c) => c.id);
}

export async function labelIdsByName(tx: Db, boardId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: boardLabels.id, name: boardLabels.name })
    .from(boardLabels)
    .where(eq(boardLabels.boardId, boardId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}
