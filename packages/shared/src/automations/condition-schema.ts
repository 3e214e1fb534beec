import { z } from 'zod';
import { dateTimeSchema } from '../validation.ts';
import { CONDITIONS_MAX, REGEX_MAX_LENGTH, TEXT_VALUE_MAX } from './limits.ts';
import { isSafeRegex } from './safe-regex.ts';
import { amountCents, ids, int, invalid, need, prioritySchema, text } from './schema-parts.ts';

/**
 * A rule's condition tree (issue 20; design note automations.md §7.3): nine kinds of leaf in an
 * `all`/`any` tree of depth 2. Part of the rule contract (rules.ts, which re-exports every name
 * here); evaluated by conditions.ts.
 */

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
