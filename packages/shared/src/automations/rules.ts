import { z } from 'zod';
import { FLOW_DEFAULT_TIME_ZONE, isTimeZone } from '../analytics.ts';
import { CHECKLIST_TEXT_MAX, COMMENT_MAX, priorities } from '../cards.ts';
import { dateTimeSchema, hasChanges, idSchema, nothingToUpdate, safeTextSchema } from '../validation.ts';
import { isCronExpression } from './cron.ts';
import { isSafeRegex, REGEX_MAX_LENGTH } from './safe-regex.ts';

/**
 * Automations (issue 20; design note automations.md §7, with this product's priorities and ids):
 * a board-scoped rule is one trigger, a condition tree and 1–10 ordered actions, with options.
 * This file is the contract the server stores and the web builder edits; the pure evaluation
 * lives beside it (conditions.ts, triggers.ts, auto-assign.ts, sentence.ts).
 *
 * Decisions taken here:
 * - Ids of columns, labels, users and webhooks, never names (the design note, §7.5).
 * - A card has one checklist in this product, so the design's `checklistName` parameters are
 *   left out; `add_checklist` appends items to the card's checklist.
 * - `send_webhook` names one of the workspace's webhooks (integrations.ts) instead of a raw URL
 *   and secret: delivery, signing and retries are the integrations' own.
 * - The condition tree's depth ≤ 2 is structural: the root group holds leaves or groups of leaves.
 * - Run statuses: see `automationRunStatuses`.
 */

export { REGEX_MAX_LENGTH };

/* ---------- limits ---------- */

export const AUTOMATIONS_PER_BOARD_MAX = 100;
export const AUTOMATION_NAME_MAX = 120;
export const AUTOMATION_DESCRIPTION_MAX = 500;
export const ACTIONS_MAX = 10;
/** Items of one group, and leaves of the whole tree. */
export const CONDITIONS_MAX = 20;
export const CHAIN_DEPTH_MAX = 3;
export const RUN_RETENTION_DAYS = 90;
export const MAX_RUNS_PER_CARD_PER_HOUR_DEFAULT = 10;
export const MAX_RUNS_PER_CARD_PER_HOUR_MAX = 100;
export const RUNS_PAGE_DEFAULT = 50;
export const RUNS_PAGE_MAX = 100;
/** Ids one list parameter may hold (columns, labels, users). */
export const IDS_MAX = 50;
export const TEMPLATE_TEXT_MAX = COMMENT_MAX;
export const TITLE_TEMPLATE_MAX = 200;
export const CHECKLIST_ITEMS_MAX = 50;
export const BUTTON_LABEL_MAX = 40;
export const TEXT_VALUE_MAX = 500;
/** Time triggers: minutes before/after the due date, at most 30 days. */
export const DUE_MINUTES_MIN = 5;
export const DUE_MINUTES_MAX = 43_200;
export const STALE_DAYS_MAX = 365;
/** Largest BRL amount in cents (cards.ts CARD_VALUE_MAX). */
export const AMOUNT_CENTS_MAX = 99_999_999_999_999;
export const DEFAULT_SCHEDULE_TIME_ZONE = FLOW_DEFAULT_TIME_ZONE;

/* ---------- building blocks ---------- */

const invalid = { error: 'validation.invalidValue' } as const;
const paramRequired = 'validation.automationParamRequired';

const ids = z.array(idSchema, invalid).min(1, { error: paramRequired }).max(IDS_MAX, invalid);
const text = (max: number) =>
  safeTextSchema.pipe(
    z.string().trim().min(1, { error: paramRequired }).max(max, { error: 'validation.automationTextTooLong' }),
  );
const int = (min: number, max: number) => z.number(invalid).int(invalid).min(min, invalid).max(max, invalid);
const amountCents = int(0, AMOUNT_CENTS_MAX);
export const prioritySchema = z.enum(priorities, invalid);

/** Adds a 'param required' issue at `path` unless `present`. */
function need(ctx: z.RefinementCtx, present: boolean, path: string) {
  if (!present) ctx.addIssue({ code: 'custom', message: paramRequired, path: [path] });
}

/* ---------- triggers (§7.2) ---------- */

/**
 * Who may cause an event trigger: any person (not an automation; the default), anyone, or the
 * listed people; `negate` turns it around ('anyone except me').
 */
