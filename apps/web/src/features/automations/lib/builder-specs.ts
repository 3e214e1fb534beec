import {
  autoAssignFallbacks,
  autoAssignStrategies,
  cardFields,
  DUE_MINUTES_MAX,
  DUE_MINUTES_MIN,
  loadMetrics,
  STALE_DAYS_MAX,
  type ActionType,
  type ConditionType,
  type TriggerType,
} from '@rbax/shared/automations/rules';

/**
 * What the builder asks for each trigger, condition and action (issue 20): a list of fields,
 * each a path into the part's JSON (`skills.match`), a kind of picker, and when it shows. The
 * shared zod schemas stay the judge of what is valid; these lists only say how to ask. Labels are
 * i18n keys `automations.field.<path>`; choices `automations.option.<optionSet>.<value>`.
 */

type Part = Record<string, unknown>;

interface Base {
  path: string;
  /** Shown only when this holds for the part being edited. */
  visible?: (part: Part) => boolean;
  /** The field may stay empty ('Qualquer'). */
  optional?: boolean;
}

export type FieldSpec =
  | (Base & { kind: 'select'; optionSet: string; options: readonly string[]; booleanValues?: boolean })
  | (Base & { kind: 'column' | 'label' | 'user' | 'webhook' | 'priority' })
  | (Base & { kind: 'columns' | 'labels' | 'users' })
  | (Base & { kind: 'int'; min: number; max: number })
  | (Base & { kind: 'duration'; min: number; max: number })
  | (Base & { kind: 'text' | 'template' | 'lines' | 'datetime' | 'brl' | 'time' | 'timezone' })
  | (Base & { kind: 'bool'; literalTrue?: boolean })
  | (Base & { kind: 'actor' | 'assignTarget' | 'notifyTargets' | 'copyFields' | 'priorityChange' | 'weekday' });

export type FieldKind = FieldSpec['kind'];

const is =
  (key: string, ...values: unknown[]) =>
  (part: Part) =>
    values.includes(part[key]);
const not =
  (key: string, ...values: unknown[]) =>
  (part: Part) =>
    !values.includes(part[key]);
const nested =
  (path: string, ...values: unknown[]) =>
  (part: Part) =>
    values.includes(getPath(part, path));

const actor: FieldSpec = { path: 'actor', kind: 'actor' };

export const triggerOrder = [
  'card.created',
  'card.moved',
  'card.field_changed',
  'card.assignee_changed',
  'card.label_added',
  'card.label_removed',
  'comment.added',
  'checklist.item_checked',
  'checklist.completed',
  'card.due_approaching',
  'card.overdue',
  'card.stale',
  'schedule',
  'button.card',
  'button.board',
] as const satisfies readonly TriggerType[];

export const triggerFields: Record<TriggerType, readonly FieldSpec[]> = {
  'card.created': [{ path: 'columnId', kind: 'column', optional: true }, actor],
  'card.moved': [
    { path: 'fromColumnId', kind: 'column', optional: true },
    { path: 'toColumnId', kind: 'column', optional: true },
    actor,
  ],
  'card.field_changed': [
    { path: 'field', kind: 'select', optionSet: 'cardField', options: cardFields },
    { path: 'from', kind: 'priorityChange', visible: is('field', 'priority') },
    { path: 'to', kind: 'priorityChange', visible: is('field', 'priority') },
    actor,
  ],
  'card.assignee_changed': [
    { path: 'change', kind: 'select', optionSet: 'assigneeChange', options: ['any', 'assigned', 'unassigned'] },
    { path: 'userIds', kind: 'users', optional: true, visible: not('change', 'unassigned') },
    actor,
  ],
  'card.label_added': [{ path: 'labelIds', kind: 'labels', optional: true }, actor],
  'card.label_removed': [{ path: 'labelIds', kind: 'labels', optional: true }, actor],
  'comment.added': [
    { path: 'textContains', kind: 'text', optional: true },
    {
      path: 'authorRole',
      kind: 'select',
      optionSet: 'authorRole',
      options: ['assignee', 'not_assignee'],
      optional: true,
    },
    { path: 'mentionsAssignee', kind: 'bool', literalTrue: true },
    actor,
  ],
  'checklist.item_checked': [actor],
  'checklist.completed': [actor],
  'card.due_approaching': [{ path: 'beforeMinutes', kind: 'duration', min: DUE_MINUTES_MIN, max: DUE_MINUTES_MAX }],
  'card.overdue': [{ path: 'afterMinutes', kind: 'duration', min: 0, max: DUE_MINUTES_MAX }],
  'card.stale': [
    { path: 'days', kind: 'int', min: 1, max: STALE_DAYS_MAX },
    { path: 'basis', kind: 'select', optionSet: 'staleBasis', options: ['no_activity', 'not_moved'] },
    { path: 'inColumnIds', kind: 'columns', optional: true },
  ],
  schedule: [
    { path: 'every', kind: 'select', optionSet: 'every', options: ['day', 'weekday', 'week', 'month'] },
    { path: 'weekday', kind: 'weekday', visible: is('every', 'week') },
    { path: 'dayOfMonth', kind: 'int', min: 1, max: 28, visible: is('every', 'month') },
    { path: 'at', kind: 'time' },
    { path: 'tz', kind: 'timezone' },
    { path: 'scope.columnIds', kind: 'columns', optional: true },
  ],
  'button.card': [{ path: 'label', kind: 'text' }],
  'button.board': [{ path: 'label', kind: 'text' }],
};

