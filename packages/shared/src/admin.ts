import { z } from 'zod';

/**
 * The administration area (issue 8; docs/decisions/024): installation totals, accounts
 * (role, ban, password reset, deletion), exports of the public site's feedback and newsletter,
 * and the audit log every administrator action writes.
 */

/** Days of the sign-ups chart (UTC days, today included). */
export const SIGNUP_DAYS = 30;

/** `GET /api/v1/admin/stats` */
export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number().int(),
    admins: z.number().int(),
    /** Accounts that are not administrators. */
    regular: z.number().int(),
    banned: z.number().int(),
  }),
  /** `active`: not archived. */
  boards: z.object({ active: z.number().int(), archived: z.number().int() }),
  /** `active`: not archived (cards of archived boards included). */
  cards: z.object({ active: z.number().int(), archived: z.number().int() }),
  /** One entry per UTC day, oldest first, days without sign-ups included. */
  signups: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminRoles = ['admin', 'user'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminUserSortFields = ['name', 'email', 'createdAt', 'lastSignInAt'] as const;
export type AdminUserSortField = (typeof adminUserSortFields)[number];
export type SortDirection = 'asc' | 'desc';
export const adminUserSorts = [
  'name:asc',
  'name:desc',
  'email:asc',
  'email:desc',
  'createdAt:asc',
  'createdAt:desc',
  'lastSignInAt:asc',
  'lastSignInAt:desc',
] as const satisfies readonly `${AdminUserSortField}:${SortDirection}`[];
export type AdminUserSort = (typeof adminUserSorts)[number];
export const DEFAULT_ADMIN_USER_SORT: AdminUserSort = 'createdAt:desc';

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;
export const BAN_REASON_MAX = 500;

const pageParam = z.coerce
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(1, { error: 'validation.invalidValue' })
  .max(100_000, { error: 'validation.invalidValue' })
  .default(1);
const pageSizeParam = z.coerce
  .number({ error: 'validation.invalidValue' })
  .int({ error: 'validation.invalidValue' })
  .min(1, { error: 'validation.invalidValue' })
  .max(ADMIN_PAGE_SIZE_MAX, { error: 'validation.invalidValue' })
  .default(ADMIN_PAGE_SIZE_DEFAULT);

/** `GET /api/v1/admin/users?q=&sort=&page=&pageSize=` */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX, { error: 'validation.invalidValue' }).optional(),
  sort: z.enum(adminUserSorts, { error: 'validation.invalidValue' }).default(DEFAULT_ADMIN_USER_SORT),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  role: z.enum(adminRoles),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  /** Latest sign-in known (the account's record or its newest session); null when never seen. */
  lastSignInAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const adminUserListSchema = pageOf(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** `PATCH /api/v1/admin/users/:id` */
export const updateAdminUserInputSchema = z.object({
  role: z.enum(adminRoles, { error: 'validation.invalidValue' }),
});
export type UpdateAdminUserInput = z.infer<typeof updateAdminUserInputSchema>;

/** `POST /api/v1/admin/users/:id/ban` */
export const banUserInputSchema = z.object({
  reason: z
    .string({ error: 'validation.banReasonRequired' })
    .trim()
    .min(1, { error: 'validation.banReasonRequired' })
    .max(BAN_REASON_MAX, { error: 'validation.banReasonTooLong' }),
});
export type BanUserInput = z.infer<typeof banUserInputSchema>;

/** What deleting an account did to the workspaces and boards it owned. */
export const deleteUserSummarySchema = z.object({
  /** Workspaces handed to another member (an admin first, else the oldest member). */
  transferredWorkspaces: z.number().int(),
  /** Workspaces that had no other member: deleted with their boards. */
  deletedWorkspaces: z.number().int(),
  /** Boards removed: personal boards and the boards of deleted workspaces. */
  deletedBoards: z.number().int(),
});
export type DeleteUserSummary = z.infer<typeof deleteUserSummarySchema>;

export const auditActions = [
  'user.role_changed',
  'user.banned',
  'user.unbanned',
  'user.password_reset_sent',
  'user.deleted',
  'feedback.exported',
  'newsletter.exported',
  /** A workspace owner turned AI on or off (issue 24): who let the workspace's data reach a model. */
  'workspace.ai_enabled',
  'workspace.ai_disabled',
  /** Template marketplace moderation and Store Premium grants (issue 27, docs/decisions/052). */
  'marketplace.approved',
  'marketplace.unpublished',
  'marketplace.report_dismissed',
  'marketplace.granted',
  /** A creator's payout request marked paid or rejected (issue 28). */
  'marketplace.payout_paid',
  'marketplace.payout_rejected',
  /** Billing (issue 28, docs/decisions/054): plans assigned, trials changed, payments recorded, the mode. */
  'billing.plan_assigned',
  'billing.trial_changed',
  'billing.payment_recorded',
  'billing.mode_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditQuerySchema = z.object({ page: pageParam, pageSize: pageSizeParam });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = pageOf(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;

/** `GET /api/v1/admin/newsletter?page=&pageSize=`: newest first. */
export const newsletterSubscribersQuerySchema = z.object({ page: pageParam, pageSize: pageSizeParam });
export type NewsletterSubscribersQuery = z.input<typeof newsletterSubscribersQuerySchema>;

export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  locale: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const newsletterSubscriberListSchema = pageOf(newsletterSubscriberSchema);
export type NewsletterSubscriberList = z.infer<typeof newsletterSubscriberListSchema>;

/** Number of pages for `total` rows (at least 1, so "page 1 of 1" shows for an empty list). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
