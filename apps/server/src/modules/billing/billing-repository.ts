import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { dateOf, firstRow, rows, type RawTimestamp } from '#src/db/raw.ts';
import {
  billingInvoices,
  billingSettings,
  billingSubscriptions,
  billingWebhookEvents,
} from '#src/db/schema/billing.ts';

/** The billing tables' queries (issue 28, docs/decisions/054-billing.md). */

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;

const SETTINGS_ID = 'instance';

export async function findModeOverride(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ mode: billingSettings.mode })
    .from(billingSettings)
    .where(eq(billingSettings.id, SETTINGS_ID));
  return row?.mode ?? null;
}

export async function saveModeOverride(db: Db, mode: string | null): Promise<void> {
  await db
    .insert(billingSettings)
    .values({ id: SETTINGS_ID, mode })
    .onConflictDoUpdate({ target: billingSettings.id, set: { mode, updatedAt: new Date() } });
}

/** The next invoice number, atomically (one counter for the instance: invoices are numbered in sequence). */
export async function nextInvoiceNumber(tx: Db): Promise<number> {
  const row = await firstRow<{ n: number }>(
    tx,
    sql`INSERT INTO billing_settings (id, last_invoice_number) VALUES (${SETTINGS_ID}, 1)
        ON CONFLICT (id) DO UPDATE SET last_invoice_number = billing_settings.last_invoice_number + 1, updated_at = now()
        RETURNING last_invoice_number AS n`,
  );
  return Number(row!.n);
}

export async function findSubscription(db: Db, workspaceId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.workspaceId, workspaceId));
  return row ?? null;
}

/** Locks the row for the rest of the transaction (webhooks and the clock change it one at a time). */
export async function lockSubscription(tx: Db, workspaceId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.workspaceId, workspaceId))
    .for('update');
  return row ?? null;
}

export async function findSubscriptionByProviderId(
  db: Db,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId));
  return row ?? null;
}

export async function insertSubscriptionIfMissing(
  db: Db,
  values: typeof billingSubscriptions.$inferInsert,
): Promise<void> {
  await db.insert(billingSubscriptions).values(values).onConflictDoNothing();
}

export async function updateSubscription(
  tx: Db,
  workspaceId: string,
  values: Partial<Omit<SubscriptionRow, 'workspaceId' | 'createdAt'>>,
): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(billingSubscriptions.workspaceId, workspaceId));
}

/** Subscriptions the clock may have to move (trials, grace periods, periods ending). */
export async function subscriptionsToCheck(db: Db): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(sql`${billingSubscriptions.status} IN ('trialing', 'past_due', 'active')`);
}

/** Workspaces without a subscription row yet (created before billing, or never looked at). */
export async function workspacesWithoutSubscription(db: Db): Promise<{ id: string; createdAt: Date }[]> {
  const found = await rows<{ id: string; created_at: RawTimestamp }>(
    db,
    sql`SELECT w.id, w.created_at FROM workspaces w
        LEFT JOIN billing_subscriptions s ON s.workspace_id = w.id
        WHERE s.workspace_id IS NULL`,
  );
  return found.map((row) => ({ id: row.id, createdAt: dateOf(row.created_at) }));
}

export type WorkspaceUsage = {
  boards: number;
  members: number;
  storageBytes: number;
  automationRunsPerMonth: number;
  aiRequestsPerMonth: number;
};

/** What a workspace uses now: its boards (not archived), members, stored files, this month's runs and AI requests. */
export async function workspaceUsage(
  db: Db,
  workspaceId: string,
  monthStart: Date,
  month: string,
): Promise<WorkspaceUsage> {
  const row = await firstRow<{
    boards: number;
    members: number;
    storage: string;
    runs: number;
    ai: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM boards b WHERE b.workspace_id = ${workspaceId} AND NOT b.archived) AS boards,
      (SELECT count(*)::int FROM workspace_members m WHERE m.workspace_id = ${workspaceId})
        + (SELECT count(*)::int FROM workspace_invitations i
           WHERE i.workspace_id = ${workspaceId} AND i.accepted_at IS NULL AND i.expires_at > now()) AS members,
      ((SELECT coalesce(sum(a.size), 0) FROM attachments a JOIN boards b ON b.id = a.board_id WHERE b.workspace_id = ${workspaceId})
        + (SELECT coalesce(sum(u.size), 0) FROM uploads u JOIN boards b ON b.id = u.board_id WHERE b.workspace_id = ${workspaceId}))::text AS storage,
      (SELECT count(*)::int FROM automation_runs r JOIN boards b ON b.id = r.board_id
        WHERE b.workspace_id = ${workspaceId} AND r.started_at >= ${monthStart.toISOString()}
          AND r.status IN ('success', 'no_op', 'partial', 'failed')) AS runs,
      coalesce((SELECT requests FROM ai_usage WHERE workspace_id = ${workspaceId} AND month = ${month}), 0)::int AS ai`,
  );
  return {
    boards: Number(row?.boards ?? 0),
    members: Number(row?.members ?? 0),
    storageBytes: Number(row?.storage ?? 0),
    automationRunsPerMonth: Number(row?.runs ?? 0),
    aiRequestsPerMonth: Number(row?.ai ?? 0),
  };
}

/** The workspace's boards that are not archived, oldest first (the first `limit` stay writable). */
export async function activeBoardIds(db: Db, workspaceId: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM boards WHERE workspace_id = ${workspaceId} AND NOT archived ORDER BY created_at, id`,
  );
  return found.map((row) => row.id);
}

