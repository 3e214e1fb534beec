import { describe, expect, it } from 'vitest';
import { typedEvent, type LogEvent, type TypedLogEvent } from '../event-log.ts';
import { type TriggerInput, triggerSchema } from './rules.ts';
import { uid } from './test-ids.ts';
import { automationGate, matchTrigger, readAutomationMarker, type TriggerContext } from './triggers.ts';

const ALICE = { id: uid(100), name: 'Alice', image: null };
const event = (kind: string, data: object, actor: typeof ALICE | null = ALICE) =>
  ({
    id: uid(900),
    seq: 1,
    boardId: uid(800),
    workspaceId: null,
    kind,
    entityId: uid(700),
    actor,
    data,
    createdAt: '2026-03-10T12:00:00Z',
  }) as TypedLogEvent;
const fires = (trigger: TriggerInput, e: TypedLogEvent, context?: TriggerContext) =>
  matchTrigger(triggerSchema.parse(trigger), e, context);
const marker = { ruleId: uid(1), runId: uid(2), depth: 1 };

const moved = (from: string, to: string) =>
  event('card.moved', {
    version: 2,
    fromColumnId: from,
    toColumnId: to,
    fromBoardId: uid(800),
    toBoardId: uid(800),
    position: 'a',
  });
const updated = (changes: object, actor: typeof ALICE | null = ALICE) =>
  event('card.updated', { version: 2, changes }, actor);

describe('matchTrigger', () => {
  it('card.created, in any column or the chosen one', () => {
    const created = event('card.created', { version: 1, columnId: uid(1), title: 'x', assigneeId: null });
    expect(fires({ type: 'card.created' }, created)).toBe(true);
    expect(fires({ type: 'card.created', columnId: uid(1) }, created)).toBe(true);
    expect(fires({ type: 'card.created', columnId: uid(2) }, created)).toBe(false);
    expect(fires({ type: 'card.created' }, moved(uid(1), uid(2)))).toBe(false);
  });

  it('card.moved into / out of a column, not a reorder', () => {
    expect(fires({ type: 'card.moved', toColumnId: uid(2) }, moved(uid(1), uid(2)))).toBe(true);
    expect(fires({ type: 'card.moved', fromColumnId: uid(1) }, moved(uid(1), uid(2)))).toBe(true);
    expect(fires({ type: 'card.moved', fromColumnId: uid(3), toColumnId: uid(2) }, moved(uid(1), uid(2)))).toBe(false);
    expect(fires({ type: 'card.moved', toColumnId: uid(2) }, moved(uid(2), uid(2)))).toBe(false);
  });

  it('card.field_changed, with from/to for priority', () => {
    const priority = updated({ priority: { old: 'low', new: 'critical' } });
    expect(fires({ type: 'card.field_changed', field: 'priority' }, priority)).toBe(true);
    expect(fires({ type: 'card.field_changed', field: 'priority', to: 'critical' }, priority)).toBe(true);
    expect(fires({ type: 'card.field_changed', field: 'priority', from: 'high' }, priority)).toBe(false);
    expect(fires({ type: 'card.field_changed', field: 'dueDate' }, priority)).toBe(false);
    expect(
      fires({ type: 'card.field_changed', field: 'valueBrl' }, updated({ valueBrl: { old: null, new: '10.00' } })),
    ).toBe(true);
  });

  it('card.assignee_changed: assigned / unassigned / any, filtered by person', () => {
    const assigned = updated({ assigneeId: { old: null, new: uid(101) } });
    const unassigned = updated({ assigneeId: { old: uid(101), new: null } });
    expect(fires({ type: 'card.assignee_changed', change: 'assigned' }, assigned)).toBe(true);
    expect(fires({ type: 'card.assignee_changed', change: 'assigned' }, unassigned)).toBe(false);
    expect(fires({ type: 'card.assignee_changed', change: 'unassigned', userIds: [uid(101)] }, unassigned)).toBe(true);
    expect(fires({ type: 'card.assignee_changed', userIds: [uid(102)] }, assigned)).toBe(false);
    expect(fires({ type: 'card.assignee_changed' }, unassigned)).toBe(true);
  });

  it('card.label_added / card.label_removed from the labelIds diff', () => {
    const change = updated({ labelIds: { old: [uid(10), uid(11)], new: [uid(11), uid(12)] } });
    expect(fires({ type: 'card.label_added' }, change)).toBe(true);
    expect(fires({ type: 'card.label_added', labelIds: [uid(12)] }, change)).toBe(true);
    expect(fires({ type: 'card.label_added', labelIds: [uid(10)] }, change)).toBe(false);
    expect(fires({ type: 'card.label_removed', labelIds: [uid(10)] }, change)).toBe(true);
    expect(fires({ type: 'card.label_removed', labelIds: [uid(11)] }, change)).toBe(false);
  });

  it('comment.added with text, mention of the assignee and author role', () => {
    const comment = event('comment.added', { commentId: uid(50), mentions: [uid(101)] });
    const card = { assigneeId: uid(101), checklist: { done: 0, total: 0 } };
    expect(fires({ type: 'comment.added' }, comment)).toBe(true);
    expect(fires({ type: 'comment.added', textContains: 'urgente' }, comment, { commentText: 'É URGENTE' })).toBe(true);
    expect(fires({ type: 'comment.added', textContains: 'urgente' }, comment)).toBe(false);
    expect(fires({ type: 'comment.added', mentionsAssignee: true }, comment, { card })).toBe(true);
    expect(fires({ type: 'comment.added', authorRole: 'not_assignee' }, comment, { card })).toBe(true);
    expect(fires({ type: 'comment.added', authorRole: 'assignee' }, comment, { card })).toBe(false);
  });

  it('checklist.item_checked and checklist.completed', () => {
    const checked = event('checklist.item_updated', { itemId: uid(60), text: 'x', done: true });
    const renamed = event('checklist.item_updated', { itemId: uid(60), text: 'y' });
    expect(fires({ type: 'checklist.item_checked' }, checked)).toBe(true);
    expect(fires({ type: 'checklist.item_checked' }, renamed)).toBe(false);
    const full = { card: { assigneeId: null, checklist: { done: 3, total: 3 } } };
    const open = { card: { assigneeId: null, checklist: { done: 2, total: 3 } } };
    expect(fires({ type: 'checklist.completed' }, checked, full)).toBe(true);
    expect(fires({ type: 'checklist.completed' }, checked, open)).toBe(false);
    expect(fires({ type: 'checklist.completed' }, checked)).toBe(false);
  });

  it('never fires time triggers or buttons from an event', () => {
    const created = event('card.created', { version: 1, columnId: uid(1), title: 'x', assigneeId: null });
    expect(fires({ type: 'card.overdue', afterMinutes: 0 }, created)).toBe(false);
    expect(fires({ type: 'button.card', label: 'Go' }, created)).toBe(false);
  });
});

