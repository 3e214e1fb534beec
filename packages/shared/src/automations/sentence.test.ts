import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n.ts';
import { actionSchema, conditionLeafSchema, createAutomationInputSchema, triggerSchema } from './rules.ts';
import { describeAutomation, lookupFrom } from './sentence.ts';
import { uid } from './test-ids.ts';

const TODO = uid(1);
const DONE = uid(2);
const ARCHIVE = uid(3);
const BUG = uid(10);
const URGENT = uid(11);
const ANA = uid(100);
const HOOK = uid(200);
const lookup = lookupFrom({
  columns: [
    { id: TODO, name: 'A Fazer' },
    { id: DONE, name: 'Concluído' },
    { id: ARCHIVE, name: 'Arquivo' },
  ],
  labels: [
    { id: BUG, name: 'bug' },
    { id: URGENT, name: 'urgente' },
  ],
  users: [{ id: ANA, name: 'Ana' }],
  webhooks: [{ id: HOOK, name: 'ERP' }],
});
const anyAction = { type: 'archive_card' };
const say = (rule: { trigger: object; conditions?: object; actions?: object[] }, locale: Locale = 'pt-BR') =>
  describeAutomation(createAutomationInputSchema.parse({ name: 'x', actions: [anyAction], ...rule }), lookup, locale);
const trigger = (t: object, locale: Locale = 'pt-BR') => say({ trigger: t }, locale).split(', então')[0];
const leaf = (c: object, locale: Locale = 'pt-BR') => {
  const text = say({ trigger: { type: 'button.board', label: 'Ir' }, conditions: { op: 'all', items: [c] } }, locale);
  return text.slice(text.indexOf(', se ') + 5, text.indexOf(', então'));
};
const action = (a: object, locale: Locale = 'pt-BR') =>
  say({ trigger: { type: 'button.board', label: 'Ir' }, actions: [a] }, locale).split(', então ')[1];

