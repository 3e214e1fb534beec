import {
  DEFAULT_SCHEDULE_TIME_ZONE,
  type ActionType,
  type ConditionType,
  type CreateAutomationInput,
  type TriggerType,
} from '@rbax/shared/automations/rules';

/**
 * The first values a part gets when someone picks its type in the builder (issue 20): enough to
 * be valid where the board allows it (its first/last column, first label), so the sentence reads
 * at once and the person only changes what differs.
 */

type Part = Record<string, unknown>;

export interface BuilderBoard {
  columns: readonly { id: string; name: string }[];
  labels: readonly { id: string; name: string }[];
  members: readonly { id: string; name: string; email: string }[];
}

const first = (board: BuilderBoard) => board.columns[0]?.id;
const last = (board: BuilderBoard) => board.columns.at(-1)?.id;
const someLabel = (board: BuilderBoard) => (board.labels[0] ? [board.labels[0].id] : []);

export function defaultTrigger(type: TriggerType, board: BuilderBoard): Part {
  switch (type) {
    case 'card.moved':
      return { type, toColumnId: last(board) };
    case 'card.field_changed':
      return { type, field: 'priority' };
    case 'card.assignee_changed':
      return { type, change: 'assigned' };
    case 'card.due_approaching':
      return { type, beforeMinutes: 1440 };
    case 'card.overdue':
      return { type, afterMinutes: 0 };
    case 'card.stale':
      return { type, days: 7, basis: 'no_activity' };
    case 'schedule':
      return { type, every: 'weekday', at: '09:00', tz: DEFAULT_SCHEDULE_TIME_ZONE };
    case 'button.card':
    case 'button.board':
      return { type, label: '' };
    default:
      return { type };
  }
}

export function defaultCondition(type: ConditionType, board: BuilderBoard): Part {
  switch (type) {
    case 'column':
      return { type, op: 'in', columnIds: first(board) ? [first(board)] : [] };
    case 'priority':
      return { type, op: 'gte', value: 'high' };
    case 'labels':
      return { type, mode: 'any', labelIds: someLabel(board) };
    case 'assignee':
      return { type, op: 'is_empty' };
    case 'due_date':
      return { type, op: 'is_set' };
    case 'value_brl':
      return { type, op: 'gte', amountCents: 100_000 };
    case 'checklist':
      return { type, op: 'all_done' };
    case 'text':
      return { type, field: 'title', op: 'contains', value: '' };
    case 'actor':
      return { type, op: 'is', kind: 'human' };
  }
}

export function defaultAction(type: ActionType, board: BuilderBoard): Part {
  switch (type) {
    case 'move_card':
      return { type, columnId: last(board), position: 'bottom' };
    case 'set_priority':
      return { type, value: 'high' };
    case 'add_labels':
      return { type, labelIds: someLabel(board) };
    case 'remove_labels':
      return { type, all: true };
    case 'assign_user':
      return { type, to: 'actor' };
    case 'auto_assign':
      return {
        type,
        strategy: 'skills_balanced',
        pool: { kind: 'board_members' },
        skills: { source: 'labels', match: 'all', relaxTo: 'best_partial' },
        load: { metric: 'open_cards', scope: 'board', excludeColumnIds: [], normalize: false },
        fallback: 'leave_unassigned',
        skipIfAssigned: true,
      };
    case 'set_due_date':
      return { type, mode: 'from_now', days: 2, businessDays: false };
    case 'set_value_brl':
      return { type, amountCents: 0 };
    case 'add_comment':
      return { type, template: '' };
    case 'add_checklist':
      return { type, items: [], skipIfExists: true };
    case 'check_all_items':
      return { type, checked: true };
    case 'create_card':
      return { type, columnId: first(board), titleTemplate: '', copy: [], linkToSource: true };
    case 'notify':
      return { type, to: ['assignee'], template: '', channel: 'in_app' };
    default:
      return { type };
  }
}

/** A new rule: 'when a card is moved to the last column, then …' with no action chosen yet. */
export function emptyRule(board: BuilderBoard): CreateAutomationInput {
  return {
    name: '',
    description: '',
    enabled: true,
    trigger: defaultTrigger('card.moved', board) as CreateAutomationInput['trigger'],
    conditions: { op: 'all', items: [] },
    actions: [],
    options: { allowTriggerByAutomation: false, maxRunsPerCardPerHour: 10, stopOnError: true },
  };
}
