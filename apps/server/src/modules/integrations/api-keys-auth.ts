import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  API_KEY_LAST_USED_PRECISION_MS,
  API_KEY_PREFIX,
  apiKeyScopes,
  type ApiKeyScope,
} from '@rbax/shared/integrations';
import type { Db } from '#src/db/client.ts';
import { dateOf } from '#src/db/raw.ts';
import type { ApiKeyGrant } from '#src/lib/access.ts';
import { findApiKeyUser, touchApiKey } from './api-keys-repository.ts';

/**
 * "Which key is this request?" for lib/access.ts (docs/decisions/033-api-keys.md): the key
 * travels as `Authorization: Bearer rbax_…` on `/api/v1` routes only, and is found by its
 * SHA-256 in one query with its owner. Nothing is cached, so revoking, expiry, a ban or a
 * removal from a workspace apply to the very next request.
 */

/** Longer than any key we make; anything longer is not worth hashing. */
const KEY_MAX_LENGTH = 200;
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The stored form of a key: SHA-256, hex. A key has ~238 random bits, so no salt or stretching is needed. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const tokens = new WeakMap<FastifyRequest, string | null>();

function readBearerToken(request: FastifyRequest): string | null {
  const path = request.url.replace(/\/{2,}/g, '/');
  if (path !== '/api/v1' && !path.startsWith('/api/v1/') && !path.startsWith('/api/v1?')) return null;
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** The Bearer token of a request to `/api/v1`, or null (then the session cookie decides). */
export function bearerToken(request: FastifyRequest): string | null {
  let token = tokens.get(request);
  if (token === undefined) {
    token = readBearerToken(request);
    tokens.set(request, token);
  }
  return token;
}

export type ApiKeyOwner = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: string;
  locale: string | null;
  theme: string | null;
  createdAt: Date;
};

const asScopes = (values: string[]): ApiKeyScope[] =>
  values.filter((value): value is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(value));

/**
 * The key's owner and what the key grants; null for an unknown (or revoked: the row is gone) or
 * expired key, or a banned owner. Records the use at most once a minute per key.
 */
export async function authenticateApiKey(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ user: ApiKeyOwner; grant: ApiKeyGrant } | null> {
  if (!token.startsWith(API_KEY_PREFIX) || token.length > KEY_MAX_LENGTH) return null;
  const row = await findApiKeyUser(db, hashApiKey(token));
  if (!row || row.banned) return null;
  if (row.expires_at !== null && dateOf(row.expires_at).valueOf() <= now.valueOf()) return null;
  const staleBefore = new Date(now.valueOf() - API_KEY_LAST_USED_PRECISION_MS);
  if (row.last_used_at === null || dateOf(row.last_used_at) < staleBefore) {
    await touchApiKey(db, row.key_id, now, staleBefore);
  }
  return {
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.email_verified,
      image: row.image,
      role: row.role,
      locale: row.locale,
      theme: row.theme,
      createdAt: dateOf(row.created_at),
    },
    grant: { id: row.key_id, scopes: asScopes(row.scopes), workspaceIds: row.workspace_ids },
  };
}
