import { ApiError, apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { uuidv7 } from '@rbax/shared/ids';
import type { PendingMethod } from '@/lib/offline/offline-db';
import { mustQueue, queueRequest } from '@/lib/offline/offline-queue';

export type MutationRequest<T> = {
  method: PendingMethod;
  body?: unknown;
  /** What the caller shows until the queued request reaches the server (the optimistic result). */
  whenQueued: () => T;
  /** A key the caller derives (e.g. one per focus session, shared by tabs); a fresh one otherwise. */
  idempotencyKey?: string;
};

/**
 * A change that survives the network going away (ARCHITECTURE §7): sent at once with an
 * `Idempotency-Key` when online and nothing waits before it; otherwise (or when the request
 * never got an answer) put in the offline queue with that same key, and the caller gets its
 * optimistic result. Refusals from the server (4xx) still reach the caller as errors.
 */
export async function sendMutation<T>(
  url: string,
  { method, body, whenQueued, idempotencyKey = uuidv7() }: MutationRequest<T>,
): Promise<T> {
  if (!mustQueue()) {
    try {
      return await apiRequest<T>(url, { method, body, idempotencyKey });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  await queueRequest({ url, method, body, idempotencyKey, language: i18n.language });
  return whenQueued();
}
