import { errorBodySchema } from '@rbax/shared/errors';
import { z } from 'zod';

/** OpenAPI security requirement of every signed-in route (the session cookie). */
export const sessionSecurity = [{ session: [] }];

/** `:id` path parameter shared by the REST routes. */
export const idParams = z.object({ id: z.string().min(1).max(100) });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** Documented error responses of a route, all in the API's error shape. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}