describe('actor filter', () => {
  const byPerson = moved(uid(1), uid(2));
  const byRule = event('card.moved', { ...moved(uid(1), uid(2)).data, automation: marker }, null);
  const to = { type: 'card.moved' as const, toColumnId: uid(2) };

  it('any_human (default) skips automations, any takes them', () => {
    expect(fires(to, byPerson)).toBe(true);
    expect(fires(to, byRule)).toBe(false);
    expect(fires({ ...to, actor: { kind: 'any' } }, byRule)).toBe(true);
  });

  it('user, and user negated ("anyone except me")', () => {
    expect(fires({ ...to, actor: { kind: 'user', userIds: [ALICE.id] } }, byPerson)).toBe(true);
    expect(fires({ ...to, actor: { kind: 'user', userIds: [ALICE.id], negate: true } }, byPerson)).toBe(false);
    expect(fires({ ...to, actor: { kind: 'user', userIds: [uid(101)], negate: true } }, byPerson)).toBe(true);
  });

  it('takes the marker from the context when the typed event lost it', () => {
    expect(fires(to, byPerson, { automation: marker })).toBe(false);
    expect(readAutomationMarker({ automation: marker })).toEqual(marker);
    expect(readAutomationMarker({})).toBeNull();
  });
});

describe('the automation marker', () => {
  it('reads markers written before rootEventId and ruleName, and new ones with them', () => {
    expect(readAutomationMarker({ automation: { ruleId: 'r', runId: 'u', depth: 1 } })).toEqual({
      ruleId: 'r',
      runId: 'u',
      depth: 1,
    });
    const chained = { ruleId: 'r', runId: 'u', depth: 2, rootEventId: '41', ruleName: 'Triagem' };
    expect(readAutomationMarker({ automation: chained })).toEqual(chained);
    // A time trigger or a button starts no person's chain.
    expect(readAutomationMarker({ automation: { ...chained, rootEventId: null } })?.rootEventId).toBeNull();
  });

  it('is kept by the catalogue on the events of cards, old and new', () => {
    const data = { version: 2, changes: { priority: { old: null, new: 'high' } } };
    for (const automation of [
      { ruleId: 'r', runId: 'u', depth: 1 },
      { ruleId: 'r', runId: 'u', depth: 1, rootEventId: '7', ruleName: 'Prioridade' },
    ]) {
      const typed = typedEvent(event('card.updated', { ...data, automation }, null) as unknown as LogEvent);
      expect(typed?.data).toMatchObject({ automation });
    }
  });
});

describe('automationGate', () => {
  it("runs people's events, skips automation ones unless allowed, blocks deep chains", () => {
    expect(automationGate({ allowTriggerByAutomation: false }, null)).toBe('run');
    expect(automationGate({ allowTriggerByAutomation: false }, marker)).toBe('skip');
    expect(automationGate({ allowTriggerByAutomation: true }, { ...marker, depth: 2 })).toBe('run');
    expect(automationGate({ allowTriggerByAutomation: true }, { ...marker, depth: 3 })).toBe('loop_blocked');
  });
});