export const actorFilterSchema = z
  .object({
    kind: z.enum(['any_human', 'any', 'user'], invalid).default('any_human'),
    userIds: ids.optional(),
    negate: z.boolean(invalid).default(false),
  })
  .superRefine((actor, ctx) => {
    if (actor.kind === 'user') need(ctx, !!actor.userIds?.length, 'userIds');
  });
export type ActorFilter = z.infer<typeof actorFilterSchema>;
const actor = actorFilterSchema.prefault({});

export const cardFields = ['priority', 'dueDate', 'valueBrl', 'title', 'description'] as const;
export type CardField = (typeof cardFields)[number];

export const scheduleEvery = ['day', 'weekday', 'week', 'month'] as const;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const eventTriggerTypes = [
  'card.created',
  'card.moved',
  'card.field_changed',
  'card.assignee_changed',
  'card.label_added',
  'card.label_removed',
  'comment.added',
  'checklist.item_checked',
  'checklist.completed',
] as const;
export const timeTriggerTypes = ['card.due_approaching', 'card.overdue', 'card.stale', 'schedule'] as const;
export const buttonTriggerTypes = ['button.card', 'button.board'] as const;
export type EventTriggerType = (typeof eventTriggerTypes)[number];
export type TimeTriggerType = (typeof timeTriggerTypes)[number];

const button = { label: text(BUTTON_LABEL_MAX), icon: z.string().max(40, invalid).optional() };

export const triggerSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('card.created'), columnId: idSchema.optional(), actor }),
      z.object({
        type: z.literal('card.moved'),
        fromColumnId: idSchema.optional(),
        toColumnId: idSchema.optional(),
        actor,
      }),
      /** `from`/`to` apply to `priority` only (a value, or null for 'no priority'). */
      z.object({
        type: z.literal('card.field_changed'),
        field: z.enum(cardFields, invalid),
        from: prioritySchema.nullable().optional(),
        to: prioritySchema.nullable().optional(),
        actor,
      }),
      z.object({
        type: z.literal('card.assignee_changed'),
        change: z.enum(['assigned', 'unassigned', 'any'], invalid).default('any'),
        userIds: ids.optional(),
        actor,
      }),
      z.object({ type: z.literal('card.label_added'), labelIds: ids.optional(), actor }),
      z.object({ type: z.literal('card.label_removed'), labelIds: ids.optional(), actor }),
      z.object({
        type: z.literal('comment.added'),
        textContains: text(TEXT_VALUE_MAX).optional(),
        mentionsAssignee: z.boolean(invalid).optional(),
        authorRole: z.enum(['assignee', 'not_assignee'], invalid).optional(),
        actor,
      }),
      z.object({ type: z.literal('checklist.item_checked'), actor }),
      z.object({ type: z.literal('checklist.completed'), actor }),
      z.object({ type: z.literal('card.due_approaching'), beforeMinutes: int(DUE_MINUTES_MIN, DUE_MINUTES_MAX) }),
      z.object({ type: z.literal('card.overdue'), afterMinutes: int(0, DUE_MINUTES_MAX) }),
      z.object({
        type: z.literal('card.stale'),
        days: int(1, STALE_DAYS_MAX),
        inColumnIds: ids.optional(),
        basis: z.enum(['no_activity', 'not_moved'], invalid).default('no_activity'),
      }),
      /**
       * Either a 5-field `cron` or `every` + `at` (HH:MM), with `weekday` (0 Sunday … 6) for
       * 'week' and `dayOfMonth` (1–28, so every month has it) for 'month'; in `tz`.
       */
      z.object({
        type: z.literal('schedule'),
        cron: z.string(invalid).max(100, invalid).optional(),
        every: z.enum(scheduleEvery, invalid).optional(),
        at: z.string(invalid).regex(HH_MM, { error: 'validation.automationScheduleInvalid' }).optional(),
        weekday: int(0, 6).optional(),
        dayOfMonth: int(1, 28).optional(),
        tz: z
          .string(invalid)
          .refine(isTimeZone, { error: 'validation.timezoneInvalid' })
          .default(DEFAULT_SCHEDULE_TIME_ZONE),
        scope: z.object({ columnIds: ids.optional() }).prefault({}),
      }),
      z.object({ type: z.literal('button.card'), ...button }),
      z.object({ type: z.literal('button.board'), ...button }),
    ],
    invalid,
  )
  .superRefine((trigger, ctx) => {
    if (trigger.type === 'card.moved') need(ctx, !!(trigger.fromColumnId || trigger.toColumnId), 'toColumnId');
    if (trigger.type === 'card.field_changed' && trigger.field !== 'priority') {
      if (trigger.from !== undefined || trigger.to !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'validation.invalidValue', path: ['to'] });
      }
    }
    if (trigger.type === 'schedule') refineSchedule(trigger, ctx);
  });