describe('describeAutomation (pt-BR)', () => {
  it('writes the example sentence of the issue', () => {
    expect(
      say({
        trigger: { type: 'card.moved', toColumnId: DONE },
        conditions: { op: 'all', items: [{ type: 'labels', mode: 'any', labelIds: [BUG] }] },
        actions: [
          { type: 'move_card', columnId: ARCHIVE },
          { type: 'add_comment', template: 'Arquivado por {{actor.name}}' },
        ],
      }),
    ).toBe(
      'Quando um card for movido para **Concluído**, se tiver a etiqueta **bug**, então mover para **Arquivo** e adicionar o comentário "Arquivado por {{actor.name}}"',
    );
  });

  it.each([
    [{ type: 'card.created', columnId: TODO }, 'Quando um card for criado em **A Fazer**'],
    [
      { type: 'card.moved', fromColumnId: TODO, toColumnId: DONE },
      'Quando um card for movido de **A Fazer** para **Concluído**',
    ],
    [
      { type: 'card.field_changed', field: 'priority', to: 'critical' },
      'Quando a prioridade de um card mudar para **crítica**',
    ],
    [{ type: 'card.field_changed', field: 'dueDate' }, 'Quando o prazo de um card mudar'],
    [{ type: 'card.assignee_changed', change: 'assigned', userIds: [ANA] }, 'Quando um card for atribuído a **Ana**'],
    [{ type: 'card.assignee_changed', change: 'unassigned' }, 'Quando um card ficar sem responsável'],
    [
      { type: 'card.label_added', labelIds: [BUG, URGENT] },
      'Quando a etiqueta **bug** ou **urgente** for adicionada a um card',
    ],
    [{ type: 'card.label_removed' }, 'Quando uma etiqueta for removida de um card'],
    [
      { type: 'comment.added', textContains: 'urgente', mentionsAssignee: true },
      'Quando um comentário for adicionado contendo "urgente" mencionando o responsável',
    ],
    [{ type: 'checklist.item_checked' }, 'Quando um item do checklist for marcado'],
    [{ type: 'checklist.completed' }, 'Quando o checklist de um card for concluído'],
    [{ type: 'card.due_approaching', beforeMinutes: 1440 }, 'Quando faltar 1 dia para o prazo de um card'],
    [{ type: 'card.due_approaching', beforeMinutes: 2880 }, 'Quando faltarem 2 dias para o prazo de um card'],
    [{ type: 'card.overdue', afterMinutes: 0 }, 'Quando o prazo de um card vencer'],
    [{ type: 'card.overdue', afterMinutes: 120 }, 'Quando um card estiver atrasado há 2 horas'],
    [{ type: 'card.stale', days: 7, inColumnIds: [TODO] }, 'Quando um card ficar 7 dias sem atividade em **A Fazer**'],
    [{ type: 'schedule', every: 'week', weekday: 1, at: '09:00' }, 'Toda **segunda-feira** às **09:00**'],
    [
      { type: 'schedule', every: 'month', dayOfMonth: 5, at: '08:30', tz: 'Europe/Lisbon' },
      'Todo dia **5** do mês às **08:30** (fuso Europe/Lisbon)',
    ],
    [{ type: 'schedule', cron: '0 9 * * 1-5' }, 'No agendamento **0 9 * * 1-5**'],
    [{ type: 'button.card', label: 'Escalar' }, 'Ao clicar no botão **Escalar** de um card'],
    [{ type: 'button.board', label: 'Limpar' }, 'Ao clicar no botão **Limpar** do quadro'],
  ])('trigger %j', (t, expected) => {
    expect(triggerSchema.safeParse(t).success).toBe(true);
    expect(trigger(t)).toBe(expected);
  });

  it('says who may trigger it', () => {
    expect(trigger({ type: 'card.created', actor: { kind: 'user', userIds: [ANA] } })).toBe(
      'Quando um card for criado por **Ana**',
    );
    expect(trigger({ type: 'card.created', actor: { kind: 'user', userIds: [ANA], negate: true } })).toBe(
      'Quando um card for criado por qualquer pessoa exceto **Ana**',
    );
    expect(trigger({ type: 'card.created', actor: { kind: 'any' } })).toBe(
      'Quando um card for criado por qualquer pessoa ou automação',
    );
  });

  it.each([
    [{ type: 'column', op: 'not_in', columnIds: [TODO, DONE] }, 'não estiver em **A Fazer** ou **Concluído**'],
    [{ type: 'priority', op: 'gte', value: 'high' }, 'a prioridade for **alta** ou maior'],
    [{ type: 'labels', mode: 'all', labelIds: [BUG, URGENT] }, 'tiver as etiquetas **bug** e **urgente**'],
    [{ type: 'labels', mode: 'none', labelIds: [BUG, URGENT] }, 'não tiver a etiqueta **bug** nem **urgente**'],
    [{ type: 'assignee', op: 'is_empty' }, 'não tiver responsável'],
    [{ type: 'assignee', op: 'is', userIds: [ANA] }, 'o responsável for **Ana**'],
    [{ type: 'due_date', op: 'within_next', minutes: 2880 }, 'o prazo vencer em até 2 dias'],
    [{ type: 'due_date', op: 'before', date: '2026-03-10T15:00:00Z' }, 'o prazo for antes de **10/03/2026**'],
    [{ type: 'value_brl', op: 'gte', amountCents: 123456 }, 'o valor for maior ou igual a **R$ 1.234,56**'],
    [
      { type: 'value_brl', op: 'between', amountCents: 100, maxCents: 500000 },
      'o valor estiver entre **R$ 1,00** e **R$ 5.000,00**',
    ],
    [{ type: 'checklist', op: 'progress_gte', percent: 50 }, 'o checklist estiver pelo menos **50%** concluído'],
    [{ type: 'text', field: 'title', op: 'contains', value: 'cliente' }, 'o título contiver "cliente"'],
    [{ type: 'text', field: 'description', op: 'regex', value: '^bug-\\d+' }, 'a descrição corresponder a /^bug-\\d+/'],
    [{ type: 'actor', op: 'is_not', kind: 'automation' }, 'a ação não for de uma automação'],
  ])('condition %j', (c, expected) => {
    expect(conditionLeafSchema.safeParse(c).success).toBe(true);
    expect(leaf(c)).toBe(expected);
  });

  it('joins groups with e/ou and brackets a subgroup', () => {
    const text = say({
      trigger: { type: 'button.board', label: 'Ir' },
      conditions: {
        op: 'all',
        items: [
          { type: 'labels', mode: 'any', labelIds: [BUG] },
          {
            op: 'any',
            items: [
              { type: 'priority', op: 'eq', value: 'critical' },
              { type: 'due_date', op: 'overdue' },
            ],
          },
        ],
      },
    });
    expect(text).toContain('se tiver a etiqueta **bug** e (a prioridade for **crítica** ou estiver atrasado), então');
  });

  it.each([
    [{ type: 'move_card', columnId: DONE, position: 'top' }, 'mover para **Concluído** (no topo)'],
    [{ type: 'set_priority', value: 'low' }, 'definir a prioridade como **baixa**'],
    [{ type: 'add_labels', labelIds: [BUG] }, 'adicionar a etiqueta **bug**'],
    [{ type: 'remove_labels', all: true }, 'remover todas as etiquetas'],
    [{ type: 'assign_user', to: 'actor' }, 'atribuir a quem fez a ação'],
    [{ type: 'assign_user', userId: ANA }, 'atribuir a **Ana**'],
    [{ type: 'unassign' }, 'remover o responsável'],
    [
      { type: 'auto_assign', fallbackLabelId: URGENT },
      'atribuir automaticamente por skills e carga (sem ninguém disponível, adicionar **urgente**)',
    ],
    [
      { type: 'set_due_date', mode: 'from_now', days: 2, businessDays: true },
      'definir o prazo para daqui a **2 dias úteis**',
    ],
    [{ type: 'set_due_date', mode: 'shift_current', days: -1 }, 'antecipar o prazo em **1 dia**'],
    [{ type: 'set_due_date', mode: 'clear' }, 'remover o prazo'],
    [{ type: 'set_value_brl', amountCents: 99990 }, 'definir o valor como **R$ 999,90**'],
    [{ type: 'add_comment', template: 'x'.repeat(80) }, `adicionar o comentário "${'x'.repeat(59)}…"`],
    [{ type: 'add_checklist', items: ['Revisar', 'Testar'] }, 'adicionar 2 itens ao checklist'],
    [{ type: 'check_all_items' }, 'marcar todos os itens do checklist'],
    [
      { type: 'create_card', columnId: TODO, titleTemplate: 'Revisar {{card.title}}' },
      'criar o card "Revisar {{card.title}}" em **A Fazer**',
    ],
    [{ type: 'archive_card' }, 'arquivar o card'],
    [
      { type: 'notify', to: ['assignee', { userId: ANA }], template: 'Olá', channel: 'email' },
      'notificar o responsável e **Ana** por email',
    ],
    [{ type: 'send_webhook', webhookId: HOOK }, 'enviar o webhook **ERP**'],
  ])('action %j', (a, expected) => {
    expect(actionSchema.safeParse(a).success).toBe(true);
    expect(action(a)).toBe(expected);
  });

  it('names what no longer exists', () => {
    expect(action({ type: 'move_card', columnId: uid(99) })).toBe('mover para **coluna removida**');
    expect(action({ type: 'add_labels', labelIds: [uid(98)] })).toBe('adicionar a etiqueta **etiqueta removida**');
    expect(action({ type: 'assign_user', userId: uid(97) })).toBe('atribuir a **pessoa removida**');
  });
});

