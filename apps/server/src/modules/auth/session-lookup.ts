import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows, type RawTimestamp } from '#src/db/raw.ts';

/**
 * The fast path of "who is this request?" (decision 016): verify the signed session cookie
 * better-auth set, then read session and user in ONE query. Nothing is cached, so a revoked
 * session or a ban applies to the very next request. When better-auth would refresh the
 * session (sliding expiry), the caller takes better-auth's own path instead.
 */

export const SESSION_COOKIE = 'better-auth.session_token';
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
const DONT_REMEMBER_COOKIE = 'better-auth.dont_remember';

/** better-auth's defaults (we do not override them): 7-day sessions, refreshed once a day. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Cookie values whose signature was verified, per secret: a signature checks the same every time,
 * so each person's cookie is verified once per process instead of on every request. Only valid
 * signatures are kept (whether the session is still live is read on every request), and the map
 * starts again when full.
 */
const verified = new Map<string, string>();
const VERIFIED_MAX = 10_000;

/** The session token when the cookie carries a valid signature; null otherwise. */
export function signedSessionToken(cookieHeader: string | undefined, secret: string, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const raw = cookieValue(cookieHeader, secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
  if (!raw) return null;
  const key = `${secret}\u0000${raw}`;
  const known = verified.get(key);
  if (known !== undefined) return known;
  const dot = raw.lastIndexOf('.');
  if (dot < 1) return null;
  const token = raw.slice(0, dot);
  const signature = Buffer.from(raw.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(key, token);
  return token;
}

export const wantsNoRefresh = (cookieHeader: string | undefined, secure: boolean) =>
  Boolean(
    cookieHeader && cookieValue(cookieHeader, secure ? `__Secure-${DONT_REMEMBER_COOKIE}` : DONT_REMEMBER_COOKIE),
  );

export type SessionUserRow = {
  expires_at: RawTimestamp;
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  role: string;
  banned: boolean;
  locale: string | null;
  theme: string | null;
  created_at: RawTimestamp;
};

export function findSessionUser(db: Db, token: string): Promise<SessionUserRow | undefined> {
  return firstRow<SessionUserRow>(
    db,
    sql`SELECT s.expires_at, u.id, u.name, u.email, u.email_verified, u.image, u.role, u.banned, u.locale, u.theme, u.created_at
        FROM "session" s JOIN "user" u ON u.id = s.user_id
        WHERE s.token = ${token}`,
  );
}

/** Whether better-auth would extend this session now (it then also renews the cookie). */
export function sessionNeedsRefresh(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.valueOf() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now;
}

/** Which of these session tokens still belong to a live session of an account that is not banned. */
export async function liveSessionTokens(db: Db, tokens: string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const found = await rows<{ token: string }>(
    db,
    sql`SELECT s.token FROM "session" s JOIN "user" u ON u.id = s.user_id
        WHERE s.token = ANY(string_to_array(${tokens.join(',')}, ',')) AND s.expires_at > now() AND NOT u.banned`,
  );
  return new Set(found.map((row) => row.token));
}