export type Trigger = z.infer<typeof triggerSchema>;
export type TriggerInput = z.input<typeof triggerSchema>;
export type TriggerType = Trigger['type'];
export type TriggerOf<T extends TriggerType> = Extract<Trigger, { type: T }>;

function refineSchedule(
  trigger: { cron?: string; every?: string; at?: string; weekday?: number; dayOfMonth?: number },
  ctx: z.RefinementCtx,
) {
  const scheduleInvalid = (path: string) =>
    ctx.addIssue({ code: 'custom', message: 'validation.automationScheduleInvalid', path: [path] });
  if (trigger.cron !== undefined) {
    if (!isCronExpression(trigger.cron)) {
      ctx.addIssue({ code: 'custom', message: 'validation.automationCronInvalid', path: ['cron'] });
    }
    if (trigger.every !== undefined) scheduleInvalid('every');
    return;
  }
  if (trigger.every === undefined) return scheduleInvalid('every');
  if (trigger.at === undefined) scheduleInvalid('at');
  if ((trigger.every === 'week') !== (trigger.weekday !== undefined)) scheduleInvalid('weekday');
  if ((trigger.every === 'month') !== (trigger.dayOfMonth !== undefined)) scheduleInvalid('dayOfMonth');
}

export function isEventTrigger(trigger: Trigger): trigger is Extract<Trigger, { type: EventTriggerType }> {
  return (eventTriggerTypes as readonly string[]).includes(trigger.type);
}
export function isTimeTrigger(trigger: Trigger): trigger is Extract<Trigger, { type: TimeTriggerType }> {
  return (timeTriggerTypes as readonly string[]).includes(trigger.type);
}

/* ---------- conditions (§7.3) ---------- */

const conditionLeafUnion = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('column'), op: z.enum(['in', 'not_in'], invalid), columnIds: ids }),
    z.object({ type: z.literal('priority'), op: z.enum(['eq', 'neq', 'gte', 'lte'], invalid), value: prioritySchema }),
    z.object({ type: z.literal('labels'), mode: z.enum(['any', 'all', 'none'], invalid), labelIds: ids }),
    z.object({
      type: z.literal('assignee'),
      op: z.enum(['is', 'is_not', 'in', 'is_empty', 'is_not_empty'], invalid),
      userIds: ids.optional(),
    }),
    z.object({
      type: z.literal('due_date'),
      op: z.enum(['is_set', 'not_set', 'overdue', 'within_next', 'after', 'before'], invalid),
      minutes: int(1, 525_600).optional(),
      date: dateTimeSchema.optional(),
    }),
    /** Integer cents, never floats; `between` is inclusive. */
    z.object({
      type: z.literal('value_brl'),
      op: z.enum(['gt', 'gte', 'lt', 'lte', 'between', 'is_empty'], invalid),
      amountCents: amountCents.optional(),
      maxCents: amountCents.optional(),
    }),
    z.object({
      type: z.literal('checklist'),
      op: z.enum(['all_done', 'has_open', 'progress_gte', 'none'], invalid),
      percent: int(0, 100).optional(),
    }),
    z.object({
      type: z.literal('text'),
      field: z.enum(['title', 'description', 'comment'], invalid),
      op: z.enum(['contains', 'not_contains', 'starts_with', 'regex'], invalid),
      value: text(TEXT_VALUE_MAX),
      caseSensitive: z.boolean(invalid).default(false),
    }),
    /** `kind` alone, `userIds` alone, or both (the person must match both). */
    z.object({
      type: z.literal('actor'),
      op: z.enum(['is', 'is_not'], invalid),
      userIds: ids.optional(),
      kind: z.enum(['human', 'automation'], invalid).optional(),
    }),
  ],
  invalid,
);
export const conditionLeafSchema = conditionLeafUnion.superRefine(refineLeaf);
export type ConditionLeaf = z.infer<typeof conditionLeafSchema>;
export type ConditionType = ConditionLeaf['type'];