describe('describeAutomation (en-US, es-ES)', () => {
  const rule = {
    trigger: { type: 'card.moved', toColumnId: DONE },
    conditions: {
      op: 'all',
      items: [
        { type: 'labels', mode: 'any', labelIds: [BUG] },
        { type: 'value_brl', op: 'gt', amountCents: 100000 },
      ],
    },
    actions: [
      { type: 'move_card', columnId: ARCHIVE },
      { type: 'set_priority', value: 'critical' },
    ],
  };

  it('writes English', () => {
    expect(say(rule, 'en-US')).toBe(
      'When a card is moved to **Concluído**, if it has the label **bug** and value is more than **R$ 1.000,00**, then move to **Arquivo** and set priority to **critical**',
    );
    expect(say({ trigger: { type: 'card.stale', days: 3, basis: 'not_moved' } }, 'en-US')).toBe(
      'When a card has not moved for 3 days, then archive the card',
    );
  });

  it('writes Spanish', () => {
    expect(say(rule, 'es-ES')).toBe(
      'Cuando se mueva una tarjeta a **Concluído**, si tiene la etiqueta **bug** y el valor es mayor que **R$ 1.000,00**, entonces mover a **Arquivo** y poner la prioridad en **crítica**',
    );
    expect(say({ trigger: { type: 'schedule', every: 'day', at: '07:00' } }, 'es-ES')).toBe(
      'Todos los días a las **07:00**, entonces archivar la tarjeta',
    );
    // The verb agrees with the amount: 'falte 1 día', 'falten 2 horas'.
    expect(say({ trigger: { type: 'card.due_approaching', beforeMinutes: 1440 } }, 'es-ES')).toMatch(
      /^Cuando falte 1 día /,
    );
    expect(say({ trigger: { type: 'card.due_approaching', beforeMinutes: 120 } }, 'es-ES')).toMatch(
      /^Cuando falten 2 horas /,
    );
  });
});
