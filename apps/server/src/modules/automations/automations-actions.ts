import { sql } from 'drizzle-orm';
import type { EventData, EventKind } from '@rbax/shared/event-log';
import { uuidv7 } from '@rbax/shared/ids';
import { brlToCents } from '@rbax/shared/automations/conditions';
import { autoAssign, PRIORITY_WEIGHT, type AutoAssignCandidate } from '@rbax/shared/automations/auto-assign';
import type { AutomationMarker } from '@rbax/shared/automations/triggers';
import type { Action, ActionOf, AutoAssignAction } from '@rbax/shared/automations/rules';
import { renderTemplate } from '@rbax/shared/automations/template-vars';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows, textArray, type RawTimestamp, dateOf } from '#src/db/raw.ts';
import { keyBetween } from '#src/lib/positions.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { appendEvent, type NewEvent } from '#src/modules/event-log/event-log-writer.ts';
import { insertCard, lockPositions, setCardLabels, updateCardRow } from '#src/modules/cards/cards-repository.ts';
import { isActiveColumnOfBoard } from '#src/modules/cards/cards-system-service.ts';
import { positionFor } from '#src/modules/cards/cards-sql.ts';
import { insertComment } from '#src/modules/comments/comments-repository.ts';
import { insertItem, itemsOfCard, updateItemRow } from '#src/modules/checklist/checklist-repository.ts';
import { createNotifications } from '#src/modules/notifications/notifications-producer.ts';
import { findWebhook } from '#src/modules/integrations/webhooks-repository.ts';
import { insertDeliveries } from '#src/modules/integrations/webhooks-deliveries-repository.ts';
import { webhookBody } from '#src/modules/integrations/webhooks-consumer.ts';
import { activeColumns, findFlowBoard, findSettingsRow } from '#src/modules/analytics/flow-board-repository.ts';
import { resolveFlowSettings } from '#src/modules/analytics/flow-settings.ts';
import { labelIdsOfBoard, readerIdsOfBoard } from './automations-repository.ts';
import type { CardState } from './automations-card-state.ts';

/**
 * The actions of a rule (issue 20, design note §7.4 and §7.6), written as the 'Automação' actor:
 * every event has no actor and carries `data.automation = { ruleId, runId, depth }` (the marker
 * the triggers read, triggers.ts). They write with the card modules' repositories inside the
 * run's transaction — the services open their own transactions and act for a person — the same
 * rows and events a person's change writes, so the board, the history, the analytics and the
 * webhooks see an ordinary change.
 *
 * Idempotent by state (§7.7 rule 7): an action whose target state already holds changes nothing
 * and writes no event (`changed: false`). A failing action throws an ActionError; the executor
 * rolls its savepoint back and records the message.
 */

export class ActionError extends Error {}

export type ActionContext = {
  tx: Db;
  card: CardState;
  marker: AutomationMarker;
  /** The person whose event triggered the run (assign_user `to: 'actor'`), if any. */
  actorId: string | null;
  ruleName: string;
  now: Date;
  publicUrl: string;
  /** Set when a webhook delivery was queued (the caller wakes the delivery worker after commit). */
  effects: { webhooks: number; notifications: number };
};

export type ActionResult = { changed: boolean; detail?: unknown };

/** The kind's data with the automation marker (the catalogue lists it as optional `automation`). */
function marked<K extends EventKind>(data: EventData<K>, marker: AutomationMarker): EventData<K> {
  return { ...data, automation: marker } as EventData<K>;
}

async function emit<K extends EventKind>(ctx: ActionContext, kind: K, data: EventData<K>): Promise<number> {
  const event = {
    kind,
    boardId: ctx.card.boardId,
    workspaceId: ctx.card.workspaceId,
    actorId: null,
    entityId: ctx.card.id,
    data: marked(data, ctx.marker),
  } as NewEvent<K>;
  return (await appendEvent(ctx.tx, event)).id;
}

/** Bumps the card's version with `patch` and returns the new version. */
async function patchCard(ctx: ActionContext, patch: Parameters<typeof updateCardRow>[3]): Promise<number> {
  const next = await updateCardRow(ctx.tx, ctx.card.boardId, ctx.card.id, patch);
  if (!next) throw new ActionError('card not found');
  ctx.card.version = next.version;
  return next.version;
}

async function cardUpdated(ctx: ActionContext, changes: Record<string, { old: unknown; new: unknown }>) {
  await emit(ctx, 'card.updated', { version: ctx.card.version, changes });
}