function refineLeaf(leaf: z.output<typeof conditionLeafUnion>, ctx: z.RefinementCtx) {
  switch (leaf.type) {
    case 'assignee':
      return need(ctx, leaf.op === 'is_empty' || leaf.op === 'is_not_empty' || !!leaf.userIds?.length, 'userIds');
    case 'due_date':
      if (leaf.op === 'within_next') need(ctx, leaf.minutes !== undefined, 'minutes');
      if (leaf.op === 'after' || leaf.op === 'before') need(ctx, leaf.date !== undefined, 'date');
      return;
    case 'value_brl':
      if (leaf.op !== 'is_empty') need(ctx, leaf.amountCents !== undefined, 'amountCents');
      if (leaf.op === 'between') {
        need(ctx, leaf.maxCents !== undefined, 'maxCents');
        if (leaf.maxCents !== undefined && leaf.amountCents !== undefined && leaf.maxCents < leaf.amountCents) {
          ctx.addIssue({ code: 'custom', message: 'validation.invalidValue', path: ['maxCents'] });
        }
      }
      return;
    case 'checklist':
      if (leaf.op === 'progress_gte') need(ctx, leaf.percent !== undefined, 'percent');
      return;
    case 'text':
      if (leaf.op === 'regex' && (leaf.value.length > REGEX_MAX_LENGTH || !isSafeRegex(leaf.value))) {
        ctx.addIssue({ code: 'custom', message: 'validation.automationRegexUnsafe', path: ['value'] });
      }
      return;
    case 'actor':
      return need(ctx, !!leaf.userIds?.length || leaf.kind !== undefined, 'userIds');
    default:
      return;
  }
}

const groupOp = z.enum(['all', 'any'], invalid);
const tooManyConditions = { error: 'validation.automationConditionsTooMany' } as const;

/** A group inside the root group: leaves only (depth 2). */
export const conditionSubgroupSchema = z.object({
  op: groupOp,
  items: z.array(conditionLeafSchema, invalid).max(CONDITIONS_MAX, tooManyConditions),
});
export const conditionNodeSchema = z.union([conditionLeafSchema, conditionSubgroupSchema], invalid);

/** The rule's condition tree: `{ op, items }` of leaves and subgroups; ≤ CONDITIONS_MAX leaves in all. */
export const conditionTreeSchema = z
  .object({
    op: groupOp,
    items: z.array(conditionNodeSchema, invalid).max(CONDITIONS_MAX, tooManyConditions),
  })
  .superRefine((tree, ctx) => {
    if (countLeaves(tree) > CONDITIONS_MAX) ctx.addIssue({ code: 'custom', message: tooManyConditions.error });
  });
export type ConditionSubgroup = z.infer<typeof conditionSubgroupSchema>;
export type ConditionNode = z.infer<typeof conditionNodeSchema>;
export type ConditionTree = z.infer<typeof conditionTreeSchema>;
export const EMPTY_CONDITIONS: ConditionTree = { op: 'all', items: [] };

export function isConditionLeaf(node: ConditionNode): node is ConditionLeaf {
  return 'type' in node;
}

export function countLeaves(tree: { items: readonly ConditionNode[] }): number {
  return tree.items.reduce((sum, node) => sum + (isConditionLeaf(node) ? 1 : node.items.length), 0);
}

/* ---------- actions (§7.4, §7.6) ---------- */

export const autoAssignStrategies = ['skills_balanced', 'least_loaded', 'round_robin'] as const;
export const loadMetrics = ['open_cards', 'remaining_brl', 'weighted', 'open_checklist_items'] as const;
export const autoAssignFallbacks = [
  'leave_unassigned_and_label',
  'least_loaded_any',
  'specific_user',
  'leave_unassigned',
] as const;

