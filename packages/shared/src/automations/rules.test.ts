import { describe, expect, it } from 'vitest';
import {
  actionSchema,
  automationRunsQuerySchema,
  conditionTreeSchema,
  createAutomationInputSchema,
  triggerSchema,
  updateAutomationInputSchema,
} from './rules.ts';
import { uid } from './test-ids.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('createAutomationInputSchema', () => {
  const minimal = {
    name: 'Bugs → triagem',
    trigger: { type: 'card.moved', toColumnId: uid(1) },
    actions: [{ type: 'add_labels', labelIds: [uid(2)] }],
  };

  it('fills the defaults of §7.5', () => {
    const rule = createAutomationInputSchema.parse(minimal);
    expect(rule).toMatchObject({
      description: '',
      enabled: true,
      conditions: { op: 'all', items: [] },
      options: { allowTriggerByAutomation: false, maxRunsPerCardPerHour: 10, stopOnError: true },
      trigger: { actor: { kind: 'any_human', negate: false } },
    });
  });

  it('rejects a 121-character name and an empty action list', () => {
    expect(firstMessage(createAutomationInputSchema.safeParse({ ...minimal, name: 'x'.repeat(121) }))).toBe(
      'validation.automationNameTooLong',
    );
    expect(firstMessage(createAutomationInputSchema.safeParse({ ...minimal, actions: [] }))).toBe(
      'validation.automationActionsRequired',
    );
    const eleven = Array.from({ length: 11 }, () => ({ type: 'archive_card' }));
    expect(firstMessage(createAutomationInputSchema.safeParse({ ...minimal, actions: eleven }))).toBe(
      'validation.automationActionsTooMany',
    );
  });

  it('refuses names instead of ids', () => {
    const result = createAutomationInputSchema.safeParse({
      ...minimal,
      trigger: { type: 'card.moved', toColumnId: 'Feito' },
    });
    expect(firstMessage(result)).toBe('validation.idInvalid');
  });
});

describe('triggerSchema', () => {
  it('needs a column on card.moved', () => {
    expect(firstMessage(triggerSchema.safeParse({ type: 'card.moved' }))).toBe('validation.automationParamRequired');
  });

  it('bounds the time triggers', () => {
    expect(triggerSchema.safeParse({ type: 'card.due_approaching', beforeMinutes: 4 }).success).toBe(false);
    expect(triggerSchema.safeParse({ type: 'card.due_approaching', beforeMinutes: 1440 }).success).toBe(true);
    expect(triggerSchema.safeParse({ type: 'card.overdue', afterMinutes: 0 }).success).toBe(true);
    expect(triggerSchema.safeParse({ type: 'card.stale', days: 0 }).success).toBe(false);
  });

  it('takes a schedule as every/at or as cron, in a valid time zone', () => {
    expect(triggerSchema.parse({ type: 'schedule', every: 'day', at: '09:00' })).toMatchObject({
      tz: 'America/Sao_Paulo',
    });
    expect(triggerSchema.safeParse({ type: 'schedule', every: 'week', at: '09:00', weekday: 1 }).success).toBe(true);
    expect(firstMessage(triggerSchema.safeParse({ type: 'schedule', every: 'week', at: '09:00' }))).toBe(
      'validation.automationScheduleInvalid',
    );
    expect(firstMessage(triggerSchema.safeParse({ type: 'schedule', every: 'day', at: '25:00' }))).toBe(
      'validation.automationScheduleInvalid',
    );
    expect(triggerSchema.safeParse({ type: 'schedule', cron: '*/15 9-18 * * 1-5' }).success).toBe(true);
    expect(firstMessage(triggerSchema.safeParse({ type: 'schedule', cron: '61 * * * *' }))).toBe(
      'validation.automationCronInvalid',
    );
    expect(firstMessage(triggerSchema.safeParse({ type: 'schedule', cron: '0 9 * * *', tz: 'Mars/Olympus' }))).toBe(
      'validation.timezoneInvalid',
    );
  });

  it('needs people for the actor filter "user"', () => {
    expect(triggerSchema.safeParse({ type: 'card.created', actor: { kind: 'user' } }).success).toBe(false);
    expect(triggerSchema.safeParse({ type: 'card.created', actor: { kind: 'user', userIds: [uid(1)] } }).success).toBe(
      true,
    );
  });

  it('accepts from/to only for priority changes', () => {
    expect(triggerSchema.safeParse({ type: 'card.field_changed', field: 'priority', to: 'critical' }).success).toBe(
      true,
    );
    expect(triggerSchema.safeParse({ type: 'card.field_changed', field: 'title', to: 'critical' }).success).toBe(false);
  });
});