function assertEditable(card: CardState) {
  if (card.archived) throw new ActionError('the card is archived');
}

export async function runAction(ctx: ActionContext, action: Action): Promise<ActionResult> {
  switch (action.type) {
    case 'move_card':
      return moveCard(ctx, action);
    case 'set_priority': {
      assertEditable(ctx.card);
      if (ctx.card.priority === action.value) return { changed: false };
      const old = ctx.card.priority;
      await patchCard(ctx, { priority: action.value });
      ctx.card.priority = action.value;
      await cardUpdated(ctx, { priority: { old, new: action.value } });
      return { changed: true };
    }
    case 'add_labels':
    case 'remove_labels':
      return changeLabels(ctx, action);
    case 'assign_user': {
      const userId = action.userId ?? (action.to === 'creator' ? ctx.card.createdBy : ctx.actorId);
      if (!userId) throw new ActionError(`nobody to assign (${action.to ?? 'user'})`);
      return setAssignee(ctx, userId);
    }
    case 'unassign':
      return setAssignee(ctx, null);
    case 'auto_assign':
      return runAutoAssign(ctx, action);
    case 'set_due_date':
      return setDueDate(ctx, action);
    case 'set_value_brl': {
      assertEditable(ctx.card);
      const cents = action.clear ? null : action.amountCents!;
      if (brlToCents(ctx.card.valueBrl) === cents) return { changed: false };
      const value = cents === null ? null : centsToDecimal(cents);
      const old = ctx.card.valueBrl;
      await patchCard(ctx, { valueBrl: value });
      ctx.card.valueBrl = value;
      await cardUpdated(ctx, { valueBrl: { old, new: value } });
      return { changed: true };
    }
    case 'add_comment':
      return addComment(ctx, action);
    case 'add_checklist':
      return addChecklist(ctx, action);
    case 'check_all_items':
      return checkAll(ctx, action.checked);
    case 'archive_card': {
      if (ctx.card.archived) return { changed: false };
      const version = await patchCard(ctx, { archived: true, archivedAt: ctx.now });
      ctx.card.archived = true;
      await emit(ctx, 'card.archived', {
        version,
        columnId: ctx.card.columnId,
        changes: { archived: { old: false, new: true } },
      });
      return { changed: true };
    }
    case 'create_card':
      return createCard(ctx, action);
    case 'notify':
      return notify(ctx, action);
    case 'send_webhook':
      return sendWebhook(ctx, action);
  }
}

export const centsToDecimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/* ---------- move ---------- */

const POSITION_CONSTRAINT = 'cards_column_position_active_uq';

async function moveCard(ctx: ActionContext, action: ActionOf<'move_card'>): Promise<ActionResult> {
  const { card, tx } = ctx;
  assertEditable(card);
  if (card.columnId === action.columnId) return { changed: false };
  if (!(await isActiveColumnOfBoard(tx, card.boardId, action.columnId))) {
    throw new ActionError('the column is not an active column of the board');
  }
  await lockPositions(tx, `column:${action.columnId}`);
  const first =
    action.position === 'top'
      ? await firstRow<{ id: string }>(
          tx,
          sql`SELECT id FROM cards WHERE column_id = ${action.columnId} AND NOT archived ORDER BY position LIMIT 1`,
        )
      : undefined;
  const { version, position } = await placeCard(ctx, action.columnId, first?.id ?? null);
  const fromColumnId = card.columnId;
  card.version = version;
  card.columnId = action.columnId;
  await emit(ctx, 'card.moved', {
    version,
    fromColumnId,
    toColumnId: action.columnId,
    fromBoardId: card.boardId,
    toBoardId: card.boardId,
    position,
  });
  return { changed: true };
}

/** Writes the card's new column and position; another writer taking the same key → the next one. */
async function placeCard(ctx: ActionContext, columnId: string, beforeId: string | null) {
  const { card, tx } = ctx;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const position = await positionFor(tx, columnId, beforeId ? { beforeId } : {}, card.id, attempt);
      // A savepoint: a refused key leaves the run's transaction usable for the next attempt.
      const version = await tx.transaction(async (sp) => {
        const next = await updateCardRow(sp, card.boardId, card.id, { columnId, position });
        if (!next) throw new ActionError('card not found');
        return next.version;
      });
      return { version, position };
    } catch (error) {
      if (attempt >= 10 || !isUniqueViolation(error, POSITION_CONSTRAINT)) throw error;
    }
  }
}

/* ---------- labels and people ---------- */

