import { sql } from 'drizzle-orm';
import { uuidv7 } from '@rbax/shared/ids';
import { brlToCents } from '@rbax/shared/automations/conditions';
import { autoAssign } from '@rbax/shared/automations/auto-assign';
import type { Action, ActionOf, AutoAssignAction } from '@rbax/shared/automations/rules';
import { renderTemplate } from '@rbax/shared/automations/template-vars';
import { firstRow } from '#src/db/raw.ts';
import { keyBetween } from '#src/lib/positions.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { insertCard, lockPositions, setCardLabels, updateCardRow } from '#src/modules/cards/cards-repository.ts';
import {
  archiveSubtasks,
  isActiveColumnOfBoard,
  parentIdOf,
  subtasksFollowParent,
} from '#src/modules/cards/cards-system-service.ts';
import { positionFor } from '#src/modules/cards/cards-sql.ts';
import { insertComment } from '#src/modules/comments/comments-repository.ts';
import { insertItem, itemsOfCard, updateItemRow } from '#src/modules/checklist/checklist-repository.ts';
import { labelIdsOfBoard, readerIdsOfBoard } from './automations-repository.ts';
import { stampAutoAssigned } from './automations-assignees-repository.ts';
import { autoAssignCandidates } from './automations-assignees-service.ts';
import { freshNames } from './automations-card-state.ts';
import {
  ActionError,
  assertEditable,
  cardUpdated,
  emit,
  emitFor,
  marked,
  patchCard,
  templateVars,
  type ActionContext,
  type ActionResult,
} from './automations-action-context.ts';
import { notify, sendWebhook } from './automations-actions-outside.ts';

/**
 * The actions of a rule (issue 20, design note §7.4 and §7.6), written as the 'Automação' actor:
 * every event has no actor and carries `data.automation` (the marker the triggers read: rule,
 * run, depth, root event and rule name; event-log.ts). They write with the card modules'
 * repositories inside the run's transaction — the services open their own transactions and act
 * for a person — the same rows and events a person's change writes, so the board, the history,
 * the analytics and the webhooks see an ordinary change.
 *
 * Idempotent by state (§7.7 rule 7): an action whose target state already holds changes nothing
 * and writes no event (`changed: false`). A failing action throws an ActionError before it
 * writes anything — checks come first — so the executor may run it without a savepoint (in a
 * batch of many events); with one, it rolls the savepoint back. Either way it records the message.
 * The actions keep `ctx.card` exact for the conditions of the rules that follow. Their shared
 * context is automations-action-context.ts; notify and send_webhook, automations-actions-outside.ts.
 */

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
      // Its subtasks are archived with it, as a person's default choice does (decision 040).
      await archiveSubtasks(ctx.tx, ctx.card.id, ctx.now, systemActor(ctx));
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
  // A subtask goes with its parent card (decision 040): a rule never moves one alone.
  if (await parentIdOf(tx, card.id)) return { changed: false };
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
  card.namesStale = true;
  await emit(ctx, 'card.moved', {
    version,
    fromColumnId,
    toColumnId: action.columnId,
    fromBoardId: card.boardId,
    toBoardId: card.boardId,
    position,
  });
  await subtasksFollowParent(tx, card.id, action.columnId, systemActor(ctx));
  return { changed: true };
}

/** Subtask changes an action causes are the rule's too: no actor, the run's marker. */
const systemActor = (ctx: ActionContext) => ({ actorId: null, workspaceId: ctx.card.workspaceId, marker: ctx.marker });

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
  card.namesStale = true;
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
  card.namesStale = true;
  await cardUpdated(ctx, { assigneeId: { old, new: userId } });
  return { changed: true };
}

/* ---------- auto-assignment (§7.6) ---------- */

async function runAutoAssign(ctx: ActionContext, action: AutoAssignAction): Promise<ActionResult> {
  const { card, tx } = ctx;
  assertEditable(card);
  // One board's assignments one at a time: two cards at once never both pick the least loaded.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`automations-assign:${card.boardId}`}))`);
  const candidates = await autoAssignCandidates(tx, card, action);
  const { labelNames } = await freshNames(tx, card);
  const outcome = autoAssign({ assigneeId: card.assigneeId, labelNames }, action, candidates, ctx.now);
  const detail = outcome;
  if (outcome.outcome === 'no_op') return { changed: false, detail };
  if (outcome.outcome === 'fallback' && outcome.action.type === 'label') {
    const result = await changeLabels(ctx, { type: 'add_labels', labelIds: [outcome.action.labelId] });
    return { changed: result.changed, detail };
  }
  const userId = outcome.outcome === 'assigned' ? outcome.userId : (outcome.action as { userId: string }).userId;
  const result = await setAssignee(ctx, userId);
  if (outcome.outcome === 'assigned') await stampAutoAssigned(tx, card.boardId, userId, ctx.now);
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

async function addComment(ctx: ActionContext, action: ActionOf<'add_comment'>): Promise<ActionResult> {
  const { card } = ctx;
  const body = renderTemplate(action.template, await templateVars(ctx)).slice(0, 5000);
  const id = uuidv7();
  await insertComment(ctx.tx, {
    id,
    boardId: card.boardId,
    cardId: card.id,
    authorId: null,
    body,
    automationRuleId: ctx.marker.ruleId,
    automationRuleName: ctx.ruleName,
  });
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
  const vars = await templateVars(ctx);
  const title = renderTemplate(action.titleTemplate, vars).slice(0, 200).trim() || card.title;
  await lockPositions(tx, `column:${action.columnId}`);
  const position = await positionFor(tx, action.columnId, {}, null);
  const inserted = await insertCard(tx, {
    id: uuidv7(),
    boardId: card.boardId,
    columnId: action.columnId,
    title,
    description: action.linkToSource ? vars.card.url : null,
    priority: copy.has('priority') ? card.priority : null,
    valueBrl: copy.has('valueBrl') ? card.valueBrl : null,
    assigneeId: copy.has('assignee') ? card.assigneeId : null,
    position,
    createdBy: null,
  });
  if (copy.has('labels') && card.labelIds.length > 0) {
    await setCardLabels(tx, card.boardId, inserted.id, card.labelIds);
  }
  await emitFor(
    ctx,
    inserted.id,
    'card.created',
    marked<'card.created'>(
      { version: inserted.version, columnId: action.columnId, title, assigneeId: inserted.assigneeId, position },
      ctx.marker,
    ),
  );
  return { changed: true, detail: { cardId: inserted.id } };
}
