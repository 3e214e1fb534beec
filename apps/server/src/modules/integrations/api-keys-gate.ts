import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#src/config/env.ts';
import { assertApiKeyMayCall, currentUser } from '#src/lib/access.ts';
import { AppError, rateLimited } from '#src/lib/errors.ts';
import { bearerToken, hashApiKey } from './api-keys-auth.ts';

/**
 * What every `/api/v1` request with an API key goes through before its route
 * (docs/decisions/033-api-keys.md): a per-key rate limit (API_KEY_RATE_LIMIT_MAX a minute, on
 * top of the per-IP one), then 401 for a key that is unknown, revoked, expired or whose owner is
 * banned, then the key's own limits from lib/access.ts (403). Requests without a key pass by.
 *
 * No CSRF concern: a key request is authenticated by its header alone (the cookie is not read),
 * which a cross-site page cannot set; the origin/content-type guard still applies and lets a
 * client without an Origin (curl, scripts) send JSON.
 */

const API_PREFIX = '/api/v1';

/** The path after `/api/v1`: the matched route's pattern when there is one (never the raw URL). */
function pathInApi(request: FastifyRequest): string {
  const path = (request.routeOptions.url ?? request.url).replace(/\/{2,}/g, '/');
  return path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
}

const apiKeyInvalid = () => new AppError(401, 'unauthorized', 'errors.apiKeyInvalid');

export function registerApiKeyGate(api: FastifyInstance, config: Pick<Config, 'apiKeyRateLimitMax'>): void {
  // Its own limiter: @fastify/rate-limit runs only one `rateLimit` hook per request (the per-IP one).
  const perKey = api.createRateLimit({
    max: config.apiKeyRateLimitMax,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${hashApiKey(bearerToken(request) ?? '')}`,
  });
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (bearerToken(request) === null) return;
    const limit = await perKey(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw rateLimited(Math.max(1, limit.ttlInSeconds));
    }
    const user = await currentUser(request);
    if (!user?.apiKey) {
      reply.header('www-authenticate', 'Bearer');
      throw apiKeyInvalid();
    }
    assertApiKeyMayCall(user.apiKey, request.method, pathInApi(request));
  });
}