async function changeLabels(
  ctx: ActionContext,
  action: ActionOf<'add_labels'> | ActionOf<'remove_labels'>,
): Promise<ActionResult> {
  const { card } = ctx;
  assertEditable(card);
  const before = [...card.labelIds].sort();
  let after: string[];
  if (action.type === 'add_labels') {
    const known = await labelIdsOfBoard(ctx.tx, card.boardId, action.labelIds);
    const missing = action.labelIds.filter((id) => !known.has(id));
    if (missing.length > 0) throw new ActionError(`labels not on the board: ${missing.join(', ')}`);
    after = [...new Set([...before, ...action.labelIds])].sort();
  } else {
    after = action.all ? [] : before.filter((id) => !(action.labelIds ?? []).includes(id));
  }
  if (after.length === before.length && after.every((id, i) => id === before[i])) return { changed: false };
  await patchCard(ctx, {});
  await setCardLabels(ctx.tx, card.boardId, card.id, after);
  card.labelIds = after;
  await cardUpdated(ctx, { labelIds: { old: before, new: after } });
  return { changed: true };
}

async function setAssignee(ctx: ActionContext, userId: string | null): Promise<ActionResult> {
  const { card } = ctx;
  assertEditable(card);
  if (card.assigneeId === userId) return { changed: false };
  if (userId !== null && !(await readerIdsOfBoard(ctx.tx, card.boardId, [userId])).has(userId)) {
    throw new ActionError('the person cannot read the board');
  }
  const old = card.assigneeId;
  await patchCard(ctx, { assigneeId: userId });
  card.assigneeId = userId;
  await cardUpdated(ctx, { assigneeId: { old, new: userId } });
  return { changed: true };
}

/* ---------- auto-assignment (§7.6) ---------- */

/** The board's done column (flow settings, else its last column): its cards are not open. */
export async function doneColumnOf(db: Db, boardId: string): Promise<string | null> {
  const board = await findFlowBoard(db, boardId);
  if (!board) return null;
  const columns = await activeColumns(db, boardId);
  const settings = resolveFlowSettings(boardId, await findSettingsRow(db, boardId), columns, board.template);
  return settings.doneColumnId || null;
}

type CandidateRow = {
  user_id: string;
  banned: boolean;
  available: boolean;
  skills: string[] | null;
  max_open_cards: number | null;
  last_auto_assigned_at: RawTimestamp | null;
  load: string | number;
};

/** The pool with their profile, board settings and load by the rule's metric and scope. */
export async function loadCandidates(
  db: Db,
  card: CardState,
  action: AutoAssignAction,
): Promise<AutoAssignCandidate[]> {
  const done = await doneColumnOf(db, card.boardId);
  const excluded = [...action.load.excludeColumnIds, ...(done ? [done] : [])];
  const scope =
    action.load.scope === 'workspace' && card.workspaceId
      ? sql`x.board_id IN (SELECT id FROM boards WHERE workspace_id = ${card.workspaceId})`
      : sql`x.board_id = ${card.boardId}`;
  const metric = {
    open_cards: sql`count(*)`,
    remaining_brl: sql`coalesce(sum(round(x.value_brl * 100)), 0)`,
    weighted: sql`coalesce(sum(CASE x.priority WHEN 'critical' THEN ${PRIORITY_WEIGHT.critical}
      WHEN 'high' THEN ${PRIORITY_WEIGHT.high} WHEN 'medium' THEN ${PRIORITY_WEIGHT.medium}
      WHEN 'low' THEN ${PRIORITY_WEIGHT.low} ELSE 0 END), 0)`,
    open_checklist_items: sql`coalesce(sum((SELECT count(*) FROM checklist_items i WHERE i.card_id = x.id AND NOT i.done)), 0)`,
  }[action.load.metric];
  const found = await rows<CandidateRow>(
    db,
    sql`SELECT u.id AS user_id, u.banned, u.available, u.skills, a.max_open_cards, a.last_auto_assigned_at,
               (SELECT ${metric} FROM cards x JOIN board_columns col ON col.id = x.column_id AND NOT col.archived
                 WHERE x.assignee_id = u.id AND NOT x.archived AND x.id <> ${card.id} AND ${scope}
                   AND x.column_id <> ALL(${textArray(excluded)})) AS load
        FROM (
          SELECT b.owner_id AS user_id FROM boards b WHERE b.id = ${card.boardId} AND b.workspace_id IS NULL
          UNION
          SELECT wm.user_id FROM workspace_members wm JOIN boards b ON b.workspace_id = wm.workspace_id
          WHERE b.id = ${card.boardId}
          UNION
          SELECT bm.user_id FROM board_members bm WHERE bm.board_id = ${card.boardId}
        ) m
        JOIN "user" u ON u.id = m.user_id
        LEFT JOIN automation_assignees a ON a.board_id = ${card.boardId} AND a.user_id = u.id
        ORDER BY u.id`,
  );
  return found.map((row) => ({
    userId: row.user_id,
    active: !row.banned,
    available: row.available,
    skills: row.skills ?? [],
    load: Number(row.load),
    capacity: row.max_open_cards,
    lastAutoAssignedAt: row.last_auto_assigned_at === null ? null : dateOf(row.last_auto_assigned_at).toISOString(),
  }));
}

