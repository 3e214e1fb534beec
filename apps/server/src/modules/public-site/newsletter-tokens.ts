import { createHash, randomBytes } from 'node:crypto';

/** A confirmation link works for this long after it was sent. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;
export const NEWSLETTER_CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_TTL_DAYS * 24 * 60 * 60 * 1000;
/**
 * A repeated sign-up of a pending address re-sends the confirmation (the first may be lost), but
 * at most once in this window, so the form cannot be used to flood someone's inbox.
 */
export const NEWSLETTER_RESEND_COOLDOWN_MS = 5 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. Only its sha256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