describe('conditionTreeSchema', () => {
  const leaf = { type: 'priority', op: 'gte', value: 'high' };

  it('allows depth 2 and refuses depth 3', () => {
    expect(conditionTreeSchema.safeParse({ op: 'all', items: [leaf, { op: 'any', items: [leaf] }] }).success).toBe(
      true,
    );
    const deep = { op: 'all', items: [{ op: 'any', items: [{ op: 'all', items: [leaf] }] }] };
    expect(conditionTreeSchema.safeParse(deep).success).toBe(false);
  });

  it('refuses more than 20 leaves in all', () => {
    const group = { op: 'any', items: Array.from({ length: 11 }, () => leaf) };
    expect(firstMessage(conditionTreeSchema.safeParse({ op: 'all', items: [group, group] }))).toBe(
      'validation.automationConditionsTooMany',
    );
  });

  it('refuses an unsafe regex and the old priority "urgent"', () => {
    const regex = { type: 'text', field: 'title', op: 'regex', value: '(a+)+$' };
    expect(firstMessage(conditionTreeSchema.safeParse({ op: 'all', items: [regex] }))).toBe(
      'validation.automationRegexUnsafe',
    );
    expect(conditionTreeSchema.safeParse({ op: 'all', items: [{ ...leaf, value: 'urgent' }] }).success).toBe(false);
  });

  it('needs the parameters an operator uses', () => {
    for (const item of [
      { type: 'due_date', op: 'within_next' },
      { type: 'value_brl', op: 'between', amountCents: 100 },
      { type: 'assignee', op: 'is' },
      { type: 'checklist', op: 'progress_gte' },
      { type: 'actor', op: 'is' },
    ]) {
      expect(conditionTreeSchema.safeParse({ op: 'all', items: [item] }).success, JSON.stringify(item)).toBe(false);
    }
  });
});

describe('actionSchema', () => {
  it('fills auto_assign defaults and needs the fallback label', () => {
    expect(actionSchema.safeParse({ type: 'auto_assign' }).success).toBe(false);
    expect(actionSchema.parse({ type: 'auto_assign', fallbackLabelId: uid(9) })).toMatchObject({
      strategy: 'skills_balanced',
      pool: { kind: 'board_members' },
      skills: { source: 'labels', match: 'all', relaxTo: 'none' },
      load: { metric: 'open_cards', scope: 'board', excludeColumnIds: [], normalize: false },
      skipIfAssigned: true,
    });
  });

  it('takes exactly one of the alternatives', () => {
    expect(actionSchema.safeParse({ type: 'remove_labels', all: true }).success).toBe(true);
    expect(actionSchema.safeParse({ type: 'remove_labels', all: true, labelIds: [uid(1)] }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'assign_user', to: 'actor' }).success).toBe(true);
    expect(actionSchema.safeParse({ type: 'assign_user' }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'set_value_brl', amountCents: 0 }).success).toBe(true);
    expect(actionSchema.safeParse({ type: 'set_due_date', mode: 'from_now' }).success).toBe(false);
  });

  it('sends webhooks by id, not by URL', () => {
    expect(actionSchema.safeParse({ type: 'send_webhook', webhookId: uid(3) }).success).toBe(true);
    expect(actionSchema.safeParse({ type: 'send_webhook', url: 'https://x.example' }).success).toBe(false);
  });
});

describe('updateAutomationInputSchema', () => {
  it('refuses an empty update and adds no defaults', () => {
    expect(firstMessage(updateAutomationInputSchema.safeParse({}))).toBe('validation.nothingToUpdate');
    expect(updateAutomationInputSchema.parse({ options: { stopOnError: false } })).toEqual({
      options: { stopOnError: false },
    });
    expect(updateAutomationInputSchema.parse({ enabled: false, position: 3 })).toEqual({ enabled: false, position: 3 });
  });
});

describe('automationRunsQuerySchema', () => {
  it('coerces the limit and caps it at 100', () => {
    expect(automationRunsQuerySchema.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(automationRunsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
