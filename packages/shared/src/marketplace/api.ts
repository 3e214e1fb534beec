import { z } from 'zod';
import { coverUrlSchema } from '../boards.ts';
import { BOARD_TITLE_MAX } from '../boards.ts';
import { TEMPLATE_FEE_BPS } from '../billing/plans.ts';
import { taxIdKind } from '../billing/tax-id.ts';
import { locales, type Locale } from '../i18n.ts';
import { foldSearchText } from '../search.ts';
import { templateIds, type TemplateId } from '../templates.ts';
import { idSchema, safeTextSchema } from '../validation.ts';
import { snapshotIncludeSchema, snapshotSummarySchema, templateSnapshotSchema } from './snapshot.ts';

/**
 * The template marketplace and Store Premium (issue 27, docs/decisions/052): request and response
 * contracts of `/api/v1/marketplace/*`, categories, money in centavos and the platform fee.
 */

/** The 12 built-in template kinds, then more. */
export const marketplaceCategories = [
  ...templateIds,
  'finance',
  'education',
  'design',
  'engineering',
  'operations',
  'personal',
  'other',
] as const;
export type MarketplaceCategory = (typeof marketplaceCategories)[number];

export const marketplaceSorts = ['popular', 'new', 'rating'] as const;
export type MarketplaceSort = (typeof marketplaceSorts)[number];

/** Listing states: premium listings wait for an administrator; moderation or the author takes one down. */
export const templateStatuses = ['published', 'pending', 'unpublished', 'withdrawn'] as const;
export type TemplateStatus = (typeof templateStatuses)[number];

