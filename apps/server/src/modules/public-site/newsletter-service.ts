import type { Locale } from '@rbax/shared/i18n';
import { newsletterStatuses, type NewsletterResult, type NewsletterStats } from '@rbax/shared/public-site';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { newsletterConfirmMail } from './newsletter-mail.ts';
import {
  confirmSubscriber,
  countSubscribersByStatus,
  unsubscribeSubscriber,
  upsertPendingSubscriber,
} from './newsletter-repository.ts';
import {
  hashToken,
  isTokenShape,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_RESEND_COOLDOWN_MS,
  newToken,
} from './newsletter-tokens.ts';

export const NEWSLETTER_CONFIRM_PATH = '/api/v1/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/v1/newsletter/unsubscribe';

/**
 * Double opt-in sign-up (issue 6). The caller always answers the same way: whether the address
 * was new, pending, confirmed or unsubscribed is never revealed. A confirmation e-mail goes out
 * for a new address, an unsubscribed one (now pending again) and a pending one past the resend
 * cool-down; the mail is queued, so timing does not tell either.
 */
export async function subscribeToNewsletter(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  email: string,
  locale: Locale,
): Promise<void> {
  const now = new Date();
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const send = await upsertPendingSubscriber(deps.db, {
    id: uuidv7(now.valueOf()),
    email,
    locale,
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    now,
    resendBefore: new Date(now.valueOf() - NEWSLETTER_RESEND_COOLDOWN_MS),
  });
  if (!send) return;
  const base = deps.config.publicUrl;
  deps.mailer.queue(
    newsletterConfirmMail(
      {
        to: email,
        confirmUrl: `${base}${NEWSLETTER_CONFIRM_PATH}?token=${confirmToken}`,
        unsubscribeUrl: `${base}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${unsubscribeToken}`,
      },
      locale,
    ),
  );
}

/** The confirmation link: unknown, malformed and expired tokens are all `invalid`. */
export async function confirmNewsletter(deps: Pick<Deps, 'db'>, token: unknown): Promise<NewsletterResult> {
  if (!isTokenShape(token)) return 'invalid';
  const now = new Date();
  const sentAfter = new Date(now.valueOf() - NEWSLETTER_CONFIRM_TTL_MS);
  return (await confirmSubscriber(deps.db, hashToken(token), now, sentAfter)) ? 'confirmed' : 'invalid';
}

/** The unsubscribe link never expires; using it twice is fine. */
export async function unsubscribeNewsletter(deps: Pick<Deps, 'db'>, token: unknown): Promise<NewsletterResult> {
  if (!isTokenShape(token)) return 'invalid';
  return (await unsubscribeSubscriber(deps.db, hashToken(token), new Date())) ? 'unsubscribed' : 'invalid';
}

export async function getNewsletterStats(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<NewsletterStats> {
  assertAdmin(user);
  const rows = await countSubscribersByStatus(deps.db);
  const stats: NewsletterStats = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const status of newsletterStatuses) {
    stats[status] = Number(rows.find((row) => row.status === status)?.count ?? 0);
  }
  return stats;
}
