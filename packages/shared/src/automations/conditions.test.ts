import { describe, expect, it } from 'vitest';
import { brlToCents, type ConditionContext, evaluateConditions } from './conditions.ts';
import { type ConditionLeaf, conditionTreeSchema, type ConditionTree } from './rules.ts';
import { uid } from './test-ids.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const ctx = (card: Partial<ConditionContext['card']> = {}, rest: Partial<ConditionContext> = {}): ConditionContext => ({
  card: {
    columnId: uid(1),
    priority: 'high',
    labelIds: [uid(10), uid(11)],
    assigneeId: uid(100),
    dueDate: '2026-03-11T12:00:00Z',
    valueBrl: '1234.50',
    title: 'Bug no Checkout',
    description: 'Cliente VIP reclamou',
    checklist: { done: 1, total: 4 },
    ...card,
  },
  actor: { kind: 'human', userId: uid(100) },
  now: NOW,
  ...rest,
});
/** One leaf, parsed (defaults filled), evaluated against a context. */
const holds = (leaf: object, context = ctx()) =>
  evaluateConditions(conditionTreeSchema.parse({ op: 'all', items: [leaf] }), context).matched;

describe('evaluateConditions: tree', () => {
  const yes: ConditionLeaf = { type: 'column', op: 'in', columnIds: [uid(1)] };
  const no: ConditionLeaf = { type: 'column', op: 'in', columnIds: [uid(2)] };

  it('matches an empty tree', () => {
    expect(evaluateConditions({ op: 'all', items: [] }, ctx())).toEqual({ matched: true });
  });

  it('names the first failing leaf', () => {
    const tree: ConditionTree = { op: 'all', items: [yes, { op: 'any', items: [no, no] }] };
    expect(evaluateConditions(tree, ctx())).toEqual({ matched: false, failedPath: 'items[1].items[0]' });
    expect(evaluateConditions({ op: 'all', items: [yes, no] }, ctx())).toEqual({
      matched: false,
      failedPath: 'items[1]',
    });
  });

  it('matches an any-group when one item holds', () => {
    expect(evaluateConditions({ op: 'any', items: [no, yes] }, ctx()).matched).toBe(true);
    expect(evaluateConditions({ op: 'all', items: [{ op: 'any', items: [no, yes] }] }, ctx()).matched).toBe(true);
  });
});

