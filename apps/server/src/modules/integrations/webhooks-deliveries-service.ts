import type {
  DeliveryListQuery,
  DeliveryStatus,
  WebhookDelivery,
  WebhookDeliveryList,
} from '@rbax/shared/integrations';
import type { MessageKey } from '@rbax/shared/messages';
import type { Config } from '#src/config/env.ts';
import type { Db } from '#src/db/client.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { checkOutboundUrl, OutboundRefusedError, type OutboundRefusal } from './outbound-http.ts';
import type { Target } from './webhooks-deliveries-repository.ts';
import {
  attemptsOf,
  findDelivery,
  listDeliveries,
  redeliverRow,
  type AttemptRow,
  type DeliveryRow,
  type LastDelivery,
} from './webhooks-delivery-log-repository.ts';

/**
 * What webhooks and chat connections share (docs/decisions/035): the URL check at create and
 * update time (the same guard the worker runs at every delivery), and the delivery log.
 * Callers authorize first.
 */

const refusalMessages: Record<OutboundRefusal, MessageKey> = {
  invalid: 'validation.webhookUrlInvalid',
  https: 'validation.webhookUrlHttps',
  private: 'validation.webhookUrlPrivate',
  unresolvable: 'validation.webhookUrlUnresolvable',
};

/** 400 on `url` with a clear message when the guard would refuse it. */
export async function assertDeliverableUrl(config: Pick<Config, 'webhooks'>, url: string): Promise<void> {
  try {
    await checkOutboundUrl(url, { allowedHosts: config.webhooks.allowedHosts });
  } catch (error) {
    if (error instanceof OutboundRefusedError) {
      throw validationFailed([{ path: ['url'], message: refusalMessages[error.reason] }]);
    }
    throw error;
  }
}

/** Whether a URL's host is exempt from the guard (a chat connection then skips the provider's URL pattern). */
export function isAllowListed(config: Pick<Config, 'webhooks'>, url: string): boolean {
  try {
    return config.webhooks.allowedHosts.includes(new URL(url).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1'));
  } catch {
    return false;
  }
}

function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    kind: row.kind,
    eventId: row.eventId === null ? null : String(row.eventId),
    status: row.status as DeliveryStatus,
    manual: row.manual,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    attemptLog: attempts.map((a) => ({
      attempt: a.attempt,
      at: a.startedAt.toISOString(),
      ok: a.ok,
      responseStatus: a.responseStatus,
      durationMs: a.durationMs,
      responseExcerpt: a.responseExcerpt,
      error: a.error,
    })),
  };
}

async function withAttempts(db: Db, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const attempts = await attemptsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toDelivery(
      row,
      attempts.filter((a) => a.deliveryId === row.id),
    ),
  );
}

export const DELIVERY_PAGE_DEFAULT = 30;

export async function deliveryPage(db: Db, target: Target, query: DeliveryListQuery): Promise<WebhookDeliveryList> {
  const rows = await listDeliveries(db, target, query.limit ?? DELIVERY_PAGE_DEFAULT, query.before);
  return { items: await withAttempts(db, rows) };
}

export async function deliveryOf(db: Db, target: Target, id: string): Promise<WebhookDelivery> {
  const row = await findDelivery(db, target, id);
  if (!row) throw notFound();
  const [delivery] = await withAttempts(db, [row]);
  return delivery!;
}

/** Sends a delivery again under its id (a new attempt), then wakes the worker; 404 for another target's. */
export async function redeliverTo(
  db: Db,
  target: Target,
  deliveryId: string,
  wake: () => Promise<void>,
): Promise<WebhookDelivery> {
  if (!(await findDelivery(db, target, deliveryId))) throw notFound();
  await redeliverRow(db, target, deliveryId, new Date());
  await wake();
  return deliveryOf(db, target, deliveryId);
}

export function lastDeliveryView(last: LastDelivery | undefined) {
  return last
    ? { status: last.status as DeliveryStatus, at: last.at.toISOString(), responseStatus: last.responseStatus }
    : null;
}
