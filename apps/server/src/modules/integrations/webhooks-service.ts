import { uuidv7 } from '@rbax/shared/ids';
import {
  WEBHOOK_TEST_EVENT,
  WEBHOOKS_PER_WORKSPACE_MAX,
  type CreateWebhookInput,
  type DeliveryListQuery,
  type UpdateWebhookInput,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookList,
  type WebhookWithSecret,
} from '@rbax/shared/integrations';
import { assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import { assertPlanAllows } from '#src/modules/billing/billing-plan.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { webhookBody, type Wake } from './webhooks-consumer.ts';
import { cancelPendingDeliveries, insertDeliveries } from './webhooks-deliveries-repository.ts';
import { lastDeliveriesOf, type LastDelivery } from './webhooks-delivery-log-repository.ts';
import {
  assertDeliverableUrl,
  deliveryOf,
  deliveryPage,
  lastDeliveryView,
  redeliverTo,
} from './webhooks-deliveries-service.ts';
import {
  countWorkspaceWebhooks,
  deleteWebhookRow,
  findWebhook,
  insertWebhook,
  listWorkspaceWebhooks,
  lockWorkspaceWebhooks,
  updateWebhookRow,
  type WebhookRow,
} from './webhooks-repository.ts';
import { sealSecret } from './secrets.ts';
import { generateWebhookSecret, secretContext } from './webhooks-secrets.ts';

/**
 * Outgoing webhooks of a workspace (issue 18, docs/decisions/035-webhooks-and-chat.md), managed
 * by its owner and admins (`manage`; members and viewers 403, strangers 404). The secret is
 * generated here and sent back only when created or rotated. Nothing here waits for a receiver:
 * a test event or a redelivery is a delivery row and a wake-up of the worker.
 */

export type WebhooksDeps = Pick<Deps, 'db' | 'config'> & { wake: Wake };

function toWebhook(row: WebhookRow, last: LastDelivery | undefined): Webhook {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    url: row.url,
    events: row.events,
    active: row.active,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    consecutiveFailures: row.consecutiveFailures,
    lastDelivery: lastDeliveryView(last),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function viewOf(deps: WebhooksDeps, row: WebhookRow): Promise<Webhook> {
  const last = await lastDeliveriesOf(deps.db, 'webhook', [row.id]);
  return toWebhook(row, last.get(row.id));
}

/** The webhook, once its workspace's `manage` right is checked (404 when unknown or not visible). */
async function managedWebhook(deps: WebhooksDeps, user: SessionUser, id: string): Promise<WebhookRow> {
  const row = await findWebhook(deps.db, id);
  if (!row) throw notFound();
  await assertWorkspace(deps.db, user, 'manage', row.workspaceId);
  return row;
}

export async function listWebhooks(deps: WebhooksDeps, user: SessionUser, workspaceId: string): Promise<WebhookList> {
  await assertWorkspace(deps.db, user, 'manage', workspaceId);
  const rows = await listWorkspaceWebhooks(deps.db, workspaceId);
  const last = await lastDeliveriesOf(
    deps.db,
    'webhook',
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toWebhook(row, last.get(row.id))) };
}

export async function createWebhook(
  deps: WebhooksDeps,
  user: SessionUser,
  workspaceId: string,
  input: CreateWebhookInput,
): Promise<WebhookWithSecret> {
  await assertWorkspace(deps.db, user, 'manage', workspaceId);
  await assertPlanAllows(deps.db, workspaceId, { feature: 'integrations' });
  await assertDeliverableUrl(deps.config, input.url);
  const id = uuidv7();
  const secret = generateWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspaceWebhooks(tx, workspaceId);
    if ((await countWorkspaceWebhooks(tx, workspaceId)) >= WEBHOOKS_PER_WORKSPACE_MAX) {
      throw new AppError(409, 'conflict', 'errors.webhookLimit', { params: { max: WEBHOOKS_PER_WORKSPACE_MAX } });
    }
    return insertWebhook(tx, {
      id,
      workspaceId,
      url: input.url,
      events: input.events,
      active: input.active ?? true,
      secretEncrypted: sealSecret(deps.config.authSecret, secret, secretContext('webhook', id)),
      createdBy: user.id,
    });
  });
  return { ...toWebhook(row, undefined), secret };
}

/**
 * URL, events, on/off. Turning it off cancels its waiting deliveries; turning it on again (also
 * after the server turned it off) starts its failure count afresh.
 */
export async function updateWebhook(
  deps: WebhooksDeps,
  user: SessionUser,
  id: string,
  input: UpdateWebhookInput,
): Promise<Webhook> {
  const current = await managedWebhook(deps, user, id);
  if (input.url !== undefined) await assertDeliverableUrl(deps.config, input.url);
  const row = await deps.db.transaction(async (tx) => {
    const turningOn = input.active === true && !current.active;
    const turningOff = input.active === false && current.active;
    if (turningOff) await cancelPendingDeliveries(tx, { kind: 'webhook', id });
    return updateWebhookRow(tx, id, {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(turningOn ? { consecutiveFailures: 0, disabledAt: null } : {}),
    });
  });
  return viewOf(deps, row);
}

export async function deleteWebhook(deps: WebhooksDeps, user: SessionUser, id: string): Promise<void> {
  const row = await managedWebhook(deps, user, id);
  await deleteWebhookRow(deps.db, id, row.workspaceId);
}

/** A new secret, shown this once; the old one stops signing at once. */
export async function rotateWebhookSecret(
  deps: WebhooksDeps,
  user: SessionUser,
  id: string,
): Promise<WebhookWithSecret> {
  await managedWebhook(deps, user, id);
  const secret = generateWebhookSecret();
  const row = await updateWebhookRow(deps.db, id, {
    secretEncrypted: sealSecret(deps.config.authSecret, secret, secretContext('webhook', id)),
  });
  return { ...(await viewOf(deps, row)), secret };
}

/** A `ping` delivery (one attempt, even when the webhook is off), signed like any other. */
export async function sendWebhookTest(deps: WebhooksDeps, user: SessionUser, id: string): Promise<WebhookDelivery> {
  const row = await managedWebhook(deps, user, id);
  const deliveryId = uuidv7();
  const body = webhookBody({
    id: deliveryId,
    kind: WEBHOOK_TEST_EVENT,
    createdAt: new Date().toISOString(),
    workspaceId: row.workspaceId,
    boardId: null,
    actor: { id: user.id, name: user.name },
    data: { webhookId: row.id, test: true },
  });
  await insertDeliveries(deps.db, [
    { id: deliveryId, target: { kind: 'webhook', id }, eventId: null, kind: WEBHOOK_TEST_EVENT, body, manual: true },
  ]);
  await deps.wake();
  return deliveryOf(deps.db, { kind: 'webhook', id }, deliveryId);
}

export async function listWebhookDeliveries(
  deps: WebhooksDeps,
  user: SessionUser,
  id: string,
  query: DeliveryListQuery,
): Promise<WebhookDeliveryList> {
  await managedWebhook(deps, user, id);
  return deliveryPage(deps.db, { kind: 'webhook', id }, query);
}

export async function redeliverWebhookDelivery(
  deps: WebhooksDeps,
  user: SessionUser,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await managedWebhook(deps, user, id);
  return redeliverTo(deps.db, { kind: 'webhook', id }, deliveryId, deps.wake);
}
