import { z } from 'zod';
import { CHECKLIST_TEXT_MAX } from '../cards.ts';
import { dateTimeSchema, idSchema } from '../validation.ts';
import {
  ACTIONS_MAX,
  CHECKLIST_ITEMS_MAX,
  IDS_MAX,
  MAX_OPEN_CARDS_MAX,
  TEMPLATE_TEXT_MAX,
  TITLE_TEMPLATE_MAX,
} from './limits.ts';
import { amountCents, ids, int, invalid, need, paramRequired, prioritySchema, text } from './schema-parts.ts';

/**
 * A rule's actions (issue 20; design note automations.md §7.4, auto-assignment §7.6): sixteen
 * kinds, run in order. Part of the rule contract (rules.ts, which re-exports every name here).
 */

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
  capacity: z.object({ maxOpenCards: int(1, MAX_OPEN_CARDS_MAX) }).optional(),
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
