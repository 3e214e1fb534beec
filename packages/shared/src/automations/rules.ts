import { z } from 'zod';
import { hasChanges, idSchema, nothingToUpdate, safeTextSchema } from '../validation.ts';
import { actionSchema, actionsSchema } from './action-schema.ts';
import { conditionTreeSchema, EMPTY_CONDITIONS } from './condition-schema.ts';
import {
  AUTOMATION_DESCRIPTION_MAX,
  AUTOMATION_NAME_MAX,
  MAX_RUNS_PER_CARD_PER_HOUR_DEFAULT,
  MAX_RUNS_PER_CARD_PER_HOUR_MAX,
  RUNS_PAGE_DEFAULT,
  RUNS_PAGE_MAX,
} from './limits.ts';
import { int, invalid } from './schema-parts.ts';
import { triggerSchema } from './trigger-schema.ts';

/**
 * Automations (issue 20; design note automations.md §7, with this product's priorities and ids):
 * a board-scoped rule is one trigger, a condition tree and 1–10 ordered actions, with options.
 * This file is the contract the server stores and the web builder edits — the rule, its options,
 * its runs and the dry run — and the one place importers take every part of it from: the
 * trigger, condition and action schemas live in trigger-schema.ts, condition-schema.ts and
 * action-schema.ts, the limits in limits.ts, and are re-exported here. The pure evaluation lives
 * beside it (conditions.ts, triggers.ts, auto-assign.ts, sentence.ts).
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

export * from './limits.ts';
export * from './trigger-schema.ts';
export * from './condition-schema.ts';
export * from './action-schema.ts';
export { prioritySchema } from './schema-parts.ts';

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
 * - `success`: the actions ran and at least one changed something (the "ok");
 * - `no_op`: the actions ran and none changed anything (no event written);
 * - `no_match`: the conditions did not hold (the "skipped by condition"; `failedPath`
 *   says which leaf);
 * - `partial`: an action failed after others changed something; `failed`: the first failing
 *   action changed nothing before it (the "error"; `error` holds the message);
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

/**
 * `POST /api/v1/boards/:id/automations/dry-run`: a rule not saved yet (the builder's 'Testar'),
 * tried on a card of the board like a saved one; the answer is `automationDryRunResultSchema`.
 */
export const automationDraftDryRunInputSchema = z.object({ rule: createAutomationInputSchema, cardId: idSchema });
export type AutomationDraftDryRunInput = z.input<typeof automationDraftDryRunInputSchema>;

/** `POST /api/v1/automations/:id/run` (buttons): a card button names its card, a board button none. */
export const automationRunInputSchema = z.object({ cardId: idSchema.optional() });
export type AutomationRunInput = z.infer<typeof automationRunInputSchema>;

/**
 * A rule the dry run's events would set off (§7.7.13): its run's `depth` in the chain (1 for the
 * events the tried rule writes) and how that run would end — `no_match` when its conditions fail,
 * `loop_blocked` past CHAIN_DEPTH_MAX or on a card it already ran on in the chain.
 */
export const automationDryRunTriggerSchema = z.object({
  ruleId: z.string(),
  ruleName: z.string(),
  depth: z.number().int(),
  status: z.enum(automationRunStatuses),
});
export type AutomationDryRunTrigger = z.infer<typeof automationDryRunTriggerSchema>;

/**
 * What a dry run answers: whether the conditions hold, what each action would do, and the other
 * rules (those with `allowTriggerByAutomation`) its events would set off, chained to depth 3.
 */
export const automationDryRunResultSchema = z.object({
  matched: z.boolean(),
  failedPath: z.string().nullable(),
  steps: z.array(automationRunStepSchema),
  triggers: z.array(automationDryRunTriggerSchema),
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
