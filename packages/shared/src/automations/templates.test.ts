import { describe, expect, it } from 'vitest';
import { createAutomationInputSchema } from './rules.ts';
import { automationTemplates, buildAutomationTemplate } from './templates.ts';
import { uid } from './test-ids.ts';

const board = {
  columns: [
    { id: uid(1), name: 'Backlog' },
    { id: uid(2), name: 'A Fazer' },
    { id: uid(3), name: 'Em Andamento' },
    { id: uid(4), name: 'Concluído' },
  ],
  labels: [
    { id: uid(10), name: 'Parado' },
    { id: uid(11), name: 'Triagem' },
  ],
};

describe('automationTemplates', () => {
  it('ships ten templates with names and descriptions in three languages', () => {
    expect(automationTemplates).toHaveLength(10);
    expect(new Set(automationTemplates.map((t) => t.id)).size).toBe(10);
    for (const template of automationTemplates) {
      for (const locale of ['pt-BR', 'en-US', 'es-ES'] as const) {
        expect(template.name[locale]).not.toBe('');
        expect(template.description[locale]).not.toBe('');
      }
    }
  });

  it.each(automationTemplates.map((t) => [t.id, t] as const))('%s builds a valid rule', (_id, template) => {
    const input = template.build(board);
    expect(input).not.toBeNull();
    const result = createAutomationInputSchema.safeParse(input);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('picks columns and labels by name, the last column as done', () => {
    const find = (id: string) => automationTemplates.find((t) => t.id === id)!.build(board)!;
    expect(find('assign-by-skills-todo').trigger).toMatchObject({ toColumnId: uid(2) });
    expect(find('assign-by-skills-todo').actions[0]).toMatchObject({ fallbackLabelId: uid(11) });
    expect(find('assign-on-start').trigger).toMatchObject({ toColumnId: uid(3) });
    expect(find('auto-archive-done').trigger).toMatchObject({ inColumnIds: [uid(4)] });
    expect(find('stale-label').actions[0]).toMatchObject({ labelIds: [uid(10)] });
  });

  it('names the rule and words its texts in the chosen language', () => {
    const stale = automationTemplates.find((t) => t.id === 'stale-label')!;
    const english = buildAutomationTemplate(stale, board, 'en-US')!;
    expect(english.name).toBe('Flag as stale after 14 days without activity');
    expect(english.actions[1]).toMatchObject({ template: 'No activity for 14 days. Is this still in progress?' });
    expect(buildAutomationTemplate(stale, board, 'es-ES')!.actions[1]).toMatchObject({
      template: 'Sin actividad desde hace 14 días. ¿Sigue en curso?',
    });
  });

  it('builds null when the board lacks what a template needs', () => {
    const bare = { columns: [], labels: [] };
    const built = automationTemplates.map((t) => t.build(bare));
    expect(built.filter((input) => input !== null)).toHaveLength(2); // the two SLA templates need nothing
    const noLabels = { ...board, labels: [] };
    expect(automationTemplates.find((t) => t.id === 'stale-label')!.build(noLabels)).toBeNull();
    const assign = automationTemplates.find((t) => t.id === 'assign-by-skills-todo')!.build(noLabels)!;
    expect(createAutomationInputSchema.parse(assign).actions[0]).toMatchObject({ fallback: 'leave_unassigned' });
  });
});
