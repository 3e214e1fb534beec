import {
  actionSchema,
  conditionLeafSchema,
  conditionSubgroupSchema,
  createAutomationInputSchema,
  triggerSchema,
  type Action,
  type Automation,
  type ConditionNode,
  type CreateAutomation,
  type CreateAutomationInput,
} from '@rbax/shared/automations/rules';
import { describeAutomation, type AutomationLookup } from '@rbax/shared/automations/sentence';
import type { Locale } from '@rbax/shared/i18n';

/**
 * The builder's draft is the create input as the person edits it (issue 20). These helpers judge
 * it with the shared schema (errors keyed by path, `actions.0.labelIds`) and write its sentence
 * — also while it is incomplete, from the parts that are already valid.
 */

export type Draft = CreateAutomationInput;
export type DraftErrors = ReadonlyMap<string, string>;

export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

export function validateDraft(draft: Draft): { parsed: CreateAutomation | null; errors: DraftErrors } {
  const result = createAutomationInputSchema.safeParse(draft);
  if (result.success) return { parsed: result.data, errors: new Map() };
  const errors = new Map<string, string>();
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path);
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return { parsed: null, errors };
}

/** The error of a field, or of anything inside it (a list whose item is wrong). */
export function errorAt(errors: DraftErrors, key: string): string | undefined {
  return errors.get(key);
}

/** The parts of a draft that already parse: enough to write the sentence while it is being built. */
function validParts(draft: Draft): Pick<Automation, 'trigger' | 'conditions' | 'actions'> | null {
  const trigger = triggerSchema.safeParse(draft.trigger);
  if (!trigger.success) return null;
  const tree = draft.conditions ?? { op: 'all', items: [] };
  const items: ConditionNode[] = [];
  for (const node of tree.items ?? []) {
    const parsed = ('type' in node ? conditionLeafSchema : conditionSubgroupSchema).safeParse(node);
    if (parsed.success) items.push(parsed.data);
  }
  const actions: Action[] = [];
  for (const action of draft.actions ?? []) {
    const parsed = actionSchema.safeParse(action);
    if (parsed.success) actions.push(parsed.data);
  }
  return { trigger: trigger.data, conditions: { op: tree.op ?? 'all', items }, actions };
}

/** The rule's sentence as it stands; null while even the trigger is incomplete. */
export function draftSentence(draft: Draft, lookup: AutomationLookup, locale: Locale): string | null {
  const parts = validParts(draft);
  if (!parts) return null;
  const sentence = describeAutomation(parts, lookup, locale);
  return parts.actions.length === 0 ? sentence.replace(/\s*$/, ' …') : sentence;
}

/** A stored rule as a draft to edit (the server's parsed form is valid input). */
export function draftOf(rule: Automation): Draft {
  return {
    name: rule.name,
    description: rule.description,
    enabled: rule.enabled,
    trigger: rule.trigger,
    conditions: rule.conditions,
    actions: rule.actions,
    options: rule.options,
  };
}
