import type { FastifyReply } from 'fastify';
import { errorBodySchema } from '@rbax/shared/errors';
import { idSchema } from '@rbax/shared/validation';
import { z } from 'zod';

/**
 * OpenAPI security requirement of every signed-in route: the session cookie, or an API key
 * (`Authorization: Bearer rbax_…`, docs/decisions/033-api-keys.md). plugins/openapi.ts keeps
 * every route's list truthful: a route no key may call (`apiKeyMayCallPath`) lists the session only.
 */
export const sessionSecurity: Record<string, string[]>[] = [{ session: [] }, { apiKey: [] }];

/** Signed-in routes that an API key may not call (keys, account, administration). */
export const sessionOnlySecurity: Record<string, string[]>[] = [{ session: [] }];

/** `:id` path parameter shared by the REST routes; one that is not a UUID is 404 (error-handler.ts). */
export const idParams = z.object({ id: idSchema });

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504;

/** Documented error responses of a route, all in the API's error shape. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/**
 * Sends JSON text a service already assembled (the board detail): Fastify does not run the
 * route's serializer over a string, so the documented schema stays a promise the tests check.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