/**
 * §7.6. `skills.match`: 'all' — a candidate must hold every required skill (Zendesk's rule);
 * 'any' — one is enough. `relaxTo` says what happens when nobody matches. `capacity.maxOpenCards`
 * is the rule's default; a member's own capacity (profile) wins.
 */
export const autoAssignActionSchema = z.object({
  type: z.literal('auto_assign'),
  strategy: z.enum(autoAssignStrategies, invalid).default('skills_balanced'),
  pool: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('board_members') }),
      z.object({ kind: z.literal('users'), userIds: ids }),
    ])
    .prefault({ kind: 'board_members' }),
  skills: z
    .object({
      source: z.literal('labels', invalid).default('labels'),
      match: z.enum(['all', 'any'], invalid).default('all'),
      relaxTo: z.enum(['none', 'best_partial', 'ignore_skills'], invalid).default('none'),
    })
    .prefault({}),
  load: z
    .object({
      metric: z.enum(loadMetrics, invalid).default('open_cards'),
      scope: z.enum(['board', 'workspace'], invalid).default('board'),
      excludeColumnIds: z.array(idSchema, invalid).max(IDS_MAX, invalid).default([]),
      normalize: z.boolean(invalid).default(false),
    })
    .prefault({}),
  capacity: z.object({ maxOpenCards: int(1, 1000) }).optional(),
  fallback: z.enum(autoAssignFallbacks, invalid).default('leave_unassigned_and_label'),
  fallbackLabelId: idSchema.optional(),
  fallbackUserId: idSchema.optional(),
  skipIfAssigned: z.boolean(invalid).default(true),
});
export type AutoAssignAction = z.infer<typeof autoAssignActionSchema>;

export const notifyTargetSchema = z.union(
  [z.enum(['assignee', 'creator', 'board_admins'], invalid), z.object({ userId: idSchema })],
  invalid,
);
export type NotifyTarget = z.infer<typeof notifyTargetSchema>;
export const createCardCopyFields = ['labels', 'priority', 'assignee', 'valueBrl'] as const;

export const actionSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('move_card'),
        columnId: idSchema,
        position: z.enum(['top', 'bottom'], invalid).default('bottom'),
      }),
      z.object({ type: z.literal('set_priority'), value: prioritySchema }),
      z.object({ type: z.literal('add_labels'), labelIds: ids }),
      z.object({
        type: z.literal('remove_labels'),
        labelIds: ids.optional(),
        all: z.literal(true, invalid).optional(),
      }),
      z.object({
        type: z.literal('assign_user'),
        userId: idSchema.optional(),
        to: z.enum(['actor', 'creator'], invalid).optional(),
      }),
      z.object({ type: z.literal('unassign') }),
      autoAssignActionSchema,
      /** `days`/`hours` may be negative for `shift_current`; `businessDays` skips Saturdays and Sundays. */
      z.object({
        type: z.literal('set_due_date'),
        mode: z.enum(['clear', 'absolute', 'from_now', 'shift_current'], invalid),
        date: dateTimeSchema.optional(),
        days: int(-3650, 3650).optional(),
        hours: int(-8760, 8760).optional(),
        businessDays: z.boolean(invalid).default(false),
      }),
      z.object({
        type: z.literal('set_value_brl'),
        amountCents: amountCents.optional(),
        clear: z.literal(true, invalid).optional(),
      }),
      z.object({ type: z.literal('add_comment'), template: text(TEMPLATE_TEXT_MAX) }),
      /** Appends items to the card's checklist; `skipIfExists` skips an item whose text is already there. */
      z.object({
        type: z.literal('add_checklist'),
        items: z
          .array(text(CHECKLIST_TEXT_MAX), invalid)
          .min(1, { error: paramRequired })
          .max(CHECKLIST_ITEMS_MAX, invalid),
        skipIfExists: z.boolean(invalid).default(true),
      }),
      z.object({ type: z.literal('check_all_items'), checked: z.boolean(invalid).default(true) }),
      z.object({
        type: z.literal('create_card'),
        columnId: idSchema,
        titleTemplate: text(TITLE_TEMPLATE_MAX),
        copy: z
          .array(z.enum(createCardCopyFields, invalid), invalid)
          .max(createCardCopyFields.length, invalid)
          .default([]),
        linkToSource: z.boolean(invalid).default(false),
      }),
      z.object({ type: z.literal('archive_card') }),
      z.object({
        type: z.literal('notify'),
        to: z.array(notifyTargetSchema, invalid).min(1, { error: paramRequired }).max(10, invalid),
        template: text(TEMPLATE_TEXT_MAX),
        channel: z.enum(['in_app', 'email'], invalid).default('in_app'),
      }),
      /** One of the workspace's webhooks (its id); the payload is the card and the rule. */
      z.object({ type: z.literal('send_webhook'), webhookId: idSchema }),
    ],
    invalid,
  )
  .superRefine((action, ctx) => {
    const exactlyOne = (present: number, path: string) => {
      if (present !== 1) ctx.addIssue({ code: 'custom', message: paramRequired, path: [path] });
    };
    switch (action.type) {
      case 'remove_labels':
        return exactlyOne(Number(!!action.labelIds) + Number(!!action.all), 'labelIds');
      case 'assign_user':
        return exactlyOne(Number(!!action.userId) + Number(!!action.to), 'userId');
      case 'set_value_brl':
        return exactlyOne(Number(action.amountCents !== undefined) + Number(!!action.clear), 'amountCents');
      case 'set_due_date':
        if (action.mode === 'absolute') need(ctx, action.date !== undefined, 'date');
        if (action.mode === 'from_now' || action.mode === 'shift_current') {
          need(ctx, action.days !== undefined || action.hours !== undefined, 'days');
        }
        return;
      case 'auto_assign':
        if (action.fallback === 'leave_unassigned_and_label') need(ctx, !!action.fallbackLabelId, 'fallbackLabelId');
        if (action.fallback === 'specific_user') need(ctx, !!action.fallbackUserId, 'fallbackUserId');
        return;
      default:
        return;
    }
  });