export const reportReasons = ['spam', 'inappropriate', 'copyright', 'personal_data', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const purchaseSources = ['admin', 'payment'] as const;
export type PurchaseSource = (typeof purchaseSources)[number];

export const TEMPLATE_NAME_MAX = BOARD_TITLE_MAX;
export const TEMPLATE_DESCRIPTION_MAX = 2000;
export const REVIEW_BODY_MAX = 2000;
export const REPORT_DETAILS_MAX = 1000;
/** Prices of premium templates, in reais. */
export const PRICE_MIN_BRL = 1;
export const PRICE_MAX_BRL = 10_000;
/** The platform's share of a paid sale, in basis points: billing's catalogue (`TEMPLATE_FEE_BPS`). */
export const MARKETPLACE_FEE_BPS = TEMPLATE_FEE_BPS;

export const OFFICIAL_PREFIX = 'official-';
export const officialTemplateId = (id: TemplateId) => `${OFFICIAL_PREFIX}${id}`;
export function officialKind(id: string): TemplateId | null {
  if (!id.startsWith(OFFICIAL_PREFIX)) return null;
  const kind = id.slice(OFFICIAL_PREFIX.length);
  return (templateIds as readonly string[]).includes(kind) ? (kind as TemplateId) : null;
}

/** "49,90" or "49.90" → 4990 centavos; null for anything that is not a price. */
export function brlToCents(value: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
export const centsToBrl = (cents: number) => (cents / 100).toFixed(2);
/** The platform fee of a sale, rounded to the centavo (half up). */
export const feeOf = (grossCents: number) => Math.round((grossCents * MARKETPLACE_FEE_BPS) / 10_000);

/** What the search matches: name, descriptions and author, folded (accents and case ignored). */
export function templateSearchText(parts: (string | null | undefined)[]): string {
  return foldSearchText(parts.filter(Boolean).join(' '));
}

/* ---------- requests ---------- */

const text = (max: number, required: string) =>
  safeTextSchema.pipe(z.string().trim().min(1, { error: required }).max(max, { error: 'marketplace.textTooLong' }));

export const templateNameSchema = text(TEMPLATE_NAME_MAX, 'marketplace.nameRequired');

/** Description in up to three languages; a plain string is the request language's. */
export const localizedDescriptionSchema = z
  .partialRecord(
    z.enum(locales, { error: 'validation.invalidValue' }),
    safeTextSchema.pipe(z.string().trim().max(TEMPLATE_DESCRIPTION_MAX, { error: 'marketplace.textTooLong' })),
  )
  .refine((value) => Object.values(value).some((v) => v && v.length > 0), { error: 'marketplace.descriptionRequired' });
export type LocalizedDescription = Partial<Record<Locale, string>>;

export const descriptionInputSchema = z.union([
  text(TEMPLATE_DESCRIPTION_MAX, 'marketplace.descriptionRequired'),
  localizedDescriptionSchema,
]);

export const priceBrlSchema = z.string({ error: 'marketplace.priceInvalid' }).refine(
  (v) => {
    const cents = brlToCents(v);
    return cents !== null && cents >= PRICE_MIN_BRL * 100 && cents <= PRICE_MAX_BRL * 100;
  },
  { error: 'marketplace.priceInvalid' },
);

export const categorySchema = z.enum(marketplaceCategories, { error: 'validation.invalidValue' });

/** `POST /api/v1/marketplace/templates` */
export const publishTemplateInputSchema = z.object({
  boardId: idSchema,
  name: templateNameSchema,
  description: descriptionInputSchema,
  category: categorySchema,
  priceBrl: priceBrlSchema.nullable().optional(),
  coverUrl: coverUrlSchema.nullable().optional(),
  include: snapshotIncludeSchema.optional(),
});
export type PublishTemplateInput = z.input<typeof publishTemplateInputSchema>;

/** `PATCH /api/v1/marketplace/templates/:id` (the author): the listing, not the content. */
export const updateTemplateInputSchema = z
  .object({
    name: templateNameSchema.optional(),
    description: descriptionInputSchema.optional(),
    category: categorySchema.optional(),
    priceBrl: priceBrlSchema.nullable().optional(),
    coverUrl: coverUrlSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'validation.nothingToUpdate' });
export type UpdateTemplateInput = z.input<typeof updateTemplateInputSchema>;

/** `POST /api/v1/marketplace/templates/:id/versions`: capture the board again (default: the source board). */
export const newVersionInputSchema = z.object({
  boardId: idSchema.optional(),
  include: snapshotIncludeSchema.optional(),
  note: safeTextSchema.pipe(z.string().trim().max(200, { error: 'marketplace.textTooLong' })).optional(),
});

/** `POST /api/v1/marketplace/preview`: what a publish would capture, without publishing. */
export const previewInputSchema = z.object({ boardId: idSchema, include: snapshotIncludeSchema.optional() });

export const listTemplatesQuerySchema = z.object({
  q: z.string().max(100).optional(),
  category: categorySchema.optional(),
  sort: z.enum(marketplaceSorts, { error: 'validation.invalidValue' }).default('popular'),
  premium: z.enum(['true', 'false'], { error: 'validation.invalidValue' }).optional(),
});
export type ListTemplatesQuery = z.input<typeof listTemplatesQuerySchema>;

export const installInputSchema = z.object({
  workspaceId: idSchema,
  title: text(BOARD_TITLE_MAX, 'validation.required').optional(),
});
export type InstallInput = z.input<typeof installInputSchema>;

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'marketplace.ratingInvalid' })
    .int({ error: 'marketplace.ratingInvalid' })
    .min(1, { error: 'marketplace.ratingInvalid' })
    .max(5, { error: 'marketplace.ratingInvalid' }),
  body: safeTextSchema.pipe(z.string().trim().max(REVIEW_BODY_MAX, { error: 'marketplace.textTooLong' })).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewReplyInputSchema = z.object({
  reply: safeTextSchema.pipe(z.string().trim().max(REVIEW_BODY_MAX, { error: 'marketplace.textTooLong' })).nullable(),
});

export const reportInputSchema = z.object({
  reason: z.enum(reportReasons, { error: 'validation.invalidValue' }),
  details: safeTextSchema
    .pipe(z.string().trim().max(REPORT_DETAILS_MAX, { error: 'marketplace.textTooLong' }))
    .optional(),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const grantInputSchema = z.object({ email: z.email({ error: 'validation.emailInvalid' }) });
export const unpublishInputSchema = z.object({
  reason: safeTextSchema
    .pipe(z.string().trim().max(REPORT_DETAILS_MAX, { error: 'marketplace.textTooLong' }))
    .optional(),
});
export const resolveReportInputSchema = z.object({
  action: z.enum(['dismiss', 'unpublish'], { error: 'validation.invalidValue' }),
});

/* ---------- responses ---------- */

const person = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });

