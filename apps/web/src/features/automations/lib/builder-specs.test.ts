import {
  actionSchema,
  conditionLeafSchema,
  createAutomationInputSchema,
  triggerSchema,
} from '@rbax/shared/automations/rules';
import { describe, expect, it } from 'vitest';
import {
  actionFields,
  actionOrder,
  conditionFields,
  conditionOrder,
  getPath,
  pruneHidden,
  setPath,
  triggerFields,
  triggerOrder,
  type FieldSpec,
} from '@/features/automations/lib/builder-specs';
import {
  defaultAction,
  defaultCondition,
  defaultTrigger,
  emptyRule,
  type BuilderBoard,
} from '@/features/automations/lib/defaults';
import { draftSentence, validateDraft } from '@/features/automations/lib/draft';
import ptBR from '@/locales/app/pt-BR.json';

const board: BuilderBoard = {
  columns: [
    { id: '0190a000-0000-7000-8000-000000000001', name: 'A Fazer' },
    { id: '0190a000-0000-7000-8000-000000000002', name: 'Concluído' },
  ],
  labels: [{ id: '0190a000-0000-7000-8000-000000000003', name: 'bug' }],
  members: [{ id: '0190a000-0000-7000-8000-000000000004', name: 'Ana', email: 'ana@example.com' }],
};

function has(path: string): boolean {
  return getPath(ptBR as Record<string, unknown>, path) !== undefined;
}

const allSpecs: FieldSpec[] = [
  ...Object.values(triggerFields).flat(),
  ...Object.values(conditionFields).flat(),
  ...Object.values(actionFields).flat(),
];

describe('the builder’s field lists', () => {
  it('offer every trigger, condition and action of the shared schema, each with a name in the locale', () => {
    expect(triggerOrder).toHaveLength(15);
    expect(conditionOrder).toHaveLength(9);
    expect(actionOrder).toHaveLength(16);
    for (const type of triggerOrder) expect(has(`automations.triggers.${type}`), type).toBe(true);
    for (const type of conditionOrder) expect(has(`automations.conditions.${type}`), type).toBe(true);
    for (const type of actionOrder) expect(has(`automations.actions.${type}`), type).toBe(true);
  });

  it('have a label for every field and a word for every choice', () => {
    for (const spec of allSpecs) {
      expect(has(`automations.field.${spec.path}`), spec.path).toBe(true);
      if (spec.kind === 'select') {
        for (const option of spec.options) {
          expect(has(`automations.option.${spec.optionSet}.${option}`), `${spec.optionSet}.${option}`).toBe(true);
        }
      }
    }
  });

  it('start each type with values the shared schema accepts on a board with columns and labels', () => {
    for (const type of triggerOrder) {
      const part = defaultTrigger(type, board);
      if (type === 'button.card' || type === 'button.board') part.label = 'Aprovar';
      expect(triggerSchema.safeParse(part).success, type).toBe(true);
    }
    for (const type of conditionOrder) {
      const part = defaultCondition(type, board);
      if (type === 'text') part.value = 'urgente';
      expect(conditionLeafSchema.safeParse(part).success, type).toBe(true);
    }
    for (const type of actionOrder) {
      const part = defaultAction(type, board);
      if (type === 'add_comment' || type === 'notify') part.template = 'Olá {{card.title}}';
      if (type === 'add_checklist') part.items = ['Revisar'];
      if (type === 'create_card') part.titleTemplate = 'Seguir {{card.title}}';
      if (type === 'send_webhook') part.webhookId = '0190a000-0000-7000-8000-000000000005';
      expect(actionSchema.safeParse(part).success, type).toBe(true);
    }
  });
});

describe('setPath and pruneHidden', () => {
  it('set a nested value and remove an emptied one', () => {
    const part = setPath({ type: 'auto_assign' }, 'pool.kind', 'users');
    expect(part).toEqual({ type: 'auto_assign', pool: { kind: 'users' } });
    expect(setPath(part, 'pool.kind', undefined)).toEqual({ type: 'auto_assign' });
  });

  it('drops the value of a field that a change of mode hid', () => {
    const specs = actionFields.set_due_date;
    const part = { type: 'set_due_date', mode: 'clear', date: '2026-12-01T12:00:00.000Z' };
    expect(pruneHidden(specs, part)).toEqual({ type: 'set_due_date', mode: 'clear' });
  });
});

describe('the draft', () => {
  it('names the field of each error by its path', () => {
    const { parsed, errors } = validateDraft(emptyRule(board));
    expect(parsed).toBeNull();
    expect(errors.get('name')).toBe('validation.automationNameRequired');
    expect(errors.get('actions')).toBe('validation.automationActionsRequired');
  });

  it('reads as a sentence while it is being built, then whole', () => {
    const lookup = {
      column: (id: string) => board.columns.find((column) => column.id === id)?.name,
      label: () => undefined,
      user: () => undefined,
    };
    const draft = emptyRule(board);
    expect(draftSentence(draft, lookup, 'pt-BR')).toBe('Quando um card for movido para **Concluído**, então …');
    const done = { ...draft, name: 'Arquivar', actions: [{ type: 'archive_card' as const }] };
    expect(createAutomationInputSchema.safeParse(done).success).toBe(true);
    expect(draftSentence(done, lookup, 'pt-BR')).toBe(
      'Quando um card for movido para **Concluído**, então arquivar o card',
    );
  });
});
