import { z } from 'zod';
import { isTimeZone } from '../analytics.ts';
import { idSchema } from '../validation.ts';
import { isCronExpression } from './cron.ts';
import {
  BUTTON_LABEL_MAX,
  DEFAULT_SCHEDULE_TIME_ZONE,
  DUE_MINUTES_MAX,
  DUE_MINUTES_MIN,
  STALE_DAYS_MAX,
  TEXT_VALUE_MAX,
} from './limits.ts';
import { ids, int, invalid, need, prioritySchema, text } from './schema-parts.ts';

/**
 * A rule's trigger (issue 20; design note automations.md §7.2): nine event triggers with the
 * actor filter, four time triggers and two buttons. Part of the rule contract (rules.ts, which
 * re-exports every name here).
 */

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
