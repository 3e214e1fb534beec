import type { Priority } from '../cards.ts';
import type { ConditionLeaf, ConditionNode, ConditionTree } from './rules.ts';
import { isConditionLeaf } from './rules.ts';
import { safeRegexTest } from './safe-regex.ts';

/**
 * Condition evaluation (issue 20; automations.md §7.3), pure: the server builds the context from
 * the card as of execution (fresh state, §7.7.8), the dry run from the chosen card.
 */

export interface ConditionContext {
  card: {
    columnId: string;
    priority: Priority | null;
    labelIds: readonly string[];
    assigneeId: string | null;
    /** ISO date-time or null. */
    dueDate: string | null;
    /** Decimal string as the API answers it ('1234.50') or null; compared as integer cents. */
    valueBrl: string | null;
    title: string;
    description: string | null;
    checklist: { done: number; total: number };
  };
  /** The triggering comment, for `text` conditions on `comment` (absent: empty text). */
  comment?: { text: string };
  actor: { kind: 'human' | 'automation'; userId: string | null };
  now: Date;
}

export interface ConditionResult {
  matched: boolean;
  /**
   * Where the tree failed, for "why didn't my rule fire?": the first failing leaf, e.g.
   * 'items[1].items[0]'. In an 'any' group every item failed; the first one is named.
   */
  failedPath?: string;
}

export const PRIORITY_RANK: Record<Priority, number> = { low: 1, medium: 2, high: 3, critical: 4 };

/** '1234.5' → 123450; null for null or a value that is not a decimal. */
export function brlToCents(value: string | null): number | null {
  if (value === null) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function evaluateConditions(tree: ConditionTree, context: ConditionContext): ConditionResult {
  return evaluateGroup(tree, context, '');
}

function evaluateGroup(
  group: { op: 'all' | 'any'; items: readonly ConditionNode[] },
  context: ConditionContext,
  prefix: string,
): ConditionResult {
  if (group.items.length === 0) return { matched: true };
  let firstFailure: string | undefined;
  for (const [index, node] of group.items.entries()) {
    const path = `${prefix}items[${index}]`;
    const result = isConditionLeaf(node)
      ? { matched: evaluateLeaf(node, context), failedPath: path }
      : evaluateGroup(node, context, `${path}.`);
    if (result.matched && group.op === 'any') return { matched: true };
    if (!result.matched) {
      if (group.op === 'all') return { matched: false, failedPath: result.failedPath };
      firstFailure ??= result.failedPath;
    }
  }
  return group.op === 'all' ? { matched: true } : { matched: false, failedPath: firstFailure };
}

export function evaluateLeaf(leaf: ConditionLeaf, context: ConditionContext): boolean {
  const { card } = context;
  switch (leaf.type) {
    case 'column':
      return leaf.columnIds.includes(card.columnId) === (leaf.op === 'in');
    case 'priority':
      return comparePriority(card.priority, leaf.op, leaf.value);
    case 'labels': {
      const has = (id: string) => card.labelIds.includes(id);
      if (leaf.mode === 'any') return leaf.labelIds.some(has);
      if (leaf.mode === 'all') return leaf.labelIds.every(has);
      return !leaf.labelIds.some(has);
    }
    case 'assignee':
      return matchAssignee(card.assigneeId, leaf.op, leaf.userIds ?? []);
    case 'due_date':
      return matchDueDate(card.dueDate, leaf, context.now);
    case 'value_brl':
      return matchValue(brlToCents(card.valueBrl), leaf);
    case 'checklist':
      return matchChecklist(card.checklist, leaf.op, leaf.percent ?? 0);
    case 'text':
      return matchText(textOf(leaf.field, context), leaf);
    case 'actor': {
      const kindOk = leaf.kind === undefined || leaf.kind === context.actor.kind;
      const userOk = !leaf.userIds || (context.actor.userId !== null && leaf.userIds.includes(context.actor.userId));
      return (kindOk && userOk) === (leaf.op === 'is');
    }
  }
}

function comparePriority(priority: Priority | null, op: 'eq' | 'neq' | 'gte' | 'lte', value: Priority): boolean {
  if (op === 'neq') return priority !== value;
  if (priority === null) return false;
  if (op === 'eq') return priority === value;
  const difference = PRIORITY_RANK[priority] - PRIORITY_RANK[value];
  return op === 'gte' ? difference >= 0 : difference <= 0;
}

function matchAssignee(assigneeId: string | null, op: string, userIds: readonly string[]): boolean {
  if (op === 'is_empty') return assigneeId === null;
  if (op === 'is_not_empty') return assigneeId !== null;
  const listed = assigneeId !== null && userIds.includes(assigneeId);
  return op === 'is_not' ? !listed : listed;
}

function matchDueDate(dueDate: string | null, leaf: Extract<ConditionLeaf, { type: 'due_date' }>, now: Date): boolean {
  if (leaf.op === 'not_set') return dueDate === null;
  if (dueDate === null) return false;
  const due = new Date(dueDate).getTime();
  switch (leaf.op) {
    case 'is_set':
      return true;
    case 'overdue':
      return due < now.getTime();
    case 'within_next':
      return due >= now.getTime() && due <= now.getTime() + (leaf.minutes ?? 0) * 60_000;
    case 'after':
      return due > new Date(leaf.date!).getTime();
    case 'before':
      return due < new Date(leaf.date!).getTime();
  }
}

function matchValue(cents: number | null, leaf: Extract<ConditionLeaf, { type: 'value_brl' }>): boolean {
  if (leaf.op === 'is_empty') return cents === null;
  if (cents === null) return false;
  const amount = leaf.amountCents ?? 0;
  switch (leaf.op) {
    case 'gt':
      return cents > amount;
    case 'gte':
      return cents >= amount;
    case 'lt':
      return cents < amount;
    case 'lte':
      return cents <= amount;
    case 'between':
      return cents >= amount && cents <= (leaf.maxCents ?? amount);
  }
}

function matchChecklist(checklist: { done: number; total: number }, op: string, percent: number): boolean {
  const { done, total } = checklist;
  if (op === 'none') return total === 0;
  if (op === 'all_done') return total > 0 && done >= total;
  if (op === 'has_open') return done < total;
  return total > 0 && done * 100 >= percent * total; // progress_gte, in integers
}

function textOf(field: 'title' | 'description' | 'comment', context: ConditionContext): string {
  if (field === 'title') return context.card.title;
  if (field === 'description') return context.card.description ?? '';
  return context.comment?.text ?? '';
}

function matchText(text: string, leaf: Extract<ConditionLeaf, { type: 'text' }>): boolean {
  if (leaf.op === 'regex') return safeRegexTest(leaf.value, text, leaf.caseSensitive);
  const haystack = leaf.caseSensitive ? text : text.toLocaleLowerCase('pt-BR');
  const needle = leaf.caseSensitive ? leaf.value : leaf.value.toLocaleLowerCase('pt-BR');
  if (leaf.op === 'starts_with') return haystack.startsWith(needle);
  return haystack.includes(needle) === (leaf.op === 'contains');
}
