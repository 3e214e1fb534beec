import { uuidv7 } from '@rbax/shared/ids';
import { webhookWants, type WebhookPayload } from '@rbax/shared/integrations';
import type { Db } from '#src/db/client.ts';
import type { Deps } from '#src/lib/deps.ts';
import type { EventConsumerDefinition } from '#src/modules/event-log/event-log-consumer.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';
import { chatDeliveriesFor } from './chat-deliveries.ts';
import { insertDeliveries, type NewDelivery } from './webhooks-deliveries-repository.ts';
import { activeWebhooksOf, currentBoardWorkspaces, userNamesOf } from './webhooks-repository.ts';

/**
 * The `webhooks` consumer of the event log (ARCHITECTURE §3, docs/decisions/034 and 035). Inside
 * the batch's transaction it writes one delivery per (active target subscribed to the event's
 * kind, event): webhooks of the event's workspace, chat connections of its board. The unique
 * (target, event) makes a batch that runs twice harmless. After the commit it wakes the delivery
 * queue; nothing here waits for a receiver.
 *
 * A webhook hears an event of its workspace's own stream, or of a board that was in its workspace
 * when the event was written and still is now: an event of a board the workspace no longer owns
 * is not sent. A target hears only events written after it was created.
 */

export const WEBHOOKS_CONSUMER = 'webhooks';

export type Wake = () => Promise<void>;

export function webhooksConsumer(deps: Pick<Deps, 'config'>, wake: Wake): EventConsumerDefinition<number> {
  return {
    name: WEBHOOKS_CONSUMER,
    kinds: 'all',
    async handle(tx, events) {
      const deliveries = [
        ...(await webhookDeliveriesFor(tx, events)),
        ...(await chatDeliveriesFor(tx, deps.config, events)),
      ];
      return deliveries.length === 0 ? 0 : insertDeliveries(tx, deliveries);
    },
    async afterCommit(inserted) {
      if (inserted > 0) await wake();
    },
  };
}

/** The JSON a webhook receives (the same bytes on every attempt). */
export function webhookBody(payload: WebhookPayload): string {
  const { id, kind, createdAt, workspaceId, boardId, actor, data } = payload;
  return JSON.stringify({ id, kind, createdAt, workspaceId, boardId, actor, data });
}

async function webhookDeliveriesFor(tx: Db, events: readonly ConsumedEvent[]): Promise<NewDelivery[]> {
  const workspaceIds = [...new Set(events.flatMap((event) => (event.workspaceId ? [event.workspaceId] : [])))];
  const targets = await activeWebhooksOf(tx, workspaceIds);
  if (targets.length === 0) return [];
  const withTargets = new Set(targets.map((target) => target.workspaceId));
  const relevant = events.filter((event) => event.workspaceId && withTargets.has(event.workspaceId));
  const boardIds = [...new Set(relevant.flatMap((event) => (event.boardId ? [event.boardId] : [])))];
  const actorIds = [...new Set(relevant.flatMap((event) => (event.actorId ? [event.actorId] : [])))];
  const [boardWorkspaces, names] = await Promise.all([currentBoardWorkspaces(tx, boardIds), userNamesOf(tx, actorIds)]);

  const deliveries: NewDelivery[] = [];
  for (const event of relevant) {
    if (event.boardId && boardWorkspaces.get(event.boardId) !== event.workspaceId) continue;
    const body = webhookBody({
      id: String(event.id),
      kind: event.kind,
      createdAt: event.createdAt.toISOString(),
      workspaceId: event.workspaceId,
      boardId: event.boardId,
      actor: event.actorId ? { id: event.actorId, name: names.get(event.actorId) ?? '' } : null,
      data: event.data,
    });
    for (const target of targets) {
      if (target.workspaceId !== event.workspaceId || !webhookWants(target.events, event.kind)) continue;
      if (event.createdAt < target.createdAt) continue;
      deliveries.push({
        id: uuidv7(),
        target: { kind: 'webhook', id: target.id },
        eventId: event.id,
        kind: event.kind,
        body,
      });
    }
  }
  return deliveries;
}