describe('evaluateConditions: leaves', () => {
  it('column in / not_in', () => {
    expect(holds({ type: 'column', op: 'in', columnIds: [uid(1)] })).toBe(true);
    expect(holds({ type: 'column', op: 'not_in', columnIds: [uid(1)] })).toBe(false);
  });

  it('priority eq / neq / gte / lte, critical highest', () => {
    expect(holds({ type: 'priority', op: 'eq', value: 'high' })).toBe(true);
    expect(holds({ type: 'priority', op: 'neq', value: 'high' })).toBe(false);
    expect(holds({ type: 'priority', op: 'gte', value: 'medium' })).toBe(true);
    expect(holds({ type: 'priority', op: 'gte', value: 'critical' })).toBe(false);
    expect(holds({ type: 'priority', op: 'lte', value: 'high' })).toBe(true);
    expect(holds({ type: 'priority', op: 'gte', value: 'low' }, ctx({ priority: null }))).toBe(false);
    expect(holds({ type: 'priority', op: 'neq', value: 'low' }, ctx({ priority: null }))).toBe(true);
  });

  it('labels any / all / none', () => {
    expect(holds({ type: 'labels', mode: 'any', labelIds: [uid(10), uid(12)] })).toBe(true);
    expect(holds({ type: 'labels', mode: 'all', labelIds: [uid(10), uid(12)] })).toBe(false);
    expect(holds({ type: 'labels', mode: 'all', labelIds: [uid(10), uid(11)] })).toBe(true);
    expect(holds({ type: 'labels', mode: 'none', labelIds: [uid(12)] })).toBe(true);
    expect(holds({ type: 'labels', mode: 'none', labelIds: [uid(11)] })).toBe(false);
  });

  it('assignee is / is_not / in / is_empty / is_not_empty', () => {
    expect(holds({ type: 'assignee', op: 'is', userIds: [uid(100)] })).toBe(true);
    expect(holds({ type: 'assignee', op: 'is_not', userIds: [uid(100)] })).toBe(false);
    expect(holds({ type: 'assignee', op: 'in', userIds: [uid(101), uid(100)] })).toBe(true);
    expect(holds({ type: 'assignee', op: 'is_empty' })).toBe(false);
    expect(holds({ type: 'assignee', op: 'is_empty' }, ctx({ assigneeId: null }))).toBe(true);
    expect(holds({ type: 'assignee', op: 'is_not_empty' })).toBe(true);
    expect(holds({ type: 'assignee', op: 'is_not', userIds: [uid(100)] }, ctx({ assigneeId: null }))).toBe(true);
  });

  it('due_date is_set / not_set / overdue / within_next / after / before', () => {
    expect(holds({ type: 'due_date', op: 'is_set' })).toBe(true);
    expect(holds({ type: 'due_date', op: 'not_set' }, ctx({ dueDate: null }))).toBe(true);
    expect(holds({ type: 'due_date', op: 'overdue' })).toBe(false);
    expect(holds({ type: 'due_date', op: 'overdue' }, ctx({ dueDate: '2026-03-10T11:59:00Z' }))).toBe(true);
    expect(holds({ type: 'due_date', op: 'within_next', minutes: 1440 })).toBe(true);
    expect(holds({ type: 'due_date', op: 'within_next', minutes: 1439 })).toBe(false);
    expect(holds({ type: 'due_date', op: 'after', date: '2026-03-11T00:00:00Z' })).toBe(true);
    expect(holds({ type: 'due_date', op: 'before', date: '2026-03-11T00:00:00Z' })).toBe(false);
    expect(holds({ type: 'due_date', op: 'overdue' }, ctx({ dueDate: null }))).toBe(false);
  });

  it('value_brl compares integer cents', () => {
    expect(holds({ type: 'value_brl', op: 'gt', amountCents: 123449 })).toBe(true);
    expect(holds({ type: 'value_brl', op: 'gte', amountCents: 123450 })).toBe(true);
    expect(holds({ type: 'value_brl', op: 'lt', amountCents: 123450 })).toBe(false);
    expect(holds({ type: 'value_brl', op: 'lte', amountCents: 123450 })).toBe(true);
    expect(holds({ type: 'value_brl', op: 'between', amountCents: 100000, maxCents: 123450 })).toBe(true);
    expect(holds({ type: 'value_brl', op: 'is_empty' })).toBe(false);
    expect(holds({ type: 'value_brl', op: 'is_empty' }, ctx({ valueBrl: null }))).toBe(true);
    expect(holds({ type: 'value_brl', op: 'gte', amountCents: 0 }, ctx({ valueBrl: null }))).toBe(false);
    expect(brlToCents('0.1')).toBe(10);
    expect(brlToCents('19.99')).toBe(1999);
  });

  it('checklist all_done / has_open / progress_gte / none', () => {
    expect(holds({ type: 'checklist', op: 'all_done' })).toBe(false);
    expect(holds({ type: 'checklist', op: 'all_done' }, ctx({ checklist: { done: 4, total: 4 } }))).toBe(true);
    expect(holds({ type: 'checklist', op: 'has_open' })).toBe(true);
    expect(holds({ type: 'checklist', op: 'progress_gte', percent: 25 })).toBe(true);
    expect(holds({ type: 'checklist', op: 'progress_gte', percent: 26 })).toBe(false);
    expect(holds({ type: 'checklist', op: 'none' })).toBe(false);
    expect(holds({ type: 'checklist', op: 'none' }, ctx({ checklist: { done: 0, total: 0 } }))).toBe(true);
  });

  it('text contains / not_contains / starts_with / regex, case-insensitive by default', () => {
    expect(holds({ type: 'text', field: 'title', op: 'contains', value: 'checkout' })).toBe(true);
    expect(holds({ type: 'text', field: 'title', op: 'contains', value: 'checkout', caseSensitive: true })).toBe(false);
    expect(holds({ type: 'text', field: 'description', op: 'not_contains', value: 'vip' })).toBe(false);
    expect(holds({ type: 'text', field: 'title', op: 'starts_with', value: 'bug' })).toBe(true);
    expect(holds({ type: 'text', field: 'description', op: 'regex', value: '^cliente\\s+vip' })).toBe(true);
    expect(holds({ type: 'text', field: 'comment', op: 'contains', value: 'urgente' })).toBe(false);
    const commented = ctx({}, { comment: { text: 'Isso é URGENTE' } });
    expect(holds({ type: 'text', field: 'comment', op: 'contains', value: 'urgente' }, commented)).toBe(true);
  });

  it('actor is / is_not by person and by kind', () => {
    expect(holds({ type: 'actor', op: 'is', userIds: [uid(100)] })).toBe(true);
    expect(holds({ type: 'actor', op: 'is_not', userIds: [uid(100)] })).toBe(false);
    expect(holds({ type: 'actor', op: 'is', kind: 'human' })).toBe(true);
    const bot = ctx({}, { actor: { kind: 'automation', userId: null } });
    expect(holds({ type: 'actor', op: 'is', kind: 'automation' }, bot)).toBe(true);
    expect(holds({ type: 'actor', op: 'is_not', kind: 'automation' }, bot)).toBe(false);
  });
});
