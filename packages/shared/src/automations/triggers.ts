import { automationMarkerSchema, type AutomationMarker, type EventData, type TypedLogEvent } from '../event-log.ts';
import type { ActorFilter, AutomationOptions, Trigger } from './rules.ts';
import { CHAIN_DEPTH_MAX } from './rules.ts';

/**
 * Event triggers (issue 20; automations.md §7.2): whether one log event fires a rule's trigger.
 * Time triggers and buttons never match an event (the scheduler and the button route run them).
 *
 * How an automation's own events are recognised (the engine writes them this way):
 * - every event a rule's action writes carries `data.automation = { ruleId, runId, depth,
 *   rootEventId, ruleName }` (`automationMarkerSchema`, defined with the event catalogue in
 *   event-log.ts), and its actor is null — the web shows "Automação · <rule>" for it;
 * - an event is by a person when it has an actor and no marker (a GitHub link, actor null and no
 *   marker, is by nobody: it matches `any` only).
 * The catalogue lists the marker as optional data of every card-scoped kind; read it from the
 * raw event with `readAutomationMarker(event.data)` and pass it in the context.
 */

export { automationMarkerSchema, type AutomationMarker };

/** The marker of an event's raw data, or null for a person's (or nobody's) event. */
export function readAutomationMarker(data: Record<string, unknown>): AutomationMarker | null {
  const parsed = automationMarkerSchema.safeParse(data.automation);
  return parsed.success ? parsed.data : null;
}

/** What a trigger may need besides the event: the card as of the event, the comment's text. */
export interface TriggerContext {
  card?: { assigneeId: string | null; checklist: { done: number; total: number } };
  /** The body of the comment of a `comment.added` event (the event carries only its id). */
  commentText?: string;
  /** The event's automation marker; read from `event.data` when not given. */
  automation?: AutomationMarker | null;
}

/**
 * Whether an automation-caused event may reach a rule at all (§7.7.2–3): people's events always;
 * an automation's only when the rule allows it, and never past CHAIN_DEPTH_MAX ('loop_blocked',
 * a run to record).
 */
export function automationGate(
  options: Pick<AutomationOptions, 'allowTriggerByAutomation'>,
  marker: AutomationMarker | null,
): 'run' | 'skip' | 'loop_blocked' {
  if (!marker) return 'run';
  if (!options.allowTriggerByAutomation) return 'skip';
  return marker.depth >= CHAIN_DEPTH_MAX ? 'loop_blocked' : 'run';
}

/**
 * The actor filter: `any_human` — a person (default); `any` — anyone, automations included (the
 * rule's `allowTriggerByAutomation` still decides, see automationGate); `user` — one of
 * `userIds`, or with `negate` any person but them ('anyone except me').
 */
export function matchActor(filter: ActorFilter, event: Pick<TypedLogEvent, 'actor'>, marker: AutomationMarker | null) {
  const human = event.actor !== null && marker === null;
  if (filter.kind === 'any') return true;
  if (filter.kind === 'any_human') return human;
  const listed = human && (filter.userIds ?? []).includes(event.actor!.id);
  return filter.negate ? human && !listed : listed;
}

type Change = { old: unknown; new: unknown };

function changeOf(event: TypedLogEvent, field: string): Change | undefined {
  if (event.kind !== 'card.updated') return undefined;
  return (event.data as EventData<'card.updated'>).changes[field];
}

const idList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

function labelDiff(event: TypedLogEvent): { added: string[]; removed: string[] } | undefined {
  const change = changeOf(event, 'labelIds');
  if (!change) return undefined;
  const before = idList(change.old);
  const after = idList(change.new);
  return { added: after.filter((id) => !before.includes(id)), removed: before.filter((id) => !after.includes(id)) };
}

const listed = (ids: readonly string[] | undefined, candidates: readonly string[]) =>
  !ids || candidates.some((id) => ids.includes(id));