export type Action = z.infer<typeof actionSchema>;
export type ActionInput = z.input<typeof actionSchema>;
export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

export const actionsSchema = z
  .array(actionSchema, invalid)
  .min(1, { error: 'validation.automationActionsRequired' })
  .max(ACTIONS_MAX, { error: 'validation.automationActionsTooMany' });

/* ---------- options and rules (§7.5) ---------- */

const optionFields = {
  /** Whether events an automation caused may trigger this rule (chains stop at CHAIN_DEPTH_MAX). */
  allowTriggerByAutomation: z.boolean(invalid),
  maxRunsPerCardPerHour: int(1, MAX_RUNS_PER_CARD_PER_HOUR_MAX),
  stopOnError: z.boolean(invalid),
};
export const automationOptionsSchema = z.object({
  allowTriggerByAutomation: optionFields.allowTriggerByAutomation.default(false),
  maxRunsPerCardPerHour: optionFields.maxRunsPerCardPerHour.default(MAX_RUNS_PER_CARD_PER_HOUR_DEFAULT),
  stopOnError: optionFields.stopOnError.default(true),
});
export type AutomationOptions = z.infer<typeof automationOptionsSchema>;

const nameSchema = safeTextSchema.pipe(
  z
    .string({ error: 'validation.automationNameRequired' })
    .trim()
    .min(1, { error: 'validation.automationNameRequired' })
    .max(AUTOMATION_NAME_MAX, { error: 'validation.automationNameTooLong' }),
);
const descriptionSchema = safeTextSchema.pipe(
  z.string().trim().max(AUTOMATION_DESCRIPTION_MAX, { error: 'validation.automationDescriptionTooLong' }),
);

/** `POST /api/v1/boards/:id/automations`. */
export const createAutomationInputSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  enabled: z.boolean(invalid).default(true),
  trigger: triggerSchema,
  conditions: conditionTreeSchema.prefault(EMPTY_CONDITIONS),
  actions: actionsSchema,
  options: automationOptionsSchema.prefault({}),
});
export type CreateAutomationInput = z.input<typeof createAutomationInputSchema>;
export type CreateAutomation = z.output<typeof createAutomationInputSchema>;

/**
 * `PATCH /api/v1/automations/:id`: any subset; `options` fields are merged one by one into the
 * stored ones (no defaults here). A change of trigger, conditions, actions or options bumps the
 * rule's version; `enabled` and `position` (reorder) do not need to, the server decides.
 */
