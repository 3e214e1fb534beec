import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedDescription, PayoutDestination } from '@rbax/shared/marketplace/api';
import type { SnapshotSummary, TemplateSnapshot } from '@rbax/shared/marketplace/snapshot';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The template marketplace (issue 27, docs/decisions/052; migration 0025_marketplace.sql).
 * A listing's content lives in its versions (stripped snapshots); the listing keeps what the
 * browse page needs (folded search text, column names, install and rating counters).
 * Purchases and the creators' ledger are written together; `payment_ref` (unique) is where a
 * paid purchase recorded by billing's Stripe webhook keeps its payment intent's id.
 */

export const marketplaceTemplates = pgTable(
  'marketplace_templates',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    sourceBoardId: text('source_board_id').references(() => boards.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedDescription>().notNull(),
    category: text('category').notNull(),
    coverUrl: text('cover_url'),
    icon: text('icon'),
    /** Null = free; premium listings carry a price in centavos. */
    priceCents: integer('price_cents'),
    status: text('status').notNull().default('published'),
    version: integer('version').notNull().default(1),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    searchText: text('search_text').notNull(),
    installs: integer('installs').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('marketplace_templates_status_idx').on(t.status, t.installs),
    index('marketplace_templates_author_idx').on(t.authorId),
  ],
);

export const marketplaceTemplateVersions = pgTable(
  'marketplace_template_versions',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => marketplaceTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    note: text('note'),
    snapshot: jsonb('snapshot').$type<TemplateSnapshot>().notNull(),
    summary: jsonb('summary').$type<SnapshotSummary>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'marketplace_template_versions_pk', columns: [t.templateId, t.version] })],
);

/** One row per install; `template_id` is a listing's id or an official template's (`official-kanban`). */
export const marketplaceInstalls = pgTable(
  'marketplace_installs',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id').notNull(),
    version: integer('version'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    workspaceId: text('workspace_id'),
    boardId: text('board_id').references(() => boards.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('marketplace_installs_template_idx').on(t.templateId)],
);

export const marketplaceReviews = pgTable(
  'marketplace_reviews',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => marketplaceTemplates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('marketplace_reviews_template_user_unique').on(t.templateId, t.userId)],
);

export const marketplaceReports = pgTable(
  'marketplace_reports',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => marketplaceTemplates.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('marketplace_reports_open_idx').on(t.status, t.createdAt)],
);

export const marketplacePurchases = pgTable(
  'marketplace_purchases',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => marketplaceTemplates.id, { onDelete: 'restrict' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'admin' (granted) or 'payment' (recorded by billing). */
    source: text('source').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    paymentRef: text('payment_ref'),
    grantedBy: text('granted_by'),
    /** Set when the payment was refunded (`charge.refunded`, decision 056): the buyer no longer has it. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One standing purchase per buyer; a refunded one does not stop buying it again (migration 0029).
    uniqueIndex('marketplace_purchases_template_buyer_unique')
      .on(t.templateId, t.buyerId)
      .where(sql`${t.refundedAt} IS NULL`),
    unique('marketplace_purchases_payment_ref_unique').on(t.paymentRef),
    index('marketplace_purchases_buyer_idx').on(t.buyerId),
  ],
);

/**
 * The creators' sales ledger: one `sale` entry per purchase, net = gross − the platform fee, and
 * one `refund` entry (the same amounts, negative) when its payment is refunded (decision 056).
 */
export const marketplaceLedger = pgTable(
  'marketplace_ledger',
  {
    id: text('id').primaryKey(),
    purchaseId: text('purchase_id')
      .notNull()
      .references(() => marketplacePurchases.id, { onDelete: 'restrict' }),
    /** sale | refund */
    kind: text('kind').notNull().default('sale'),
    templateId: text('template_id').notNull(),
    creatorId: text('creator_id').references(() => user.id, { onDelete: 'set null' }),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('marketplace_ledger_purchase_kind_unique').on(t.purchaseId, t.kind),
    check('marketplace_ledger_kind_check', sql`${t.kind} IN ('sale', 'refund')`),
    index('marketplace_ledger_creator_idx').on(t.creatorId, t.createdAt),
  ],
);

export const marketplaceAccessRequests = pgTable(
  'marketplace_access_requests',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => marketplaceTemplates.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'marketplace_access_requests_pk', columns: [t.templateId, t.userId] })],
);

/**
 * Creators' payout requests (issue 28, docs/decisions/052; migration 0028_marketplace_payouts.sql):
 * `pending` until an administrator marks it `paid` or `rejected` (with a note). One pending request
 * per creator (partial unique index); the balance is the ledger's net minus pending and paid payouts.
 * Method `stripe` (decision 056; migration 0029) is paid at once by a Stripe transfer to the
 * creator's connected account (`provider_ref` = the transfer), or `failed` when Stripe refuses it.
 */
export const marketplacePayouts = pgTable(
  'marketplace_payouts',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id').references(() => user.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    method: text('method').notNull(),
    destination: jsonb('destination').$type<PayoutDestination>().notNull(),
    note: text('note'),
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The Stripe transfer's id (method `stripe`). */
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    check('marketplace_payouts_amount_check', sql`${t.amountCents} > 0`),
    index('marketplace_payouts_creator_idx').on(t.creatorId, t.createdAt),
    index('marketplace_payouts_status_idx').on(t.status, t.createdAt),
    uniqueIndex('marketplace_payouts_one_pending')
      .on(t.creatorId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
