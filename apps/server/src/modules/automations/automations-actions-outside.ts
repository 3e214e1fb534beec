import { sql } from 'drizzle-orm';
import { uuidv7 } from '@rbax/shared/ids';
import type { ActionOf } from '@rbax/shared/automations/rules';
import { renderTemplate } from '@rbax/shared/automations/template-vars';
import type { Db } from '#src/db/client.ts';
import { rows } from '#src/db/raw.ts';
import { createNotifications } from '#src/modules/notifications/notifications-producer.ts';
import { findWebhook } from '#src/modules/integrations/webhooks-repository.ts';
import { insertDeliveries } from '#src/modules/integrations/webhooks-deliveries-repository.ts';
import { webhookBody } from '#src/modules/integrations/webhooks-consumer.ts';
import { ActionError, templateVars, type ActionContext, type ActionResult } from './automations-action-context.ts';

/**
 * The actions that reach outside the card (issue 20, design note §7.4, §7.7.11): `notify`
 * through the notifications module and `send_webhook` through the integrations' deliveries, both
 * written in the run's transaction (sent after commit by their own workers).
 */

/* ---------- notifications ---------- */

/** Longest text of a `notify` notification (its excerpt). */
export const NOTIFY_TEXT_MAX = 500;

/** Who manages the board: the owner of a personal board, the workspace's owners and admins. */
async function boardAdminIds(db: Db, boardId: string): Promise<string[]> {
  const found = await rows<{ user_id: string }>(
    db,
    sql`SELECT b.owner_id AS user_id FROM boards b
        WHERE b.id = ${boardId} AND (b.workspace_id IS NULL OR EXISTS (
          SELECT 1 FROM workspace_members wm WHERE wm.workspace_id = b.workspace_id AND wm.user_id = b.owner_id))
        UNION
        SELECT wm.user_id FROM workspace_members wm JOIN boards b ON b.workspace_id = wm.workspace_id
        WHERE b.id = ${boardId} AND wm.role IN ('owner', 'admin')`,
  );
  return found.map((row) => row.user_id);
}

/**
 * A `card.automation` notification to each target, through the notifications module: the person
 * must still read the board and not have turned the kind off; e-mail follows their preference
 * (the notifications' mail sweep sends it). Nobody to notify is not an error: nothing changes.
 */
export async function notify(ctx: ActionContext, action: ActionOf<'notify'>): Promise<ActionResult> {
  const { card } = ctx;
  const ids = new Set<string>();
  for (const target of action.to) {
    if (target === 'assignee') {
      if (card.assigneeId) ids.add(card.assigneeId);
    } else if (target === 'creator') {
      if (card.createdBy) ids.add(card.createdBy);
    } else if (target === 'board_admins') {
      for (const id of await boardAdminIds(ctx.tx, card.boardId)) ids.add(id);
    } else ids.add(target.userId);
  }
  ctx.effects.notifications += 1;
  const text = renderTemplate(action.template, await templateVars(ctx)).slice(0, NOTIFY_TEXT_MAX);
  const created = await createNotifications(
    ctx.tx,
    [...ids].map((userId) => ({
      userId,
      kind: 'card.automation' as const,
      actorId: null,
      workspaceId: card.workspaceId,
      boardId: card.boardId,
      cardId: card.id,
      eventId: null,
      dedupeKey: `automation:${ctx.marker.runId}:${ctx.effects.notifications}`,
      data: {
        excerpt: text,
        cardTitle: card.title,
        boardTitle: card.boardName,
        automation: ctx.ruleName,
        automationId: ctx.marker.ruleId,
        automationName: ctx.ruleName,
      },
    })),
  );
  return { changed: created.length > 0, detail: { notified: created.length } };
}

/* ---------- webhooks ---------- */

/** Kind (and `X-RBAX-Event`) of the delivery a `send_webhook` action queues. */
export const AUTOMATION_WEBHOOK_EVENT = 'automation.webhook';

export async function sendWebhook(ctx: ActionContext, action: ActionOf<'send_webhook'>): Promise<ActionResult> {
  const { card } = ctx;
  const webhook = await findWebhook(ctx.tx, action.webhookId);
  if (!webhook || webhook.workspaceId !== card.workspaceId) throw new ActionError('webhook not found');
  if (!webhook.active) throw new ActionError('the webhook is disabled');
  const id = uuidv7();
  const body = webhookBody({
    id,
    kind: AUTOMATION_WEBHOOK_EVENT,
    createdAt: ctx.now.toISOString(),
    workspaceId: card.workspaceId,
    boardId: card.boardId,
    actor: null,
    data: {
      automation: { ...ctx.marker, name: ctx.ruleName },
      card: {
        id: card.id,
        title: card.title,
        columnId: card.columnId,
        priority: card.priority,
        assigneeId: card.assigneeId,
        labelIds: card.labelIds,
        dueDate: card.dueDate?.toISOString() ?? null,
        valueBrl: card.valueBrl,
      },
    },
  });
  await insertDeliveries(ctx.tx, [
    { id, target: { kind: 'webhook', id: webhook.id }, eventId: null, kind: AUTOMATION_WEBHOOK_EVENT, body },
  ]);
  ctx.effects.webhooks += 1;
  return { changed: true, detail: { deliveryId: id } };
}