/** Whether `event` fires `trigger` (the event's kind, the trigger's params, the actor filter). */
export function matchTrigger(trigger: Trigger, event: TypedLogEvent, context: TriggerContext = {}): boolean {
  if (!('actor' in trigger)) return false; // time triggers and buttons
  const marker = context.automation === undefined ? readAutomationMarker(event.data) : context.automation;
  return matchEvent(trigger, event, context) && matchActor(trigger.actor, event, marker);
}

function matchEvent(trigger: Trigger, event: TypedLogEvent, context: TriggerContext): boolean {
  switch (trigger.type) {
    case 'card.created':
      return event.kind === 'card.created' && (!trigger.columnId || event.data.columnId === trigger.columnId);
    case 'card.moved': {
      if (event.kind !== 'card.moved' || event.data.fromColumnId === event.data.toColumnId) return false;
      const { fromColumnId, toColumnId } = event.data;
      return (
        (!trigger.fromColumnId || trigger.fromColumnId === fromColumnId) &&
        (!trigger.toColumnId || trigger.toColumnId === toColumnId)
      );
    }
    case 'card.field_changed': {
      const change = changeOf(event, trigger.field);
      if (!change) return false;
      const from = change.old ?? null;
      const to = change.new ?? null;
      return (trigger.from === undefined || trigger.from === from) && (trigger.to === undefined || trigger.to === to);
    }
    case 'card.assignee_changed':
      return matchAssigneeChange(trigger, changeOf(event, 'assigneeId'));
    case 'card.label_added': {
      const diff = labelDiff(event);
      return !!diff && diff.added.length > 0 && listed(trigger.labelIds, diff.added);
    }
    case 'card.label_removed': {
      const diff = labelDiff(event);
      return !!diff && diff.removed.length > 0 && listed(trigger.labelIds, diff.removed);
    }
    case 'comment.added':
      return event.kind === 'comment.added' && matchComment(trigger, event, context);
    case 'checklist.item_checked':
      return event.kind === 'checklist.item_updated' && event.data.done === true;
    case 'checklist.completed': {
      if (event.kind !== 'checklist.item_updated' || event.data.done !== true || !context.card) return false;
      const { done, total } = context.card.checklist;
      return total > 0 && done >= total;
    }
    default:
      return false;
  }
}

function matchAssigneeChange(trigger: Extract<Trigger, { type: 'card.assignee_changed' }>, change?: Change): boolean {
  if (!change) return false;
  const before = typeof change.old === 'string' ? change.old : null;
  const after = typeof change.new === 'string' ? change.new : null;
  if (before === after) return false;
  if (trigger.change === 'assigned') return after !== null && listed(trigger.userIds, [after]);
  if (trigger.change === 'unassigned') return after === null && listed(trigger.userIds, before ? [before] : []);
  return listed(
    trigger.userIds,
    [before, after].filter((id): id is string => id !== null),
  );
}

function matchComment(
  trigger: Extract<Trigger, { type: 'comment.added' }>,
  event: TypedLogEvent<'comment.added'>,
  context: TriggerContext,
): boolean {
  if (trigger.textContains !== undefined) {
    const text = context.commentText;
    if (
      text === undefined ||
      !text.toLocaleLowerCase('pt-BR').includes(trigger.textContains.toLocaleLowerCase('pt-BR'))
    ) {
      return false;
    }
  }
  const assigneeId = context.card?.assigneeId ?? null;
  if (trigger.mentionsAssignee !== undefined) {
    const mentioned = assigneeId !== null && event.data.mentions.includes(assigneeId);
    if (mentioned !== trigger.mentionsAssignee) return false;
  }
  if (trigger.authorRole !== undefined) {
    if (!context.card) return false;
    const byAssignee = assigneeId !== null && event.actor?.id === assigneeId;
    if (byAssignee !== (trigger.authorRole === 'assignee')) return false;
  }
  return true;
}