export const conditionOrder = [
  'column',
  'priority',
  'labels',
  'assignee',
  'due_date',
  'value_brl',
  'checklist',
  'text',
  'actor',
] as const satisfies readonly ConditionType[];

export const conditionFields: Record<ConditionType, readonly FieldSpec[]> = {
  column: [
    { path: 'op', kind: 'select', optionSet: 'inNotIn', options: ['in', 'not_in'] },
    { path: 'columnIds', kind: 'columns' },
  ],
  priority: [
    { path: 'op', kind: 'select', optionSet: 'compare', options: ['eq', 'neq', 'gte', 'lte'] },
    { path: 'value', kind: 'priority' },
  ],
  labels: [
    { path: 'mode', kind: 'select', optionSet: 'labelsMode', options: ['any', 'all', 'none'] },
    { path: 'labelIds', kind: 'labels' },
  ],
  assignee: [
    {
      path: 'op',
      kind: 'select',
      optionSet: 'assigneeOp',
      options: ['is', 'is_not', 'in', 'is_empty', 'is_not_empty'],
    },
    { path: 'userIds', kind: 'users', visible: not('op', 'is_empty', 'is_not_empty') },
  ],
  due_date: [
    {
      path: 'op',
      kind: 'select',
      optionSet: 'dueOp',
      options: ['is_set', 'not_set', 'overdue', 'within_next', 'after', 'before'],
    },
    { path: 'minutes', kind: 'duration', min: 1, max: 525_600, visible: is('op', 'within_next') },
    { path: 'date', kind: 'datetime', visible: is('op', 'after', 'before') },
  ],
  value_brl: [
    { path: 'op', kind: 'select', optionSet: 'valueOp', options: ['gt', 'gte', 'lt', 'lte', 'between', 'is_empty'] },
    { path: 'amountCents', kind: 'brl', visible: not('op', 'is_empty') },
    { path: 'maxCents', kind: 'brl', visible: is('op', 'between') },
  ],
  checklist: [
    { path: 'op', kind: 'select', optionSet: 'checklistOp', options: ['all_done', 'has_open', 'progress_gte', 'none'] },
    { path: 'percent', kind: 'int', min: 0, max: 100, visible: is('op', 'progress_gte') },
  ],
  text: [
    { path: 'field', kind: 'select', optionSet: 'textField', options: ['title', 'description', 'comment'] },
    { path: 'op', kind: 'select', optionSet: 'textOp', options: ['contains', 'not_contains', 'starts_with', 'regex'] },
    { path: 'value', kind: 'text' },
    { path: 'caseSensitive', kind: 'bool' },
  ],
  actor: [
    { path: 'op', kind: 'select', optionSet: 'isIsNot', options: ['is', 'is_not'] },
    { path: 'kind', kind: 'select', optionSet: 'actorKind', options: ['human', 'automation'], optional: true },
    { path: 'userIds', kind: 'users', optional: true },
  ],
};

export const actionOrder = [
  'move_card',
  'set_priority',
  'add_labels',
  'remove_labels',
  'assign_user',
  'unassign',
  'auto_assign',
  'set_due_date',
  'set_value_brl',
  'add_comment',
  'add_checklist',
  'check_all_items',
  'create_card',
  'archive_card',
  'notify',
  'send_webhook',
] as const satisfies readonly ActionType[];