export const templateCardSchema = z.object({
  id: z.string(),
  official: z.boolean(),
  name: z.string(),
  /** In the reader's language when the author wrote it, else the first one there is. */
  description: z.string(),
  category: z.enum(marketplaceCategories),
  coverUrl: z.string().nullable(),
  icon: z.string().nullable(),
  author: person.nullable(),
  installs: z.number().int(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  priceBrl: z.string().nullable(),
  status: z.enum(templateStatuses),
  version: z.number().int(),
  createdAt: z.string(),
  columns: z.array(z.string()),
  /** The reader may install it: free, official, their own, bought or granted. */
  owned: z.boolean(),
});
export type TemplateCard = z.infer<typeof templateCardSchema>;

export const templateVersionSchema = z.object({
  version: z.number().int(),
  note: z.string().nullable(),
  summary: snapshotSummarySchema,
  createdAt: z.string(),
});

export const templateDetailSchema = templateCardSchema.extend({
  descriptions: z.record(z.string(), z.string()),
  snapshot: templateSnapshotSchema,
  summary: snapshotSummarySchema,
  versions: z.array(templateVersionSchema),
  sourceBoardId: z.string().nullable(),
  canEdit: z.boolean(),
  canModerate: z.boolean(),
  canReview: z.boolean(),
  accessRequested: z.boolean(),
  /** 'Comprar por R$ X': billing is in stripe mode and the reader may buy it (priced, listed, not theirs). */
  purchasable: z.boolean(),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  user: person.nullable(),
  rating: z.number().int(),
  body: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.object({ items: z.array(reviewSchema), canReply: z.boolean() });

export const previewSchema = z.object({ snapshot: templateSnapshotSchema, summary: snapshotSummarySchema });
export type TemplatePreview = z.infer<typeof previewSchema>;

export const mineSchema = z.object({
  authored: z.array(templateCardSchema),
  acquired: z.array(templateCardSchema),
  /** Premium templates are bought on Stripe Checkout (billing in stripe mode); else an administrator grants them. */
  checkout: z.boolean(),
});

/** A ledger entry is a sale (or grant), or the reversal of a refunded sale (negative amounts; decision 056). */
export const ledgerKinds = ['sale', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * A creator's Stripe connected account (Stripe Connect, decision 056): none yet, onboarding not
 * finished (or Stripe still checking), or ready for payouts ('Conta Stripe').
 */
export const connectStatuses = ['not_connected', 'incomplete', 'ready'] as const;
export type ConnectStatus = (typeof connectStatuses)[number];
export const connectStatusSchema = z.object({ status: z.enum(connectStatuses) });
export const connectOnboardingSchema = z.object({ url: z.string() });

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ledgerKinds),
  templateId: z.string(),
  templateName: z.string(),
  buyer: z.string(),
  source: z.enum(purchaseSources),
  grossBrl: z.string(),
  feeBrl: z.string(),
  netBrl: z.string(),
  createdAt: z.string(),
});
export const earningsSchema = z.object({
  /** Sales and grants that stand (refunded ones are not counted). */
  sales: z.number().int(),
  /** Refunded sales, and what their reversals took off the net. */
  refunds: z.number().int(),
  refundedBrl: z.string(),
  grossBrl: z.string(),
  feeBrl: z.string(),
  netBrl: z.string(),
  feePercent: z.number(),
  entries: z.array(ledgerEntrySchema),
  /** Paid out, and asked for (pending): both come off the balance. */
  paidOutBrl: z.string(),
  pendingBrl: z.string(),
  /** What may be asked for now: net − paid − pending; negative after a refund of money already paid out. */
  balanceBrl: z.string(),
  payoutMinBrl: z.string(),
  payouts: z.array(z.lazy(() => payoutSchema)),
  /** The creator's Stripe connected account; null when Stripe Connect is not in use (or not a creator). */
  stripeConnect: z.enum(connectStatuses).nullable(),
});
export type Earnings = z.infer<typeof earningsSchema>;

/* ---------- payouts (issue 28, docs/decisions/052) ---------- */

/** The smallest payout a creator may ask for, in centavos (R$ 50,00). */
export const PAYOUT_MIN_CENTS = 5000;
/** `failed`: a transfer to the Stripe connected account that Stripe refused (nothing was paid). */
export const payoutStatuses = ['pending', 'paid', 'rejected', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
/** `stripe`: paid at once to the creator's connected account (Stripe Connect, decision 056). */
export const payoutMethods = ['pix', 'bank', 'stripe'] as const;
export const PAYOUT_NOTE_MAX = 500;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+55\d{10,11}$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A Pix key (DICT): CPF, CNPJ, e-mail, a mobile number in +55 form, or a random (EVP) key. */
export function isValidPixKey(value: string): boolean {
  const key = value.trim();
  if (key.length === 0 || key.length > 77) return false;
  if (EMAIL.test(key) || PHONE.test(key.replace(/[\s()-]/g, '')) || EVP.test(key)) return true;
  return taxIdKind(key) !== null;
}

const payoutAmountSchema = z
  .string({ error: 'marketplace.payoutAmountInvalid' })
  .refine((value) => (brlToCents(value) ?? 0) >= PAYOUT_MIN_CENTS, { error: 'marketplace.payoutAmountInvalid' });
const trimmed = (max: number, error: string) => z.string({ error }).trim().min(1, { error }).max(max, { error });

export const bankAccountSchema = z.object({
  /** COMPE code of the bank (3 digits, e.g. 001, 237, 260). */
  bankCode: z.string({ error: 'marketplace.bankInvalid' }).regex(/^\d{3}$/, { error: 'marketplace.bankInvalid' }),
  branch: z
    .string({ error: 'marketplace.bankInvalid' })
    .regex(/^\d{1,5}(-[\dxX])?$/, { error: 'marketplace.bankInvalid' }),
  account: z
    .string({ error: 'marketplace.bankInvalid' })
    .regex(/^\d{1,13}-[\dxX]$/, { error: 'marketplace.bankInvalid' }),
  holderName: trimmed(120, 'marketplace.bankInvalid'),
  taxId: z.string({ error: 'marketplace.taxIdInvalid' }).refine((v) => taxIdKind(v) !== null, {
    error: 'marketplace.taxIdInvalid',
  }),
});

/** `POST /api/v1/marketplace/payouts`: an amount and where to send it (Pix key or bank account). */
export const payoutInputSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('pix'),
      amountBrl: payoutAmountSchema,
      pixKey: z.string({ error: 'marketplace.pixKeyInvalid' }).refine(isValidPixKey, {
        error: 'marketplace.pixKeyInvalid',
      }),
    }),
    z.object({ method: z.literal('bank'), amountBrl: payoutAmountSchema, bank: bankAccountSchema }),
    z.object({ method: z.literal('stripe'), amountBrl: payoutAmountSchema }),
  ],
  { error: 'validation.invalidValue' },
);
export type PayoutInput = z.infer<typeof payoutInputSchema>;
export type PayoutDestination =
  { pixKey: string } | { bank: z.infer<typeof bankAccountSchema> } | { stripeAccount: string };