export async function listInvoices(db: Db, workspaceId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.workspaceId, workspaceId))
    .orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.number));
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
  return row ?? null;
}

export async function findInvoiceByProviderId(db: Db, providerInvoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.providerInvoiceId, providerInvoiceId));
  return row ?? null;
}

export async function insertInvoice(tx: Db, values: typeof billingInvoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(billingInvoices).values(values).returning();
  return row!;
}

export async function markInvoicePaid(tx: Db, id: string, paidAt: Date): Promise<void> {
  await tx
    .update(billingInvoices)
    .set({ status: 'paid', paidAt })
    .where(and(eq(billingInvoices.id, id), sql`${billingInvoices.status} <> 'paid'`));
}

/** A paid invoice whose payment the provider refunded in full (decision 056); false when not paid. */
export async function markInvoiceRefunded(tx: Db, id: string): Promise<boolean> {
  const updated = await tx
    .update(billingInvoices)
    .set({ status: 'refunded' })
    .where(and(eq(billingInvoices.id, id), eq(billingInvoices.status, 'paid')))
    .returning({ id: billingInvoices.id });
  return updated.length > 0;
}

/** True the first time an event id is seen (the provider retries and replays). */
export async function claimWebhookEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const inserted = await tx.insert(billingWebhookEvents).values({ id, type }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export type OverviewRow = {
  id: string;
  name: string;
  owner_email: string;
  plan: string | null;
  status: string | null;
  seats: number | null;
  interval: string | null;
  trial_ends_at: RawTimestamp | null;
  current_period_end: RawTimestamp | null;
  ended_at: RawTimestamp | null;
  created_at: RawTimestamp;
};

export async function overviewRows(db: Db): Promise<OverviewRow[]> {
  return rows<OverviewRow>(
    db,
    sql`SELECT w.id, w.name, u.email AS owner_email, w.created_at,
        s.plan, s.status, s.seats, s.interval, s.trial_ends_at, s.current_period_end, s.ended_at
        FROM workspaces w
        JOIN "user" u ON u.id = w.owner_id
        LEFT JOIN billing_subscriptions s ON s.workspace_id = w.id
        ORDER BY w.created_at DESC, w.id
        LIMIT 500`,
  );
}

export async function revenue(db: Db, since: Date): Promise<{ total: number; recent: number }> {
  const row = await firstRow<{ total: string; recent: string }>(
    db,
    sql`SELECT coalesce(sum(amount_cents), 0)::text AS total,
        coalesce(sum(amount_cents) FILTER (WHERE paid_at >= ${since.toISOString()}), 0)::text AS recent
        FROM billing_invoices WHERE status = 'paid'`,
  );
  return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0) };
}

export async function workspaceOwner(
  db: Db,
  workspaceId: string,
): Promise<{ name: string; ownerEmail: string; ownerName: string; ownerLocale: string | null } | null> {
  const row = await firstRow<{ name: string; email: string; owner_name: string; locale: string | null }>(
    db,
    sql`SELECT w.name, u.email, u.name AS owner_name, u.locale FROM workspaces w JOIN "user" u ON u.id = w.owner_id WHERE w.id = ${workspaceId}`,
  );
  return row ? { name: row.name, ownerEmail: row.email, ownerName: row.owner_name, ownerLocale: row.locale } : null;
}

export async function workspaceCreatedAt(db: Db, workspaceId: string): Promise<Date | null> {
  const row = await firstRow<{ created_at: RawTimestamp }>(
    db,
    sql`SELECT created_at FROM workspaces WHERE id = ${workspaceId}`,
  );
  return row ? dateOf(row.created_at) : null;
}
