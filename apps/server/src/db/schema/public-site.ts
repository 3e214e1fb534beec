import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt } from './columns.ts';

/**
 * Newsletter sign-ups of the public site (issue 6): double opt-in. Only sha256 hashes of the
 * e-mailed tokens are stored. `confirm_sent_at` dates the current confirmation link (it expires,
 * and a repeat sign-up re-sends at most once per cool-down); the unsubscribe link never expires.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    /** Stored lowercased (the shared schema lowercases it). */
    email: text('email').notNull().unique(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletter_subscribers_status_check', sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
    check('newsletter_subscribers_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Ratings sent with the public site's feedback widget; administrators read them (issue 6). */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    page: text('page'),
    /** The signed-in sender; anonymous feedback (and deleted accounts) keep null. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('feedback_rating_check', sql`${t.rating} BETWEEN 1 AND 5`), index('feedback_user_id_idx').on(t.userId)],
);