export const actionFields: Record<ActionType, readonly FieldSpec[]> = {
  move_card: [
    { path: 'columnId', kind: 'column' },
    { path: 'position', kind: 'select', optionSet: 'position', options: ['bottom', 'top'] },
  ],
  set_priority: [{ path: 'value', kind: 'priority' }],
  add_labels: [{ path: 'labelIds', kind: 'labels' }],
  remove_labels: [
    { path: 'all', kind: 'bool', literalTrue: true },
    { path: 'labelIds', kind: 'labels', visible: not('all', true) },
  ],
  assign_user: [{ path: 'userId', kind: 'assignTarget' }],
  unassign: [],
  auto_assign: [
    { path: 'strategy', kind: 'select', optionSet: 'strategy', options: autoAssignStrategies },
    { path: 'pool.kind', kind: 'select', optionSet: 'pool', options: ['board_members', 'users'] },
    { path: 'pool.userIds', kind: 'users', visible: nested('pool.kind', 'users') },
    {
      path: 'skills.match',
      kind: 'select',
      optionSet: 'skillsMatch',
      options: ['all', 'any'],
      visible: is('strategy', 'skills_balanced'),
    },
    {
      path: 'skills.relaxTo',
      kind: 'select',
      optionSet: 'relaxTo',
      options: ['none', 'best_partial', 'ignore_skills'],
      visible: is('strategy', 'skills_balanced'),
    },
    { path: 'load.metric', kind: 'select', optionSet: 'loadMetric', options: loadMetrics },
    { path: 'load.scope', kind: 'select', optionSet: 'loadScope', options: ['board', 'workspace'] },
    { path: 'load.excludeColumnIds', kind: 'columns', optional: true },
    { path: 'load.normalize', kind: 'bool' },
    { path: 'capacity.maxOpenCards', kind: 'int', min: 1, max: 1000, optional: true },
    { path: 'fallback', kind: 'select', optionSet: 'fallback', options: autoAssignFallbacks },
    { path: 'fallbackLabelId', kind: 'label', visible: is('fallback', 'leave_unassigned_and_label') },
    { path: 'fallbackUserId', kind: 'user', visible: is('fallback', 'specific_user') },
    { path: 'skipIfAssigned', kind: 'bool' },
  ],
  set_due_date: [
    {
      path: 'mode',
      kind: 'select',
      optionSet: 'dueMode',
      options: ['from_now', 'shift_current', 'absolute', 'clear'],
    },
    { path: 'date', kind: 'datetime', visible: is('mode', 'absolute') },
    {
      path: 'days',
      kind: 'int',
      min: -3650,
      max: 3650,
      optional: true,
      visible: is('mode', 'from_now', 'shift_current'),
    },
    {
      path: 'hours',
      kind: 'int',
      min: -8760,
      max: 8760,
      optional: true,
      visible: is('mode', 'from_now', 'shift_current'),
    },
    { path: 'businessDays', kind: 'bool', visible: is('mode', 'from_now', 'shift_current') },
  ],
  set_value_brl: [
    { path: 'clear', kind: 'bool', literalTrue: true },
    { path: 'amountCents', kind: 'brl', visible: not('clear', true) },
  ],
  add_comment: [{ path: 'template', kind: 'template' }],
  add_checklist: [
    { path: 'items', kind: 'lines' },
    { path: 'skipIfExists', kind: 'bool' },
  ],
  check_all_items: [
    { path: 'checked', kind: 'select', optionSet: 'checked', options: ['true', 'false'], booleanValues: true },
  ],
  create_card: [
    { path: 'columnId', kind: 'column' },
    { path: 'titleTemplate', kind: 'text' },
    { path: 'copy', kind: 'copyFields' },
    { path: 'linkToSource', kind: 'bool' },
  ],
  archive_card: [],
  notify: [
    { path: 'to', kind: 'notifyTargets' },
    { path: 'template', kind: 'template' },
    { path: 'channel', kind: 'select', optionSet: 'channel', options: ['in_app', 'email'] },
  ],
  send_webhook: [{ path: 'webhookId', kind: 'webhook' }],
};

/** Reads `a.b.c` from a part. */
export function getPath(part: Part, path: string): unknown {
  let value: unknown = part;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Part)[key];
  }
  return value;
}

/** A copy of `part` with `a.b.c` set; `undefined` removes the key (an optional field left empty). */
export function setPath(part: Part, path: string, value: unknown): Part {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const next: Part = { ...part };
  if (rest.length === 0) {
    if (value === undefined) delete next[head];
    else next[head] = value;
    return next;
  }
  const inner = typeof part[head] === 'object' && part[head] !== null ? (part[head] as Part) : {};
  const updated = setPath(inner, rest.join('.'), value);
  if (Object.keys(updated).length === 0) delete next[head];
  else next[head] = updated;
  return next;
}

/** The fields of a part that show now. */
export function visibleFields(specs: readonly FieldSpec[], part: Part): FieldSpec[] {
  return specs.filter((spec) => !spec.visible || spec.visible(part));
}

/** Drops the values of fields that are hidden now (a `date` left behind when `mode` changed). */
export function pruneHidden(specs: readonly FieldSpec[], part: Part): Part {
  let next = part;
  for (const spec of specs) {
    if (spec.visible && !spec.visible(part) && getPath(part, spec.path) !== undefined) {
      next = setPath(next, spec.path, undefined);
    }
  }
  return next;
}