/** `POST /api/v1/marketplace/payouts/:id/resolve` (administrators): paid or rejected, with a note. */
export const resolvePayoutInputSchema = z.object({
  status: z.enum(['paid', 'rejected'], { error: 'validation.invalidValue' }),
  note: z.string().trim().max(PAYOUT_NOTE_MAX, { error: 'marketplace.textTooLong' }).optional(),
});

export const payoutSchema = z.object({
  id: z.string(),
  amountBrl: z.string(),
  status: z.enum(payoutStatuses),
  method: z.enum(payoutMethods),
  /** Where it goes, as the creator typed it ("Pix: ana@exemplo.com", "Banco 260 · ag. 0001 · cc 12345-6"). */
  destination: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** Administrators' queue: who asked. */
  creator: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().optional(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ items: z.array(payoutSchema) });

/** "Pix: key", "Banco 260 · ag. 0001 · cc 12345-6 · Name" or "Stripe: acct_…"; the same text in the app, CSV and e-mails. */
export function describeDestination(destination: PayoutDestination): string {
  if ('pixKey' in destination) return `Pix: ${destination.pixKey}`;
  if ('stripeAccount' in destination) return `Stripe: ${destination.stripeAccount}`;
  const b = destination.bank;
  return `Banco ${b.bankCode} · ag. ${b.branch} · cc ${b.account} · ${b.holderName}`;
}

export const reportSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  reporter: z.string(),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export const moderationSchema = z.object({
  pending: z.array(templateCardSchema),
  reports: z.array(reportSchema),
  unpublished: z.array(templateCardSchema),
});
export type Moderation = z.infer<typeof moderationSchema>;

/** Picks the description in the reader's language, else pt-BR, else any. */
export function describeIn(descriptions: LocalizedDescription, locale: Locale): string {
  return descriptions[locale] || descriptions['pt-BR'] || Object.values(descriptions).find(Boolean) || '';
}

/** Normalizes a description input: a plain string belongs to `locale`; empty languages are dropped. */
export function toDescriptions(input: string | LocalizedDescription, locale: Locale): LocalizedDescription {
  const raw: LocalizedDescription = typeof input === 'string' ? { [locale]: input } : input;
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v && v.trim().length > 0)) as LocalizedDescription;
}