async function runAutoAssign(ctx: ActionContext, action: AutoAssignAction): Promise<ActionResult> {
  const { card, tx } = ctx;
  assertEditable(card);
  // One board's assignments one at a time: two cards at once never both pick the least loaded.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`automations-assign:${card.boardId}`}))`);
  const candidates = await loadCandidates(tx, card, action);
  const outcome = autoAssign({ assigneeId: card.assigneeId, labelNames: card.labelNames }, action, candidates, ctx.now);
  const detail = outcome;
  if (outcome.outcome === 'no_op') return { changed: false, detail };
  if (outcome.outcome === 'fallback' && outcome.action.type === 'label') {
    const result = await changeLabels(ctx, { type: 'add_labels', labelIds: [outcome.action.labelId] });
    return { changed: result.changed, detail };
  }
  const userId = outcome.outcome === 'assigned' ? outcome.userId : (outcome.action as { userId: string }).userId;
  const result = await setAssignee(ctx, userId);
  if (outcome.outcome === 'assigned') {
    await tx.execute(
      sql`INSERT INTO automation_assignees (board_id, user_id, last_auto_assigned_at, updated_at)
          VALUES (${card.boardId}, ${userId}, ${ctx.now.toISOString()}::timestamptz, now())
          ON CONFLICT (board_id, user_id) DO UPDATE SET last_auto_assigned_at = excluded.last_auto_assigned_at,
            updated_at = now()`,
    );
  }
  return { changed: result.changed, detail };
}

/* ---------- dates ---------- */

