import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '#src/lib/access.ts';
import { AppError, validationFailed } from '#src/lib/errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  releaseIdempotencyKey,
} from './idempotency-repository.ts';

/**
 * `Idempotency-Key` on every mutating request of /api/v1 (ARCHITECTURE §5, §7): the web app's
 * offline queue sends one per queued request, so a replay after a lost response never applies a
 * change twice. Per user, the first request claims the key with a pending row; its final response
 * (2xx or 4xx) is stored for 24 h and a repeat gets that response back (`Idempotent-Replayed:
 * true`) without running the handler. A repeat with another method, URL or body is 422; one that
 * arrives while the first is still running is 409. A 5xx or an aborted request releases the key,
 * so the client's retry runs again. A pending row is only a 5-minute lease, so a process that died
 * mid-request does not hold the key for a day (idempotency-repository.ts).
 *
 * The claim happens in preValidation: the JSON body is parsed by then and a schema-validation 400
 * is stored and replayed like any other 4xx. Requests without a signed-in user are left alone
 * (they get their 401). Multipart uploads are excluded: their body is a stream the handler reads,
 * so there is nothing to hash before it runs, and an upload repeated creates a new, unused file.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** 1–200 printable ASCII characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;
/** Expired rows are purged at most this often, piggybacking on a claim; no timer keeps the process alive. */
const PURGE_INTERVAL_MS = 60_000;

export const idempotencyInProgress = () => new AppError(409, 'idempotency_in_progress', 'errors.idempotencyInProgress');
export const idempotencyKeyReused = () => new AppError(422, 'idempotency_key_reused', 'errors.idempotencyKeyReused');

type Claim = { userId: string; key: string; settled: boolean };

/** JSON with object keys sorted at every depth, so `{a,b}` and `{b,a}` hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').trimStart().toLowerCase().startsWith('multipart/');
}

function parseKey(header: string | string[]): string {
  const key = Array.isArray(header) ? header.join(', ') : header;
  if (!KEY_PATTERN.test(key)) {
    throw validationFailed([{ path: ['headers', IDEMPOTENCY_HEADER], message: 'validation.invalidValue' }]);
  }
  return key;
}

/** The payload onSend sees, as text to store; null when empty, undefined when it cannot be stored (a stream). */
function storableBody(payload: unknown): string | null | undefined {
  if (payload === null || payload === undefined || payload === '') return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

function contentTypeOf(reply: FastifyReply): string | null {
  const value = reply.getHeader('content-type');
  return value === undefined ? null : String(value);
}

/** Adds the idempotency hooks to the /api/v1 scope; call it before the routes are registered. */
export function registerIdempotency(api: FastifyInstance): void {
  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastPurge = 0;

  async function purgeOccasionally(request: FastifyRequest): Promise<void> {
    const now = Date.now();
    if (now - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now;
    try {
      await purgeExpiredIdempotencyKeys(request.server.database.db);
    } catch (err) {
      request.log.warn({ err }, 'idempotency purge failed');
    }
  }

  async function release(request: FastifyRequest, claim: Claim): Promise<void> {
    claim.settled = true;
    try {
      await releaseIdempotencyKey(request.server.database.db, claim);
    } catch (err) {
      request.log.error({ err }, 'idempotency key release failed');
    }
  }

  api.addHook('preValidation', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !MUTATING.has(request.method) || isMultipart(request)) return;
    const user = await currentUser(request);
    if (!user) return;
    // An API key has its own keys: it never replays what the session (or another key) was answered.
    const key = user.apiKey ? `api-key:${user.apiKey.id}:${parseKey(header)}` : parseKey(header);
    const db = request.server.database.db;
    await purgeOccasionally(request);
    const hash = requestHash(request.method, request.url, request.body);
    const outcome = await claimIdempotencyKey(db, {
      userId: user.id,
      key,
      method: request.method,
      path: request.url,
      requestHash: hash,
    });
    if (outcome.claimed) {
      claims.set(request, { userId: user.id, key, settled: false });
      return;
    }
    const { row } = outcome;
    if (row.request_hash !== hash) throw idempotencyKeyReused();
    if (row.status === null) throw idempotencyInProgress();
    reply.code(row.status).header(REPLAYED_HEADER, 'true');
    if (row.content_type) reply.header('content-type', row.content_type);
    return reply.send(row.response === null ? undefined : Buffer.from(row.response, 'utf8'));
  });

  // Instance hooks run before route-level ones, so the payload is still uncompressed here.
  api.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim || claim.settled) return payload;
    const body = storableBody(payload);
    if (reply.statusCode >= 500 || body === undefined) {
      await release(request, claim);
      return payload;
    }
    claim.settled = true;
    try {
      await completeIdempotencyKey(request.server.database.db, claim, {
        status: reply.statusCode,
        body,
        contentType: contentTypeOf(reply),
      });
    } catch (err) {
      request.log.error({ err }, 'idempotency response not stored');
      await release(request, claim);
    }
    return payload;
  });

  // A request that never reached onSend (aborted, or failed while sending) must not hold its key.
  const releaseUnsettled = async (request: FastifyRequest) => {
    const claim = claims.get(request);
    if (claim && !claim.settled) await release(request, claim);
  };
  api.addHook('onResponse', releaseUnsettled);
  api.addHook('onRequestAbort', releaseUnsettled);
}
