import { describe, expect, it } from 'vitest';
import { formatBrl, renderTemplate, type TemplateVars } from './template-vars.ts';

const vars: TemplateVars = {
  card: {
    title: 'Trocar disjuntor',
    priority: 'critical',
    valueBrl: '1234.56',
    dueDate: '2026-03-12T18:00:00Z',
    url: 'https://rbax.example/c/abc',
    labels: ['elétrica', 'bug'],
  },
  actor: { name: 'Ana' },
  assignee: { name: 'Bruno' },
  column: { name: 'A Fazer' },
  board: { name: 'Obras' },
  now: new Date('2026-03-10T12:00:00Z'),
};

describe('renderTemplate', () => {
  it('fills the card, people, column and board', () => {
    expect(
      renderTemplate(
        '{{card.title}} ({{ card.priority }}, {{card.valueBrl}}) de {{actor.name}} para {{assignee.name}} em {{column.name}} / {{board.name}}: {{card.url}}',
        vars,
      ),
    ).toBe('Trocar disjuntor (crítica, R$ 1.234,56) de Ana para Bruno em A Fazer / Obras: https://rbax.example/c/abc');
    expect(renderTemplate('{{card.labels}}', vars)).toBe('elétrica, bug');
  });

  it('writes dates in the time zone and language', () => {
    expect(renderTemplate('{{card.dueDate}}', vars)).toBe('12/03/2026, 15:00');
    expect(renderTemplate('{{now}}', vars)).toBe('10/03/2026, 09:00');
    expect(renderTemplate('{{now+3d}}', vars)).toBe('13/03/2026');
    expect(renderTemplate('{{now-1d}}', vars)).toBe('09/03/2026');
    expect(renderTemplate('{{now+2h}}', vars)).toBe('10/03/2026, 11:00');
    expect(renderTemplate('{{now+3d}} {{card.priority}}', { ...vars, locale: 'en-US' })).toBe('3/13/26 critical');
  });

  it('leaves unknown variables as written and empties known ones without a value', () => {
    expect(renderTemplate('{{card.secret}} {{process.env}} {{card.title+3d}} {{ nope', vars)).toBe(
      '{{card.secret}} {{process.env}} {{card.title+3d}} {{ nope',
    );
    expect(
      renderTemplate('[{{assignee.name}}][{{card.valueBrl}}]', {
        ...vars,
        assignee: null,
        card: { ...vars.card!, valueBrl: null },
      }),
    ).toBe('[][]');
  });

  it('runs no code', () => {
    expect(renderTemplate('{{constructor.constructor}}{{__proto__}}', vars)).toBe(
      '{{constructor.constructor}}{{__proto__}}',
    );
  });
});

describe('formatBrl', () => {
  it('formats the Brazilian way', () => {
    expect(formatBrl('0.5')).toBe('R$ 0,50');
    expect(formatBrl('1000000')).toBe('R$ 1.000.000,00');
    expect(formatBrl(null)).toBe('');
  });
});