function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from);
  const step = days < 0 ? -1 : 1;
  for (let left = Math.abs(days); left > 0;) {
    date.setUTCDate(date.getUTCDate() + step);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

async function setDueDate(ctx: ActionContext, action: ActionOf<'set_due_date'>): Promise<ActionResult> {
  const { card } = ctx;
  assertEditable(card);
  let next: Date | null;
  if (action.mode === 'clear') next = null;
  else if (action.mode === 'absolute') next = new Date(action.date!);
  else {
    const base = action.mode === 'from_now' ? ctx.now : card.dueDate;
    if (!base) throw new ActionError('the card has no due date to shift');
    const days = action.days ?? 0;
    const shifted = action.businessDays ? addBusinessDays(base, days) : new Date(base.getTime() + days * 86_400_000);
    next = new Date(shifted.getTime() + (action.hours ?? 0) * 3_600_000);
  }
  if ((card.dueDate?.getTime() ?? null) === (next?.getTime() ?? null)) return { changed: false };
  if (next && card.startDate && next < card.startDate) throw new ActionError('the due date would be before the start');
  const old = card.dueDate?.toISOString() ?? null;
  await patchCard(ctx, { dueDate: next });
  card.dueDate = next;
  await cardUpdated(ctx, { dueDate: { old, new: next?.toISOString() ?? null } });
  return { changed: true };
}

/* ---------- comments, checklist, new cards ---------- */

function templateVars(ctx: ActionContext) {
  const { card } = ctx;
  return {
    card: {
      title: card.title,
      priority: card.priority,
      valueBrl: card.valueBrl,
      dueDate: card.dueDate?.toISOString() ?? null,
      url: `${ctx.publicUrl}/board/${encodeURIComponent(card.boardId)}/card/${encodeURIComponent(card.id)}`,
      labels: card.labelNames,
    },
    assignee: card.assigneeName ? { name: card.assigneeName } : null,
    column: { name: card.columnName },
    board: { name: card.boardName },
    now: ctx.now,
  };
}

async function addComment(ctx: ActionContext, action: ActionOf<'add_comment'>): Promise<ActionResult> {
  const { card } = ctx;
  if (card.assigneeId && !card.assigneeName) {
    const [row] = await rows<{ name: string }>(ctx.tx, sql`SELECT name FROM "user" WHERE id = ${card.assigneeId}`);
    card.assigneeName = row?.name ?? null;
  }
  const body = renderTemplate(action.template, templateVars(ctx)).slice(0, 5000);
  const id = uuidv7();
  await insertComment(ctx.tx, { id, boardId: card.boardId, cardId: card.id, authorId: null, body });
  await emit(ctx, 'comment.added', { commentId: id, mentions: [] });
  return { changed: true };
}

async function addChecklist(ctx: ActionContext, action: ActionOf<'add_checklist'>): Promise<ActionResult> {
  const { card, tx } = ctx;
  assertEditable(card);
  await lockPositions(tx, `checklist:${card.id}`);
  const existing = await itemsOfCard(tx, card.boardId, card.id);
  const texts = new Set(existing.map((item) => item.text));
  let last = existing.at(-1)?.position ?? null;
  let added = 0;
  for (const text of action.items) {
    if (action.skipIfExists && texts.has(text)) continue;
    texts.add(text);
    const position = keyBetween(last, null);
    last = position;
    const item = await insertItem(tx, { id: uuidv7(), boardId: card.boardId, cardId: card.id, text, position });
    await emit(ctx, 'checklist.item_added', { itemId: item.id, text });
    added += 1;
  }
  card.checklist = { done: card.checklist.done, total: card.checklist.total + added };
  return { changed: added > 0, detail: { added } };
}

async function checkAll(ctx: ActionContext, checked: boolean): Promise<ActionResult> {
  const { card, tx } = ctx;
  assertEditable(card);
  const items = await itemsOfCard(tx, card.boardId, card.id);
  let changed = 0;
  for (const item of items) {
    if (item.done === checked) continue;
    await updateItemRow(tx, card.id, item.id, { done: checked });
    await emit(ctx, 'checklist.item_updated', { itemId: item.id, text: item.text, done: checked });
    changed += 1;
  }
  card.checklist = { done: checked ? items.length : 0, total: items.length };
  return { changed: changed > 0, detail: { items: changed } };
}

async function createCard(ctx: ActionContext, action: ActionOf<'create_card'>): Promise<ActionResult> {
  const { card, tx } = ctx;
  if (!(await isActiveColumnOfBoard(tx, card.boardId, action.columnId))) {
    throw new ActionError('the column is not an active column of the board');
  }
  const copy = new Set(action.copy);
  const title = renderTemplate(action.titleTemplate, templateVars(ctx)).slice(0, 200).trim() || card.title;
  await lockPositions(tx, `column:${action.columnId}`);
  const position = await positionFor(tx, action.columnId, {}, null);
  const inserted = await insertCard(tx, {
    id: uuidv7(),
    boardId: card.boardId,
    columnId: action.columnId,
    title,
    description: action.linkToSource ? `${templateVars(ctx).card.url}` : null,
    priority: copy.has('priority') ? card.priority : null,
    valueBrl: copy.has('valueBrl') ? card.valueBrl : null,
    assigneeId: copy.has('assignee') ? card.assigneeId : null,
    position,
    createdBy: null,
  });
  if (copy.has('labels') && card.labelIds.length > 0) {
    await setCardLabels(tx, card.boardId, inserted.id, card.labelIds);
  }
  const event = {
    kind: 'card.created' as const,
    boardId: card.boardId,
    workspaceId: card.workspaceId,
    actorId: null,
    entityId: inserted.id,
    data: marked<'card.created'>(
      { version: inserted.version, columnId: action.columnId, title, assigneeId: inserted.assigneeId, position },
      ctx.marker,
    ),
  };
  await appendEvent(tx, event);
  return { changed: true, detail: { cardId: inserted.id } };
}

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
async function notify(ctx: ActionContext, action: ActionOf<'notify'>): Promise<ActionResult> {
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
  const text = renderTemplate(action.template, templateVars(ctx)).slice(0, NOTIFY_TEXT_MAX);
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
      data: { excerpt: text, cardTitle: card.title, boardTitle: card.boardName, automation: ctx.ruleName },
    })),
  );
  return { changed: created.length > 0, detail: { notified: created.length } };
}

/* ---------- webhooks ---------- */

/** Kind (and `X-RBAX-Event`) of the delivery a `send_webhook` action queues. */
export const AUTOMATION_WEBHOOK_EVENT = 'automation.webhook';

async function sendWebhook(ctx: ActionContext, action: ActionOf<'send_webhook'>): Promise<ActionResult> {
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