export const updateAutomationInputSchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    enabled: z.boolean(invalid).optional(),
    position: int(0, 1_000_000).optional(),
    trigger: triggerSchema.optional(),
    conditions: conditionTreeSchema.optional(),
    actions: actionsSchema.optional(),
    options: z
      .object({
        allowTriggerByAutomation: optionFields.allowTriggerByAutomation.optional(),
        maxRunsPerCardPerHour: optionFields.maxRunsPerCardPerHour.optional(),
        stopOnError: optionFields.stopOnError.optional(),
      })
      .optional(),
  })
  .refine((input) => hasChanges(input), nothingToUpdate);
export type UpdateAutomationInput = z.input<typeof updateAutomationInputSchema>;

/* ---------- runs (§7.7) ---------- */

/**
 * What became of one (rule, event, card):
 * - `success`: the actions ran and at least one changed something (the issue's "ok");
 * - `no_op`: the actions ran and none changed anything (no event written);
 * - `no_match`: the conditions did not hold (the issue's "skipped by condition"; `failedPath`
 *   says which leaf);
 * - `partial`: an action failed after others changed something; `failed`: the first failing
 *   action changed nothing before it (the issue's "error"; `error` holds the message);
 * - `skipped_duplicate`: the run key existed (redelivery); `loop_blocked`: the chain passed
 *   CHAIN_DEPTH_MAX or would rerun the rule on the same card; `throttled`: the per-card hourly cap;
 * - `dry_run`: a dry run (never stored by default).
 */
export const automationRunStatuses = [
  'success',
  'no_op',
  'no_match',
  'partial',
  'failed',
  'skipped_duplicate',
  'loop_blocked',
  'throttled',
  'dry_run',
] as const;
export type AutomationRunStatus = (typeof automationRunStatuses)[number];

export const automationRunStepSchema = z.object({
  actionType: z.string(),
  ok: z.boolean(),
  changed: z.boolean(),
  error: z.string().optional(),
  /** What the step decided, e.g. auto-assignment's decision table. */
  detail: z.unknown().optional(),
});
export type AutomationRunStep = z.infer<typeof automationRunStepSchema>;

export const automationRunSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleVersion: z.number().int(),
  /** Null for time triggers (a synthetic slot) and buttons. */
  triggerEventId: z.string().nullable(),
  cardId: z.string().nullable(),
  status: z.enum(automationRunStatuses),
  depth: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  steps: z.array(automationRunStepSchema),
  /** For `no_match`: the first failing condition, e.g. 'items[1].items[0]'. */
  failedPath: z.string().nullable().optional(),
  error: z.string().nullable(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

/** `GET /api/v1/automations/:id/runs?limit=&before=`: newest first; `before` is the last run id of the previous page. */
export const automationRunsQuerySchema = z.object({
  limit: z.coerce.number(invalid).int(invalid).min(1, invalid).max(RUNS_PAGE_MAX, invalid).default(RUNS_PAGE_DEFAULT),
  before: idSchema.optional(),
});
export type AutomationRunsQuery = z.infer<typeof automationRunsQuerySchema>;

/** `POST /api/v1/automations/:id/dry-run`. */
export const automationDryRunInputSchema = z.object({ cardId: idSchema });
export type AutomationDryRunInput = z.infer<typeof automationDryRunInputSchema>;

/** `POST /api/v1/automations/:id/run` (buttons): a card button names its card, a board button none. */
export const automationRunInputSchema = z.object({ cardId: idSchema.optional() });
export type AutomationRunInput = z.infer<typeof automationRunInputSchema>;

/** What a dry run answers: whether the conditions hold and what each action would do. */
export const automationDryRunResultSchema = z.object({
  matched: z.boolean(),
  failedPath: z.string().nullable(),
  steps: z.array(automationRunStepSchema),
});
export type AutomationDryRunResult = z.infer<typeof automationDryRunResultSchema>;

/* ---------- the stored rule ---------- */

export const automationSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  trigger: triggerSchema,
  conditions: conditionTreeSchema,
  actions: z.array(actionSchema),
  options: automationOptionsSchema,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  stats: z.object({
    runs: z.number().int(),
    lastRunAt: z.string().nullable(),
    lastStatus: z.enum(automationRunStatuses).nullable(),
  }),
});
export type Automation = z.infer<typeof automationSchema>;
